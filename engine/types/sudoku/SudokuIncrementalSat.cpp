#include "SudokuIncrementalSat.h"

#include "CadicalSupport.h"

#include <cadical.hpp>

#include <algorithm>

namespace ps {

using cadical::CancelTerminator;
using cadical::kSatisfiable;
using cadical::kUnsatisfiable;

SudokuIncrementalSat::SudokuIncrementalSat(const SudokuShape& shape) : shape_(shape), size_(shape.size())
{
    forget();
}

SudokuIncrementalSat::~SudokuIncrementalSat() = default;

void SudokuIncrementalSat::forget()
{
    solver_ = std::make_unique<CaDiCaL::Solver>();
    solver_->set("quiet", 1);
    // Chronological backtracking off: measured a third faster on the proofs of a 20x20 run.
    solver_->set("chrono", 0);
    nextActivation_ = shape_.cellCount() * size_ + 1;
    preferred_ = Board();
    promised_.assign(static_cast<std::size_t>(shape_.cellCount()), 0);
    stateRules();
}

void SudokuIncrementalSat::stateRules()
{
    CaDiCaL::Solver& s = *solver_;
    s.reserve(shape_.cellCount() * size_);
    // Exactly one of `literals`: one clause that some holds, one per pair that not both do. Pairwise
    // clauses propagate every single at once, which the generation's proofs live on.
    std::vector<int> literals;
    const auto exactlyOne = [&s](const std::vector<int>& lits) {
        for (int lit : lits)
            s.add(lit);
        s.add(0);
        for (std::size_t a = 0; a < lits.size(); ++a)
            for (std::size_t b = a + 1; b < lits.size(); ++b) {
                s.add(-lits[a]);
                s.add(-lits[b]);
                s.add(0);
            }
    };
    for (int cell = 0; cell < shape_.cellCount(); ++cell) {
        literals.clear();
        for (int v = 1; v <= size_; ++v)
            literals.push_back(literal(cell, v));
        exactlyOne(literals);
    }
    for (const std::vector<int>& unit : shape_.units())
        for (int v = 1; v <= size_; ++v) {
            literals.clear();
            for (int cell : unit)
                literals.push_back(literal(cell, v));
            exactlyOne(literals);
        }
}

void SudokuIncrementalSat::expectGiven(int cell, CellValue value)
{
    CellValue& fact = promised_[static_cast<std::size_t>(cell)];
    if (fact == value)
        return;
    if (fact != 0) {   // a promise that contradicts an earlier one: start again from the rules
        forget();
        return;
    }
    fact = value;
    solver_->add(literal(cell, value));
    solver_->add(0);
}

void SudokuIncrementalSat::keepPromisesOf(const Board& givens)
{
    for (int cell = 0; cell < givens.cellCount(); ++cell) {
        const CellValue fact = promised_[static_cast<std::size_t>(cell)];
        if (fact != 0 && givens.at(cell) != fact) {
            forget();
            return;
        }
    }
}

void SudokuIncrementalSat::assumeGivens(const Board& givens)
{
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        if (const CellValue v = givens.at(cell); v && promised_[static_cast<std::size_t>(cell)] == 0)
            solver_->assume(literal(cell, v));
}

void SudokuIncrementalSat::preferValues(const Board& reference)
{
    const bool fresh = preferred_.cellCount() != reference.cellCount();
    for (int cell = 0; cell < reference.cellCount(); ++cell) {
        const CellValue v = reference.at(cell);
        if (!fresh && preferred_.at(cell) == v)
            continue;
        for (int value = 1; value <= size_; ++value)
            solver_->phase(value == v ? literal(cell, value) : -literal(cell, value));
    }
    preferred_ = reference;
}

int SudokuIncrementalSat::solve(const CancelToken* cancel, long conflictBudget)
{
    CancelTerminator terminator(cancel);
    if (cancel)
        solver_->connect_terminator(&terminator);
    if (conflictBudget > 0)
        solver_->limit("conflicts", static_cast<int>(std::min<long>(conflictBudget, 1L << 30)));
    const int result = solver_->solve();
    if (cancel)
        solver_->disconnect_terminator();
    return result;
}

Board SudokuIncrementalSat::modelBoard() const
{
    Board board(size_, size_);
    for (int cell = 0; cell < shape_.cellCount(); ++cell)
        for (int v = 1; v <= size_; ++v)
            if (solver_->val(literal(cell, v)) > 0) {
                board.set(cell, static_cast<CellValue>(v));
                break;
            }
    return board;
}

std::optional<bool> SudokuIncrementalSat::hasSolutionDiffering(const Board& givens, const Board& reference, const std::vector<int>& squares,
                                                               const CancelToken* cancel, long conflictBudget)
{
    if (squares.empty())
        return false;
    keepPromisesOf(givens);
    assumeGivens(givens);
    preferValues(reference);
    // The constraint clause holds for this solve only. CaDiCaL satisfies it by decisions, as it does the
    // assumptions, so no clause it learns depends on it: learnt clauses follow from the rules alone.
    for (int cell : squares)
        solver_->constrain(-literal(cell, reference.at(cell)));
    solver_->constrain(0);
    const int result = solve(cancel, conflictBudget);
    if (result == kSatisfiable)
        return true;
    if (result == kUnsatisfiable)
        return false;
    return std::nullopt;
}

std::optional<std::vector<Board>> SudokuIncrementalSat::solutions(const Board& givens, int limit, const CancelToken* cancel)
{
    keepPromisesOf(givens);
    std::vector<Board> found;
    // The clauses that exclude the solutions found hold only while this activation literal is assumed;
    // a unit clause retires it at the end.
    const int active = nextActivation_++;
    const auto retire = [&] {
        solver_->add(-active);
        solver_->add(0);
    };
    while (static_cast<int>(found.size()) < limit) {
        assumeGivens(givens);
        solver_->assume(active);
        const int result = solve(cancel, 0);
        if (result == kUnsatisfiable)
            break;
        if (result != kSatisfiable) {
            retire();
            return std::nullopt;
        }
        found.push_back(modelBoard());
        const Board& solution = found.back();
        bool open = false;
        solver_->add(-active);
        for (int cell = 0; cell < solution.cellCount(); ++cell)
            if (!givens.at(cell)) {
                solver_->add(-literal(cell, solution.at(cell)));
                open = true;
            }
        solver_->add(0);
        if (!open)
            break;   // every square was given: this is the only solution
    }
    retire();
    return found;
}

} // namespace ps
