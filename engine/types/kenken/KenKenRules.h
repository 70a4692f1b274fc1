#pragma once
#include "types/PuzzleRules.h"

namespace ps {

// KenKen on an N x N grid (3 <= N <= 12): every row and column holds 1..N once, and the values of each
// cage combine to its target by its operation (+ - * /; a one-square cage shows its value). The cages
// are the puzzle's own: they come with the board (Board::cages), not with these rules.
//
// This class only connects the PuzzleRules interface to the type's parts, each in its own file.
class KenKenRules final : public PuzzleRules {
public:
    static constexpr int kMinSide = 3;
    static constexpr int kMaxSide = 12;
    // One more pass over the squares still given (a merge with another neighbour may keep the puzzle
    // unique): fewer givens, as in published puzzles, and fewer runs to reach a class (4x4 hard: 22
    // runs a puzzle instead of 26; three passes did no better and cost more checks at 9x9).
    static constexpr int kMorePasses = 1;

    explicit KenKenRules(int side);
    // "6x6" or "6".
    static int parseSide(const std::string& text);

    int side() const { return side_; }

    std::string typeId() const override { return "kenken"; }
    std::string parameters() const override;
    EngineMessage description() const override;
    int rows() const override { return side_; }
    int cols() const override { return side_; }
    int maxValue() const override { return side_; }
    bool valuesAlwaysNumbers() const override { return true; }   // 12 is twelve in a cage's sum
    // Thick between squares of different cages.
    GridPresentation presentation(const Board& shown) const override;
    // The clue of a cage of two or more squares, in its first square (a one-square cage is a given).

    // A random Latin square, every square a one-square cage (KenKenSolutionMaker).
    Board randomSolution(Rng& rng) const override;
    void declareConstraints(Z3Cells& cells) const override;                    // KenKenZ3Definition
    void declareCages(Z3Cells& cells, const Cages& cages) const override;     // KenKenZ3Definition
    std::unique_ptr<SolverBackend> makeNativeSolver() const override;         // KenKenNativeSolver
    std::unique_ptr<StepSolver> makeStepSolver() const override;              // KenKenStepSolver
    // Merges the square's cage into a neighbouring one (KenKenCaging).
    std::optional<Board> emptied(const Board& puzzle, const Board& solution, const std::vector<int>& squares, std::optional<Difficulty> aim,
                                 Rng& rng) const override;
    int morePasses() const override { return kMorePasses; }
    long generationSearchBudget() const override { return searchBudgetForGrid(cellCount()); }
    std::vector<BoardTransform> randomSymmetries(Rng& rng) const override;    // core/GridSymmetries, no relabelling
    std::optional<EngineMessage> findConflict(const Board& board) const override;   // KenKenConflicts
    std::vector<int> conflictingCells(const Board& board) const override;
    // KenKenFeatures. The context is not used: a count of a 9x9 takes milliseconds at most.
    std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const override;
    std::vector<std::string> featureNames() const override;
    // A stated rule over the step solver's hardest technique (KenKenDifficulty.h), for when the learnt
    // model is not there, and to compare the model with.
    Difficulty ruleDifficulty(const Board& givens) const override;
    // The step solver with the techniques that rule allows in `level` (KenKenDifficulty.h).
    std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const override;
    // sgt-keen's levels: easy, normal, hard; extreme and unreasonable are Evil.
    std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const override;
    std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const override;

private:
    int side_;
};

} // namespace ps
