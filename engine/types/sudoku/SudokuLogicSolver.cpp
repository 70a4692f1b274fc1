#include "SudokuLogicSolver.h"

#include "Techniques.h"
#include "solve/Z3Backend.h"
#include "types/sudoku/SudokuNativeSolver.h"
#include "types/sudoku/SudokuRules.h"

#include <algorithm>
#include <bit>

namespace ps {
SudokuLogicSolver::SudokuLogicSolver(const SudokuShape& shape)
    : shape_(shape)
    , exact_(std::make_unique<SudokuNativeSolver>(shape),
             [shape] { return std::make_unique<Z3Backend>(SudokuRules(shape), Z3Cells::Encoding::OneHot); })
{
}

void SudokuLogicSolver::apply(CandidateGrid& grid, const LogicStep& step)
{
    for (const CellValuePair& p : step.placements)
        grid.place(p.cell, p.value);
    for (const CellValuePair& e : step.eliminations)
        grid.eliminate(e.cell, e.value);
}

Board SudokuLogicSolver::solutionOf(const Board& givens)
{
    const SolveResult result = exact_.countSolutions(givens, 2);
    return result.count == 1 ? result.solutions.front() : Board();
}

std::optional<LogicStep> SudokuLogicSolver::guess(const CandidateGrid& grid, const Board& solution) const
{
    int best = -1;
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.value(cell) == 0 && grid.candidates(cell) != 0 &&
            (best < 0 || std::popcount(grid.candidates(cell)) < std::popcount(grid.candidates(best))))
            best = cell;
    if (best < 0 || solution.isEmpty() || !grid.has(best, solution.at(best)))
        return std::nullopt;
    LogicStep step;
    step.technique = SudokuTechnique::Guess;
    step.pattern = {best};
    step.placements = {{best, solution.at(best)}};
    step.explanation = {PS_TRANSLATE("Engine", "No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking)."),
                        {logic_text::cell(grid, best), logic_text::values(grid, grid.candidates(best)), logic_text::value(grid, solution.at(best))}};
    return step;
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
        apply(grid, *step);
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
        apply(grid, *step);
    }
    return rounds;
}

} // namespace ps
