#pragma once
#include "SudokuShape.h"
#include "core/Board.h"
#include "core/CancelToken.h"

#include <memory>
#include <optional>
#include <vector>

namespace CaDiCaL {
class Solver;
}

namespace ps {

// Settles the Sudoku questions a depth-first search cannot (sparse 16x16 to 25x25) with one incremental
// SAT solver (CaDiCaL, Debian's libcadical-dev) that keeps what it learns from one question to the next.
// The rules are stated once, as clauses over one Boolean per (square, value): every square holds exactly
// one value, every value has exactly one place in each unit (pairwise at-most-one clauses: the
// encoding that propagates naked and hidden singles by unit propagation). A question's givens are
// assumptions, and "differs from the reference at one of these squares" is CaDiCaL's constraint clause,
// which holds for the next solve only. So every clause the solver learns follows from the rules alone and
// stays valid for every later question: the hundreds of uniqueness proofs of one generation run share
// their work, where a fresh solver per proof (the z3 SAT core this replaced) learnt it all again.
// Not thread-safe: one per solver.
class SudokuIncrementalSat {
public:
    explicit SudokuIncrementalSat(const SudokuShape& shape);
    ~SudokuIncrementalSat();
    SudokuIncrementalSat(const SudokuIncrementalSat&) = delete;
    SudokuIncrementalSat& operator=(const SudokuIncrementalSat&) = delete;

    // Is there a solution that keeps `givens` and differs from `reference` (a full board) in at least one
    // of `squares`? The reference is the solution the answer is expected near: its values are tried
    // first. Nothing when `cancel` stopped the proof or it needed more than `conflictBudget` conflicts
    // (0 = no limit). Conflicts are counted by the solver itself, so a budget gives the same answers on
    // every machine and load.
    std::optional<bool> hasSolutionDiffering(const Board& givens, const Board& reference, const std::vector<int>& squares,
                                             const CancelToken* cancel, long conflictBudget = 0);

    // Up to `limit` different solutions that keep `givens`, found one after the other: each one found is
    // excluded by a clause that only an activation literal of this call switches on, so later questions
    // do not inherit it. Nothing when `cancel` stopped the count.
    std::optional<std::vector<Board>> solutions(const Board& givens, int limit, const CancelToken* cancel);

    // The caller's promise that `cell` keeps `value` as a given in every later question until forget()
    // (GenPuzzles keeps a square whose removal was refused). It becomes a fact of the formula, so the
    // proofs after it are smaller and what they learn from it stays valid; a question that breaks the
    // promise makes the solver forget everything first, so a broken promise costs time, never an answer.
    void expectGiven(int cell, CellValue value);

    // Starts again from the rules alone: what was learnt is dropped (a generation run starts here, so a
    // run's answers under a conflict budget never depend on the runs before it).
    void forget();

private:
    int literal(int cell, int value) const { return cell * size_ + value; }   // value 1..size
    void stateRules();
    // Forgets everything when a promised given (expectGiven) is not among `givens`.
    void keepPromisesOf(const Board& givens);
    // Assumes the givens that are not facts already.
    void assumeGivens(const Board& givens);
    // Points the solver's first guesses at `reference` (only what changed since the last call).
    void preferValues(const Board& reference);
    // 10 satisfiable, 20 not, 0 stopped (cancelled or out of budget).
    int solve(const CancelToken* cancel, long conflictBudget);
    Board modelBoard() const;

    SudokuShape shape_;
    int size_;
    std::unique_ptr<CaDiCaL::Solver> solver_;
    int nextActivation_ = 0;     // the next unused variable: activation literals of solutions()
    std::vector<CellValue> promised_;   // per square: the value expectGiven() made a fact (0: none)
    Board preferred_;            // the reference the phases point at (empty: none)
};

} // namespace ps
