#include "KenKenNativeSolver.h"

#include "core/EngineError.h"
#include "solve/SearchQuestions.h"

#include <chrono>

namespace ps {
namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

KenKenNativeSolver::KenKenNativeSolver(int side) : side_(side), search_(side) {}

void KenKenNativeSolver::checkFits(const Board& board) const
{
    if (board.rows() != side_ || board.cols() != side_)
        throw EngineError(PS_TRANSLATE("Engine", "The solver was given a %1x%2 grid for %3x%4 rules."),
                          {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(side_), std::to_string(side_)});
    for (CellValue v : board.cells())
        if (v > side_)
            throw EngineError(PS_TRANSLATE("Engine", "The value %1 is out of range: values run from 1 to %2."),
                              {std::to_string(v), std::to_string(side_)});
    for (const Cage& cage : board.cages())
        for (int cell : cage.cells)
            if (cell < 0 || cell >= board.cellCount())
                throw EngineError(PS_TRANSLATE("Engine", "A cage reaches outside the %1x%1 grid."), {std::to_string(side_)});
}

SolveResult KenKenNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    const auto start = std::chrono::steady_clock::now();
    SolveResult result = countWithSearch(search_, givens, limit, countBudget_, cancel_);
    result.stats.seconds = secondsSince(start);
    totals_.checks += 1;
    totals_.searchNodes += result.stats.searchNodes;
    totals_.seconds += result.stats.seconds;
    return result;
}

bool KenKenNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    const bool other = differsInside(search_, givens, reference, knownUnique_.squaresToDiffer(givens, reference),
                                     budget_ > 0 ? nodesBefore + budget_ : 0, cancel_);
    if (!other)
        knownUnique_.provenUnique(givens);
    totals_.checks += 1;
    totals_.searchNodes += search_.nodes() - nodesBefore;
    totals_.seconds += secondsSince(start);
    return other;
}

} // namespace ps
