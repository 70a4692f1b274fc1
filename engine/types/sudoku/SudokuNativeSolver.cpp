#include "SudokuNativeSolver.h"

#include "core/EngineError.h"

#include <chrono>

namespace ps {

SudokuNativeSolver::SudokuNativeSolver(const SudokuShape& shape)
    : shape_(shape)
    , size_(shape.size())
    , search_(LatinUnits(shape.size(), shape.units()))
    , swapSets_(shape.units())
    , candidateSat_(search_.units())
{
    if (shape.hasBoxes() && shape.size() >= 16) {
        intersections_ = std::make_unique<SudokuBoxIntersections>(shape);
        search_.propagation().setConstraint(intersections_.get());
    }
    referenceBits_.resize(static_cast<std::size_t>(shape.cellCount()));
    proofBudget_ = defaultProofBudget();
}

void SudokuNativeSolver::checkFits(const Board& board) const { requireFits(board, size_, size_, size_); }

void SudokuNativeSolver::reset()
{
    knownUnique_.forget();
    kept_.clear();
    if (satProof_)
        satProof_->forget();
}

SudokuIncrementalSat& SudokuNativeSolver::satProof()
{
    if (!satProof_) {
        satProof_ = std::make_unique<SudokuIncrementalSat>(shape_);
        for (const auto& [cell, value] : kept_)
            satProof_->expectGiven(cell, value);
    }
    return *satProof_;
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
        // Count again from the givens (the SAT solver propagates them itself).
        ++satProofs_;
        std::optional<std::vector<Board>> solutions = satProof().solutions(givens, limit, cancel_);
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
    if (swapSets_.completesEmptySet(fixed, cell))
        return Differ::Yes;   // two values swapped on an empty set: another solution
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
    // What the search left goes to the SAT proof.
    ++satProofs_;
    // The search's root holds the givens propagated with the square barred from its reference value: the
    // proof is asked about what that leaves open, with the reference's values tried first.
    const bool handOver = generationTest_ && proofConflicts_ == 0;   // an unbudgeted generation test
    std::optional<bool> other =
        candidateSat_.hasSolution(search_.root(), referenceBits_.data(), cancel_, handOver ? kCandidateConflicts : proofConflicts_);
    // Without a budget, a generation proof past kCandidateConflicts goes on in the run's incremental
    // solver over the whole rules, which keeps what it learnt from the proofs before.
    if (!other && handOver && !stopRequested())
        other = satProof().hasSolutionDiffering(fixed, *reference_, {cell}, cancel_, 0);
    if (!other)
        return Differ::Unknown;   // cancelled, or past proofConflicts_
    return *other ? Differ::Yes : Differ::No;
}

void SudokuNativeSolver::useReference(const Board& reference)
{
    reference_ = &reference;
    swapSets_.useBoard(reference);
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
    bool unsettled = false;
    nodeLimit_ = budget_ > 0 ? search_.nodes() + budget_ : 0;
    proofConflicts_ = proofBudget_;   // a generation test: a proof past its budget keeps its square
    generationTest_ = true;
    useReference(reference);
    Board fixedSoFar = givens;
    for (int cell : differAt) {
        const Differ answer = searchDiffering(fixedSoFar, cell);
        if (answer != Differ::No) {   // another solution, or no proof there is none
            other = true;
            unsettled = answer == Differ::Unknown && !stopRequested();
            break;
        }
        fixedSoFar.set(cell, reference.at(cell));   // the later searches may assume s == reference[s]
    }
    nodeLimit_ = 0;
    proofConflicts_ = 0;
    generationTest_ = false;
    if (!other)
        knownUnique_.provenUnique(givens);
    else
        // GenPuzzles keeps the squares whose removal this refuses, for the rest of its run: the SAT
        // proofs after it take them as facts.
        for (int cell : differAt) {
            kept_.emplace_back(cell, reference.at(cell));
            if (satProof_)
                satProof_->expectGiven(cell, reference.at(cell));
        }

    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start), unsettled ? 1L : 0L};
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
