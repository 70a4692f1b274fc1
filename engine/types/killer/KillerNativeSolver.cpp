#include "KillerNativeSolver.h"

#include "solve/SearchQuestions.h"

#include <chrono>

namespace ps {

KillerNativeSolver::KillerNativeSolver(const SudokuShape& shape) : side_(shape.size()), search_(shape) {}

SolveResult KillerNativeSolver::countSolutions(const Board& givens, int limit)
{
    requireFits(givens, side_, side_, side_);
    SolveResult result = countWithSearch(search_, givens, limit, countBudget_, cancel_);
    totals_ += result.stats;
    return result;
}

bool KillerNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    requireFits(givens, side_, side_, side_);
    requireFits(reference, side_, side_, side_);
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
