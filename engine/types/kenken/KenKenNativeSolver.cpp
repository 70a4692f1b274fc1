#include "KenKenNativeSolver.h"

#include "KenKenSmallSquares.h"
#include "solve/SearchQuestions.h"

#include <chrono>

namespace ps {

KenKenNativeSolver::KenKenNativeSolver(int side) : side_(side), search_(side)
{
    if (side <= largestEnumeratedSide)
        smallSquares_.emplace(side);
}

void KenKenNativeSolver::checkFits(const Board& board) const { requireFits(board, side_, side_, side_); }

SolveResult KenKenNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    SolveResult result = countWithSearch(search_, givens, limit, countBudget_, cancel_);
    totals_ += result.stats;
    return result;
}

bool KenKenNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    if (smallSquares_) {
        const bool other = smallSquares_->hasOtherSolution(givens, reference);
        totals_ += SolveStats{1, 0, secondsSince(start)};
        return other;
    }
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
