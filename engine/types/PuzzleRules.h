#pragma once
#include "core/Board.h"
#include "core/EngineError.h"
#include "core/BoardTransform.h"
#include "core/Rng.h"
#include "difficulty/Difficulty.h"
#include "difficulty/DifficultySpec.h"
#include "solve/SolverDefinition.h"
#include "types/GridPresentation.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ps {

class Z3Cells;
class SolverBackend;
class StepSolver;

// One puzzle type with its parameters (a grid with 3x3 boxes, ...): everything GenPuzzles, the solver
// backends and the app need to know about a type. Each type lives in types/<name>/ and is listed in
// TypeRegistry; nothing outside a type's folder may assume which type it is working on.
//
// Two of its jobs are interfaces of their own, so that the folders that use them never depend on the
// types: SolverDefinition (the grid, the z3 definition D, the native solver: what solve/ needs) and
// DifficultySpec (the type's id, its features and rule: what difficulty/ needs).
class PuzzleRules : public SolverDefinition, public DifficultySpec {
public:
    ~PuzzleRules() override = default;

    // typeId() "sudoku" (DifficultySpec); rows(), cols(), maxValue(), description() "Sudoku %1x%1 (%2
    // boxes)" (translated by the app) and describe() (SolverDefinition).
    virtual std::string parameters() const = 0;   // "3x3": enough for TypeRegistry to rebuild the rules
    // The fixed region a square belongs to whatever the puzzle (such as its box), or -1 where the type has
    // none: its regions, if any, come with each puzzle (presentation).
    virtual int regionOf(int cell) const { (void)cell; return -1; }
    // How a board showing `shown` (givens and entered values, with the puzzle's cages or regions) is
    // drawn: edge styles, corner labels and the outlined unit of each square. By default the squares of
    // a cage (any structure the board carries) or of a fixed region are outlined with thick lines.
    virtual GridPresentation presentation(const Board& shown) const;
    Board emptyBoard() const { return Board(rows(), cols()); }

    // A random complete solution (the paper's GetRandomPuzzle).
    virtual Board randomSolution(Rng& rng) const = 0;

    // declareConstraints (D), declareCages, needsIntegerCells: see SolverDefinition.

    // Whether values above 9 are always written as numbers (10, 11, ...), never as letters (A, B, ...):
    // types with more than 25 values (letters stop at P), and types whose values take part in arithmetic.
    virtual bool valuesAlwaysNumbers() const { return maxValue() > 25; }

    // makeNativeSolver: see SolverDefinition.

    // The type's human-style step solver for hints, or null while the type has no techniques.
    virtual std::unique_ptr<StepSolver> makeStepSolver() const;

    // The type's own condition for emptying `squares` of `puzzle` (whose solution is `solution`), checked
    // before any solver call (a type with regions: every region keeps at least one clue). Only ever
    // tightens as squares are emptied, so a square refused once stays refused.
    virtual bool mayEmpty(const Board& puzzle, const Board& solution, const std::vector<int>& squares) const
    {
        (void)puzzle, (void)solution, (void)squares;
        return true;
    }

    // GenPuzzles' move: `puzzle` with `squares` emptied, or nothing when the type refuses. By default the
    // squares are emptied where mayEmpty allows it. A type whose puzzles carry cages may do more, and
    // draw from `rng` to do it (merging the square's cage into a neighbouring one, so that every square
    // of the merged cage empties). `aim`: the class generation is after, if any (such a type may draw the
    // clues of merged cages for it).
    virtual std::optional<Board> emptied(const Board& puzzle, const Board& solution, const std::vector<int>& squares,
                                         std::optional<Difficulty> aim, Rng& rng) const;
    // How many more times GenPuzzles tests the squares that still hold a value once every square was
    // tested. Pointless where the move is fixed (emptying the same square fails again); where it is drawn
    // at random (a merge with a neighbouring cage drawn at random) another draw may be kept.
    virtual int morePasses() const { return 0; }

    // One random instance of each of the type's symmetry transformations (the paper's T~).
    virtual std::vector<BoardTransform> randomSymmetries(Rng& rng) const = 0;

    // A plain description of a rule the filled squares already break ("Row 1 has 5 twice (R1C2 and
    // R1C7)."), or nothing. Wrong dimensions and values outside 1..maxValue count as broken rules too.
    virtual std::optional<EngineMessage> findConflict(const Board& board) const = 0;

    // Every filled square whose value breaks a rule together with another square (for highlighting).
    virtual std::vector<int> conflictingCells(const Board& board) const = 0;

    // features(givens, context): the feature vector for the complexity function C (DifficultySpec; a type
    // whose count can take long stops it when the context's cancel token is set).
    virtual std::vector<std::string> featureNames() const = 0;
    // The group each feature belongs to, for reports of what each group contributes (by default every
    // feature is its own group).
    virtual std::vector<std::string> featureGroups() const { return featureNames(); }

    // The backend generation uses unless told otherwise (a name from BackendFactory).
    virtual std::string defaultBackend() const { return "native"; }
    // Search nodes one uniqueness proof of generation may take unless told otherwise (0: no limit): see
    // defaultSearchBudget. By default 2,000 up to 12x12, where puzzles come out minimal but for the rare
    // square whose proof needs more (a 9x9 seed of a type with regions had three proofs of 14,000-57,000
    // nodes, 300 ms, in a run that otherwise takes 4 ms), and 20 above.
    virtual long generationSearchBudget() const { return cellCount() <= 144 ? 2000 : 20; }
    // The class by the type's own rule, where no learnt model serves. By default: bands of the share of
    // squares given, scaled from the usual 9x9 clue counts (36+ easy, 31-35 medium, 27-30 hard, 26 and
    // fewer evil).
    Difficulty ruleDifficulty(const Board& givens) const override;
    // The rule's 0-100 score: by default the middle of ruleDifficulty's band on the default bands (a
    // rule, with ties; types with a learnt score model are scored by it instead).
    double ruleScore(const Board& givens) const override;
    // Whether the type's step solver finishes `givens` with only the techniques its rule files under
    // `level` and easier; nothing where the type's rule is no such ladder. A cheap bound generation at
    // a class steers by (a puzzle it finishes is, by the rule, no harder than `level`); the class
    // itself is still the classifier's.
    virtual std::optional<bool> logicSolvesWithin(const Board& givens, Difficulty level) const
    {
        (void)givens;
        (void)level;
        return std::nullopt;
    }
    // Whether generation at `level` should keep only the removals after which logicSolvesWithin still
    // finishes the board within `level` (sgt-solo's way), instead of emptying to a minimal puzzle and
    // looking back along the run. The puzzle then comes out as empty as the level allows, and no removal
    // needs a uniqueness search (logic that finishes a board proves it has one solution). Worth it where
    // the bound costs less than a uniqueness test; by default never.
    virtual bool generatesWithinBound(Difficulty level) const
    {
        (void)level;
        return false;
    }
    // A label from a data file of this type as one of the four classes (the type knows the scales of
    // the generators its data comes from; `source` names the generator), or nothing. By default: our
    // own class names.
    virtual std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const;
    // Where a grader's level sits on the 0-100 difficulty score, or nothing: a peer's scale of k levels
    // splits 0-100 into k equal bands and a level sits in the middle of its own (a scale that covers
    // another's bands sits where those are: see SudokuRules). By default our four classes' middles.
    virtual std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const;

    // A full board that breaks no rule.
    bool isSolution(const Board& board) const;
    // Right dimensions for these rules.
    bool fits(const Board& board) const { return board.rows() == rows() && board.cols() == cols(); }
};

} // namespace ps
