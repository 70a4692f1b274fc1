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
        Rule45,            // the innies of a row, column or box (KillerRule45.h)
        PointingPair,      // a value of a box confined to one line leaves the rest of the line
        BoxLineReduction,  // a value of a line confined to one box leaves the rest of the box
        CageUnitInteraction, // a value every set of a cage holds, in one line or box of it (KillerCageUnits.h)
        Rule45Outies,      // the outies of a row, column or box
        CageSplitting,     // a unit's value that only one cage can take narrows that cage's sets
        HiddenCage,        // a unit's squares outside the cages inside it, as one cage
        Rule45Union,       // the rule of 45 over unions: neighbouring lines, two boxes, bands, stacks
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
