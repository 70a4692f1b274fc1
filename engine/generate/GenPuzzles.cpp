#include "GenPuzzles.h"

#include "RemovalRule.h"
#include "difficulty/Difficulty.h"
#include "solve/SolverBackend.h"
#include "types/PuzzleRules.h"

#include <chrono>

namespace ps {

long defaultSearchBudget(const PuzzleRules& rules) { return rules.cellCount() <= 144 ? 0 : 20; }

PuzzleGenerator::PuzzleGenerator(const PuzzleRules& rules, SolverBackend& solver, const DifficultyClassifier& classifier)
    : rules_(rules), solver_(solver), classifier_(classifier)
{
}

void PuzzleGenerator::report(GenerationEvent event) const
{
    if (observer_)
        observer_->onGenerationEvent(event);
}

Difficulty PuzzleGenerator::harvestBoard(Harvest& harvest, const Board& puzzle, const Board& solution, int step, Rng& rng) const
{
    // Twins are filed under their board's class without classifying each: the symmetries keep every
    // feature (the techniques a puzzle needs do not change when it is relabelled, reflected or permuted),
    // and classifying costs a logic solve.
    const Difficulty difficulty = classifier_.classify(rules_, puzzle);
    auto& entries = harvest[difficulty];
    entries.push_back({puzzle, solution, "", step});
    for (const BoardTransform& t : rules_.randomSymmetries(rng))
        entries.push_back({t.apply(puzzle), t.apply(solution), t.name, step});
    return difficulty;
}

GenerationResult PuzzleGenerator::run(const GenerationSettings& settings, Rng& rng)
{
    const Board solution = rules_.randomSolution(rng);
    return run(settings, rng, solution);
}

GenerationResult PuzzleGenerator::run(const GenerationSettings& settings, Rng& rng, const Board& solution)
{
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    const long checksBefore = solver_.totals().checks;
    const auto rule = makeRemovalRule(settings.maxSolutions);
    solver_.reset();
    solver_.setSearchBudget(settings.searchBudget);
    solver_.setCancelToken(cancel_);   // a long check (z3, a big board) stops too

    GenerationResult result;
    result.solution = solution;
    result.puzzle = solution;
    std::vector<char> untested(static_cast<std::size_t>(solution.cellCount()), 1);
    int accepted = 0;

    GenerationEvent event;
    event.totalSquares = solution.cellCount();
    event.kind = GenerationEvent::Kind::Started;
    event.board = solution;
    report(event);
    event.board = Board();

    const auto targetReached = [&] { return settings.targetEmpty > 0 && result.puzzle.emptyCount() >= settings.targetEmpty; };
    while (!targetReached()) {
        if (cancel_ && cancel_->isCancelled()) {
            result.cancelled = true;
            break;
        }
        const std::vector<int> squares = chooseSquares(settings.strategy, result.puzzle, untested, rng);
        if (squares.empty())
            break;
        Board candidate = result.puzzle;
        for (int square : squares) {
            untested[static_cast<std::size_t>(square)] = 0;
            candidate.set(square, 0);
        }
        result.tested += static_cast<int>(squares.size());
        const bool allowed = rule->allowsRemoval(candidate, solution, solver_);
        if (allowed) {
            result.puzzle = std::move(candidate);
            ++accepted;
            if (settings.harvest)
                result.puzzleDifficulty = harvestBoard(result.harvest, result.puzzle, solution, accepted, rng);
        }
        event.kind = GenerationEvent::Kind::SquareTested;
        event.cells = squares;
        event.accepted = allowed;
        event.puzzleClass = allowed && result.puzzleDifficulty ? static_cast<int>(*result.puzzleDifficulty) : -1;
        event.empties = result.puzzle.emptyCount();
        event.tested = result.tested;
        event.solverChecks = solver_.totals().checks - checksBefore;
        event.elapsedSeconds = elapsed();
        report(event);
    }

    result.solverChecks = solver_.totals().checks - checksBefore;
    result.seconds = elapsed();
    event.kind = GenerationEvent::Kind::Finished;
    event.cells.clear();
    event.accepted = false;
    event.board = result.puzzle;
    event.empties = result.puzzle.emptyCount();
    event.tested = result.tested;
    event.solverChecks = result.solverChecks;
    event.elapsedSeconds = result.seconds;
    event.cancelled = result.cancelled;
    report(event);
    return result;
}

} // namespace ps
