#include "SvmClassifier.h"

#include "types/PuzzleRules.h"

#include <algorithm>

namespace ps {

Difficulty SvmClassifier::classify(const PuzzleRules& rules, const Board& givens) const
{
    const int predicted = model_.predict(rules.features(givens));
    return static_cast<Difficulty>(std::clamp(predicted, 0, static_cast<int>(Difficulty::Evil)));
}

std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source)
{
    if (source.find("qqwing") != std::string::npos) {
        if (label == "simple")
            return Difficulty::Easy;
        if (label == "easy")
            return Difficulty::Medium;
        if (label == "intermediate")
            return Difficulty::Hard;
        if (label == "expert")
            return Difficulty::Evil;
        return std::nullopt;
    }
    if (label == "trivial")
        return Difficulty::Easy;
    if (label == "basic")
        return Difficulty::Medium;
    if (label == "intermediate" || label == "advanced")
        return Difficulty::Hard;
    if (label == "extreme" || label == "unreasonable")
        return Difficulty::Evil;
    return parseDifficulty(label);
}

} // namespace ps
