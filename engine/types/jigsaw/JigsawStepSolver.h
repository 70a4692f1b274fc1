#pragma once
#include "core/Cages.h"
#include "logic/StepSolver.h"

#include <memory>

namespace ps {

class SudokuStepSolver;

// Sudoku's techniques on a Jigsaw Sudoku: a SudokuStepSolver for the regions of the board asked about,
// made again when a board brings other regions. A board without regions has rows and columns only.
class JigsawStepSolver final : public StepSolver {
public:
    explicit JigsawStepSolver(int side);
    ~JigsawStepSolver() override;

    const std::vector<TechniqueInfo>& techniques() const override;
    std::vector<ValueSet> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const override;
    StepTrace solve(const Board& givens) const override;

private:
    const SudokuStepSolver& solverFor(const Board& board) const;

    int side_;
    mutable Cages cages_;
    mutable std::unique_ptr<SudokuStepSolver> inner_;
};

} // namespace ps
