#include "FillominoStepSolver.h"

#include "FillominoGroups.h"
#include "FillominoStepGrid.h"
#include "FillominoNativeSolver.h"
#include "FillominoTechniques.h"
#include "core/EngineError.h"

#include <algorithm>
#include <utility>

namespace ps {
namespace {

// Whether the full board `solution` is a valid Fillomino solution: every region as big as its value.
bool isValidSolution(const Board& solution)
{
    for (const FillominoGroup& group : equalValueGroups(FillominoShape(solution.rows(), solution.cols()), solution))
        if (static_cast<int>(group.cells.size()) != static_cast<int>(group.value))
            return false;
    return true;
}

} // namespace

FillominoStepSolver::FillominoStepSolver(int rows, int cols) : rows_(rows), cols_(cols) {}

const std::vector<TechniqueInfo>& FillominoStepSolver::techniques() const { return fillominoTechniques(); }

std::vector<ValueSet> FillominoStepSolver::candidates(const Board& filled) const
{
    FillominoStepGrid grid(filled);
    fillomino_steps::eliminateToFixedPoint(grid);
    std::vector<ValueSet> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.value(cell) == 0)
            out[static_cast<std::size_t>(cell)] = grid.candidates(cell);
    return out;
}

std::optional<LogicStep> FillominoStepSolver::firstStep(const FillominoStepGrid& grid, int hardest) const
{
    std::vector<LogicStep> steps;
    for (int technique = 0; technique <= hardest && technique < FillominoTechnique::Guess; ++technique)
        if (fillomino_steps::findSteps(technique, grid, steps, false))
            return std::move(steps.front());
    return std::nullopt;
}

std::optional<LogicStep> FillominoStepSolver::guess(const FillominoStepGrid& grid, const Board& solution) const
{
    if (solution.rows() != grid.rows() || solution.cols() != grid.cols())
        return std::nullopt;
    int best = -1;
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.value(cell) == 0 && grid.has(cell, solution.at(cell)) &&
            (best < 0 || grid.candidateCount(cell) < grid.candidateCount(best)))
            best = cell;
    if (best < 0)
        return std::nullopt;
    const int v = solution.at(best);
    LogicStep step;
    step.technique = FillominoTechnique::Guess;
    step.pattern = {best};
    step.placements = {{best, v}};
    step.explanation = {PS_TRANSLATE("Engine", "No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking)."),
                        {grid.cellName(best), fillomino_steps::values(grid.candidateValues(best)), fillomino_steps::value(v)}};
    return step;
}

std::optional<LogicStep> FillominoStepSolver::nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const
{
    if (filled.rows() != rows_ || filled.cols() != cols_)
        return std::nullopt;
    FillominoStepGrid grid(filled);
    if (allowed.size() == static_cast<std::size_t>(grid.cellCount()))
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            if (!allowed[static_cast<std::size_t>(cell)].isEmpty())
                grid.narrow(cell, allowed[static_cast<std::size_t>(cell)]);
    if (grid.emptyCount() == 0 || grid.isBroken())
        return std::nullopt;
    if (auto step = firstStep(grid))
        return step;
    if (solution)
        return guess(grid, *solution);
    return std::nullopt;
}

Board FillominoStepSolver::solutionOf(const FillominoStepGrid& grid, bool& none) const
{
    // The exact native solver on the values placed so far: every placement was forced, so the solutions
    // of the puzzle are the solutions of this board.
    FillominoNativeSolver exact{FillominoShape(rows_, cols_)};
    exact.setCountBudget(searchBudget_);
    const SolveResult result = exact.countSolutions(grid.board(), 2);
    none = !result.stopped && result.count == 0;
    return !result.stopped && result.count == 1 ? result.solutions.front() : Board();
}

StepTrace FillominoStepSolver::solve(const Board& givens, bool countRounds, int maxGuesses, const Board* uniqueSolution) const
{
    StepTrace trace;
    trace.uses.assign(FillominoTechnique::kCount, 0);
    FillominoStepGrid grid(givens);
    Board solution;
    bool searched = false;
    if (uniqueSolution && uniqueSolution->rows() == givens.rows() && uniqueSolution->cols() == givens.cols() &&
        uniqueSolution->isFull() && givens.agreesWith(*uniqueSolution)) {
        // What the search below would find: the one solution.
        solution = *uniqueSolution;
        searched = true;
    }
    // Whether `solution` is checked to be a valid one (the exact solver's, or the caller's once checked).
    bool solutionValid = searched && isValidSolution(solution);
    while (grid.emptyCount() > 0) {
        // With a solution of the puzzle at hand, a grid that still follows it is not broken: only a grid
        // that does not needs the full test.
        const bool follows = solutionValid && grid.followsSolution(solution);
        if (!follows && grid.isBroken()) {
            trace.broken = true;
            break;
        }
        std::optional<LogicStep> step = firstStep(grid);
        if (!step) {
            if (!searched) {   // found once, and only when a guess is needed
                searched = true;
                bool none = false;
                solution = solutionOf(grid, none);
                trace.broken = none;
                solutionValid = !solution.isEmpty();
            }
            if (!solution.isEmpty())
                step = guess(grid, solution);
            if (!step)
                break;
        }
        trace.guesses += step->technique == FillominoTechnique::Guess;
        if (trace.guesses > maxGuesses) {
            trace.hardest = FillominoTechnique::Guess;
            break;
        }
        grid.apply(*step);
        ++trace.uses[static_cast<std::size_t>(step->technique)];
        trace.hardest = std::max(trace.hardest, step->technique);
        trace.steps.push_back(std::move(*step));
    }
    if (grid.emptyCount() == 0 && grid.isBroken())
        trace.broken = true;
    trace.solved = grid.isSolved();
    trace.result = grid.board();
    if (countRounds)
        trace.rounds = parallelRounds(givens, solution, searched);
    return trace;
}

bool FillominoStepSolver::finishesWith(const Board& givens, int hardest) const
{
    FillominoStepGrid grid(givens);
    while (grid.emptyCount() > 0 && !grid.isBroken()) {
        std::optional<LogicStep> step = firstStep(grid, hardest);
        if (!step)
            return false;
        grid.apply(*step);
    }
    return grid.isSolved();
}

int FillominoStepSolver::parallelRounds(const Board& givens, Board& solution, bool& searched) const
{
    FillominoStepGrid grid(givens);
    int rounds = 0;
    while (grid.emptyCount() > 0 && !grid.isBroken()) {
        ++rounds;
        // The simplest kind: what a look at the groups and the squares right next to them shows (the
        // techniques up to single candidate), all at once.
        std::vector<LogicStep> steps;
        for (int technique = 0; technique <= FillominoTechnique::SingleCandidate; ++technique)
            fillomino_steps::findSteps(technique, grid, steps, true);
        if (steps.empty())
            if (std::optional<LogicStep> step = firstStep(grid))
                steps.push_back(std::move(*step));
        if (steps.empty()) {
            if (!searched) {
                searched = true;
                bool none = false;
                solution = solutionOf(grid, none);
            }
            std::optional<LogicStep> step = solution.isEmpty() ? std::nullopt : guess(grid, solution);
            if (!step)
                break;
            steps.push_back(std::move(*step));
        }
        for (const LogicStep& step : steps)
            grid.apply(step);
    }
    return rounds;
}

} // namespace ps
