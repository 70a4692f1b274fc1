#include "FutoshikiDifficulty.h"

#include "FutoshikiRules.h"
#include "FutoshikiSigns.h"
#include "FutoshikiStepSolver.h"
#include "FutoshikiTechnique.h"

#include <algorithm>

namespace ps {

std::vector<std::string> futoshikiFeatureNames()
{
    return {"size", "given share", "sign share", "hardest technique", "guesses per empty square", "rounds per empty square",
            "sign bounds per empty square", "sign chains per empty square", "sets per empty square"};
}

std::vector<double> futoshikiFeatures(int side, const Board& puzzle)
{
    std::vector<double> out(FutoshikiFeature::kCount, 0.0);
    const double squares = static_cast<double>(puzzle.cellCount());
    out[FutoshikiFeature::Size] = side / 9.0;
    out[FutoshikiFeature::GivenShare] = puzzle.filledCount() / squares;
    out[FutoshikiFeature::SignShare] = static_cast<double>(puzzle.cages().size()) / std::max(1, 2 * side * (side - 1));
    const StepTrace trace = countingFutoshikiSolver(side).solve(puzzle);
    const double empty = std::max(1, puzzle.emptyCount());
    const auto uses = [&](int technique) { return static_cast<double>(trace.uses[static_cast<std::size_t>(technique)]); };
    out[FutoshikiFeature::HardestTechnique] = static_cast<double>(trace.hardest) / static_cast<double>(FutoshikiTechnique::Guess);
    out[FutoshikiFeature::GuessesPerEmpty] = trace.guesses / empty;
    out[FutoshikiFeature::RoundsPerEmpty] = trace.rounds / empty;
    out[FutoshikiFeature::SignBoundsPerEmpty] = uses(FutoshikiTechnique::SignBound) / empty;
    out[FutoshikiFeature::SignChainsPerEmpty] = uses(FutoshikiTechnique::SignChain) / empty;
    double sets = 0;
    for (int t = FutoshikiTechnique::NakedPair; t <= FutoshikiTechnique::XYWing; ++t)
        sets += uses(t);
    out[FutoshikiFeature::SetsPerEmpty] = sets / empty;
    return out;
}

int futoshikiHardestTechniqueIn(Difficulty level)
{
    switch (level) {
    case Difficulty::Easy: return FutoshikiTechnique::SignBound;
    case Difficulty::Medium: return FutoshikiTechnique::HiddenTriple;
    case Difficulty::Hard: return FutoshikiTechnique::XYWing;
    case Difficulty::Evil: break;
    }
    return FutoshikiTechnique::Guess;
}

Difficulty futoshikiRuleDifficulty(const std::vector<double>& features)
{
    const int hardest = static_cast<int>(features[FutoshikiFeature::HardestTechnique] * static_cast<double>(FutoshikiTechnique::Guess) + 0.5);
    for (Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        if (hardest <= futoshikiHardestTechniqueIn(level))
            return level;
    return Difficulty::Evil;
}

std::vector<double> FutoshikiRules::features(const Board& givens, const ClassifyContext&) const { return futoshikiFeatures(side_, givens); }

std::vector<std::string> FutoshikiRules::featureNames() const { return futoshikiFeatureNames(); }

Difficulty FutoshikiRules::ruleDifficulty(const Board& givens) const
{
    // The bound answers first: it finishes a board at a level exactly when the step solver does so
    // without anything harder (FutoshikiLogicBound), and costs a fraction of the trace. What it leaves
    // (a guess needed, or no single solution) goes to the trace, which files it as before.
    const FutoshikiStepSolver& solver = countingFutoshikiSolver(side_);
    for (Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        if (solver.solvesWith(givens, futoshikiHardestTechniqueIn(level)))
            return level;
    return futoshikiRuleDifficulty(features(givens));
}

std::optional<bool> FutoshikiRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    const int hardest = futoshikiHardestTechniqueIn(level);
    if (hardest >= FutoshikiTechnique::Guess)
        return true;   // Evil allows guesses: every puzzle with one solution
    return countingFutoshikiSolver(side_).solvesWith(givens, hardest);
}

std::optional<bool> FutoshikiRules::logicSolvesWithinWithoutClue(const Board& puzzle, int slot, Difficulty level) const
{
    if (puzzle.rows() != side_ || puzzle.cols() != side_)
        return std::nullopt;
    const auto squares = futoshiki::slotSquares(slot, side_);
    if (!squares)
        return false;   // no sign there: withoutClue has no board either
    const int hardest = futoshikiHardestTechniqueIn(level);
    if (hardest >= FutoshikiTechnique::Guess)
        return std::nullopt;   // Evil: the removal rule decides on the board, as logicSolvesWithin's answer would
    return countingFutoshikiSolver(side_).solvesWith(puzzle, hardest, *squares);
}

std::optional<Difficulty> FutoshikiRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    // sgt-unequal's names (its generator's letters t, e, k, x, r too), then our own.
    if (label == "trivial" || label == "t" || label == "e")
        return Difficulty::Easy;
    if (label == "tricky" || label == "k")
        return Difficulty::Medium;
    if (label == "extreme" || label == "x")
        return Difficulty::Hard;
    if (label == "recursive" || label == "r")
        return Difficulty::Evil;
    return GraderScales::difficultyFromLabel(label, source);   // easy, and our own names
}

std::optional<double> FutoshikiRules::scoreFromLabel(const std::string& label, const std::string& source) const
{
    static const std::vector<std::string> unequal{"trivial", "easy", "tricky", "extreme", "recursive"};
    if (source.find("sgt-unequal") != std::string::npos)
        for (std::size_t i = 0; i < unequal.size(); ++i)
            if (unequal[i] == label)
                return 100.0 * (static_cast<double>(i) + 0.5) / 5;
    return GraderScales::scoreFromLabel(label, source);
}

} // namespace ps
