#include "KenKenDifficulty.h"

#include "KenKenFeatures.h"
#include "KenKenRules.h"
#include "KenKenStepSolver.h"
#include "KenKenTechnique.h"

#include <vector>

namespace ps {

Difficulty kenKenRuleDifficulty(const std::vector<double>& features)
{
    const int hardest = static_cast<int>(features[KenKenFeature::HardestTechnique] * static_cast<double>(KenKenTechnique::Guess) + 0.5);
    for (Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        if (hardest <= kenKenHardestTechniqueIn(level))
            return level;
    return Difficulty::Evil;
}

int kenKenHardestTechniqueIn(Difficulty level)
{
    switch (level) {
    case Difficulty::Easy: return KenKenTechnique::CageDigits;
    case Difficulty::Medium: return KenKenTechnique::CageArithmetic;
    case Difficulty::Hard: return KenKenTechnique::HiddenPair;
    case Difficulty::Evil: break;
    }
    return KenKenTechnique::Guess;
}

Difficulty KenKenRules::ruleDifficulty(const Board& givens) const { return kenKenRuleDifficulty(features(givens)); }

std::optional<bool> KenKenRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    const int hardest = kenKenHardestTechniqueIn(level);
    if (hardest >= KenKenTechnique::Guess)
        return true;   // Evil allows guesses: every puzzle with one solution
    return countingStepSolver(side_).solvesWith(givens, hardest);
}

std::optional<Difficulty> KenKenRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    if (label == "normal")
        return Difficulty::Medium;
    if (label == "extreme" || label == "unreasonable")
        return Difficulty::Evil;
    return GraderScales::difficultyFromLabel(label, source);   // easy, hard, and our own names
}

std::optional<double> KenKenRules::scoreFromLabel(const std::string& label, const std::string& source) const
{
    // sgt-keen's five levels split the scale in five.
    static const std::vector<std::string> keen{"easy", "normal", "hard", "extreme", "unreasonable"};
    if (source.find("sgt-keen") != std::string::npos)
        for (std::size_t i = 0; i < keen.size(); ++i)
            if (keen[i] == label)
                return 100.0 * (static_cast<double>(i) + 0.5) / 5;
    return GraderScales::scoreFromLabel(label, source);
}

} // namespace ps
