#!/usr/bin/env bash
# Runs Parlour's tour of every screen under Xvfb at the two window sizes a
# laptop has, 1180×780 and 1024×640: each saves a picture of every screen
# and a layout report, and fails if any interactive widget lies outside the
# window or over another.
#
#   scripts/tour.sh [OUT_DIR]     (default: a temporary folder)
#
# Needs: xvfb-run and Mesa's GL drivers (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d)}
bin=${PARLOUR_BIN:-target/debug/parlour}
[ -x "$bin" ] || cargo build --quiet -p parlour
# A private settings folder, so the tour does not depend on this machine's settings.
export XDG_DATA_HOME; XDG_DATA_HOME=$(mktemp -d)
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$XDG_DATA_HOME}
for size in 1180x780 1024x640; do
  timeout 900 xvfb-run -a -s "-screen 0 ${size}x24" "$bin" app --tour "$out/$size" --size "$size"
done
echo "the tour's pictures and layout reports: $out"
