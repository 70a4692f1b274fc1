#pragma once
#include "types/PuzzleRules.h"

namespace ps {

// Futoshiki on an N x N grid (4 <= N <= 9): every row and column holds 1..N once, and every inequality
// sign between two neighbouring squares holds (the square at the sign's point is the smaller). The signs
// are the puzzle's own: they come with the board as relation cages (FutoshikiSigns.h), the givens as
// values.
//
// This class only connects the PuzzleRules interface to the type's parts, each in its own file.
class FutoshikiRules final : public PuzzleRules {
public:
    static constexpr int kMinSide = 4;
    static constexpr int kMaxSide = 9;

    explicit FutoshikiRules(int side);
    // "6x6" or "6"; throws EngineError saying what is accepted.
    static int parseSide(const std::string& text);
    int side() const { return side_; }

    std::string typeId() const override { return "futoshiki"; }
    std::string parameters() const override { return std::to_string(side_) + "x" + std::to_string(side_); }
    EngineMessage description() const override;
    int rows() const override { return side_; }
    int cols() const override { return side_; }
    int maxValue() const override { return side_; }
    bool valuesAlwaysNumbers() const override { return true; }   // values are compared: 1..9
    // Thin lines only, the signs on the edges between squares.
    GridPresentation presentation(const Board& shown) const override;

    // A random Latin square (KenKen's) with every sign between neighbours.
    Board randomSolution(Rng& rng) const override;
    void declareConstraints(Z3Cells& cells) const override;                  // FutoshikiZ3Definition
    void declareCages(Z3Cells& cells, const Cages& cages) const override;   // FutoshikiZ3Definition
    std::unique_ptr<SolverBackend> makeNativeSolver() const override;       // FutoshikiNativeSolver
    std::unique_ptr<StepSolver> makeStepSolver() const override;            // FutoshikiStepSolver
    // The signs are removed like givens, one slot at a time (FutoshikiSigns.h).
    int clueSlots() const override;
    std::optional<Board> withoutClue(const Board& puzzle, int slot) const override;
    bool holdsClue(const Board& puzzle, int slot) const override;   // without building the board
    std::vector<int> clueSquares(int slot) const override;
    long generationSearchBudget() const override { return searchBudgetForGrid(cellCount()); }
    // The grid's own moves (rotations, reflections), the signs moving along; no relabelling, which
    // would break the signs.
    std::vector<BoardTransform> randomSymmetries(Rng& rng) const override;
    std::optional<EngineMessage> findConflict(const Board& board) const override;   // FutoshikiConflicts
    std::vector<int> conflictingCells(const Board& board) const override;
    std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const override;   // FutoshikiFeatures
    std::vector<std::string> featureNames() const override;
    // The hardest technique the step solver needed, on sgt-unequal's ladder (FutoshikiDifficulty.h).
    Difficulty ruleDifficulty(const Board& givens) const override;
    std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const override;
    // The same for `puzzle` without the sign in `slot`, on the bound with that sign left out: no board built.
    std::optional<bool> logicSolvesWithinWithoutClue(const Board& puzzle, int slot, Difficulty level) const override;
    // Below Evil, a removal stands only while that bound still finishes the board (sgt-unequal's way too):
    // emptied to a minimal puzzle, most boards need a guess or finish with single signs, and the
    // classes between are rarely passed through (5x5, seed 1: 28 easy, 1 medium, 11 evil of 40).
    bool generatesWithinBound(Difficulty level) const override { return level != Difficulty::Evil; }
    // sgt-unequal's levels: trivial and easy are Easy, tricky Medium, extreme Hard, recursive Evil.
    std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const override;
    std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const override;

private:
    int side_;
};

} // namespace ps
