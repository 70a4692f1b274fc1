#pragma once
#include "core/Board.h"

namespace ps {

class SolverBackend;

// Is a puzzle minimal, i.e. does every given matter? A given matters when, with it taken out, the puzzle
// has a solution that differs there (so two solutions). A given that does not matter could have been
// emptied. Asked of each given with SolverBackend::hasSolutionDifferingAt, within the backend's search
// budget: a given whose test ran out is counted as undecided, never as needed.
struct MinimalityCheck {
    int givens = 0;
    int needed = 0;       // proven to matter
    int removable = 0;    // proven not to matter
    int undecided = 0;    // out of budget, cancelled, or a backend that cannot ask
    int firstRemovable = -1;   // a square whose given does not matter, if any

    bool minimal() const { return needed == givens; }
    bool notMinimal() const { return removable > 0; }
};

// `solution`: the puzzle's full solution (a puzzle made by GenPuzzles has exactly one).
MinimalityCheck checkMinimal(SolverBackend& backend, const Board& puzzle, const Board& solution);

} // namespace ps
