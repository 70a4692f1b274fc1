#include "TimedGeneration.h"
#include "TargetedGeneration.h"
#include "difficulty/ScoreBands.h"
#include "types/PuzzleRules.h"

#include <cmath>
#include <cstdlib>

namespace ps {
namespace {

// GenPuzzles runs one targeted generation may take before it settles for the nearest class.
constexpr int kRunsPerTry = 30;

// The offered class nearest `level` (the rules may not offer every class at their size), the easier on a tie.
Difficulty nearestOffered(const PuzzleRules& rules, Difficulty level)
{
    Difficulty nearest = level;
    int best = -1;
    for (Difficulty offered : rules.offeredDifficulties()) {
        const int gap = std::abs(static_cast<int>(offered) - static_cast<int>(level));
        if (best < 0 || gap < best) {
            best = gap;
            nearest = offered;
        }
    }
    return nearest;
}

} // namespace

TimedPuzzle generateForTime(PuzzleGenerator& generator, const PuzzleRules& rules, const DifficultyClassifier& classifier,
                            const PlayerTimeModel& model, double seconds, std::uint64_t seed, int tries,
                            const CancelToken* cancel, std::atomic<int>* progress)
{
    TimedPuzzle best;
    const std::string typeId = rules.typeId();
    const double score = scoreForSeconds(model, typeId, seconds, typicalEmptySquares(rules.cellCount()));
    // The class whose band holds that score, and its neighbour on the nearer side: the empty squares of a
    // real puzzle differ from the typical count, and puzzles made at a class cluster inside its band (an
    // evil 9x9 scores 80 or more), so a score near a cut is often nearer a puzzle of the next class.
    const ScoreBands bands = classifier.bands(rules);
    const Difficulty aimed = bands.classOf(score);
    const int step = score >= bands.middleOf(aimed) ? 1 : -1;
    const int other = static_cast<int>(aimed) + step;
    const bool hasNeighbour = other >= 0 && other <= static_cast<int>(Difficulty::Evil);
    best.difficulty = aimed;
    GenerationSettings settings;
    settings.searchBudget = defaultSearchBudget(rules);
    settings.harvest = false;
    double bestGap = 1e300;
    for (int i = 0; i < tries; ++i) {
        Rng rng(Rng::derive(seed, static_cast<std::uint64_t>(i)));
        const Difficulty target = nearestOffered(rules, i % 2 == 1 && hasNeighbour ? static_cast<Difficulty>(other) : aimed);
        const TargetedResult made = generateAtDifficulty(generator, rules, classifier, settings, target, rng, kRunsPerTry, cancel);
        if (made.cancelled || (cancel && cancel->cancelRequested())) {
            best.cancelled = true;
            return best;
        }
        const double madeScore = classifier.score(rules, made.puzzle);
        const TimePrediction prediction = model.predict(typeId, madeScore, made.puzzle.emptyCount());
        const double gap = std::abs(std::log(prediction.seconds / seconds));
        ++best.tries;
        if (progress)
            progress->store(best.tries);
        if (gap < bestGap) {
            bestGap = gap;
            best.puzzle = made.puzzle;
            best.solution = made.solution;
            best.score = madeScore;
            best.difficulty = made.difficulty;
            best.predictedSeconds = prediction.seconds;
            best.personal = prediction.personal;
        }
        if (bestGap < std::log(1.1))
            break;
    }
    return best;
}

} // namespace ps
