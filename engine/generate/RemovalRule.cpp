#include "RemovalRule.h"

#include "solve/SolverBackend.h"
#include "GenerationPolicy.h"

namespace ps {

bool UniqueSolutionRule::allowsRemoval(const Board& candidate, const Board& full, SolverBackend& solver) const
{
    return !solver.hasSolutionOtherThan(candidate, full);
}

bool AtMostSolutionsRule::allowsRemoval(const Board& candidate, const Board&, SolverBackend& solver) const
{
    return solver.countSolutions(candidate, maxSolutions_ + 1).count <= maxSolutions_;
}

bool WithinLevelRule::allowsRemoval(const Board& candidate, const Board& full, SolverBackend& solver) const
{
    if (const std::optional<bool> within = policy_.logicSolvesWithin(candidate, level_))
        return *within;
    return UniqueSolutionRule().allowsRemoval(candidate, full, solver);
}

std::unique_ptr<RemovalRule> makeRemovalRule(int maxSolutions, const GenerationPolicy& policy, std::optional<Difficulty> within)
{
    if (maxSolutions <= 1 && within)
        return std::make_unique<WithinLevelRule>(policy, *within);
    if (maxSolutions <= 1)
        return std::make_unique<UniqueSolutionRule>();
    return std::make_unique<AtMostSolutionsRule>(maxSolutions);
}

} // namespace ps
