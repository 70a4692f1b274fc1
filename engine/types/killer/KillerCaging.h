#pragma once
#include "core/Board.h"
#include "core/Rng.h"
#include "difficulty/Difficulty.h"

#include <optional>
#include <vector>

namespace ps::killer_cages {

// The largest cage generation makes (a cage of distinct values from 1..9 has at most 9 squares).
constexpr int kMaxCageSize = 9;

// The chance that a merge making a cage of `size` squares is kept. Published Killer puzzles have mostly
// cages of 2-4 squares, some of 5-6 and few larger.
double mergeChance(int size);

// Every square of a full board its own one-square sum cage: the start of generation, where every square
// is a given.
Cages singleSquareCages(const Board& solution);

// GenPuzzles' move for Killer Sudoku (PuzzleJAR's way, as KenKen merges cages): the cage of each of
// `squares` merges with a neighbouring cage whose solution values it does not repeat, and every square
// of the merged cage empties; the merged cage's sum is that of its solution values. Cages grow as in
// published puzzles (mostly 2-4 squares, a few larger): a one-square cage (a given) keeps drawing
// neighbours until one is kept, smaller merges likelier; none is larger than kMaxCageSize or than the
// side. A merge that makes a cage whose sum has one combination of values only (17 in two squares: 8 and
// 9) is refused with `avoidSingleCombination` chance: such cages make a puzzle easy whatever else it asks.
// Nothing when a square's cage does not merge.
std::optional<Board> mergeCages(const Board& puzzle, const Board& solution, const std::vector<int>& squares, double avoidSingleCombination,
                                Rng& rng);

// GenPuzzles' move at `aim` (KillerRules::emptied): mergeCages, except that at Evil a given beside a
// cage of two squares or more (KillerGivenRecut's isGivenToDrop) is dropped by dropGiven (a merge or a
// re-cut of the cages around it, proven unique there), so Evil puzzles come out with no givens.
std::optional<Board> cageMove(const Board& puzzle, const Board& solution, const std::vector<int>& squares, std::optional<Difficulty> aim,
                              Rng& rng);

// How many sets of `count` different values from 1..side add up to `sum`.
int combinationCount(int side, int count, long sum);

// The chance generation at `aim` refuses a cage with a single combination: none for Easy (they are what
// makes it easy), 0.7 for Medium and Hard, always for Evil and when no class is asked (published puzzles
// avoid them). Hard at 1.0 made `generate --difficulty hard --count 20` take 24 s instead of 8 s (0.7: 19 s):
// such cages help a run pass through the Hard class.
double singleCombinationAvoidance(std::optional<Difficulty> aim);

} // namespace ps::killer_cages
