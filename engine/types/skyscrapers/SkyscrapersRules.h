#pragma once
#include "SkyscrapersShape.h"
#include "types/PuzzleRules.h"

namespace ps {

// Skyscrapers on an N x N grid (4 <= N <= 9): every row and column holds the heights 1..N once, and each
// clue outside the grid says how many buildings are seen from there along its row or column, a taller
// building hiding every shorter one behind it. The clues are the puzzle's own: they come with the board
// (Board::outerClues), as do any givens. Two variants of published collections are rule options
// (SkyscrapersShape): heights 1..V < N with N - V empty squares per line, and distinct diagonals.
//
// This class only connects the PuzzleRules interface to the type's parts, each in its own file.
class SkyscrapersRules final : public PuzzleRules {
public:
    static constexpr int kMinSide = SkyscrapersShape::kMinSide;
    static constexpr int kMaxSide = SkyscrapersShape::kMaxSide;

    explicit SkyscrapersRules(int side) : SkyscrapersRules(SkyscrapersShape(side, side, false)) {}
    explicit SkyscrapersRules(const SkyscrapersShape& shape);

    int side() const { return side_; }
    const SkyscrapersShape& shape() const { return shape_; }

    std::string typeId() const override { return "skyscrapers"; }
    std::string parameters() const override;
    EngineMessage description() const override;
    // The rule options in a sentence for worksheets (empty squares, distinct diagonals).
    EngineMessage instructionsNote() const override;
    int rows() const override { return side_; }
    int cols() const override { return side_; }
    int maxValue() const override { return shape_.maxValue(); }
    bool valuesAlwaysNumbers() const override { return true; }   // heights
    // Thin lines only; the clues outside the grid, grey once their line is full and shows them
    // (SkyscrapersPresentation.cpp).
    GridPresentation presentation(const Board& shown) const override;
    // An empty square: "×".
    std::string valueMark(int value) const override;

    // A random Latin square (KenKen's maker; with distinct diagonals, the kernel's search near one) with
    // every clue outside it; the values above V become empty squares.
    Board randomSolution(Rng& rng) const override;
    // The Latin square; the clues come with each puzzle (SkyscrapersZ3Definition.cpp).
    void declareConstraints(Z3Cells& cells) const override;
    void declareOuterClues(Z3Cells& cells, const OuterClues& clues) const override;
    std::unique_ptr<SolverBackend> makeNativeSolver() const override;   // SkyscrapersNativeSolver
    std::unique_ptr<StepSolver> makeStepSolver() const override;       // SkyscrapersStepSolver
    long generationSearchBudget() const override { return searchBudgetForGrid(cellCount()); }
    // The grid's rotations and reflections; the clues move with their lines. No relabelling (it would
    // change what is seen).
    std::vector<BoardTransform> randomSymmetries(Rng& rng) const override;
    std::optional<EngineMessage> findConflict(const Board& board) const override;   // SkyscrapersConflicts
    std::vector<int> conflictingCells(const Board& board) const override;
    std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const override;   // SkyscrapersFeatures
    std::vector<std::string> featureNames() const override;
    // The hardest technique the step solver needed, on sgt-towers' ladder (SkyscrapersTechnique.h).
    Difficulty ruleDifficulty(const Board& givens) const override;
    std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const override;
    // Easy keeps only the removals Easy's techniques still finish (sgt-towers' way): on a plain grid
    // SkyscrapersEasyLadder answers that for less than a uniqueness proof costs, and no look back is needed.
    bool generatesWithinBound(Difficulty level) const override;
    // Easy on a plain grid keeps every clue, as sgt-towers' Easy does (with it, generatesWithinBound).
    bool keepsOuterClues(Difficulty level) const override { return generatesWithinBound(level); }
    // sgt-towers' levels: easy, hard, extreme, unreasonable as Easy, Medium, Hard, Evil.
    std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const override;
    std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const override;

private:
    SkyscrapersShape shape_;
    int side_;
};

} // namespace ps
