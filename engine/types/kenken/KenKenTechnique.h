#pragma once
#include "logic/StepSolver.h"

#include <vector>

namespace ps {

// The named techniques of the KenKen step solver, easiest first (the order in which they are tried).
// The seed's strategies (kenken-maker: arithmetic restriction, pick uniques, isolated groups, cross-row
// elimination) and the row/column sum argument it mentions; the values are LogicStep::technique indices.
// The first cage techniques follow sgt-keen's levels (easy: the digits a cage can use at all; normal:
// square by square; hard: a cage's digit in a line), so its puzzles can teach the difficulty model.
struct KenKenTechnique {
    enum Id : int {
        NakedSingle,       // a square with one value left
        HiddenSingle,      // "pick uniques": a value with one place left in a row or column
        CageDigits,        // a value no way to reach a cage's target uses leaves all its squares
        CageArithmetic,    // "arithmetic restriction": a value no way puts in that square leaves it
        CageLine,          // every way of a cage puts a value in one row (column): not elsewhere there
        NakedPair,         // "isolated groups" of 2..4
        HiddenPair,
        LineSum,           // innie: the squares of a row (column, two rows...) outside its own cages
        XWing,             // "cross-row elimination" on 2 and 3 lines
        NakedTriple,
        HiddenTriple,
        NakedQuad,
        HiddenQuad,
        Swordfish,
        XYWing,
        Guess,             // only when nothing else applies
    };
    static constexpr int kCount = Guess + 1;
};

// The list StepSolver::techniques() gives for KenKen, in KenKenTechnique order.
const std::vector<TechniqueInfo>& kenKenTechniques();

} // namespace ps
