#pragma once
#include "logic/StepSolver.h"

#include <vector>

namespace ps {

// The named techniques of the Futoshiki step solver, easiest first (the order in which they are tried);
// the values are LogicStep::technique indices. They follow sgt-unequal's levels: Latin singles alone
// (trivial), one sign at a time (easy), sets in a row or column (tricky), sets across lines and
// forcing chains (extreme), guessing (recursive); a chain of signs through one row or column is ours.
// (Quads are left out: up to 9x9 they are rarely the easiest step, and the kernel finds them when asked.)
struct FutoshikiTechnique {
    enum Id : int {
        NakedSingle,   // a square with one value left
        HiddenSingle,  // a value with one place left in a row or column
        SignBound,     // one sign: the smaller square stays below the larger's largest value, and back
        SignChain,     // a square above (below) several squares of one line along chains of signs
        NakedPair,
        HiddenPair,
        NakedTriple,
        HiddenTriple,
        XWing,
        Swordfish,
        XYWing,
        Guess,         // only when nothing else applies
    };
    static constexpr int kCount = Guess + 1;
};

// The list StepSolver::techniques() gives for Futoshiki, in FutoshikiTechnique order.
const std::vector<TechniqueInfo>& futoshikiTechniques();

} // namespace ps
