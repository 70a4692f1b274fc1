#pragma once
#include "logic/StepSolver.h"

#include <vector>

namespace ps {

// The named techniques of the Killer Sudoku step solver, easiest first (the order they are tried in);
// the values are LogicStep::technique indices.
struct KillerTechnique {
    enum Id : int {
        NakedSingle,
        HiddenSingle,
        CageCombination,   // a value no way to make a cage's sum (different values) puts in a square leaves it
        Rule45,            // innies and outies of rows, columns, boxes and neighbouring lines (KillerRule45.h)
        NakedPair,
        HiddenPair,
        NakedTriple,
        HiddenTriple,
        XWing,
        XYWing,
        Guess,             // only when nothing else applies
    };
    static constexpr int kCount = Guess + 1;
};

// The list StepSolver::techniques() gives for Killer Sudoku, in KillerTechnique order.
const std::vector<TechniqueInfo>& killerTechniques();

} // namespace ps
