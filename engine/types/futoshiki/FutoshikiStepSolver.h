#pragma once
#include "FutoshikiLogicBound.h"
#include "FutoshikiNativeSolver.h"
#include "FutoshikiSigns.h"
#include "logic/CandidateGrid.h"
#include "logic/StepSolver.h"

#include <memory>

namespace ps {

// Futoshiki's human-style step solver: Latin singles, the sign techniques (FutoshikiSignSteps) and the
// kernel's sets in rows and columns, tried easiest first (FutoshikiTechnique), each step explained; a
// guess towards the solution the exact solver finds only when none applies. The signs come with every
// board it is given.
class FutoshikiStepSolver final : public StepSolver {
public:
    explicit FutoshikiStepSolver(int side);

    // On: steps get no explanation text and solve() keeps only the counts (difficulty features ask for
    // thousands of boards during generation at a class).
    void setCountsOnly(bool countsOnly) { countsOnly_ = countsOnly; }

    const std::vector<TechniqueInfo>& techniques() const override;
    std::vector<ValueSet> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const override;
    StepTrace solve(const Board& givens) const override;

    // Whether the techniques up to `hardest` (a FutoshikiTechnique) alone finish `givens`: the same
    // answer as solve() using nothing harder, worked out on bit masks (FutoshikiLogicBound), since
    // generation at a class asks it for every tested removal.
    // `leftOut`: the sign between these two squares counts as removed (generation tests a removal so
    // without building the board, FutoshikiRules::logicSolvesWithinWithoutClue); false when it has none.
    bool solvesWith(const Board& givens, int hardest, std::pair<int, int> leftOut = {-1, -1}) const;

private:
    CandidateGrid gridOf(const Board& filled) const;
    std::optional<LogicStep> easiestStep(const CandidateGrid& grid, const futoshiki::SignLinks& links, int hardest) const;
    Board solutionOf(const Board& givens) const;

    int side_;
    std::shared_ptr<const CandidateGrid::Layout> layout_;   // rows and columns
    bool countsOnly_ = false;
    mutable FutoshikiNativeSolver exact_;   // only for guesses; one solver per thread, as the interface says
    mutable FutoshikiLogicBound bound_;     // solvesWith's scratch state
};

// A counts-only step solver for boards of `side`, one per thread and size, kept for the thread's life.
const FutoshikiStepSolver& countingFutoshikiSolver(int side);

} // namespace ps
