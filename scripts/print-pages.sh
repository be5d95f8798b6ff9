#!/usr/bin/env bash
# Prints the default tile set, the starter You Are Here board and the Jalak
# kit to PDF and renders each first page to PNG, to compare with the
# workshop's preview.
#
#   scripts/print-pages.sh [OUT_DIR]     (default: a temporary folder)
#
# Needs: pdftoppm (poppler-utils).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d)}
bin=${PARLOUR_BIN:-target/debug/parlour}
[ -x "$bin" ] || cargo build --quiet -p parlour
mkdir -p "$out"
"$bin" export assets/unicorn-jelly/default-set.ron --out "$out/tiles.pdf" --backs long-edge
"$bin" export yah-board --out "$out/board.pdf"
"$bin" export jalak-kit --out "$out/jalak.pdf"
for name in tiles board jalak; do
  pdftoppm -png -r 100 -f 1 -l 1 -singlefile "$out/$name.pdf" "$out/$name"
  echo "$name: $out/$name.png"
done
