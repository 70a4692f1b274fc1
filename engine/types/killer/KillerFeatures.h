#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"
#include "types/sudoku/SudokuShape.h"

#include <string>
#include <vector>

namespace ps {

// Killer Sudoku's feature vector: what the caging shows, then what the step solver (KillerStepSolver)
// needed. Each is scaled so that one rule serves every size.
struct KillerFeature {
    enum Id : int {
        Size,                // side / 12
        GivenShare,          // filled squares / squares
        MeanCageSize,        // mean size of the cages / 9 (the size cap)
        HardestTechnique,    // the hardest technique the step solver needed / Guess (1: it had to guess)
        GuessesPerEmpty,     // guesses / empty squares
        RoundsPerEmpty,      // rounds of parallel inference / empty squares
        CombinationsPerEmpty,// steps of the Killer techniques (cage combinations to the rule of 45 over unions) / empty squares
        SetsPerEmpty,        // naked and hidden pairs and triples, X-wings, XY-wings / empty squares
    };
    static constexpr int kCount = SetsPerEmpty + 1;
};

// Costs one step solve.
std::vector<double> killerFeatures(const SudokuShape& shape, const Board& puzzle);
std::vector<std::string> killerFeatureNames();

// The rule: the hardest technique the step solver needed, on a ladder set against sgt-solo's grades
// (docs/killer.md, "Classes"): singles, cage combinations and the innies of single units Easy (what
// sgt-solo's trivial and basic puzzles need); the intersections (pointing, box/line) Medium (its
// intermediate); cage/unit interactions, outies, cage splitting, hidden cages, the rule of 45 over
// unions, pairs, triples, X-wings and XY-wings Hard (beyond its killer logic: its advanced to
// unreasonable); a guess Evil.
Difficulty killerRuleDifficulty(const std::vector<double>& features);
// The hardest technique (KillerTechnique) the rule allows in `level`.
int killerHardestTechniqueIn(Difficulty level);

} // namespace ps
