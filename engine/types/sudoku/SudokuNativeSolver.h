#pragma once
#include "SudokuBoxIntersections.h"
#include "SudokuCandidateSat.h"
#include "SudokuIncrementalSat.h"
#include "SudokuShape.h"
#include "SudokuSwapSets.h"
#include "latin/LatinSearch.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace ps {

// The fast exact solver for Sudoku of every box shape and of irregular regions: the Latin-square kernel's
// search (latin/LatinSearch: candidates as bit masks, naked and hidden singles in rows, columns and boxes
// or regions propagated to a fixed point, then branching on the square with the fewest candidates). From
// 16x16 up, box/line intersections (SudokuBoxIntersections) are propagated on top: with boxes of 16 or 25
// squares they cut the hardest uniqueness proofs by orders of magnitude, where below they cost more than
// they save.
//
// The uniqueness test uses what GenPuzzles knows: if puzzle P had only the solution `reference` and P' is
// P with squares S emptied, any other solution of P' differs from `reference` inside S. So instead of
// counting to 2, it searches for a solution with s != reference[s] for one s in S (S is one square, or a
// symmetric pair, during generation) and stops at the first. Without a search budget the test is exact:
// a search that runs past kNodesBeforeProof nodes hands the question to a SAT proof over what the
// search left open (SudokuCandidateSat), whose clause learning settles in milliseconds what a depth-first
// search may not settle in minutes (sparse 20x20 and 25x25). With a budget, the test gives up when the
// budget runs out. Counts without a count budget are exact the same way (past kNodesBeforeCountProof
// nodes, SudokuIncrementalSat: one incremental solver for the counts of a run, which keeps what it learns).
class SudokuNativeSolver final : public SolverBackend {
public:
    explicit SudokuNativeSolver(const SudokuShape& shape);

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    std::optional<bool> hasSolutionDifferingAt(const Board& givens, const Board& reference, int square) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    void setProofBudget(long conflicts) override { proofBudget_ = conflicts < 0 ? defaultProofBudget() : conflicts; }
    void reset() override;

    // Search nodes of one exact uniqueness test before the SAT proof takes over (see bench --sizes).
    static constexpr long kNodesBeforeProof = 1000;
    // The same for a count without a count budget (a count ends at the first solutions it finds, so a
    // longer search pays more often).
    static constexpr long kNodesBeforeCountProof = 10000;
    // hasSolutionOtherThan (GenPuzzles' removal test) gives its SAT proof over what the search left open
    // (SudokuCandidateSat) the proof budget (setProofBudget, conflicts); a proof past it answers "yes"
    // unproven, so that generation keeps the square (counted in SolveStats::unsettled): the puzzle stays
    // unique, only maybe not minimal. Without a budget, that proof may take kCandidateConflicts before the
    // run's incremental solver (SudokuIncrementalSat) takes over without limit: its learnt clauses carry
    // over from proof to proof, which settles the few proofs the fresh formula does not settle quickly, but
    // each of its conflicts costs some four times as much. Counts and hasSolutionDifferingAt (minimality
    // checks) stay exact (the fresh formula without limit).
    static constexpr long kCandidateConflicts = 10000;
    // The default proof budget at 25x25 (kDefaultProofBudget): seeds 1-5 then take 6.6-9.9 s of CPU at a
    // load of 10 instead of 8.5-238 s, 3-7 givens from minimal. Smaller grids prove every square by
    // default (20x20: 0.7-1.5 s).
    static constexpr long kProofBudget25 = 1000;
    long defaultProofBudget() const { return size_ >= 25 ? kProofBudget25 : 0; }

    // Every count without a budget ends in seconds, on any grid (the SAT proof).
    bool settlesEveryCount() const override { return true; }

    // How many uniqueness tests and counts the search left to the SAT proof (benchmarks, tests).
    long satProofs() const { return satProofs_; }

private:
    enum class Differ { No, Yes, Unknown };   // Unknown: out of budget or cancelled
    // Is there a solution of `fixed` whose value at `cell` is not the reference's (useReference)?
    Differ searchDiffering(const Board& fixed, int cell);
    // The reference of the current uniqueness test (kept by the caller for the test's length).
    void useReference(const Board& reference);
    SudokuIncrementalSat& satProof();
    void checkFits(const Board& board) const;

    SudokuShape shape_;
    int size_;
    LatinSearch search_;
    std::unique_ptr<SudokuBoxIntersections> intersections_;   // 16x16 and up
    long budget_ = 0;          // nodes one uniqueness check may use; 0 = unlimited
    long countBudget_ = 0;     // nodes one count may use; 0 = unlimited
    long nodeLimit_ = 0;       // search node count at which the current check gives up
    long proofBudget_ = 0;   // see setProofBudget (the constructor sets the default)
    bool generationTest_ = false;   // inside hasSolutionOtherThan (see kCandidateConflicts)
    long proofConflicts_ = 0;  // conflicts the current check's SAT proof may take; 0 = unlimited
    // During a uniqueness test: the reference solution's value of each square, as a bit.
    std::vector<CandidateMask> referenceBits_;
    const Board* reference_ = nullptr;

    KnownUnique knownUnique_;   // see the class comment
    SudokuSwapSets swapSets_;   // of the current reference: second solutions found without search
    SudokuCandidateSat candidateSat_;   // the uniqueness tests' SAT proofs, over what the search left open
    std::unique_ptr<SudokuIncrementalSat> satProof_;   // made when first needed, kept until reset()
    // The squares (and values) whose removal a uniqueness test refused since reset(): GenPuzzles keeps
    // them for the rest of its run, so the SAT proof takes them as facts (SudokuIncrementalSat::expectGiven).
    std::vector<std::pair<int, CellValue>> kept_;
    long satProofs_ = 0;
};

} // namespace ps
