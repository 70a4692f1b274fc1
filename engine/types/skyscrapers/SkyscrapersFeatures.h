#pragma once
#include "SkyscrapersShape.h"
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <string>
#include <vector>

namespace ps {

// Skyscrapers' feature vector: what the puzzle shows, then what the step solver needed, each scaled so
// that one rule serves every size.
struct SkyscrapersFeature {
    enum Id : int {
        Size,                 // side / 9
        GivenShare,           // filled squares / squares
        ClueShare,            // clues present / 4 * side
        HardestTechnique,     // the hardest technique needed / Guess (1: it had to guess)
        GuessesPerEmpty,      // guesses / empty squares
        StepsPerEmpty,        // steps / empty squares
        VisibilityPerEmpty,   // visibility steps / empty squares
        SetsPerEmpty,         // pairs, triples, fish and XY-wings / empty squares
    };
    static constexpr int kCount = SetsPerEmpty + 1;
};

// Costs one step solve.
std::vector<double> skyscrapersFeatures(const SkyscrapersShape& shape, const Board& puzzle);
std::vector<std::string> skyscrapersFeatureNames();
// The rule: the hardest technique needed, on SkyscrapersTechnique's ladder (skyscrapersHardestTechniqueIn).
Difficulty skyscrapersRuleDifficulty(const std::vector<double>& features);

} // namespace ps
