#include "SvmClassifier.h"

#include "DifficultySpec.h"

#include <algorithm>

namespace ps {

Difficulty SvmClassifier::classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context) const
{
    const auto found = models_.find(rules.typeId());
    if (found == models_.end())
        return rules.ruleDifficulty(givens);
    const int predicted = found->second.predict(rules.features(givens, context));
    return static_cast<Difficulty>(std::clamp(predicted, 0, static_cast<int>(Difficulty::Evil)));
}

double SvmClassifier::score(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context) const
{
    const auto found = models_.find(rules.typeId());
    if (found == models_.end())
        return rules.ruleScore(givens);
    if (!found->second.isRegression())
        return found->second.bands().middleOf(classify(rules, givens, context));
    return std::clamp(found->second.predictValue(rules.features(givens, context)), 0.0, 100.0);
}

ScoreBands SvmClassifier::bands(const DifficultySpec& rules) const
{
    const auto found = models_.find(rules.typeId());
    return found == models_.end() ? ScoreBands() : found->second.bands();
}

bool SvmClassifier::hasLearntScore(const DifficultySpec& rules) const
{
    const auto found = models_.find(rules.typeId());
    return found != models_.end() && found->second.isRegression();
}

} // namespace ps
