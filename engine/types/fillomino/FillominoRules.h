#pragma once
#include "FillominoShape.h"
#include "types/PuzzleRules.h"

#include <utility>

namespace ps {

// Fillomino on a rows x cols grid: every maximal orthogonally connected group of equal values has
// exactly as many squares as its value (so two regions of the same size never touch). Values run up to
// the number of squares, since one region may cover the whole grid.
//
// This class only connects the PuzzleRules interface to the type's parts, each in its own file, so a
// change of the interface touches nothing else.
class FillominoRules final : public PuzzleRules {
public:
    explicit FillominoRules(FillominoShape shape) : shape_(std::move(shape)) {}

    const FillominoShape& shape() const { return shape_; }

    std::string typeId() const override { return "fillomino"; }
    std::string parameters() const override { return shape_.text(); }
    EngineMessage description() const override { return {PS_TRANSLATE("Engine", "Fillomino %1"), {shape_.text()}}; }
    int rows() const override { return shape_.rows(); }
    int cols() const override { return shape_.cols(); }
    int maxValue() const override { return shape_.cellCount(); }
    // Regions follow the values, not the grid: the painter draws them from the board.
    int regionOf(int cell) const override { (void)cell; return -1; }
    // Thick between two filled squares of different values: regions outline themselves as they fill.
    GridPresentation presentation(const Board& shown) const override;
    bool valuesAlwaysNumbers() const override { return maxValue() > 25; }   // letters run to P

    Board randomSolution(Rng& rng) const override;                          // FillominoSolutionMaker
    void declareConstraints(Z3Cells& cells) const override;                  // FillominoZ3Definition
    // Values up to the grid's size: one-hot would need rows*cols Booleans per square.
    bool needsIntegerCells() const override { return true; }
    std::unique_ptr<SolverBackend> makeNativeSolver() const override;       // FillominoNativeSolver
    std::unique_ptr<StepSolver> makeStepSolver() const override;           // FillominoStepSolver
    // The paper's rule: every region of the solution keeps at least one given.
    bool mayEmpty(const Board& puzzle, const Board& solution, const std::vector<int>& squares) const override;
    std::vector<BoardTransform> randomSymmetries(Rng& rng) const override;  // core/GridSymmetries
    long generationSearchBudget() const override { return searchBudgetForGrid(cellCount()); }
    std::optional<EngineMessage> findConflict(const Board& board) const override;   // FillominoConflicts
    std::vector<int> conflictingCells(const Board& board) const override;
    // FillominoFeatures. The context is not used: its counts have a node budget.
    std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const override;
    std::vector<std::string> featureNames() const override;
    // A stated rule over the features (FillominoDifficulty.h): no labelled data exists to learn from.
    Difficulty ruleDifficulty(const Board& givens) const override;
    // With the solution a generator proved unique, the step solve guesses towards it instead of searching
    // for it (the same class: the search would find that very board).
    Difficulty ruleDifficultyWith(const Board& givens, const ClassifyContext& context) const override;
    double ruleScore(const Board& givens) const override;
    // The rule's bound: for Easy and Medium, the step solver's techniques up to the class's hardest finish
    // it without a guess; for Hard, the class itself (a guess is made towards the one solution, so a
    // puzzle filed Hard or easier is proven unique); Evil takes every puzzle.
    std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const override;
    // Easy, Medium and Hard keep only the removals their bound still allows (sgt-filling's way: its
    // generator keeps a removal only when its own deductions finish the puzzle), so such a puzzle comes out
    // as empty as its class allows; Easy and Medium need no uniqueness proof. Evil empties to a minimal
    // puzzle.
    bool generatesWithinBound(Difficulty level) const override { return level != Difficulty::Evil; }

private:
    FillominoShape shape_;
};

} // namespace ps
