#pragma once
#include "KillerSearch.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

namespace ps {

// The fast exact Killer Sudoku solver (KillerSearch) behind the SolverBackend interface: counts with a
// node budget and the cancel token, and GenPuzzles' uniqueness test, which looks for a solution that
// differs from the reference inside the squares KnownUnique names (the squares of the cage just merged).
class KillerNativeSolver final : public SolverBackend {
public:
    explicit KillerNativeSolver(const SudokuShape& shape);

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    void reset() override { knownUnique_.forget(); }

private:
    int side_;
    KillerSearch search_;
    long budget_ = 0;
    long countBudget_ = 0;
    KnownUnique knownUnique_;
};

} // namespace ps
