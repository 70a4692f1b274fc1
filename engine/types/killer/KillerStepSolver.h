#pragma once
#include "KillerNativeSolver.h"
#include "logic/CandidateGrid.h"
#include "logic/StepSolver.h"
#include "types/sudoku/SudokuShape.h"

namespace ps {

// Killer Sudoku's human-style step solver: the unit techniques over rows, columns and boxes, Sudoku's
// intersections, and the Killer techniques (cage combinations, the rule of 45, cage/unit interactions,
// cage splitting, hidden cages: KillerTechnique), tried easiest first, each step explained; a guess
// towards the solution the exact solver finds only when none applies. The cages come with every board
// it is given.
class KillerStepSolver final : public StepSolver {
public:
    explicit KillerStepSolver(const SudokuShape& shape);

    // On: solve() keeps no steps and steps get no text (difficulty features read only the counts).
    void setCountsOnly(bool countsOnly) { countsOnly_ = countsOnly; }

    const std::vector<TechniqueInfo>& techniques() const override;
    std::vector<ValueSet> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const override;
    StepTrace solve(const Board& givens) const override;

    // Whether the techniques up to `hardest` (a KillerTechnique) alone finish `givens`, without a guess.
    bool solvesWith(const Board& givens, int hardest) const;

private:
    CandidateGrid gridOf(const Board& filled) const;
    // The first step of the techniques `first`..`hardest` (-1: every one before a guess).
    std::optional<LogicStep> easiestStep(const CandidateGrid& grid, const Cages& cages, int hardest = -1, int first = 0) const;
    // Rounds of parallel solving (every single and cage combination seen at once, else one easiest step).
    int parallelRounds(const Board& givens, std::optional<Board>& solution) const;
    Board solutionOf(const Board& givens) const;

    int side_;
    std::shared_ptr<const CandidateGrid::Layout> layout_;   // rows, columns, boxes
    bool countsOnly_ = false;
    mutable KillerNativeSolver exact_;   // only for guesses
};

// A counts-only step solver for `shape`, one per thread and size, kept for the thread's life.
const KillerStepSolver& killerStepSolverFor(const SudokuShape& shape);

} // namespace ps
