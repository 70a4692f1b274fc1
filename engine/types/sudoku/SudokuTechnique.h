#pragma once
#include "logic/StepSolver.h"

#include <vector>

namespace ps {

// The named techniques of the Sudoku step solver, from easiest to hardest. The order is the order in
// which the solver tries them, and it ranks how hard a puzzle is by the hardest one it needs. The values
// are the generic LogicStep::technique indices.
struct SudokuTechnique {
    enum Id : int {
        NakedSingle,
        HiddenSingle,
        PointingPair,       // pointing pair or triple: a box confines a value to one line
        BoxLineReduction,   // a line confines a value to one box
        NakedPair,
        HiddenPair,
        NakedTriple,
        HiddenTriple,
        XWing,
        NakedQuad,
        HiddenQuad,
        Swordfish,
        XYWing,
        Guess,              // backtracking, only when nothing else applies
    };
    static constexpr int kCount = Guess + 1;
};

// The list StepSolver::techniques() gives for Sudoku, in SudokuTechnique order.
const std::vector<TechniqueInfo>& sudokuTechniques();

} // namespace ps
