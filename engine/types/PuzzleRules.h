#pragma once
#include "Presentation.h"
#include "core/Board.h"
#include "core/EngineError.h"
#include "difficulty/DifficultySpec.h"
#include "difficulty/GraderScales.h"
#include "generate/GenerationMoves.h"
#include "generate/GenerationPolicy.h"
#include "solve/SolverDefinition.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ps {

class StepSolver;

// One puzzle type with its parameters (a grid with 3x3 boxes, ...): the rules proper (parameters,
// dimensions and values, what breaks a rule, the step solver), and the parts below. Each type lives in
// types/<name>/ and is listed in TypeRegistry; nothing outside a type's folder may assume which type it
// is working on.
//
// The other jobs of a type are small interfaces of their own, each in the folder of the code that uses
// it, so that code asks only for the part it needs (and solve/ and difficulty/ never depend on types/):
//   SolverDefinition (solve/)      the grid, the z3 definition D, the native solver: the backends;
//   DifficultySpec (difficulty/)   the type id, features and rule: the classifiers;
//   GraderScales (difficulty/)     other graders' labels as classes and scores: train, rate, bench;
//   GenerationMoves (generate/)    full boards, symmetries, the emptying move: PuzzleGenerator;
//   GenerationPolicy (generate/)   default backend and budget, the bound at a class: generation set-up;
//   Presentation (types/)          edges, labels, regions, numbers or letters: the painter and grid view.
// A type's rules class implements them all, overriding only what differs from the defaults.
class PuzzleRules : public SolverDefinition,
                    public DifficultySpec,
                    public GraderScales,
                    public GenerationMoves,
                    public GenerationPolicy,
                    public Presentation {
public:
    ~PuzzleRules() override = default;

    // typeId() "sudoku" (DifficultySpec); rows(), cols(), maxValue(), description() "Sudoku %1x%1 (%2
    // boxes)" (translated by the app) and describe() (SolverDefinition).
    virtual std::string parameters() const = 0;   // "3x3": enough for TypeRegistry to rebuild the rules
    Board emptyBoard() const { return Board(rows(), cols()); }

    // What these rules add to the type's instructions (PuzzleType::instructions) for a worksheet: a rule
    // option's sentence ("Each row and column also has 1 empty square..."), or nothing.
    virtual EngineMessage instructionsNote() const { return {}; }

    // The type's human-style step solver for hints, or null while the type has no techniques.
    virtual std::unique_ptr<StepSolver> makeStepSolver() const;

    // A plain description of a rule the filled squares already break ("Row 1 has 5 twice (R1C2 and
    // R1C7)."), or nothing. Wrong dimensions and values outside 1..maxValue count as broken rules too.
    virtual std::optional<EngineMessage> findConflict(const Board& board) const = 0;

    // Every filled square whose value breaks a rule together with another square (for highlighting).
    virtual std::vector<int> conflictingCells(const Board& board) const = 0;

    // The class by the type's own rule (DifficultySpec). By default: bands of the share of squares given,
    // scaled from the usual 9x9 clue counts (36+ easy, 31-35 medium, 27-30 hard, 26 and fewer evil).
    Difficulty ruleDifficulty(const Board& givens) const override;
    // The rule's 0-100 score: by default the middle of ruleDifficulty's band on the default bands.
    double ruleScore(const Board& givens) const override;

    // A full board that breaks no rule.
    bool isSolution(const Board& board) const;
    // Right dimensions for these rules.
    bool fits(const Board& board) const { return board.rows() == rows() && board.cols() == cols(); }
};

} // namespace ps
