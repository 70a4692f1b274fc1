#pragma once
#include "SkyscrapersEasyLadder.h"
#include "SkyscrapersLineWays.h"
#include "SkyscrapersNativeSolver.h"
#include "logic/CandidateGrid.h"
#include "logic/StepSolver.h"

#include <memory>
#include <optional>

namespace ps {

// Skyscrapers' human-style step solver: the clue techniques (SkyscrapersClueSteps) and the Latin-square
// unit techniques of logic/, tried easiest first (SkyscrapersTechnique), each step explained; a guess
// towards the solution the exact solver finds only when none applies. The clues come with every board it
// is given (Board::outerClues).
//
// With empty squares (SkyscrapersShape) the clue of 1 or N takes its empty-square form
// (findClueEdgeWithEmptySquares), the clue bounds count heights only, and visibility counts the empty
// squares. With one empty square per line it is one more value, once in every unit, so the unit
// techniques hold as they are; with two or more they do not, and only the clue techniques, naked singles,
// the singles' own form (findLineSinglesWithEmptySquares) and the guess are used. With distinct diagonals the two main diagonals are units too (Unit::Kind::
// Diagonal): singles, subsets and the XY-wing's "sees" take them, and the hints name them.
class SkyscrapersStepSolver final : public StepSolver {
public:
    explicit SkyscrapersStepSolver(int side) : SkyscrapersStepSolver(SkyscrapersShape(side, side, false)) {}
    explicit SkyscrapersStepSolver(const SkyscrapersShape& shape);

    // On: solve() keeps no steps and steps get no text (difficulty features read only the counts).
    void setCountsOnly(bool countsOnly) { countsOnly_ = countsOnly; }

    const std::vector<TechniqueInfo>& techniques() const override;
    std::vector<ValueSet> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const override;
    StepTrace solve(const Board& givens) const override;

    // Whether the techniques up to `hardest` alone finish `givens` (no guess, no record). Up to clue
    // bounds on a plain grid SkyscrapersEasyLadder answers; solvesStepByStep always takes the steps.
    bool solvesWith(const Board& givens, int hardest) const;
    bool solvesStepByStep(const Board& givens, int hardest) const;

private:
    CandidateGrid gridOf(const Board& filled) const;
    std::optional<LogicStep> easiestStep(const CandidateGrid& grid, const OuterClues& clues, int hardest) const;
    Board solutionOf(const Board& givens) const;

    SkyscrapersShape shape_;
    int side_;
    std::shared_ptr<const CandidateGrid::Layout> layout_;
    bool countsOnly_ = false;
    mutable SkyscrapersLineWays ways_;
    mutable SkyscrapersNativeSolver exact_;   // only for guesses
    mutable std::optional<SkyscrapersEasyLadder> easy_;   // solvesWith up to clue bounds on a plain grid
};

// A counts-only step solver for boards of `shape`, one per thread and shape, kept for the thread's life.
const SkyscrapersStepSolver& countingSkyscrapersStepSolver(const SkyscrapersShape& shape);

} // namespace ps
