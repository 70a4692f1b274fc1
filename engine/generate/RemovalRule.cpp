#include "RemovalRule.h"

#include "solve/SolverBackend.h"

namespace ps {

bool UniqueSolutionRule::allowsRemoval(const Board& candidate, const Board& full, SolverBackend& solver) const
{
    return !solver.hasSolutionOtherThan(candidate, full);
}

bool AtMostSolutionsRule::allowsRemoval(const Board& candidate, const Board&, SolverBackend& solver) const
{
    return solver.countSolutions(candidate, maxSolutions_ + 1).count <= maxSolutions_;
}

std::unique_ptr<RemovalRule> makeRemovalRule(int maxSolutions)
{
    if (maxSolutions <= 1)
        return std::make_unique<UniqueSolutionRule>();
    return std::make_unique<AtMostSolutionsRule>(maxSolutions);
}

} // namespace ps
