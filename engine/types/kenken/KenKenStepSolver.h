#pragma once
#include "KenKenCageWays.h"
#include "KenKenNativeSolver.h"
#include "KenKenTechnique.h"
#include "logic/CandidateGrid.h"
#include "logic/StepSolver.h"

namespace ps {

// KenKen's human-style step solver: the Latin-square unit techniques and the cage techniques
// (KenKenTechnique), tried easiest first, each step explained; a guess towards the solution the exact
// solver finds only when none applies. The cages come with every board it is given.
//
// Its rounds follow the kenken-maker seed's difficulty metric: in a round every single and every
// elimination the cage techniques see in the grid are made at once (each computed on the grid the round
// started from); a round with none of those takes one step of the easiest technique that applies.
class KenKenStepSolver final : public StepSolver {
public:
    explicit KenKenStepSolver(int side);

    // On: solve() counts its steps without keeping them, and steps get no explanation text (difficulty
    // features read only the counts, for thousands of boards during generation at a class).
    void setCountsOnly(bool countsOnly) { countsOnly_ = countsOnly; }

    const std::vector<TechniqueInfo>& techniques() const override;
    std::vector<ValueSet> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const override;
    StepTrace solve(const Board& givens) const override;

    // Whether the techniques up to `hardest` (a KenKenTechnique) alone finish `givens`: no guess, no
    // step record, no text. Cheaper than solve() on hard boards, as it stops where they get stuck.
    bool solvesWith(const Board& givens, int hardest) const;

    // Only the round count of solve(). `solution`: the unique solution guesses head for, found here
    // when it is still empty and a guess is needed.
    int parallelRounds(const Board& givens, std::optional<Board>& solution) const;

private:
    CandidateGrid gridOf(const Board& filled) const;
    std::optional<LogicStep> easiestStep(const CandidateGrid& grid, CageWaysCache& cages, int hardest = KenKenTechnique::Guess - 1) const;
    std::optional<LogicStep> guess(const CandidateGrid& grid, const Board& solution) const;
    // The unique solution of `givens`, or an empty board when there is none or more than one.
    Board solutionOf(const Board& givens) const;

    int side_;
    std::shared_ptr<const CandidateGrid::Layout> layout_;   // rows and columns
    bool countsOnly_ = false;
    mutable KenKenNativeSolver exact_;   // only for guesses; one solver per thread, as the interface says
};

// A counts-only step solver for boards of `side`, one per thread and size, kept for the thread's life:
// difficulty features and generation at a class ask thousands of times.
const KenKenStepSolver& countingStepSolver(int side);

} // namespace ps
