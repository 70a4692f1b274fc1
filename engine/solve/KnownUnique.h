#pragma once
#include "core/Board.h"

#include <vector>

namespace ps {

// What a backend's earlier uniqueness tests prove about the next one. GenPuzzles empties one full board
// (`reference`) step by step: if puzzle P had only the solution `reference` and P' is P with squares S
// emptied, any other solution of P' differs from `reference` inside S (one that agreed there would be a
// second solution of P). So a test need only look for a solution that differs inside S, which is far
// more constrained than "differs somewhere", and refuted far faster.
//
// Puzzles with cages may also change their cages between tests: then S also takes every square
// of a cage that is in one puzzle and not in the other, so that a solution agreeing with `reference` on S
// meets every cage of P (the changed ones through their squares) and is again a solution of P.
class KnownUnique {
public:
    // S for `givens` (which agree with the full board `reference`): the squares emptied since the last
    // puzzle proven unique and those of the cages that changed, when `givens` is that puzzle with squares
    // emptied; otherwise every empty square.
    std::vector<int> squaresToDiffer(const Board& givens, const Board& reference);

    // `givens` was just proven to have `reference` (passed to squaresToDiffer) as its only solution.
    void provenUnique(const Board& givens) { unique_ = givens; }

    void forget();

private:
    Board reference_;
    Board unique_;   // the last puzzle proven unique (at first the full board, the only solution of itself)
};

} // namespace ps
