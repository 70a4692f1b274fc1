#include "FillominoNativeSolver.h"

#include "solve/SearchQuestions.h"

#include <chrono>
#include <cstdlib>

namespace ps {

FillominoNativeSolver::FillominoNativeSolver(const FillominoShape& shape) : shape_(shape), search_(shape) {}

void FillominoNativeSolver::checkFits(const Board& board) const { requireFits(board, shape_.rows(), shape_.cols(), shape_.cellCount()); }

void FillominoNativeSolver::reset()
{
    knownUnique_.forget();
    search_.forgetWeights();
}

SolveResult FillominoNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    SolveResult result = countWithSearch(search_, givens, limit, countBudget_, cancel_);
    totals_ += result.stats;
    return result;
}

bool FillominoNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();

    const std::vector<int> differAt = knownUnique_.squaresToDiffer(givens, reference);
    // Near the start of a run almost every removal stands and the nearby search would be wasted.
    const bool sparse = givens.emptyCount() * 3 >= givens.cellCount();
    bool unproven = false;   // kept because the search ran out of its budget
    const bool other = (differAt.size() == 1 && sparse && otherSolutionNearby(givens, reference, differAt.front())) ||
                       differsInside(search_, givens, reference, differAt, budget_ > 0 ? nodesBefore + budget_ : 0, cancel_, &unproven);
    if (!other)
        knownUnique_.provenUnique(givens);

    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start), unproven ? 1L : 0L};
    return other;
}

bool FillominoNativeSolver::otherSolutionNearby(const Board& givens, const Board& reference, int cell)
{
    // The whole grid as the reference but the squares near `cell`, which keep the puzzle's givens: a
    // puzzle with all but a few squares given, whose propagation is quick. A solution of it that
    // differs from the reference at `cell` is one of the whole puzzle.
    const int row = cell / shape_.cols();
    const int col = cell % shape_.cols();
    Board nearby = reference;
    for (int square = 0; square < givens.cellCount(); ++square)
        if (std::abs(square / shape_.cols() - row) + std::abs(square % shape_.cols() - col) <= kNearby)
            nearby.set(square, givens.at(square));
    std::vector<Board> found;
    if (!search_.load(nearby, cell, reference.at(cell)))
        return false;
    search_.run(1, search_.nodes() + kNearbyNodes, cancel_, found, &reference);
    return !found.empty();
}

} // namespace ps
