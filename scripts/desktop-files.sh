#!/usr/bin/env bash
# Installs Parlour's desktop entry and file types into a fresh data folder,
# checks the entry (the one in assets/ and the one installed) with
# desktop-file-validate, and asks the desktop (xdg-mime) the type of each
# kind of Parlour file — a saved game, a record, a tile set, a card
# collection — and of another program's file, and which entry opens
# Parlour's games. Fails on any difference.
#
#   scripts/desktop-files.sh
#
# Needs: desktop-file-utils, shared-mime-info, xdg-utils, libfile-mimeinfo-perl.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${PARLOUR_BIN:-target/debug/parlour}
[ -x "$bin" ] || cargo build --quiet -p parlour
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
data=$t/share
"$bin" install-desktop-entry --data-dir "$data" >/dev/null
desktop-file-validate assets/desktop/parlour.desktop
desktop-file-validate "$data/applications/parlour.desktop"
grep -qx "Exec=$(readlink -f "$bin") %F" "$data/applications/parlour.desktop" \
  || { echo "the entry installed does not run $bin with its files"; exit 1; }

# One file of each kind, as Parlour writes them.
"$bin" selfplay --game jalak --players random,random --games 1 --seed 2 --record "$t/records" >/dev/null
cat >"$t/saved.ron" <<'RON'
(
    game: "jalak",
    options: (
        players: 2,
        turn_limit: None,
        repetition: true,
    ),
    seed: 17421037064036445457,
    actions: [
        "c1+ n",
        "c5- w",
    ],
    players: [
        "human",
        "medium",
    ],
)
RON
cp assets/unicorn-jelly/default-set.ron "$t/tiles.ron"
cat >"$t/cards.ron" <<'RON'
(
    name: "Two cards",
    version: "1.0",
    cards: [
        (name: "Probe", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5)),
        (name: "Weak", suit: Hearts, edges: (top: 2, right: 2, bottom: 2, left: 2)),
    ],
    decks: [(name: "Pair", cards: ["Probe", "Weak", "Probe", "Weak", "Probe", "Weak", "Probe", "Weak", "Probe", "Weak"])],
)
RON
printf '(\n    width: 3,\n    colour: "red",\n)\n' >"$t/other.ron"
for file in saved records/jalak-00001 tiles cards; do
  "$bin" validate "$t/$file.ron" >/dev/null || { echo "$file.ron is not a file Parlour reads"; exit 1; }
done

# xdg-mime as on a desktop it does not know (through `mimetype`), with the data folder first.
ask() { env -u XDG_CURRENT_DESKTOP XDG_DATA_HOME="$data" XDG_DATA_DIRS="$data:/usr/share" xdg-mime query "$@"; }
expect() {
  local file=$1 wanted=$2 got
  got=$(ask filetype "$t/$file")
  [ "$got" = "$wanted" ] || { echo "$file: the desktop says $got, not $wanted"; exit 1; }
  echo "$file: $got"
}
expect saved.ron application/x-parlour-game
expect records/jalak-00001.ron application/x-parlour-game
expect tiles.ron application/x-parlour-tiles
expect cards.ron application/x-parlour-cards
expect other.ron text/plain
opener=$(ask default application/x-parlour-game)
[ "$opener" = parlour.desktop ] || { echo "Parlour's games open with '$opener', not parlour.desktop"; exit 1; }
echo "application/x-parlour-game opens with $opener"
