#include "SolverBackend.h"

namespace ps {

bool SolverBackend::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    const SolveResult result = countSolutions(givens, 2);
    for (const Board& s : result.solutions)
        if (s.cells() != reference.cells())
            return true;
    return false;
}

} // namespace ps
