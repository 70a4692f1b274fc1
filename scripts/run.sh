#!/usr/bin/env bash
# Install what is missing, build, and start Puzzlesmith. Until the studio GUI exists this runs a short
# command-line demo: it generates a 9x9 Sudoku and solves it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cli=build/bin/puzzlesmith-cli
echo
echo "Generating a 9x9 Sudoku (seed 2026, symmetric):"
puzzle=$("$cli" generate --box 3x3 --seed 2026 --strategy symmetric)
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
