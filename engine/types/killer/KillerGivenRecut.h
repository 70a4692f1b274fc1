#pragma once
#include "core/Board.h"
#include "core/Rng.h"

#include <optional>

namespace ps::killer_cages {

// Drops a given (a one-square cage) at Evil, where merging alone leaves some in the puzzle: late in a
// run a given mostly cannot join a whole neighbouring cage (the merged cage says too little). Its moves,
// tried in this order and each tested for a unique solution here (KillerSearch, the generation's node
// budget); the first unique one is returned:
//   merges:     the given joins a whole neighbouring cage (with mergeCages' chance for the size);
//   splits:     the given and a neighbouring cage cut anew into two connected cages of two squares or
//               more (the given with one square of the cage and the rest of the cage, or any other cut);
//   hand-overs: the given joins a neighbouring cage, which hands one of its squares to another cage
//               beside that square;
//   wider:      the given and two or three cages around it cut at random into as many connected cages
//               (as many sums as before), then into one to four more;
//   elsewhere:  a merge, split or hand-over, and one more sum anywhere else: a cage of four squares or
//               more cut in two, or two cages side by side of six or more cut in three (for a second
//               solution the given alone ruled out far from it).
// A split, hand-over or wider re-cut keeps as many sums as before (the given was one) or more, so it far
// more often stays unique. Every square of a new cage empties (a re-cut may take in another given). No
// new cage repeats a solution value, is larger than kMaxCageSize or the side, or (with
// `avoidSingleCombination` chance) has a sum with a single combination of values. `puzzle` must be
// unique (the last puzzle the run kept): only the squares of the changed cages are searched. Nothing when
// `square` is not a given to drop (isGivenToDrop) or no move keeps the puzzle unique: GenPuzzles then
// tests nothing.
std::optional<Board> dropGiven(const Board& puzzle, const Board& solution, int square, double avoidSingleCombination, Rng& rng);

// Whether `square` holds a given (a one-square cage) for dropGiven: one of its neighbouring squares is in
// a cage of two squares or more, or at most `side` givens are left in the puzzle. At the start of a run,
// where every neighbour is a given, the plain merge (mergeCages) stays unique and costs one test, not two.
bool isGivenToDrop(const Board& puzzle, int square);

} // namespace ps::killer_cages
