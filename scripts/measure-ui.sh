#!/usr/bin/env bash
# Measures the desktop app in a real window under Xvfb:
#  1. idle CPU with a game open and nobody thinking (a human to play);
#  2. frames while `hard` bots think (the longest gap between two frames).
# Prints one line per measurement. Needs xvfb-run and Mesa's GL drivers.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${PARLOUR_BIN:-target/release/parlour}
[ -x "$bin" ] || cargo build --quiet --release -p parlour
export XDG_DATA_HOME; XDG_DATA_HOME=$(mktemp -d)
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$XDG_DATA_HOME}
ticks=$(getconf CLK_TCK)

for game in unicorn-jelly you-are-here jalak; do
  # 1. Idle: after the bot's first answer (if it starts), the human is to play.
  xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
    '$bin' app --open $game --players human,easy --seed 3 --quit-after 16 >/dev/null &
    pid=\$!
    sleep 6; a=\$(awk '{print \$14+\$15}' /proc/\$pid/stat)
    sleep 8; b=\$(awk '{print \$14+\$15}' /proc/\$pid/stat)
    wait \$pid
    awk -v a=\$a -v b=\$b -v t=$ticks 'BEGIN { printf \"$game idle: %.1f%% of one core over 8 s with a game open\\n\", 100 * (b - a) / t / 8 }'
  "

  # 2. Two hard bots play each other; the UI must keep drawing while they think.
  stats=$(xvfb-run -a -s "-screen 0 1280x800x24" "$bin" app --open $game --players hard,hard --seed 5 --quit-after 8 | tail -n 1)
  echo "$game hard bots thinking: $stats"
done
