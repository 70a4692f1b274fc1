#pragma once
#include "SudokuShape.h"
#include "logic/StepSolver.h"

#include <memory>

namespace ps {

class SudokuLogicSolver;

// The Sudoku techniques of SudokuLogicSolver behind the generic StepSolver interface.
class SudokuStepSolver final : public StepSolver {
public:
    explicit SudokuStepSolver(SudokuShape shape);
    ~SudokuStepSolver() override;

    const std::vector<TechniqueInfo>& techniques() const override;
    std::vector<ValueSet> candidates(const Board& filled) const override;
    std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const override;
    StepTrace solve(const Board& givens) const override;

private:
    SudokuShape shape_;
    std::unique_ptr<SudokuLogicSolver> solver_;   // keeps its exact solver between calls
};

} // namespace ps
