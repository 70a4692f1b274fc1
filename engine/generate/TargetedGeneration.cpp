#include "TargetedGeneration.h"

#include "types/PuzzleRules.h"

#include <cstdlib>

namespace ps {
namespace {

// Records the puzzle after each accepted step, in order.
struct AcceptedLog : GenerationObserver {
    std::vector<Board> puzzles;
    void onGenerationEvent(const GenerationEvent& event) override
    {
        if (event.kind == GenerationEvent::Kind::SquareTested && event.accepted)
            puzzles.push_back(event.board);
    }
};

// The puzzle after the first `count` accepted steps (none: the full board).
const Board& afterSteps(const Board& solution, const std::vector<Board>& puzzles, std::size_t count)
{
    return count == 0 ? solution : puzzles[count - 1];
}

int distance(Difficulty a, Difficulty b) { return std::abs(static_cast<int>(a) - static_cast<int>(b)); }

} // namespace

TargetedResult generateAtDifficulty(PuzzleGenerator& generator, const PuzzleRules& rules, const DifficultyClassifier& classifier,
                                    GenerationSettings settings, Difficulty target, Rng& rng, int maxRuns, const CancelToken* cancel)
{
    settings.harvest = false;
    settings.aim = target;
    TargetedResult best;
    bool haveBest = false;
    const auto consider = [&](const Board& puzzle, const Board& solution, Difficulty difficulty) {
        if (!haveBest || distance(difficulty, target) < distance(best.difficulty, target) ||
            (difficulty == best.difficulty && puzzle.emptyCount() > best.puzzle.emptyCount())) {
            best.puzzle = puzzle;
            best.solution = solution;
            best.difficulty = difficulty;
            haveBest = true;
        }
    };
    generator.setCancelToken(cancel);
    for (int run = 1; run <= maxRuns; ++run) {
        best.runs = run;
        AcceptedLog log;
        generator.setObserver(&log);
        const GenerationResult result = generator.run(settings, rng);
        generator.setObserver(nullptr);
        if (result.cancelled) {
            best.cancelled = true;
            break;
        }
        const Difficulty final = classifier.classify(rules, result.puzzle);
        consider(result.puzzle, result.solution, final);
        if (final == target) {
            best.reached = true;
            break;
        }
        if (static_cast<int>(final) < static_cast<int>(target))
            continue;   // even the minimal puzzle is easier: try another full board
        // The last removal count whose board is not harder than the target: the class mostly rises in a
        // run's last steps, so steps back from the end are tried first (1, 2, 4, ...), then bisection.
        const auto notHarder = [&](std::size_t count) {
            return static_cast<int>(classifier.classify(rules, afterSteps(result.solution, log.puzzles, count))) <= static_cast<int>(target);
        };
        std::size_t low = 0;                           // class(low) <= target (the full board is easy)
        std::size_t high = log.puzzles.size();        // class(high) > target
        for (std::size_t back = 1; back < high - low;) {
            if (notHarder(high - back)) {
                low = high - back;
                break;
            }
            high -= back;
            back *= 2;
        }
        while (high - low > 1) {
            const std::size_t mid = (low + high) / 2;
            if (notHarder(mid))
                low = mid;
            else
                high = mid;
        }
        const Board candidate = afterSteps(result.solution, log.puzzles, low);
        const Difficulty found = classifier.classify(rules, candidate);
        consider(candidate, result.solution, found);
        if (found == target) {
            best.reached = true;
            break;
        }
    }
    return best;
}

} // namespace ps
