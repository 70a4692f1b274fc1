#pragma once
#include "core/Cages.h"
#include "solve/SolverBackend.h"

#include <memory>

namespace ps {

// The fast exact solver of Jigsaw Sudoku: Sudoku's native solver (SudokuNativeSolver) made for the
// regions of the board it is asked about, and made again when a board brings other regions (once per
// generation run). A board without regions is solved on rows and columns alone; one whose cages are
// not n connected regions of n squares is refused (EngineError).
class JigsawNativeSolver final : public SolverBackend {
public:
    explicit JigsawNativeSolver(int side);
    ~JigsawNativeSolver() override;

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    std::optional<bool> hasSolutionDifferingAt(const Board& givens, const Board& reference, int square) override;
    void setSearchBudget(long nodes) override;
    void setProofBudget(long conflicts) override;
    void setCountBudget(long nodes) override;
    bool settlesEveryCount() const override { return true; }
    void reset() override;

private:
    // The solver for `givens`' regions, with this backend's budgets and cancel token.
    SolverBackend& solverFor(const Board& givens);
    // Adds what the inner solver did since `before` to the totals.
    void addWork(const SolveStats& before);

    int side_;
    Cages cages_;                             // the regions the inner solver was made for
    std::unique_ptr<SolverBackend> inner_;    // null until the first call
    long budget_ = 0;
    long proofBudget_ = kDefaultProofBudget;
    long countBudget_ = 0;
};

} // namespace ps
