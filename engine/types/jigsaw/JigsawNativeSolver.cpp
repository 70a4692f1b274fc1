#include "JigsawNativeSolver.h"

#include "JigsawRegions.h"
#include "JigsawRules.h"
#include "types/sudoku/SudokuRules.h"

namespace ps {

JigsawNativeSolver::JigsawNativeSolver(int side) : side_(side) {}

JigsawNativeSolver::~JigsawNativeSolver() = default;

SolverBackend& JigsawNativeSolver::solverFor(const Board& givens)
{
    requireFits(givens, side_, side_, side_);
    static const Cages kNone;
    const Cages& cages = givens.hasCages() ? givens.cages() : kNone;
    if (!inner_ || cages != cages_) {
        std::optional<std::vector<int>> regionOf = cages.empty() ? std::optional(jigsaw_regions::rows(side_)) : jigsaw_regions::fromCages(side_, cages);
        if (!regionOf)
            throw EngineError(PS_TRANSLATE("Engine", "The puzzle's regions are not %1 connected regions of %1 squares each."),
                              {std::to_string(side_)});
        inner_ = makeSudokuNativeSolver(SudokuShape::withRegions(side_, std::move(*regionOf)));
        cages_ = cages;
    }
    inner_->setSearchBudget(budget_);
    inner_->setProofBudget(proofBudget_);
    inner_->setCountBudget(countBudget_);
    inner_->setCancelToken(cancel_);
    return *inner_;
}

void JigsawNativeSolver::addWork(const SolveStats& before)
{
    const SolveStats& after = inner_->totals();
    totals_ += SolveStats{after.checks - before.checks, after.searchNodes - before.searchNodes, after.seconds - before.seconds,
                          after.unsettled - before.unsettled};
}

SolveResult JigsawNativeSolver::countSolutions(const Board& givens, int limit)
{
    SolverBackend& solver = solverFor(givens);
    const SolveStats before = solver.totals();
    SolveResult result = solver.countSolutions(givens, limit);
    addWork(before);
    for (Board& solution : result.solutions)
        solution.copyCagesFrom(givens);   // a solution carries its puzzle's regions, as the z3 backend's do
    return result;
}

bool JigsawNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    SolverBackend& solver = solverFor(givens);
    const SolveStats before = solver.totals();
    const bool other = solver.hasSolutionOtherThan(givens, reference);
    addWork(before);
    return other;
}

std::optional<bool> JigsawNativeSolver::hasSolutionDifferingAt(const Board& givens, const Board& reference, int square)
{
    SolverBackend& solver = solverFor(givens);
    const SolveStats before = solver.totals();
    const std::optional<bool> differs = solver.hasSolutionDifferingAt(givens, reference, square);
    addWork(before);
    return differs;
}

void JigsawNativeSolver::setSearchBudget(long nodes)
{
    budget_ = nodes;
    if (inner_)
        inner_->setSearchBudget(nodes);
}

void JigsawNativeSolver::setProofBudget(long conflicts)
{
    proofBudget_ = conflicts;
    if (inner_)
        inner_->setProofBudget(conflicts);
}

void JigsawNativeSolver::setCountBudget(long nodes)
{
    countBudget_ = nodes;
    if (inner_)
        inner_->setCountBudget(nodes);
}

void JigsawNativeSolver::reset()
{
    if (inner_)
        inner_->reset();
}

} // namespace ps
