#pragma once
#include "core/Cages.h"
#include "core/OuterClues.h"
#include "core/EngineError.h"

#include <memory>
#include <string>

namespace ps {

class SolverBackend;
class Z3Cells;

// What the solver backends need of a puzzle type: its grid, the paper's declarative definition D (and
// the constraints of one puzzle's own structure), and its fast native solver. A type's rules provide it
// (PuzzleRules derives from it), so this folder never depends on the types.
class SolverDefinition {
public:
    virtual ~SolverDefinition() = default;

    virtual int rows() const = 0;
    virtual int cols() const = 0;
    virtual int maxValue() const = 0;   // values run 1..maxValue
    int cellCount() const { return rows() * cols(); }
    // "Sudoku %1x%1 (%2 boxes)" with its arguments, for messages.
    virtual EngineMessage description() const = 0;
    std::string describe() const { return description().text(); }

    // The declarative definition D, written once against the solver's cell variables.
    virtual void declareConstraints(Z3Cells& cells) const = 0;
    // The constraints of one puzzle's own structure (its cages or regions), which the z3 backend declares
    // in a frame of their own above D whenever they change. Types without any declare nothing.
    virtual void declareCages(Z3Cells& cells, const Cages& cages) const
    {
        (void)cells, (void)cages;
    }
    // The same for the clues outside the grid (Board::outerClues) of a type whose puzzles have them.
    virtual void declareOuterClues(Z3Cells& cells, const OuterClues& clues) const
    {
        (void)cells, (void)clues;
    }
    // True when the one-hot encoding would be too big for this type (values up to the grid's size):
    // the "z3" backend then uses Int cells as "z3-int" does.
    virtual bool needsIntegerCells() const { return false; }
    // The type's fast exact solver, or null when it has none (the generic z3 backend then serves).
    virtual std::unique_ptr<SolverBackend> makeNativeSolver() const;
};

} // namespace ps
