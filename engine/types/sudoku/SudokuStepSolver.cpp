#include "SudokuStepSolver.h"

#include "Techniques.h"
#include "logic/GridSteps.h"
#include "SudokuLogicSolver.h"
#include "SudokuRules.h"
#include "SudokuTechnique.h"

namespace ps {

SudokuStepSolver::SudokuStepSolver(SudokuShape shape)
    : shape_(std::move(shape))
    , solver_(std::make_unique<SudokuLogicSolver>(shape_))
{
}

SudokuStepSolver::~SudokuStepSolver() = default;

const std::vector<TechniqueInfo>& SudokuStepSolver::techniques() const { return sudokuTechniques(); }

std::vector<ValueSet> SudokuStepSolver::candidates(const Board& filled) const
{
    const CandidateGrid grid = makeCandidateGrid(shape_, filled);
    std::vector<ValueSet> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        out[static_cast<std::size_t>(cell)] = ValueSet::fromMask(grid.candidates(cell));
    return out;
}

std::optional<LogicStep> SudokuStepSolver::nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const
{
    CandidateGrid grid = makeCandidateGrid(shape_, filled);
    narrowCandidates(grid, allowed);
    if (grid.isSolved())
        return std::nullopt;
    return solver_->nextStep(grid, solution);
}

StepTrace SudokuStepSolver::solve(const Board& givens) const { return solver_->solve(givens); }

std::unique_ptr<StepSolver> SudokuRules::makeStepSolver() const { return std::make_unique<SudokuStepSolver>(shape_); }

} // namespace ps
