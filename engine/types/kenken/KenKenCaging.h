#pragma once
#include "core/Board.h"
#include "core/Rng.h"

#include <optional>
#include <vector>

namespace ps::kenken_cages {

// The largest cage generation makes (sgt-keen's limit too).
constexpr int kMaxCageSize = 6;

// The index in `cages` of the cage holding `cell`, or -1.
int cageIndexOf(const Cages& cages, int cell);

// Every square of a full board its own one-square cage: the start of generation, where every square is
// a given.
Cages singleSquareCages(const Board& solution);

// A cage over `cells` with an operation drawn as published puzzles have them (the seed's rule: - and /
// preferred for two squares where / divides, + or * otherwise; and, as sgt-keen does, no two-square clue
// that leaves only one pair of values where another operation leaves a choice), and its target from
// `solution`.
Cage makeCage(std::vector<int> cells, const Board& solution, Rng& rng);

// GenPuzzles' move for KenKen: the cage of each of `squares` merges into a neighbouring cage (drawn at
// random), and every square of the merged cage empties. Cages grow as in published puzzles (mostly two
// and three squares): a given always tries to join a neighbouring cage, small ones likelier; a larger
// cage grows only with a chance that falls with its new size, and never above kMaxCageSize. Nothing
// when a square's cage does not merge.
std::optional<Board> mergeCages(const Board& puzzle, const Board& solution, const std::vector<int>& squares, Rng& rng);

} // namespace ps::kenken_cages
