#pragma once
#include "logic/StepSolver.h"

#include <climits>

namespace ps {

class FillominoStepGrid;

// The human-style Fillomino step solver behind the generic StepSolver interface: tries the techniques of
// FillominoTechniques.h from easiest to hardest and explains every step; guesses (towards the unique
// solution the native solver finds) only when no technique applies. Values may be as large as
// the grid; a square's candidates never exceed the room around it.
class FillominoStepSolver final : public StepSolver {
public:
    FillominoStepSolver(int rows, int cols);

    const std::vector<TechniqueInfo>& techniques() const override;
    std::vector<ValueSet> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const override;
    StepTrace solve(const Board& givens) const override { return solve(givens, true); }
    // With `countRounds` false the trace's rounds stay 0: the second, round-by-round solve that counts
    // them costs about a third of the whole, and the class rule does not read them.
    StepTrace solve(const Board& givens, bool countRounds) const { return solve(givens, countRounds, INT_MAX); }
    // ... and stopping (unsolved) at guess number maxGuesses + 1, when all that matters is whether the
    // puzzle needs more than maxGuesses guesses (the class rule's Hard against Evil).
    // `uniqueSolution` (or null): the puzzle's one solution, known to the caller (a generator proved it),
    // so a guess needs no search for it. Ignored unless it is a full board that agrees with `givens`.
    StepTrace solve(const Board& givens, bool countRounds, int maxGuesses, const Board* uniqueSolution = nullptr) const;
    // Whether the techniques up to `hardest` (a FillominoTechnique below Guess), without a guess, finish
    // `givens`: the bound of the class rule (FillominoDifficulty.h). Deductions only add, so this is the
    // same as "solve() needs nothing harder than `hardest`", but it stops where `hardest` no longer helps.
    bool finishesWith(const Board& givens, int hardest) const;

    // Nodes the exact solver may visit before giving up (solve() then stops unsolved).
    void setSearchBudget(long nodes) { searchBudget_ = nodes; }

private:
    int rows_;
    int cols_;
    long searchBudget_ = 200000;   // published puzzles need a few thousand at most

    // The first step of the easiest technique that applies, trying those up to `hardest` only.
    std::optional<LogicStep> firstStep(const FillominoStepGrid& grid, int hardest = INT_MAX) const;
    std::optional<LogicStep> guess(const FillominoStepGrid& grid, const Board& solution) const;
    // The unique solution agreeing with `grid`; an empty board when there is none, more than one, or the
    // search ran out of budget. `none` tells the first case apart.
    Board solutionOf(const FillominoStepGrid& grid, bool& none) const;
    // the step-counting paper's round count (StepTrace::rounds); searches for the solution if it needs one and
    // `searched` says it has not been looked for yet.
    int parallelRounds(const Board& givens, Board& solution, bool& searched) const;
};

} // namespace ps
