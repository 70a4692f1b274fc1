#include "Difficulty.h"

#include "types/PuzzleRules.h"

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

Difficulty ClueBandClassifier::classify(const PuzzleRules& rules, const Board& givens) const
{
    const double share = static_cast<double>(givens.filledCount()) / rules.cellCount();
    if (share >= 36.0 / 81)
        return Difficulty::Easy;
    if (share >= 31.0 / 81)
        return Difficulty::Medium;
    if (share >= 27.0 / 81)
        return Difficulty::Hard;
    return Difficulty::Evil;
}

} // namespace ps
