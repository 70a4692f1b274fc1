#pragma once
#include "Sudoku9Search.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

#include <array>
#include <cstdint>

namespace ps {

// The native backend for 9x9 Sudoku: SudokuNativeSolver's answers from Sudoku9Search, several times
// faster. SudokuRules picks it for 3x3 boxes; every other shape keeps SudokuNativeSolver.
//
// The uniqueness test is SudokuNativeSolver's (see there): a solution that differs from `reference` at one
// square of KnownUnique's S at a time. The puzzle is propagated once; each square's question starts from
// that state with the reference's value taken out, and the square is then fixed to it for the next ones.
class Sudoku9Solver final : public SolverBackend {
public:
    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    std::optional<bool> hasSolutionDifferingAt(const Board& givens, const Board& reference, int square) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    void reset() override { knownUnique_.forget(); }
    // A 9x9 search settles any grid in milliseconds.
    bool settlesEveryCount() const override { return true; }

private:
    // Copies `board` (checked to be 9x9 with values up to 9) into `values`.
    void read(const Board& board, std::array<std::uint8_t, 81>& values) const;
    // Whether the loaded state still lets `cell` take a digit other than `value`.
    bool canTakeOtherThan(int cell, int value) const;

    Sudoku9Search search_;
    long budget_ = 0;        // nodes one uniqueness check may use; 0 = unlimited
    long countBudget_ = 0;   // nodes one count may use; 0 = unlimited
    KnownUnique knownUnique_;
};

} // namespace ps
