#pragma once
#include "SudokuSatProof.h"
#include "SudokuShape.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace ps {

// The fast exact solver for Sudoku of every box shape: candidates as bit masks, naked and hidden singles
// propagated to a fixed point, then branching on the square with the fewest candidates. From 16x16 up,
// box/line intersections (pointing and claiming) are propagated too: with boxes of 16 or 25 squares they
// cut the hardest uniqueness proofs by orders of magnitude, where below they cost more than they save.
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
    using Mask = std::uint32_t;

    // Fills state 0 from the givens; false when they already clash.
    bool load(const Board& givens);
    // Propagates the queued singles and the hidden singles of every unit; false on a contradiction.
    bool propagate(Mask* cand);
    // Pointing and claiming over every box/line intersection; false on a contradiction. Queues the squares
    // it brings down to one value and marks the units it changed (so propagate goes round again).
    bool reduceIntersections(Mask* cand, bool& changed);
    // Takes `values` out of the `count` squares first, first + step, ...; false when a square is left empty.
    bool eliminate(Mask* cand, int first, int step, int count, Mask values, bool& changed);
    enum class Differ { No, Yes, Unknown };   // Unknown: out of budget or cancelled
    // Is there a solution of `fixed` whose value at `cell` is not the reference's (useReference)?
    Differ searchDiffering(const Board& fixed, int cell);
    void useReference(const Board& reference);
    // Depth-first search from the state at `depth`; stops when `limit` solutions were found.
    void search(int depth, int limit, SolveResult& result);
    // The open square with the fewest candidates (-1: none is open).
    int branchSquare(const Mask* cand) const;
    // During a uniqueness test: the open square with the fewest candidates among those that can no
    // longer take their reference value; branchSquare when there is none.
    int branchSquareToDiffer(const Mask* cand) const;
    Board boardOf(const Mask* cand) const;
    Mask* state(int depth) { return &stack_[static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_)]; }
    void checkFits(const Board& board) const;

    SudokuShape shape_;
    int size_;
    int cells_;
    int boxRows_;
    int boxCols_;
    bool intersections_;            // propagate pointing and claiming (16x16 and up)
    std::vector<Mask> segments_;    // scratch: the candidates of each box/line intersection
    Mask all_;
    std::vector<int> peers_;        // peerCount_ peers per square
    int peerCount_;
    std::vector<int> unitCells_;    // size_ squares per unit, 3 * size_ units
    std::vector<int> unitsOf_;      // the 3 units (row, column, box) of each square
    std::vector<std::uint8_t> dirty_;   // units whose squares changed since their last hidden-single scan
    std::vector<Mask> stack_;       // one candidate array per search depth
    std::vector<int> queue_;        // squares down to one value whose peers still hold it
    int queued_ = 0;
    long nodes_ = 0;
    long budget_ = 0;          // nodes one uniqueness check may use; 0 = unlimited
    long countBudget_ = 0;     // nodes one count may use; 0 = unlimited
    long nodeLimit_ = 0;       // nodes_ value at which the current check gives up
    bool gaveUp_ = false;
    // During a uniqueness test: the reference solution's value of each square, as a bit (else nullptr).
    const Mask* preferred_ = nullptr;
    std::vector<Mask> referenceBits_;

    KnownUnique knownUnique_;   // see the class comment
    std::unique_ptr<SudokuSatProof> satProof_;   // made when first needed
    long satProofs_ = 0;
};

} // namespace ps
