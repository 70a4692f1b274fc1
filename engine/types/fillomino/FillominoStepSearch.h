#pragma once
#include "FillominoStepGrid.h"

namespace ps {

// What the step solver's own exact search found.
struct FillominoStepSearchResult {
    int count = 0;          // solutions found, up to the limit asked for
    Board solution;         // the first one found
    bool finished = true;   // false when the node budget ran out before the search was complete
};

// Applies every technique (not guesses) until none changes the grid or it breaks.
void propagateFillomino(FillominoStepGrid& grid);

// Counts the solutions that agree with `start` (its values and candidates), up to `limit`, by
// backtracking over the values of the square with the fewest candidates, propagating the techniques at
// every node. Correct rather than fast, and sharing no code with the native solver (FillominoSearch): the
// tests use it as an independent check of the native solver's answers.
FillominoStepSearchResult searchFillominoSolutions(const FillominoStepGrid& start, int limit, long nodeBudget);

} // namespace ps
