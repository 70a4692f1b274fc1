#pragma once
#include "SudokuShape.h"
#include "types/PuzzleRules.h"

#include <utility>

namespace ps {

// Sudoku on an n x n grid with boxRows x boxCols boxes: every row, column and box holds 1..n once. The
// same rules serve a shape of other regions (SudokuShape::withRegions): every row, column and region.
class SudokuRules final : public PuzzleRules {
public:
    explicit SudokuRules(SudokuShape shape) : shape_(std::move(shape)) {}

    const SudokuShape& shape() const { return shape_; }

    std::string typeId() const override { return "sudoku"; }
    std::string parameters() const override { return shape_.text(); }
    EngineMessage description() const override;
    int rows() const override { return shape_.size(); }
    int cols() const override { return shape_.size(); }
    int maxValue() const override { return shape_.size(); }
    int regionOf(int cell) const override { return shape_.boxOf(cell / shape_.size(), cell % shape_.size()); }
    bool valuesAlwaysNumbers() const override { return maxValue() > 25; }   // letters run to P

    Board randomSolution(Rng& rng) const override;                     // SudokuSolutionMaker.cpp
    void declareConstraints(Z3Cells& cells) const override;             // SudokuZ3Definition.cpp
    std::unique_ptr<SolverBackend> makeNativeSolver() const override;  // makeSudokuNativeSolver
    std::unique_ptr<StepSolver> makeStepSolver() const override;       // SudokuStepSolver
    // No limit at any size: every square is really tested and puzzles come out minimal. The native
    // solver settles the tests its search cannot within SudokuNativeSolver::kNodesBeforeProof nodes with a
    // SAT proof (a sparse 25x25 has some 300 of them, ~0.3 s each: see `bench --sizes`).
    long generationSearchBudget() const override { return 0; }
    std::vector<BoardTransform> randomSymmetries(Rng& rng) const override; // SudokuSymmetries.cpp
    std::optional<EngineMessage> findConflict(const Board& board) const override;
    std::vector<int> conflictingCells(const Board& board) const override;
    std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const override;  // SudokuFeatures.cpp
    std::vector<std::string> featureNames() const override;
    std::vector<std::string> featureGroups() const override;            // SudokuFeatures.cpp
    // Our class names, qqwing's levels (simple, easy, intermediate, expert) and sgt-solo's (trivial,
    // basic -> easy, medium; intermediate, advanced -> hard; extreme, unreasonable -> evil). `source`
    // tells qqwing's "easy" (our medium) from ours.
    std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const override;
    std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const override;
    // The classes by what solving needs (SudokuSolvingClass.h): easy = hidden singles in boxes finish the
    // grid, medium = all singles, hard = intersections and subsets, evil = beyond.
    Difficulty ruleDifficulty(const Board& givens) const override;
    // With boxes, the classes are ruleDifficulty's; the learnt score only places a puzzle in its band.
    bool classesBySolving() const override { return shape_.hasBoxes(); }
    // The score model saw 4x4, 9x9 and 16x16 puzzles of every level it has, and 25x25 only at sgt-solo's
    // basic: elsewhere (25x25, and every other box shape) the score is the rule's.
    bool learntScoreApplies() const override;
    // Each class's bound is its own solve (sudokuSolvesWithin); evil has none. For a shape of regions other
    // than boxes (Jigsaw's layouts, whose classes are Jigsaw's model's) the singles ladder as before: easy
    // = naked singles finish it, medium = naked and hidden singles.
    std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const override;
    // Easy and medium: a singles solve costs a few microseconds, less than a uniqueness search, and the
    // puzzles come out as empty as their class allows (as sgt-solo makes its trivial and basic ones).
    bool generatesWithinBound(Difficulty level) const override { return level == Difficulty::Easy || level == Difficulty::Medium; }
    // Every class up to 16x16; above, easy, medium and evil (hard is not reached in reasonable time).
    std::vector<Difficulty> offeredDifficulties() const override;

private:
    SudokuShape shape_;
};

// The fastest exact solver for the shape: Sudoku9Solver for 3x3 boxes, SudokuNativeSolver for the others
// (and for every shape of regions other than boxes).
std::unique_ptr<SolverBackend> makeSudokuNativeSolver(const SudokuShape& shape);

} // namespace ps
