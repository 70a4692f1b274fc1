#include "SudokuStepSolver.h"

#include "SudokuRules.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicSolver.h"

namespace ps {

std::vector<StepSolver::Mask> SudokuStepSolver::candidates(const Board& filled) const
{
    const CandidateGrid grid(shape_, filled);
    std::vector<Mask> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        out[static_cast<std::size_t>(cell)] = grid.candidates(cell);
    return out;
}

std::optional<LogicStep> SudokuStepSolver::nextStep(const Board& filled, const std::vector<Mask>& allowed, const Board* solution) const
{
    CandidateGrid grid(shape_, filled);
    if (allowed.size() == static_cast<std::size_t>(grid.cellCount()))
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            const Mask narrowed = allowed[static_cast<std::size_t>(cell)];
            if (grid.value(cell) != 0 || narrowed == 0)
                continue;
            for (int v = 1; v <= grid.size(); ++v)
                if (!(narrowed & CandidateGrid::bit(v)))
                    grid.eliminate(cell, v);
        }
    if (grid.isSolved())
        return std::nullopt;
    return LogicSolver(shape_).nextStep(grid, solution);
}

std::unique_ptr<StepSolver> SudokuRules::makeStepSolver() const { return std::make_unique<SudokuStepSolver>(shape_); }

} // namespace ps
