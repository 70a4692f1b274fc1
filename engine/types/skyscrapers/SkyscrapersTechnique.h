#pragma once
#include "difficulty/Difficulty.h"
#include "logic/StepSolver.h"

#include <vector>

namespace ps {

// The named techniques of the Skyscrapers step solver, easiest first (the order they are tried in); the
// values are LogicStep::technique indices. The ladder follows sgt-towers' levels: its Easy solver places
// from clues of 1 and N and bounds heights by a clue's count (and singles); Hard adds the exhaustive look
// at one clue's line and Latin sets; Extreme forcing chains (here fish and XY-wings); Unreasonable guesses.
struct SkyscrapersTechnique {
    enum Id : int {
        ClueEdge,        // a clue of 1: the tallest stands next to it; a clue of N: the line rises 1..N
        NakedSingle,
        HiddenSingle,
        ClueBounds,      // a clue c: a tall building needs room for the ones seen before it
        Visibility,      // a value no arrangement of a clued line showing its count puts in that square
        NakedPair,
        HiddenPair,
        NakedTriple,
        HiddenTriple,
        XWing,
        Swordfish,
        XYWing,
        Guess,           // only when nothing else applies
    };
    static constexpr int kCount = Guess + 1;
};

// The list StepSolver::techniques() gives for Skyscrapers, in SkyscrapersTechnique order.
const std::vector<TechniqueInfo>& skyscrapersTechniques();

// The hardest technique the rule files under `level`: Easy up to ClueBounds (sgt-towers' easy), Medium up to
// HiddenTriple (hard), Hard up to XYWing (extreme), Evil a guess (unreasonable).
int skyscrapersHardestTechniqueIn(Difficulty level);

} // namespace ps
