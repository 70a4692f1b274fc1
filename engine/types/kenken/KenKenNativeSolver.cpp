#include "KenKenNativeSolver.h"

#include "solve/SearchQuestions.h"

#include <chrono>

namespace ps {

KenKenNativeSolver::KenKenNativeSolver(int side) : side_(side), search_(side) {}

void KenKenNativeSolver::checkFits(const Board& board) const { requireFits(board, side_, side_, side_); }

SolveResult KenKenNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    SolveResult result = countWithSearch(search_, givens, limit, countBudget_, cancel_);
    totals_ += result.stats;
    return result;
}

// SearchQuestions' differsInside, asked of one propagated base (KenKenSearch::loadBase): square after
// square of `squares`, a solution with s != reference[s], the squares before fixed to the reference.
bool KenKenNativeSolver::differsInside(const Board& givens, const Board& reference, const std::vector<int>& squares, long nodeLimit)
{
    if (!search_.loadBase(givens))
        return false;   // no solution at all (cannot happen: the reference is one)
    std::vector<Board> found;
    for (int cell : squares) {
        if (search_.startFromBase(cell, reference.at(cell))) {
            const bool finished = search_.run(1, nodeLimit, cancel_, found, &reference);
            if (!found.empty() || !finished)
                return true;
        }
        if (!search_.fixInBase(cell, reference.at(cell)))
            return false;   // every solution left puts another value here: tried above, none found
    }
    return false;
}

bool KenKenNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    const bool other = differsInside(givens, reference, knownUnique_.squaresToDiffer(givens, reference), budget_ > 0 ? nodesBefore + budget_ : 0);
    if (!other)
        knownUnique_.provenUnique(givens);
    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start)};
    return other;
}

} // namespace ps
