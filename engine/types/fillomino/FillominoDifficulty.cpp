#include "FillominoDifficulty.h"

#include "FillominoFeatures.h"
#include "FillominoRules.h"
#include "FillominoStepSolver.h"
#include "FillominoTechniques.h"
#include "difficulty/ScoreBands.h"

#include <algorithm>
#include <cmath>

namespace ps {

std::vector<double> fillominoRuleFeatures(const FillominoRules& rules, const Board& givens)
{
    return fillominoStepFeatures(rules, givens, false);   // the rule reads neither rounds nor "removable"
}

Difficulty fillominoRuleDifficulty(const FillominoRules& rules, const Board& givens, const Board* uniqueSolution)
{
    // The most guesses Hard allows, by the very comparison fillominoDifficulty makes.
    const int empty = givens.emptyCount();
    int maxGuesses = 0;
    while (empty > 0 && static_cast<double>(maxGuesses + 1) / empty <= kFillominoHardGuessesPerEmpty)
        ++maxGuesses;
    const StepTrace trace = FillominoStepSolver(rules.rows(), rules.cols()).solve(givens, false, maxGuesses, uniqueSolution);
    if (trace.guesses > maxGuesses)
        return Difficulty::Evil;
    std::vector<double> features(FillominoFeature::kCount, 0.0);
    features[FillominoFeature::EmptyShare] = empty / static_cast<double>(rules.cellCount());
    setFillominoStepMeasures(trace, empty, features);
    return fillominoDifficulty(features);
}

int fillominoHardestTechniqueIn(Difficulty level)
{
    switch (level) {
    case Difficulty::Easy:
        return FillominoTechnique::SingleCandidate;
    case Difficulty::Medium:
        return FillominoTechnique::UnreachableSquare;
    case Difficulty::Hard:
    case Difficulty::Evil:
        break;
    }
    return FillominoTechnique::Guess;
}

Difficulty fillominoDifficulty(const std::vector<double>& features)
{
    // HardestTechnique is the technique's number / Guess (FillominoFeatures.h).
    // (A puzzle the step solver cannot finish has 1 guess per empty square.)
    const int hardest = static_cast<int>(std::lround(features[FillominoFeature::HardestTechnique] * static_cast<double>(FillominoTechnique::Guess)));
    const double guessesPerEmpty = features[FillominoFeature::GuessesPerEmpty];
    if (guessesPerEmpty > kFillominoHardGuessesPerEmpty)
        return Difficulty::Evil;
    if (guessesPerEmpty > 0 || hardest > fillominoHardestTechniqueIn(Difficulty::Medium))
        return Difficulty::Hard;
    return hardest <= fillominoHardestTechniqueIn(Difficulty::Easy) ? Difficulty::Easy : Difficulty::Medium;
}

double fillominoScore(const std::vector<double>& features)
{
    const Difficulty level = fillominoDifficulty(features);
    const ScoreBands bands;
    const double guessesPerEmpty = features[FillominoFeature::GuessesPerEmpty];
    double within = features[FillominoFeature::EmptyShare] / 0.7;   // 0 to 1: where in its band
    if (level == Difficulty::Hard)
        within = guessesPerEmpty / kFillominoHardGuessesPerEmpty;
    else if (level == Difficulty::Evil)
        within = (guessesPerEmpty - kFillominoHardGuessesPerEmpty) / 0.4;
    const double low = bands.middleOf(level) - bands.halfWidthOf(level);
    return low + (2 * bands.halfWidthOf(level) - 0.01) * std::clamp(within, 0.0, 1.0);   // stays below the next band
}

} // namespace ps
