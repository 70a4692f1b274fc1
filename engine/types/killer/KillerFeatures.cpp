#include "KillerFeatures.h"

#include "KillerStepSolver.h"
#include "KillerTechnique.h"

#include <cmath>

namespace ps {

std::vector<double> killerFeatures(const SudokuShape& shape, const Board& puzzle)
{
    const StepTrace trace = killerStepSolverFor(shape).solve(puzzle);
    const double empty = std::max(1, puzzle.emptyCount());
    double cageSquares = 0;
    const std::size_t cageCount = puzzle.hasCages() ? puzzle.cages().size() : 0;
    if (puzzle.hasCages())
        for (const Cage& cage : puzzle.cages())
            cageSquares += static_cast<double>(cage.cells.size());
    const auto uses = [&](int technique) { return static_cast<double>(trace.uses[static_cast<std::size_t>(technique)]); };
    std::vector<double> f(KillerFeature::kCount, 0.0);
    f[KillerFeature::Size] = shape.size() / 12.0;
    f[KillerFeature::GivenShare] = puzzle.filledCount() / static_cast<double>(puzzle.cellCount());
    f[KillerFeature::MeanCageSize] = cageCount ? cageSquares / static_cast<double>(cageCount) / 9.0 : 0.0;
    f[KillerFeature::HardestTechnique] = trace.hardest / static_cast<double>(KillerTechnique::Guess);
    f[KillerFeature::GuessesPerEmpty] = trace.guesses / empty;
    f[KillerFeature::RoundsPerEmpty] = trace.rounds / empty;
    double killerSteps = 0;
    for (int t = KillerTechnique::CageCombination; t <= KillerTechnique::Rule45Union; ++t)
        if (t != KillerTechnique::PointingPair && t != KillerTechnique::BoxLineReduction)
            killerSteps += uses(t);
    f[KillerFeature::CombinationsPerEmpty] = killerSteps / empty;
    f[KillerFeature::SetsPerEmpty] = (uses(KillerTechnique::NakedPair) + uses(KillerTechnique::HiddenPair) + uses(KillerTechnique::NakedTriple) +
                                      uses(KillerTechnique::HiddenTriple) + uses(KillerTechnique::XWing) + uses(KillerTechnique::XYWing)) /
                                     empty;
    return f;
}

std::vector<std::string> killerFeatureNames()
{
    return {"size", "given_share", "mean_cage_size", "hardest_technique", "guesses_per_empty", "rounds_per_empty", "combinations_per_empty",
            "sets_per_empty"};
}

int killerHardestTechniqueIn(Difficulty level)
{
    switch (level) {
    case Difficulty::Easy: return KillerTechnique::Rule45;
    case Difficulty::Medium: return KillerTechnique::BoxLineReduction;
    case Difficulty::Hard: return KillerTechnique::XYWing;
    case Difficulty::Evil: return KillerTechnique::Guess;
    }
    return KillerTechnique::Guess;
}

Difficulty killerRuleDifficulty(const std::vector<double>& features)
{
    const int hardest = static_cast<int>(std::lround(features.at(KillerFeature::HardestTechnique) * static_cast<double>(KillerTechnique::Guess)));
    for (Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        if (hardest <= killerHardestTechniqueIn(level))
            return level;
    return Difficulty::Evil;
}

} // namespace ps
