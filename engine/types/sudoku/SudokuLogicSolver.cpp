#include "SudokuLogicSolver.h"

#include "Techniques.h"
#include "logic/GridSteps.h"
#include "types/sudoku/SudokuRules.h"

#include <algorithm>
#include <bit>

namespace ps {
SudokuLogicSolver::SudokuLogicSolver(const SudokuShape& shape)
    : shape_(shape)
    , exact_(makeSudokuNativeSolver(shape))
{
}

Board SudokuLogicSolver::solutionOf(const Board& givens)
{
    const SolveResult result = exact_->countSolutions(givens, 2);
    return result.count == 1 ? result.solutions.front() : Board();
}

std::optional<LogicStep> SudokuLogicSolver::guess(const CandidateGrid& grid, const Board& solution) const
{
    return guessTowards(grid, solution, SudokuTechnique::Guess);
}

std::optional<LogicStep> SudokuLogicSolver::easiestStep(const CandidateGrid& grid, int firstTechnique)
{
    for (int technique = firstTechnique; technique < SudokuTechnique::Guess; ++technique)
        if (auto step = findStep(technique, grid))
            return step;
    return std::nullopt;
}

std::optional<LogicStep> SudokuLogicSolver::nextStep(const CandidateGrid& grid, const Board* solution) const
{
    if (auto step = easiestStep(grid, 0))
        return step;
    if (solution)
        return guess(grid, *solution);
    return std::nullopt;
}

std::optional<LogicStep> SudokuLogicSolver::stepOrGuess(const CandidateGrid& grid, const Board& givens, std::optional<Board>& solution,
                                                        int firstTechnique)
{
    if (auto step = easiestStep(grid, firstTechnique))
        return step;
    if (!solution)   // found once, and only when a guess is needed
        solution = solutionOf(givens);
    return guess(grid, *solution);
}

StepTrace SudokuLogicSolver::solve(const Board& givens) { return run(givens, true, nullptr); }

StepTrace SudokuLogicSolver::measure(const Board& givens, const Board* uniqueSolution) { return run(givens, false, uniqueSolution); }

int SudokuLogicSolver::stepCount(const StepTrace& trace)
{
    int steps = 0;
    for (int uses : trace.uses)
        steps += uses;
    return steps;
}

StepTrace SudokuLogicSolver::run(const Board& givens, bool recordSteps, const Board* uniqueSolution)
{
    StepTrace trace;
    trace.uses.assign(SudokuTechnique::kCount, 0);
    CandidateGrid grid = makeCandidateGrid(shape_, givens);
    grid.setExplaining(recordSteps);
    std::optional<Board> solution;
    if (uniqueSolution)
        solution = *uniqueSolution;
    // A broken grid (a square or a unit value with no place left) is only looked for when no step is
    // found: techniques never place a value that clashes, so a broken grid stays broken and never gets
    // solved, and looking after every step cost a fifth of rating. (A puzzle without solution may so
    // take a few steps more than the break before it is called broken.)
    while (!grid.isSolved()) {
        std::optional<LogicStep> step = stepOrGuess(grid, givens, solution);
        if (!step) {   // no technique applies, and no unique solution to guess towards
            trace.broken = grid.isBroken() || exact_->countSolutions(givens, 1).count == 0;
            break;
        }
        trace.guesses += step->technique == SudokuTechnique::Guess;
        applyStep(grid, *step);
        ++trace.uses[static_cast<std::size_t>(step->technique)];
        trace.hardest = std::max(trace.hardest, step->technique);
        if (recordSteps)
            trace.steps.push_back(std::move(*step));
    }
    trace.solved = grid.isSolved() && !grid.isBroken();
    trace.result = grid.board();
    trace.rounds = parallelRounds(givens, solution ? &*solution : nullptr);
    return trace;
}

int SudokuLogicSolver::parallelRounds(const Board& givens, const Board* uniqueSolution)
{
    CandidateGrid grid = makeCandidateGrid(shape_, givens);
    grid.setExplaining(false);   // its steps are applied, never shown
    std::optional<Board> solution;
    if (uniqueSolution)
        solution = *uniqueSolution;
    int rounds = 0;
    std::vector<CellValuePair> singles;   // one vector for every round
    while (!grid.isSolved()) {   // a broken grid ends in no step (see run())
        ++rounds;
        allSingles(grid, singles);
        if (!singles.empty()) {
            for (const CellValuePair& p : singles)
                grid.place(p.cell, p.value);
            continue;
        }
        // No single is visible: start from the technique after them.
        const std::optional<LogicStep> step = stepOrGuess(grid, givens, solution, SudokuTechnique::HiddenSingle + 1);
        if (!step)
            break;
        applyStep(grid, *step);
    }
    return rounds;
}

} // namespace ps
