#pragma once
#include "SudokuShape.h"
#include "logic/StepSolver.h"

namespace ps {

// The Sudoku techniques of LogicSolver behind the generic StepSolver interface.
class SudokuStepSolver final : public StepSolver {
public:
    explicit SudokuStepSolver(SudokuShape shape) : shape_(std::move(shape)) {}

    std::vector<Mask> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<Mask>& allowed, const Board* solution) const override;

private:
    SudokuShape shape_;
};

} // namespace ps
