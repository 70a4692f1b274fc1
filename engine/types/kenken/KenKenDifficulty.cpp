#include "KenKenDifficulty.h"

#include "KenKenFeatures.h"
#include "KenKenRules.h"
#include "KenKenTechnique.h"

namespace ps {

Difficulty kenKenRuleDifficulty(const std::vector<double>& features)
{
    const int hardest = static_cast<int>(features[KenKenFeature::HardestTechnique] * static_cast<double>(KenKenTechnique::Guess) + 0.5);
    if (hardest <= KenKenTechnique::CageDigits)
        return Difficulty::Easy;
    if (hardest <= KenKenTechnique::CageArithmetic)
        return Difficulty::Medium;
    if (hardest <= KenKenTechnique::HiddenPair)
        return Difficulty::Hard;
    return Difficulty::Evil;
}

Difficulty KenKenRules::ruleDifficulty(const Board& givens) const { return kenKenRuleDifficulty(features(givens)); }

std::optional<Difficulty> KenKenRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    if (label == "normal")
        return Difficulty::Medium;
    if (label == "extreme" || label == "unreasonable")
        return Difficulty::Evil;
    return PuzzleRules::difficultyFromLabel(label, source);   // easy, hard, and our own names
}

} // namespace ps
