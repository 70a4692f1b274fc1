#include "JigsawStepSolver.h"

#include "JigsawRegions.h"
#include "core/EngineError.h"
#include "types/sudoku/SudokuStepSolver.h"
#include "types/sudoku/SudokuTechnique.h"

namespace ps {

JigsawStepSolver::JigsawStepSolver(int side) : side_(side) {}

JigsawStepSolver::~JigsawStepSolver() = default;

const std::vector<TechniqueInfo>& JigsawStepSolver::techniques() const { return sudokuTechniques(); }

const SudokuStepSolver& JigsawStepSolver::solverFor(const Board& board) const
{
    static const Cages kNone;
    const Cages& cages = board.hasCages() ? board.cages() : kNone;
    if (!inner_ || cages != cages_) {
        std::optional<std::vector<int>> regionOf = cages.empty() ? std::optional(jigsaw_regions::rows(side_)) : jigsaw_regions::fromCages(side_, cages);
        if (!regionOf)
            throw EngineError(PS_TRANSLATE("Engine", "The puzzle's regions are not %1 connected regions of %1 squares each."),
                              {std::to_string(side_)});
        inner_ = std::make_unique<SudokuStepSolver>(SudokuShape::withRegions(side_, std::move(*regionOf)));
        cages_ = cages;
    }
    return *inner_;
}

std::vector<ValueSet> JigsawStepSolver::candidates(const Board& filled) const { return solverFor(filled).candidates(filled); }

std::optional<LogicStep> JigsawStepSolver::nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const
{
    return solverFor(filled).nextStep(filled, allowed, solution);
}

StepTrace JigsawStepSolver::solve(const Board& givens) const
{
    StepTrace trace = solverFor(givens).solve(givens);
    if (!trace.result.isEmpty())
        trace.result.copyCagesFrom(givens);
    return trace;
}

} // namespace ps
