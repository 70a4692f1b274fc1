#pragma once
#include "logic/CandidateGrid.h"
#include "SudokuTechnique.h"
#include "logic/StepSolver.h"
#include "solve/SolverBackend.h"
#include "types/sudoku/SudokuShape.h"

#include <memory>
#include <optional>

namespace ps {

// The human-style step solver for Sudoku of every size: tries the named techniques from easiest to
// hardest and records each step with a plain explanation; guesses (with the answer a backtracking search
// confirms) only when no technique applies.
class SudokuLogicSolver {
public:
    explicit SudokuLogicSolver(const SudokuShape& shape);

    StepTrace solve(const Board& givens);
    // solve() without the steps and their explanations: only the counts (uses, hardest, guesses, rounds,
    // solved, broken, result), as the difficulty features read them. `uniqueSolution` (or nullptr): the
    // puzzle's only solution when the caller has proven it, which spares the count a guess needs.
    StepTrace measure(const Board& givens, const Board* uniqueSolution = nullptr);

    // The easiest step from `grid` (guesses need `solution`; without it, none is offered).
    std::optional<LogicStep> nextStep(const CandidateGrid& grid, const Board* solution = nullptr) const;

    // Only the round count of solve(), without recording steps.
    int parallelRounds(const Board& givens, const Board* uniqueSolution = nullptr);

    // The number of steps of a trace, recorded or not.
    static int stepCount(const StepTrace& trace);

    // Solutions of `givens`, counted up to `limit` by the exact solver.
    int solutionCount(const Board& givens, int limit = 2) { return exact_->countSolutions(givens, limit).count; }

    // The exact solver's counts stop soon after `cancel` is set (nullptr: never). A stopped count finds no
    // solution, so a trace measured while cancelling is not worth keeping.
    void setCancelToken(const CancelToken* cancel) { exact_->setCancelToken(cancel); }

    const SudokuShape& shape() const { return shape_; }

private:
    StepTrace run(const Board& givens, bool recordSteps, const Board* uniqueSolution);
    // The first step of the techniques from `firstTechnique` on (no guess).
    static std::optional<LogicStep> easiestStep(const CandidateGrid& grid, int firstTechnique);
    std::optional<LogicStep> guess(const CandidateGrid& grid, const Board& solution) const;
    // The easiest step, or a guess towards `solution` (computed on first need) when no technique applies.
    // Techniques before `firstTechnique` are known not to apply.
    std::optional<LogicStep> stepOrGuess(const CandidateGrid& grid, const Board& givens, std::optional<Board>& solution, int firstTechnique = 0);
    // The unique solution, or an empty board when there is none or more than one.
    Board solutionOf(const Board& givens);

    SudokuShape shape_;
    std::unique_ptr<SolverBackend> exact_;   // the native solver (exact on every grid: settlesEveryCount)
};

} // namespace ps
