#pragma once
#include "types/PuzzleRules.h"
#include "types/sudoku/SudokuRules.h"

#include <memory>
#include <string>

namespace ps {

// Jigsaw Sudoku on an n x n grid (4 <= n <= 12): every row, every column and every outlined region holds
// 1..n once. The regions are n connected regions of n squares that differ from puzzle to puzzle; each
// board carries its own as cages without arithmetic (CageOperation::None), so they are saved, moved by
// the symmetries, compared and declared to z3 with the board.
//
// The work is Sudoku's, on the board's layout: each method that takes a board asks SudokuRules made for
// that board's regions (cached per thread), and the solvers keep a Sudoku solver for the layout they
// were last asked about. A board without regions is read as having only rows and columns.
class JigsawRules final : public PuzzleRules {
public:
    static constexpr int kMinSide = 4;
    static constexpr int kMaxSide = 12;

    // Throws EngineError unless kMinSide <= side <= kMaxSide.
    explicit JigsawRules(int side);
    // "9x9" or "9" -> 9; throws EngineError saying what is accepted.
    static int parseSide(const std::string& parameters);

    int side() const { return side_; }

    std::string typeId() const override { return "jigsaw"; }
    std::string parameters() const override { return std::to_string(side_) + "x" + std::to_string(side_); }
    EngineMessage description() const override;
    int rows() const override { return side_; }
    int cols() const override { return side_; }
    int maxValue() const override { return side_; }
    bool valuesAlwaysNumbers() const override { return false; }   // up to 12: letters A-C serve

    // A random layout, then a random filling of it; a new layout when the filling fails (some layouts
    // have none at all).
    Board randomSolution(Rng& rng) const override;
    // Rows and columns; the regions come with each puzzle (declareCages).
    void declareConstraints(Z3Cells& cells) const override;
    void declareCages(Z3Cells& cells, const Cages& cages) const override;
    std::unique_ptr<SolverBackend> makeNativeSolver() const override;   // JigsawNativeSolver
    std::unique_ptr<StepSolver> makeStepSolver() const override;       // JigsawStepSolver
    // No limit: the native solver settles every test (a SAT proof past its node budget), so puzzles come
    // out minimal.
    long generationSearchBudget() const override { return 0; }
    // Relabelling, and the rotations and reflections of the grid (the regions move with their squares).
    std::vector<BoardTransform> randomSymmetries(Rng& rng) const override;
    std::optional<EngineMessage> findConflict(const Board& board) const override;
    std::vector<int> conflictingCells(const Board& board) const override;
    // Sudoku's features on the board's layout (the same list, so Sudoku's model reads them).
    std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const override;
    std::vector<std::string> featureNames() const override;
    std::vector<std::string> featureGroups() const override;
    // sgt-solo grades its jigsaw puzzles on Solo's scale, and so do we.
    std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const override;
    std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const override;
    std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const override;
    bool generatesWithinBound(Difficulty level) const override { return level == Difficulty::Easy || level == Difficulty::Medium; }

    // The Sudoku rules of `board`'s regions (rows as regions when it carries none); nothing when its
    // cages are not n connected regions of n squares.
    std::shared_ptr<const SudokuRules> layoutRules(const Board& board) const;

private:
    int side_;
    SudokuRules plain_;   // Sudoku on rows as regions: the board-free answers (feature names, labels)
};

} // namespace ps
