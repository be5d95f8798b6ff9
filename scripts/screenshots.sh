#!/usr/bin/env bash
# Starts Parlour in a real window under Xvfb, saves screenshots of the shelf
# of a Unicorn Jelly, a You Are Here, a Jalak, a Shrine and a Wonderland game in progress and of the workshop's
# two benches and its Export dialog, and fails if a
# window shows nothing.
#
#   scripts/screenshots.sh [OUT_DIR]     (default: docs/, the README's pictures)
#
# Needs: xvfb-run, ImageMagick's identify, Mesa's GL drivers (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs}
bin=${PARLOUR_BIN:-target/debug/parlour}
[ -x "$bin" ] || cargo build --quiet -p parlour
mkdir -p "$out"
# A private settings folder, so the pictures do not depend on this machine's settings.
export XDG_DATA_HOME; XDG_DATA_HOME=$(mktemp -d)
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$XDG_DATA_HOME}
shoot() {
  local name=$1; shift
  rm -f "$out/$name.png"
  timeout 120 xvfb-run -a -s "-screen 0 1280x800x24" "$bin" app --screenshot "$out/$name.png" "$@" >/dev/null
  [ -s "$out/$name.png" ] || { echo "no screenshot of the $name was taken"; exit 1; }
  local colours; colours=$(identify -format %k "$out/$name.png")
  [ "$colours" -ge 40 ] || { echo "the $name window looks empty: $colours colours"; exit 1; }
  echo "$name: $out/$name.png ($colours colours)"
}
shoot shelf
shoot table --open you-are-here --seed 3 --autoplay 4
shoot unicorn-jelly --open unicorn-jelly --seed 3 --autoplay 14
shoot jalak --open jalak --seed 3 --autoplay 6
shoot shrine --open shrine --seed 5 --autoplay 12 --players human,medium,medium
shoot wonderland --open wonderland --seed 3 --autoplay 30 --players human,medium,medium,medium,medium,medium
shoot workshop --open workshop
shoot workshop-cards --open workshop-cards
shoot workshop-export --open workshop-export
