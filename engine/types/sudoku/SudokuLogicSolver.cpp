#include "SudokuLogicSolver.h"

#include "Techniques.h"
#include "logic/GridSteps.h"
#include "solve/Z3Backend.h"
#include "types/sudoku/SudokuRules.h"

#include <algorithm>
#include <bit>

namespace ps {
SudokuLogicSolver::SudokuLogicSolver(const SudokuShape& shape)
    : shape_(shape)
    , exact_(makeSudokuNativeSolver(shape),
             [shape] { return std::make_unique<Z3Backend>(SudokuRules(shape), Z3Cells::Encoding::OneHot); })
{
}

Board SudokuLogicSolver::solutionOf(const Board& givens)
{
    const SolveResult result = exact_.countSolutions(givens, 2);
    return result.count == 1 ? result.solutions.front() : Board();
}

std::optional<LogicStep> SudokuLogicSolver::guess(const CandidateGrid& grid, const Board& solution) const
{
    return guessTowards(grid, solution, SudokuTechnique::Guess);
}

std::optional<LogicStep> SudokuLogicSolver::nextStep(const CandidateGrid& grid, const Board* solution) const
{
    for (int technique = 0; technique < SudokuTechnique::Guess; ++technique) {
        if (auto step = findStep(technique, grid))
            return step;
    }
    if (solution)
        return guess(grid, *solution);
    return std::nullopt;
}

std::optional<LogicStep> SudokuLogicSolver::stepOrGuess(const CandidateGrid& grid, const Board& givens, std::optional<Board>& solution)
{
    if (auto step = nextStep(grid))
        return step;
    if (!solution)   // found once, and only when a guess is needed
        solution = solutionOf(givens);
    return guess(grid, *solution);
}

StepTrace SudokuLogicSolver::solve(const Board& givens)
{
    StepTrace trace;
    trace.uses.assign(SudokuTechnique::kCount, 0);
    CandidateGrid grid = makeCandidateGrid(shape_, givens);
    std::optional<Board> solution;
    while (!grid.isSolved()) {
        if (grid.isBroken()) {
            trace.broken = true;
            break;
        }
        std::optional<LogicStep> step = stepOrGuess(grid, givens, solution);
        if (!step) {   // no unique solution to guess towards
            trace.broken = exact_.countSolutions(givens, 1).count == 0;
            break;
        }
        trace.guesses += step->technique == SudokuTechnique::Guess;
        applyStep(grid, *step);
        ++trace.uses[static_cast<std::size_t>(step->technique)];
        trace.hardest = std::max(trace.hardest, step->technique);
        trace.steps.push_back(std::move(*step));
    }
    trace.solved = grid.isSolved() && !grid.isBroken();
    trace.result = grid.board();
    trace.rounds = parallelRounds(givens);
    return trace;
}

int SudokuLogicSolver::parallelRounds(const Board& givens)
{
    CandidateGrid grid = makeCandidateGrid(shape_, givens);
    std::optional<Board> solution;
    int rounds = 0;
    while (!grid.isSolved() && !grid.isBroken()) {
        ++rounds;
        const std::vector<CellValuePair> singles = allSingles(grid);
        if (!singles.empty()) {
            for (const CellValuePair& p : singles)
                grid.place(p.cell, p.value);
            continue;
        }
        const std::optional<LogicStep> step = stepOrGuess(grid, givens, solution);
        if (!step)
            break;
        applyStep(grid, *step);
    }
    return rounds;
}

} // namespace ps
