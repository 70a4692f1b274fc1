#include "FillominoDifficulty.h"

#include "FillominoFeatures.h"
#include "FillominoTechniques.h"
#include "difficulty/ScoreBands.h"

#include <algorithm>

namespace ps {

bool fillominoRuleReadsRemovable(const std::vector<double>& features)
{
    const double guessesPerEmpty = features[FillominoFeature::GuessesPerEmpty];
    return guessesPerEmpty > 0 && guessesPerEmpty <= 0.1;
}

std::vector<double> fillominoRuleFeatures(const FillominoRules& rules, const Board& givens)
{
    std::vector<double> features = fillominoStepFeatures(rules, givens, false);   // the rule reads no rounds
    if (fillominoRuleReadsRemovable(features))
        addFillominoSolutionFeatures(rules, givens, features);
    return features;
}

Difficulty fillominoDifficulty(const std::vector<double>& features)
{
    const double emptyShare = features[FillominoFeature::EmptyShare];
    const double guessesPerEmpty = features[FillominoFeature::GuessesPerEmpty];
    const bool minimal = features[FillominoFeature::Removable] == 0.0;
    if (guessesPerEmpty > 0)
        return minimal || guessesPerEmpty > 0.1 ? Difficulty::Evil : Difficulty::Hard;
    const double bottleneck = static_cast<double>(FillominoTechnique::Bottleneck) / static_cast<double>(FillominoTechnique::Guess);
    if (emptyShare < 0.3 && features[FillominoFeature::HardestTechnique] <= bottleneck)
        return Difficulty::Easy;
    return Difficulty::Medium;
}

double fillominoScore(const std::vector<double>& features)
{
    const Difficulty level = fillominoDifficulty(features);
    const ScoreBands bands;
    double within = 0;   // 0 to 1: where in its band
    if (level == Difficulty::Easy || level == Difficulty::Medium)
        within = (std::min(1.0, features[FillominoFeature::EmptyShare] / 0.6) + features[FillominoFeature::HardestTechnique]) / 2;
    else
        within = std::min(1.0, features[FillominoFeature::GuessesPerEmpty] * 5);
    const double low = bands.middleOf(level) - bands.halfWidthOf(level);
    return low + (2 * bands.halfWidthOf(level) - 0.01) * std::clamp(within, 0.0, 1.0);   // stays below the next band
}

} // namespace ps
