#include "GenPuzzles.h"

#include "RemovalRule.h"
#include "difficulty/Difficulty.h"
#include "solve/SolverBackend.h"
#include "types/PuzzleRules.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <iterator>
#include <mutex>
#include <system_error>
#include <thread>

namespace ps {

long defaultSearchBudget(const GenerationPolicy& policy) { return policy.generationSearchBudget(); }

void aimAt(GenerationSettings& settings, const GenerationPolicy& policy, Difficulty level)
{
    settings.aim = level;
    settings.within.reset();
    if (settings.maxSolutions <= 1 && policy.generatesWithinBound(level))
        settings.within = level;
    settings.keepOuterClues = policy.keepsOuterClues(level);
}

PuzzleGenerator::PuzzleGenerator(const PuzzleRules& rules, SolverBackend& solver, const DifficultyClassifier& classifier)
    : rules_(rules), solver_(solver), classifier_(classifier)
{
}

void PuzzleGenerator::report(GenerationEvent event) const
{
    if (observer_)
        observer_->onGenerationEvent(event);
}

std::vector<HarvestEntry> PuzzleGenerator::withTwins(const Board& puzzle, const Board& solution, int step) const
{
    // Twins are filed under their board's class without classifying each: the symmetries keep every
    // feature (the techniques a puzzle needs do not change when it is relabelled, reflected or permuted),
    // and classifying costs a logic solve.
    // Their transformations are drawn from a generator of their own, seeded by the full board and the
    // step, never from the run's: a run with a harvest empties exactly the squares a run without one
    // does, so the studio (which harvests) and the command line (which does not) make the same puzzle
    // from the same seed.
    std::uint64_t seed = static_cast<std::uint64_t>(step) * 0x9E3779B97F4A7C15ULL;
    for (CellValue v : solution.cells())
        seed = (seed ^ v) * 0x100000001B3ULL;
    Rng rng(seed);
    std::vector<HarvestEntry> entries{{puzzle, solution, "", step}};
    for (const BoardTransform& t : rules_.randomSymmetries(rng))
        entries.push_back({t.apply(puzzle), t.apply(solution), t.name, step});
    return entries;
}

ClassifyContext PuzzleGenerator::contextFor(const Board& solution, const GenerationSettings& settings) const
{
    // With one solution allowed, every accepted board was proven to have only the run's full board.
    return {settings.maxSolutions <= 1 ? &solution : nullptr, cancel_};
}

bool PuzzleGenerator::fileAfterRun(Harvest& harvest, std::vector<std::vector<HarvestEntry>>& boards, std::optional<Difficulty>& last,
                                   const GenerationSettings& settings) const
{
    const std::size_t count = boards.size();
    if (count == 0)
        return true;
    std::vector<std::optional<Difficulty>> classes(count);
    // Classifies the given boards side by side, on up to one thread per core (the classifier is
    // thread-safe). Which boards are classified never depends on the number of cores, so neither does
    // the harvest.
    const auto classifyAll = [&](const std::vector<std::size_t>& wanted) {
        std::atomic<std::size_t> next{0};
        std::exception_ptr failure;
        std::mutex failureMutex;
        const auto work = [&] {
            try {
                for (std::size_t k = next++; k < wanted.size(); k = next++)
                    if (!(cancel_ && cancel_->isCancelled()))
                        {
                        const HarvestEntry& board = boards[wanted[k]].front();
                        classes[wanted[k]] = classifier_.classify(rules_, board.givens, contextFor(board.solution, settings));
                    }
            } catch (...) {
                const std::lock_guard lock(failureMutex);
                failure = std::current_exception();
                next = wanted.size();
            }
        };
        const std::size_t cores = std::max(1U, std::thread::hardware_concurrency());
        std::vector<std::thread> helpers;
        try {
            for (std::size_t t = 1; t < std::min(cores, wanted.size()); ++t)
                helpers.emplace_back(work);
        } catch (const std::system_error&) {
            // No more threads to be had: the ones started and this one share the work.
        }
        work();
        for (std::thread& helper : helpers)
            helper.join();
        if (failure)
            std::rethrow_exception(failure);
        return !(cancel_ && cancel_->isCancelled());
    };
    // The class changes rarely along the run: search for where it does. A stretch of boards whose first
    // and last share a class is filed under it; one whose ends differ is cut in three by classifying two
    // boards inside it (two at a time keeps two cores busy, and takes log3 rather than log2 rounds).
    if (!classifyAll(count > 1 ? std::vector<std::size_t>{0, count - 1} : std::vector<std::size_t>{0}))
        return false;
    std::vector<std::pair<std::size_t, std::size_t>> stretches{{0, count - 1}};
    while (!stretches.empty()) {
        std::vector<std::pair<std::size_t, std::size_t>> cut;
        std::vector<std::size_t> inside;
        for (const auto& [low, high] : stretches) {
            if (high - low < 2)
                continue;
            if (*classes[low] == *classes[high]) {
                for (std::size_t i = low + 1; i < high; ++i)
                    classes[i] = classes[low];
                continue;
            }
            std::vector<std::size_t> points{low};
            for (std::size_t part = 1; part <= 2; ++part) {
                const std::size_t point = low + (high - low) * part / 3;
                if (point > points.back() && point < high) {
                    points.push_back(point);
                    inside.push_back(point);
                }
            }
            points.push_back(high);
            for (std::size_t i = 0; i + 1 < points.size(); ++i)
                cut.emplace_back(points[i], points[i + 1]);
        }
        if (!inside.empty() && !classifyAll(inside))
            return false;
        stretches = std::move(cut);
    }
    for (std::size_t i = 0; i < count; ++i) {
        auto& entries = harvest[*classes[i]];
        std::move(boards[i].begin(), boards[i].end(), std::back_inserter(entries));
    }
    last = classes.back();
    return true;
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
    const long unsettledBefore = solver_.totals().unsettled;
    const auto unproven = [&] { return static_cast<int>(solver_.totals().unsettled - unsettledBefore); };
    const auto rule = makeRemovalRule(settings.maxSolutions, rules_, settings.within);
    solver_.reset();
    solver_.setSearchBudget(settings.searchBudget);
    solver_.setProofBudget(settings.proofBudget);
    solver_.setCancelToken(cancel_);   // a long check (z3, a big board) stops too

    GenerationResult result;
    result.solution = solution;
    result.puzzle = solution;
    std::vector<char> untested(static_cast<std::size_t>(solution.cellCount()), 1);
    int accepted = 0;
    int passes = 0;   // over the squares that still hold a value (GenerationMoves::morePasses)
    const bool fileAtOnce = settings.harvest && settings.filing == HarvestFiling::EachBoard;
    std::vector<std::vector<HarvestEntry>> toFile;   // HarvestFiling::AfterRun: every accepted board and its twins

    GenerationEvent event;
    event.totalSquares = solution.cellCount();
    event.kind = GenerationEvent::Kind::Started;
    event.board = solution;
    report(event);
    event.board = Board();

    const auto targetReached = [&] { return settings.targetEmpty > 0 && result.puzzle.emptyCount() >= settings.targetEmpty; };
    // The clues besides the squares' values still to be tested (GenerationMoves::clueSlots).
    std::vector<int> clues;
    for (int slot = 0; slot < rules_.clueSlots(); ++slot)
        if (rules_.holdsClue(solution, slot))
            clues.push_back(slot);
    // Tests one move (a candidate board, or nothing when the type refused it) and, when the puzzle stays
    // unique, keeps it, files it in the harvest and reports it; `tested` are the squares it tested (for a
    // clue, those it concerns); `verdict`, when given, is the removal rule's answer worked out already.
    const auto settle = [&](std::optional<Board> candidate, const std::vector<int>& tested, std::optional<bool> verdict = std::nullopt) {
        const bool allowed = candidate && (verdict ? *verdict : rule->allowsRemoval(*candidate, solution, solver_));
        event.cells = tested;
        if (allowed) {
            // The squares the move emptied: the tested ones, and for a merge of cages the others.
            event.cells.clear();
            for (int cell = 0; cell < candidate->cellCount(); ++cell)
                if (candidate->at(cell) == 0 && result.puzzle.at(cell) != 0)
                    event.cells.push_back(cell);
            result.puzzle = std::move(*candidate);
            ++accepted;
            if (settings.harvest) {
                // The twins are drawn here in either filing, so a seed gives the same run either way.
                std::vector<HarvestEntry> entries = withTwins(result.puzzle, solution, accepted);
                if (fileAtOnce) {
                    const Difficulty difficulty = classifier_.classify(rules_, result.puzzle, contextFor(solution, settings));
                    auto& filed = result.harvest[difficulty];
                    std::move(entries.begin(), entries.end(), std::back_inserter(filed));
                    result.puzzleDifficulty = difficulty;
                } else {
                    toFile.push_back(std::move(entries));
                }
            }
        }
        event.kind = GenerationEvent::Kind::SquareTested;
        event.board = allowed ? result.puzzle : Board();
        event.accepted = allowed;
        event.puzzleClass = allowed && result.puzzleDifficulty ? static_cast<int>(*result.puzzleDifficulty) : -1;
        event.empties = result.puzzle.emptyCount();
        event.tested = result.tested;
        event.solverChecks = solver_.totals().checks - checksBefore;
        event.unproven = unproven();
        event.elapsedSeconds = elapsed();
        report(event);
    };
    while (!targetReached()) {
        if (cancel_ && cancel_->isCancelled()) {
            result.cancelled = true;
            break;
        }
        std::vector<int> squares = chooseSquares(settings.strategy, result.puzzle, untested, rng);
        if (squares.empty() && !clues.empty()) {
            // The clues besides the squares' values once every square was tested, in a random order.
            const auto k = static_cast<std::size_t>(rng.below(static_cast<int>(clues.size())));
            const int slot = clues[k];
            clues.erase(clues.begin() + static_cast<std::ptrdiff_t>(k));
            // Within a class the rule is the type's bound (WithinLevelRule), which the type may answer
            // without the board: then only a removal that stands is built.
            std::optional<bool> verdict;
            if (settings.maxSolutions <= 1 && settings.within)
                verdict = rules_.logicSolvesWithinWithoutClue(result.puzzle, slot, *settings.within);
            std::optional<Board> candidate = verdict && !*verdict ? std::nullopt : rules_.withoutClue(result.puzzle, slot);
            settle(std::move(candidate), rules_.clueSquares(slot), verdict);
            continue;
        }
        if (squares.empty() && passes < rules_.morePasses()) {
            ++passes;
            for (int cell = 0; cell < result.puzzle.cellCount(); ++cell)
                untested[static_cast<std::size_t>(cell)] = result.puzzle.at(cell) != 0;
            squares = chooseSquares(settings.strategy, result.puzzle, untested, rng);
        }
        if (squares.empty())
            break;
        for (int square : squares)
            untested[static_cast<std::size_t>(square)] = 0;
        result.tested += static_cast<int>(squares.size());
        settle(rules_.emptied(result.puzzle, solution, squares, settings.aim, rng), squares);
    }
    // Then the clues outside the grid, one at a time in random order, while uniqueness holds (a type with
    // such clues starts from every clue present); the last one stays, so the puzzle keeps its kind.
    if (solution.hasOuterClues() && !settings.keepOuterClues) {
        const std::vector<int> order = rng.permutation(solution.outerClues().slotCount());
        for (int slot : order) {
            if (targetReached() || (cancel_ && cancel_->isCancelled()))
                break;
            const OuterClues& now = result.puzzle.outerClues();
            if (!result.puzzle.hasOuterClues() || now.at(slot) == 0 || now.count() <= 1)
                continue;
            OuterClues fewer = now;
            fewer.set(slot, 0);
            Board candidate = result.puzzle;
            candidate.setOuterClues(std::move(fewer));
            ++result.tested;
            settle(std::move(candidate), {});
        }
    }

    if (cancel_ && cancel_->isCancelled())
        result.cancelled = true;   // also when the last square's check or class was cut short
    if (!toFile.empty() && !result.cancelled && !fileAfterRun(result.harvest, toFile, result.puzzleDifficulty, settings))
        result.cancelled = true;
    result.solverChecks = solver_.totals().checks - checksBefore;
    result.unproven = unproven();
    result.seconds = elapsed();
    event.kind = GenerationEvent::Kind::Finished;
    event.cells.clear();
    event.accepted = false;
    event.board = result.puzzle;
    event.empties = result.puzzle.emptyCount();
    event.tested = result.tested;
    event.solverChecks = result.solverChecks;
    event.unproven = result.unproven;
    event.elapsedSeconds = result.seconds;
    event.cancelled = result.cancelled;
    report(event);
    return result;
}

} // namespace ps
