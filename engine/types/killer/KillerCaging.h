#pragma once
#include "core/Board.h"
#include "core/Rng.h"

#include <optional>
#include <vector>

namespace ps::killer_cages {

// The largest cage generation makes (a cage of distinct values from 1..9 has at most 9 squares).
constexpr int kMaxCageSize = 9;

// Every square of a full board its own one-square sum cage: the start of generation, where every square
// is a given.
Cages singleSquareCages(const Board& solution);

// GenPuzzles' move for Killer Sudoku (PuzzleJAR's way, as KenKen merges cages): the cage of each of
// `squares` merges with a neighbouring cage whose solution values it does not repeat, and every square
// of the merged cage empties; the merged cage's sum is that of its solution values. Cages grow as in
// published puzzles (mostly 2-4 squares, a few larger): a one-square cage (a given) keeps drawing
// neighbours until one is kept, smaller merges likelier; none is larger than kMaxCageSize or than the
// side. Nothing when a square's cage does not merge.
std::optional<Board> mergeCages(const Board& puzzle, const Board& solution, const std::vector<int>& squares, Rng& rng);

} // namespace ps::killer_cages
