#pragma once
#include "core/Board.h"
#include "core/Rng.h"
#include "difficulty/Difficulty.h"

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

// The chance that a two-square clue naming its pair of values outright ("3+"; "7+" at 4x4) is drawn
// again, by the class generation aims at and the side. Such clues make a puzzle easy whatever else it
// asks: welcome in Easy puzzles, avoided for Evil (as sgt-keen avoids them), and in between for Medium
// and Hard, where always avoiding them pays at 4x4 (few clues leave a choice there) and costs at 9x9
// (docs/kenken.md). With no class asked, the seed's rule alone (avoiding them makes 12x12 uniqueness
// proofs much longer: median 28 -> 186 ms).
double namedPairRedrawChance(std::optional<Difficulty> aim, int side);

// A cage over `cells` with an operation drawn as published puzzles have them (the seed's rule: - and /
// preferred for two squares where / divides, + or * otherwise; a two-square clue that names its pair
// outright drawn again with `redrawNamedPair` chance, when another operation would leave a choice), and
// its target from `solution`.
Cage makeCage(std::vector<int> cells, const Board& solution, double redrawNamedPair, Rng& rng);

// GenPuzzles' move for KenKen: the cage of each of `squares` merges into a neighbouring cage (drawn at
// random), and every square of the merged cage empties. Cages grow as in published puzzles (mostly two
// and three squares): a given always tries to join a neighbouring cage, small ones likelier; a larger
// cage grows only with a chance that falls with its new size, and never above kMaxCageSize. Nothing
// when a square's cage does not merge.
// The merged cage's clue is drawn by makeCage with `redrawNamedPair`.
std::optional<Board> mergeCages(const Board& puzzle, const Board& solution, const std::vector<int>& squares, double redrawNamedPair,
                                Rng& rng);

} // namespace ps::kenken_cages
