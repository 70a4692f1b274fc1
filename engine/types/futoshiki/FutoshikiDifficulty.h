#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <string>
#include <vector>

namespace ps {

// Futoshiki's difficulty features (what FutoshikiRules::features returns, in this order).
struct FutoshikiFeature {
    enum Id : int {
        Size,               // side / 9
        GivenShare,         // givens / squares
        SignShare,          // signs / the 2N(N-1) places for one
        HardestTechnique,   // the step solver's hardest technique / Guess
        GuessesPerEmpty,
        RoundsPerEmpty,
        SignBoundsPerEmpty,
        SignChainsPerEmpty,
        SetsPerEmpty,       // pairs, triples, fish and XY-wings
    };
    static constexpr int kCount = SetsPerEmpty + 1;
};
std::vector<std::string> futoshikiFeatureNames();
std::vector<double> futoshikiFeatures(int side, const Board& puzzle);

// The rule: the hardest technique the step solver needed, on sgt-unequal's ladder. Singles and single
// signs Easy (its trivial and easy), chains of signs and sets in one line Medium (tricky), sets across
// lines and XY-wings Hard (extreme), a guess Evil (recursive).
Difficulty futoshikiRuleDifficulty(const std::vector<double>& features);
// The hardest technique (FutoshikiTechnique) the rule allows in `level`.
int futoshikiHardestTechniqueIn(Difficulty level);

} // namespace ps
