#pragma once
#include "types/PuzzleRules.h"
#include "types/sudoku/SudokuRules.h"

#include <algorithm>
#include <string>

namespace ps {

// Killer Sudoku on an n x n grid with Sudoku's boxes (4x4, 6x6, 8x8, 9x9, 10x10, 12x12: the most nearly
// square box of the size): every row, column and box holds 1..n once, and the squares of each cage (a
// sum cage, CageOperation::Add) add up to its sum without repeating a value. The cages come with each
// board (Board::cages); givens are optional (a filled square of a one-square cage is one).
//
// The Sudoku part is SudokuRules' for the boxes; this class connects the rest to the type's own files.
class KillerRules final : public PuzzleRules {
public:
    explicit KillerRules(int side);
    // "9x9" or "9" -> 9; throws EngineError saying what is accepted.
    static int parseSide(const std::string& parameters);
    // Whether n x n Killer Sudoku is supported (Sudoku boxes exist, at most 12x12).
    static bool supportsSide(int side);

    int side() const { return side_; }
    const SudokuShape& shape() const { return sudoku_.shape(); }

    std::string typeId() const override { return "killer"; }
    std::string parameters() const override { return std::to_string(side_) + "x" + std::to_string(side_); }
    EngineMessage description() const override;
    int rows() const override { return side_; }
    int cols() const override { return side_; }
    int maxValue() const override { return side_; }
    int regionOf(int cell) const override { return sudoku_.regionOf(cell); }
    bool valuesAlwaysNumbers() const override { return true; }   // values take part in the sums
    // Thick box borders, the cages as dashed outlines inset in their squares, each sum small in the
    // top-left square of its cage (KillerPresentation.cpp).
    GridPresentation presentation(const Board& shown) const override;

    // Sudoku's random full grid, every square a one-square cage (a given).
    Board randomSolution(Rng& rng) const override;
    // Sudoku's rows, columns and boxes; the cages come with each puzzle (KillerZ3Definition.cpp).
    void declareConstraints(Z3Cells& cells) const override;
    void declareCages(Z3Cells& cells, const Cages& cages) const override;
    std::unique_ptr<SolverBackend> makeNativeSolver() const override;   // KillerNativeSolver
    std::unique_ptr<StepSolver> makeStepSolver() const override;       // KillerStepSolver
    // Merges the square's cage into a neighbouring one (KillerCaging); at Evil a given beside a cage is
    // dropped by re-cutting the cages around it (KillerGivenRecut: a bounded number of proofs, so no
    // cancel check is needed inside).
    std::optional<Board> emptied(const Board& puzzle, const Board& solution, const std::vector<int>& squares, std::optional<Difficulty> aim,
                                 Rng& rng) const override;
    int morePasses() const override { return 1; }
    // 500 nodes, a quarter of the usual 2,000: with the rule of 45 in the search (KillerHouseSums) 96% of a
    // 9x9 run's proofs take under 200 nodes, and the few that hit 2,000 made half of all nodes. Medium
    // puzzles came out the same at seed 1; evil ones have half a cage more (26.5 -> 27.0 per puzzle).
    long generationSearchBudget() const override { return std::min(500L, searchBudgetForGrid(cellCount())); }
    // Sudoku's moves of bands, stacks, rows and columns inside them, reflections (and the 90-degree
    // rotation for square boxes); no relabelling, which would break the sums. The cages move along.
    std::vector<BoardTransform> randomSymmetries(Rng& rng) const override;
    std::optional<EngineMessage> findConflict(const Board& board) const override;   // KillerConflicts
    std::vector<int> conflictingCells(const Board& board) const override;
    std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const override;   // KillerFeatures
    std::vector<std::string> featureNames() const override;
    // The hardest technique the step solver needed (KillerFeatures.h).
    Difficulty ruleDifficulty(const Board& givens) const override;
    std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const override;
    // Medium keeps only merges the step solver still finishes within the class: no uniqueness search per
    // merge, no run past the class (20 medium puzzles: 0.16-0.19 -> 0.09-0.10 s user). Not Easy: merged
    // as far as Easy's techniques allow, 11 of 30 easy puzzles were "unreasonable" for sgt-solo's grader
    // (3 of 30 as before); not Hard, whose bound (every technique) cost twice the uniqueness tests, nor
    // Evil, which holds every puzzle.
    bool generatesWithinBound(Difficulty level) const override { return level == Difficulty::Medium; }
    // sgt-solo grades its killer puzzles on Solo's scale (trivial ... unreasonable), and so do we.
    std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const override;
    std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const override;

private:
    int side_;
    SudokuRules sudoku_;   // the Sudoku part: boxes, their conflicts, their z3 constraints
};

} // namespace ps
