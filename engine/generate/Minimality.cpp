#include "Minimality.h"

#include "solve/SolverBackend.h"

namespace ps {

MinimalityCheck checkMinimal(SolverBackend& backend, const Board& puzzle, const Board& solution)
{
    MinimalityCheck check;
    Board without = puzzle;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        const CellValue given = puzzle.at(cell);
        if (given == 0)
            continue;
        ++check.givens;
        without.set(cell, 0);
        const std::optional<bool> differs = backend.hasSolutionDifferingAt(without, solution, cell);
        without.set(cell, given);
        if (!differs) {
            ++check.undecided;
        } else if (*differs) {
            ++check.needed;
        } else {
            ++check.removable;
            if (check.firstRemovable < 0)
                check.firstRemovable = cell;
        }
    }
    return check;
}

} // namespace ps
