#pragma once
#include "SudokuShape.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ps {

// The fast exact solver for Sudoku of every box shape: candidates as bit masks, naked and hidden singles
// propagated to a fixed point, then branching on the square with the fewest candidates. (Pointing and
// claiming were tried as well: they cut nodes but cost more per node than they saved, at every size.)
//
// The uniqueness test uses what GenPuzzles knows: if puzzle P had only the solution `reference` and P' is
// P with squares S emptied, any other solution of P' differs from `reference` inside S. So instead of
// counting to 2, it searches for a solution with s != reference[s] for one s in S (S is one square, or a
// symmetric pair, during generation) and stops at the first.
class SudokuNativeSolver final : public SolverBackend {
public:
    explicit SudokuNativeSolver(const SudokuShape& shape);

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    void reset() override;

private:
    using Mask = std::uint32_t;

    // Fills state 0 from the givens; false when they already clash.
    bool load(const Board& givens);
    // Propagates the queued singles and the hidden singles of every unit; false on a contradiction.
    bool propagate(Mask* cand);
    // Depth-first search from the state at `depth`; stops when `limit` solutions were found.
    void search(int depth, int limit, SolveResult& result);
    Board boardOf(const Mask* cand) const;
    Mask* state(int depth) { return &stack_[static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_)]; }
    void checkFits(const Board& board) const;

    int size_;
    int cells_;
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

    KnownUnique knownUnique_;   // see the class comment
};

} // namespace ps
