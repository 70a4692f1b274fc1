#include "KenKenNativeSolver.h"

#include "core/EngineError.h"

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
    const long nodesBefore = search_.nodes();
    SolveResult result;
    if (search_.load(givens)) {
        const long nodeLimit = countBudget_ > 0 ? nodesBefore + countBudget_ : 0;
        result.stopped = !search_.run(limit, nodeLimit, cancel_, result.solutions);
        for (Board& solution : result.solutions)
            solution.copyCagesFrom(givens);
        result.count = static_cast<int>(result.solutions.size());
    }
    result.stats.checks = 1;
    result.stats.searchNodes = search_.nodes() - nodesBefore;
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
    const long nodeLimit = budget_ > 0 ? nodesBefore + budget_ : 0;
    bool other = false;
    Board fixedSoFar = givens;
    std::vector<Board> found;
    for (int cell : knownUnique_.squaresToDiffer(givens, reference)) {
        // s != reference[s]; squares tried before may be assumed to equal the reference.
        if (search_.load(fixedSoFar, cell, reference.at(cell))) {
            const bool finished = search_.run(1, nodeLimit, cancel_, found, &reference);
            if (!found.empty() || !finished) {   // another solution, or no proof there is none
                other = true;
                break;
            }
        }
        fixedSoFar.set(cell, reference.at(cell));
    }
    if (!other)
        knownUnique_.provenUnique(givens);
    totals_.checks += 1;
    totals_.searchNodes += search_.nodes() - nodesBefore;
    totals_.seconds += secondsSince(start);
    return other;
}

} // namespace ps
