#include "SudokuNativeSolver.h"

#include "core/EngineError.h"

#include <chrono>

namespace ps {

SudokuNativeSolver::SudokuNativeSolver(const SudokuShape& shape)
    : shape_(shape)
    , size_(shape.size())
    , search_(LatinUnits(shape.size(), shape.units()))
{
    if (shape.hasBoxes() && shape.size() >= 16) {
        intersections_ = std::make_unique<SudokuBoxIntersections>(shape);
        search_.propagation().setConstraint(intersections_.get());
    }
    referenceBits_.resize(static_cast<std::size_t>(shape.cellCount()));
}

void SudokuNativeSolver::checkFits(const Board& board) const { requireFits(board, size_, size_, size_); }

void SudokuNativeSolver::reset()
{
    knownUnique_.forget();
}

SolveResult SudokuNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    SolveResult result;
    const bool exact = countBudget_ == 0;   // no budget: the SAT proof finishes what the search cannot
    bool gaveUp = false;
    if (search_.load(givens))
        gaveUp = !search_.run(limit, search_.nodes() + (exact ? kNodesBeforeCountProof : countBudget_), cancel_, result.solutions);
    if (gaveUp && exact && !stopRequested()) {
        // Count again from the root state (the givens, propagated), where the search stopped.
        if (!satProof_)
            satProof_ = std::make_unique<SudokuSatProof>(shape_);
        ++satProofs_;
        std::optional<std::vector<Board>> solutions = satProof_->solutions(search_.root(), limit, cancel_);
        if (solutions) {
            result.solutions = std::move(*solutions);
            gaveUp = false;
        }
    }
    result.count = static_cast<int>(result.solutions.size());
    result.stopped = gaveUp;   // out of nodes, cancelled or out of time: the count is not settled
    result.stats.checks = 1;
    result.stats.searchNodes = search_.nodes() - nodesBefore;
    result.stats.seconds = secondsSince(start);
    totals_ += result.stats;
    return result;
}

SudokuNativeSolver::Differ SudokuNativeSolver::searchDiffering(const Board& fixed, int cell)
{
    // Quick refutation before any propagation: the values the square's filled peers leave it.
    const LatinUnits& units = search_.units();
    CandidateMask left = units.all() & ~referenceBits_[static_cast<std::size_t>(cell)];
    const int* peer = units.peersOf(cell);
    for (int k = 0; k < units.peerCount() && left; ++k)
        if (const CellValue v = fixed.at(peer[k]))
            left &= ~(CandidateMask{1} << (v - 1));
    if (left == 0)
        return Differ::No;
    search_.load(fixed);
    search_.propagation().restrict(search_.root(), cell, left);   // s != reference[s]
    const bool unlimited = nodeLimit_ == 0;   // no budget: exact, with the SAT proof past kNodesBeforeProof
    std::vector<Board> found;
    const bool finished = search_.run(1, unlimited ? search_.nodes() + kNodesBeforeProof : nodeLimit_, cancel_, found,
                                      LatinGuide{referenceBits_.data(), true});
    if (!found.empty())
        return Differ::Yes;
    if (finished)
        return Differ::No;
    if (!unlimited || stopRequested())
        return Differ::Unknown;
    // What the search left goes to the SAT proof: the root state (the givens, the square kept from its
    // reference value, propagated), with the reference as the solution to look near.
    if (!satProof_)
        satProof_ = std::make_unique<SudokuSatProof>(shape_);
    ++satProofs_;
    const std::optional<bool> other = satProof_->hasSolution(search_.root(), referenceBits_.data(), cancel_);
    if (!other)
        return Differ::Unknown;   // cancelled
    return *other ? Differ::Yes : Differ::No;
}

void SudokuNativeSolver::useReference(const Board& reference)
{
    for (int cell = 0; cell < reference.cellCount(); ++cell)
        referenceBits_[static_cast<std::size_t>(cell)] = CandidateMask{1} << (reference.at(cell) - 1);
}

bool SudokuNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();

    const std::vector<int> differAt = knownUnique_.squaresToDiffer(givens, reference);

    bool other = false;
    nodeLimit_ = budget_ > 0 ? search_.nodes() + budget_ : 0;
    useReference(reference);
    Board fixedSoFar = givens;
    for (int cell : differAt) {
        if (searchDiffering(fixedSoFar, cell) != Differ::No) {   // another solution, or no proof there is none
            other = true;
            break;
        }
        fixedSoFar.set(cell, reference.at(cell));   // the later searches may assume s == reference[s]
    }
    nodeLimit_ = 0;
    if (!other)
        knownUnique_.provenUnique(givens);

    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start)};
    return other;
}

std::optional<bool> SudokuNativeSolver::hasSolutionDifferingAt(const Board& givens, const Board& reference, int square)
{
    checkFits(givens);
    checkFits(reference);
    requireSquareTest(givens, reference, square);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    nodeLimit_ = budget_ > 0 ? search_.nodes() + budget_ : 0;
    useReference(reference);
    const Differ answer = searchDiffering(givens, square);
    nodeLimit_ = 0;
    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start)};
    if (answer == Differ::Unknown)
        return std::nullopt;
    return answer == Differ::Yes;
}

} // namespace ps
