#!/usr/bin/env bash
# Install what is missing, build, and start the Puzzlesmith studio. Without a display (no DISPLAY or
# WAYLAND_DISPLAY), it shows a short command-line demo instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec build/bin/puzzlesmith "$@"
fi
cli=build/bin/puzzlesmith-cli
echo
echo "No display found, so here is the command line instead (the studio is build/bin/puzzlesmith)."
echo "A hard 9x9 Sudoku (seed 2026, symmetric):"
puzzle=$("$cli" generate --box 3x3 --seed 2026 --strategy symmetric --difficulty hard)
echo "$puzzle"
grid=${puzzle%%,*}
for row in $(seq 0 8); do
    line=${grid:$((row * 9)):9}
    echo "  ${line:0:3} | ${line:3:3} | ${line:6:3}" | sed 's/\./·/g'
    { [ "$row" -eq 2 ] || [ "$row" -eq 5 ]; } && echo "  ----+-----+----"
done
echo
echo "Its solution and solution count:"
echo "$grid" | "$cli" solve
echo
echo "More: $cli --help"
