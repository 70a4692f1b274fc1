#include "SkyscrapersNativeSolver.h"

#include "solve/SearchQuestions.h"

#include <chrono>

namespace ps {

SkyscrapersNativeSolver::SkyscrapersNativeSolver(const SkyscrapersShape& shape) : shape_(shape), search_(shape) {}

void SkyscrapersNativeSolver::checkFits(const Board& board) const { requireFits(board, shape_.side, shape_.side, shape_.maxValue()); }

SolveResult SkyscrapersNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    SolveResult result = countWithSearch(search_, givens, limit, countBudget_, cancel_);
    totals_ += result.stats;
    return result;
}

bool SkyscrapersNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    bool unproven = false;   // kept because the search ran out of its budget
    const bool other = differsInside(search_, givens, reference, knownUnique_.squaresToDiffer(givens, reference),
                                     budget_ > 0 ? nodesBefore + budget_ : 0, cancel_, &unproven);
    if (!other)
        knownUnique_.provenUnique(givens);
    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start), unproven ? 1L : 0L};
    return other;
}

} // namespace ps
