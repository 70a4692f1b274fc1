#include "Difficulty.h"

#include "ScoreBands.h"

#include "DifficultySpec.h"

namespace ps {

std::string difficultyName(Difficulty difficulty)
{
    switch (difficulty) {
    case Difficulty::Easy: return "easy";
    case Difficulty::Medium: return "medium";
    case Difficulty::Hard: return "hard";
    case Difficulty::Evil: return "evil";
    }
    return "easy";
}

std::optional<Difficulty> parseDifficulty(const std::string& name)
{
    for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil})
        if (difficultyName(d) == name)
            return d;
    return std::nullopt;
}

double DifficultyClassifier::score(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context) const
{
    (void)context;
    return rules.ruleScore(givens);
}

ScoreBands DifficultyClassifier::bands(const DifficultySpec& rules) const
{
    (void)rules;
    return {};
}

Difficulty RuleClassifier::classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context) const
{
    return rules.ruleDifficultyWith(givens, context);
}

} // namespace ps
