#include "SkyscrapersFeatures.h"

#include "SkyscrapersStepSolver.h"
#include "SkyscrapersTechnique.h"

#include <algorithm>
#include <cmath>

namespace ps {

std::vector<double> skyscrapersFeatures(const SkyscrapersShape& shape, const Board& puzzle)
{
    const int side = shape.side;
    const StepTrace trace = countingSkyscrapersStepSolver(shape).solve(puzzle);
    const double empty = std::max(1, puzzle.emptyCount());
    const auto uses = [&](int technique) { return static_cast<double>(trace.uses[static_cast<std::size_t>(technique)]); };
    using T = SkyscrapersTechnique;
    double steps = 0;
    for (int technique = 0; technique < T::kCount; ++technique)
        steps += uses(technique);
    std::vector<double> f(SkyscrapersFeature::kCount, 0.0);
    f[SkyscrapersFeature::Size] = side / 9.0;
    f[SkyscrapersFeature::GivenShare] = puzzle.filledCount() / static_cast<double>(puzzle.cellCount());
    f[SkyscrapersFeature::ClueShare] = puzzle.outerClues().count() / static_cast<double>(4 * side);
    f[SkyscrapersFeature::HardestTechnique] = trace.hardest / static_cast<double>(T::Guess);
    f[SkyscrapersFeature::GuessesPerEmpty] = trace.guesses / empty;
    f[SkyscrapersFeature::StepsPerEmpty] = steps / empty;
    f[SkyscrapersFeature::VisibilityPerEmpty] = uses(T::Visibility) / empty;
    f[SkyscrapersFeature::SetsPerEmpty] = (uses(T::NakedPair) + uses(T::HiddenPair) + uses(T::NakedTriple) + uses(T::HiddenTriple) +
                                           uses(T::XWing) + uses(T::Swordfish) + uses(T::XYWing)) /
                                          empty;
    return f;
}

std::vector<std::string> skyscrapersFeatureNames()
{
    return {"size", "given_share", "clue_share", "hardest_technique", "guesses_per_empty", "steps_per_empty", "visibility_per_empty",
            "sets_per_empty"};
}

Difficulty skyscrapersRuleDifficulty(const std::vector<double>& features)
{
    const int hardest =
        static_cast<int>(std::lround(features.at(SkyscrapersFeature::HardestTechnique) * static_cast<double>(SkyscrapersTechnique::Guess)));
    for (Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        if (hardest <= skyscrapersHardestTechniqueIn(level))
            return level;
    return Difficulty::Evil;
}

} // namespace ps
