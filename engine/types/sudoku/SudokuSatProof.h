#pragma once
#include "SudokuShape.h"
#include "core/Board.h"
#include "core/CancelToken.h"

#include <z3++.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace ps {

// Settles the Sudoku search problems a depth-first search cannot: does some solution give every square
// one of its candidates? The question goes to z3's SAT core (clause learning) as a fresh instance with a
// Boolean for each open square's candidate only: every square takes exactly one candidate, every value
// exactly one place in each unit. The uniqueness tests of a sparse 25x25 that a search does not settle
// within 1,000 nodes are settled this way in 0.3 s each on average (299 such tests of one run), and a
// count the search cannot finish (SudokuNativeSolver) in seconds.
// Not thread-safe: one per solver.
class SudokuSatProof {
public:
    using Mask = std::uint32_t;   // bit v - 1: value v is still possible

    explicit SudokuSatProof(const SudokuShape& shape);

    // `candidates`: one mask per square. `likely` (or nullptr): one value bit per square, the solution
    // the answer is expected near; the SAT core tries those values first. Nothing when `cancel` stopped
    // the proof.
    std::optional<bool> hasSolution(const Mask* candidates, const Mask* likely, const CancelToken* cancel);

    // Up to `limit` different solutions that give every square one of its candidates (settled squares
    // too), found one after the other in one instance: each one found is excluded by a clause before the
    // next check. Nothing when `cancel` stopped the count.
    std::optional<std::vector<Board>> solutions(const Mask* candidates, int limit, const CancelToken* cancel);

private:
    // A fresh SAT instance (see hasSolution).
    z3::solver makeSolver();
    // States the puzzle of `candidates` in `solver`; false when it plainly has no solution (a square
    // without candidates, two settled squares of one unit with one value).
    bool describe(z3::solver& solver, const Mask* candidates, const Mask* likely);
    static bool isOpen(Mask candidates) { return (candidates & (candidates - 1)) != 0; }
    z3::expr holds(int cell, int value) const { return holds_[static_cast<std::size_t>(cell * size_ + value)]; }
    z3::expr holdsNot(int cell, int value) const { return holdsNot_[static_cast<std::size_t>(cell * size_ + value)]; }
    // Exactly one of `literals`, or none of them when `alreadyTaken` (a settled square holds the value).
    void requireExactlyOne(z3::solver& solver, const z3::expr_vector& literals, bool alreadyTaken) const;

    SudokuShape shape_;
    int size_;
    z3::context context_;
    std::vector<z3::expr> holds_;      // square * size + (value - 1)
    std::vector<z3::expr> holdsNot_;   // their negations
};

} // namespace ps
