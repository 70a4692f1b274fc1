#pragma once
#include "SudokuBoxIntersections.h"
#include "SudokuSatProof.h"
#include "SudokuShape.h"
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
// a search that runs past kNodesBeforeProof nodes hands what is left to a SAT proof (SudokuSatProof),
// whose clause learning settles in a fraction of a second what a depth-first search may not settle in
// minutes (sparse 20x20 and 25x25). With a budget, the test gives up when the budget runs out. Counts
// without a count budget are exact the same way (past kNodesBeforeCountProof nodes).
class SudokuNativeSolver final : public SolverBackend {
public:
    explicit SudokuNativeSolver(const SudokuShape& shape);

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    std::optional<bool> hasSolutionDifferingAt(const Board& givens, const Board& reference, int square) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    void reset() override;

    // Search nodes of one exact uniqueness test before the SAT proof takes over (see bench --sizes).
    static constexpr long kNodesBeforeProof = 1000;
    // The same for a count without a count budget (a count ends at the first solutions it finds, so a
    // longer search pays more often).
    static constexpr long kNodesBeforeCountProof = 10000;

    // Every count without a budget ends in seconds, on any grid (the SAT proof).
    bool settlesEveryCount() const override { return true; }

    // How many uniqueness tests and counts the search left to the SAT proof (benchmarks, tests).
    long satProofs() const { return satProofs_; }

private:
    enum class Differ { No, Yes, Unknown };   // Unknown: out of budget or cancelled
    // Is there a solution of `fixed` whose value at `cell` is not the reference's (useReference)?
    Differ searchDiffering(const Board& fixed, int cell);
    void useReference(const Board& reference);
    void checkFits(const Board& board) const;

    SudokuShape shape_;
    int size_;
    LatinSearch search_;
    std::unique_ptr<SudokuBoxIntersections> intersections_;   // 16x16 and up
    long budget_ = 0;          // nodes one uniqueness check may use; 0 = unlimited
    long countBudget_ = 0;     // nodes one count may use; 0 = unlimited
    long nodeLimit_ = 0;       // search node count at which the current check gives up
    // During a uniqueness test: the reference solution's value of each square, as a bit.
    std::vector<CandidateMask> referenceBits_;

    KnownUnique knownUnique_;   // see the class comment
    std::unique_ptr<SudokuSatProof> satProof_;   // made when first needed
    long satProofs_ = 0;
};

} // namespace ps
