#include "TargetedGeneration.h"

#include "core/EngineError.h"
#include "types/PuzzleRules.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace ps {
namespace {

// Records the puzzle after each accepted step, in order, and passes every event on to a watcher.
struct AcceptedLog : GenerationObserver {
    std::vector<Board> puzzles;
    GenerationObserver* watcher = nullptr;
    void onGenerationEvent(const GenerationEvent& event) override
    {
        if (event.kind == GenerationEvent::Kind::SquareTested && event.accepted)
            puzzles.push_back(event.board);
        if (watcher)
            watcher->onGenerationEvent(event);
    }
};

int distance(Difficulty a, Difficulty b) { return std::abs(static_cast<int>(a) - static_cast<int>(b)); }

Difficulty easierThan(Difficulty level) { return static_cast<Difficulty>(static_cast<int>(level) - 1); }

// The boards of one run (after 0, 1, 2 ... accepted steps) and what is known of their classes: each is
// classified at most once, and the type's rule bound is used where it has one.
class RunJudge {
public:
    // `context`: what every board's classification may rely on (the run's solution, when it is the only one).
    RunJudge(const PuzzleRules& rules, const DifficultyClassifier& classifier, const Board& solution, const std::vector<Board>& puzzles,
             ClassifyContext context)
        : rules_(rules), classifier_(classifier), solution_(solution), puzzles_(puzzles), context_(context)
    {
    }

    std::size_t steps() const { return puzzles_.size(); }
    const Board& board(std::size_t count) const { return count == 0 ? solution_ : puzzles_[count - 1]; }

    Difficulty classOf(std::size_t count)
    {
        const auto known = classes_.find(count);
        if (known != classes_.end())
            return known->second;
        const Difficulty found = classifier_.classify(rules_, board(count), context_);
        classes_.emplace(count, found);
        return found;
    }

    bool notHarderThan(std::size_t count, Difficulty level)
    {
        if (!knowsClassOf(count))
            if (const std::optional<bool> within = rules_.logicSolvesWithin(board(count), level))
                return *within;
        return static_cast<int>(classOf(count)) <= static_cast<int>(level);
    }

    bool knowsClassOf(std::size_t count) const { return classes_.find(count) != classes_.end(); }

private:
    const PuzzleRules& rules_;
    const DifficultyClassifier& classifier_;
    const Board& solution_;
    const std::vector<Board>& puzzles_;
    ClassifyContext context_;
    std::map<std::size_t, Difficulty> classes_;
};

// The most steps of the run whose board is not harder than `target`, given that the last one is: the
// class mostly rises in a run's last steps, so steps back from the end are tried first (1, 2, 4, ...),
// then bisection.
std::size_t lastNotHarder(RunJudge& judge, Difficulty target)
{
    std::size_t low = 0;                    // not harder than the target (the full board is easy)
    std::size_t high = judge.steps();       // harder
    for (std::size_t back = 1; back < high - low;) {
        if (judge.notHarderThan(high - back, target)) {
            low = high - back;
            break;
        }
        high -= back;
        back *= 2;
    }
    while (high - low > 1) {
        const std::size_t mid = (low + high) / 2;
        if (judge.notHarderThan(mid, target))
            low = mid;
        else
            high = mid;
    }
    return low;
}

// A class the rules do not offer (GenerationPolicy::offeredDifficulties) is refused with the ones they do.
void refuseUnoffered(const PuzzleRules& rules, Difficulty target)
{
    const std::vector<Difficulty> offered = rules.offeredDifficulties();
    if (std::find(offered.begin(), offered.end(), target) != offered.end())
        return;
    std::string names;
    for (Difficulty level : offered)
        names += (names.empty() ? "" : ", ") + difficultyName(level);
    throw EngineError(PS_TRANSLATE("Engine", "At this size only these classes can be generated in reasonable time: %1. "
                                             "The others are not offered."),
                      {names});
}

} // namespace

TargetedResult generateAtDifficulty(PuzzleGenerator& generator, const PuzzleRules& rules, const DifficultyClassifier& classifier,
                                    GenerationSettings settings, Difficulty target, Rng& rng, int maxRuns, const CancelToken* cancel,
                                    TargetedWatch watch)
{
    refuseUnoffered(rules, target);
    settings.harvest = watch.harvest;
    aimAt(settings, rules, target);
    TargetedResult best;
    bool haveBest = false;
    int run = 0;
    const auto consider = [&](const Board& puzzle, const Board& solution, Difficulty difficulty, std::size_t step) {
        if (!haveBest || distance(difficulty, target) < distance(best.difficulty, target) ||
            (difficulty == best.difficulty && puzzle.emptyCount() > best.puzzle.emptyCount())) {
            best.puzzle = puzzle;
            best.solution = solution;
            best.difficulty = difficulty;
            best.pickRun = run;
            best.step = static_cast<int>(step);
            haveBest = true;
        }
    };
    // With one solution allowed, every board of a run was proven to have only the run's full board.
    const auto contextFor = [&](const Board& solution) {
        return ClassifyContext{settings.maxSolutions <= 1 ? &solution : nullptr, cancel};
    };
    // A run's minimal puzzle the rule bound alone found too easy: classified only if nothing better comes.
    std::optional<GenerationResult> unclassified;
    int unclassifiedRun = 0;
    std::size_t unclassifiedSteps = 0;
    generator.setCancelToken(cancel);
    for (run = 1; run <= maxRuns; ++run) {
        best.runs = run;
        AcceptedLog log;
        log.watcher = watch.observer;
        generator.setObserver(&log);
        GenerationResult result = generator.run(settings, rng);
        generator.setObserver(nullptr);
        best.lastRun = result;
        if (result.cancelled) {
            best.cancelled = true;
            break;
        }
        RunJudge judge(rules, classifier, result.solution, log.puzzles, contextFor(result.solution));
        const auto tooEasy = [&](std::size_t count) { return target != Difficulty::Easy && judge.notHarderThan(count, easierThan(target)); };
        const std::size_t last = judge.steps();
        if (tooEasy(last)) {
            // Even the minimal puzzle is easier: try another full board.
            if (judge.knowsClassOf(last))
                consider(result.puzzle, result.solution, judge.classOf(last), last);
            else if (!haveBest) {
                unclassified = std::move(result);
                unclassifiedRun = run;
                unclassifiedSteps = last;
            }
            continue;
        }
        std::size_t pick = last;
        if (!judge.notHarderThan(last, target)) {
            if (judge.knowsClassOf(last))
                consider(result.puzzle, result.solution, judge.classOf(last), last);
            pick = lastNotHarder(judge, target);
            // The class may leap over the target between two steps.
            if (!judge.knowsClassOf(pick) && tooEasy(pick))
                continue;
        }
        const Difficulty found = judge.classOf(pick);
        consider(judge.board(pick), result.solution, found, pick);
        if (found == target) {
            best.reached = true;
            break;
        }
    }
    if (!haveBest && unclassified) {
        run = unclassifiedRun;
        consider(unclassified->puzzle, unclassified->solution, classifier.classify(rules, unclassified->puzzle, contextFor(unclassified->solution)),
                 unclassifiedSteps);
    }
    if (cancel && cancel->isCancelled())
        best.cancelled = true;   // a class found while cancelling may be wrong
    return best;
}

} // namespace ps
