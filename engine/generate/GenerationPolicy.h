#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <optional>
#include <string>
#include <vector>

namespace ps {

// How a type is best generated: the backend and the search budget generation uses unless told
// otherwise, and the cheap bound generation at a class steers by. The generation settings (aimAt,
// defaultSearchBudget), the removal rule and TargetedGeneration ask only for this (a type's rules
// provide it: PuzzleRules derives from it).
class GenerationPolicy {
public:
    virtual ~GenerationPolicy() = default;

    // The backend generation uses unless told otherwise (a name from BackendFactory).
    virtual std::string defaultBackend() const { return "native"; }

    // Search nodes one uniqueness proof of generation may take unless told otherwise (0: no limit): see
    // defaultSearchBudget, and searchBudgetForGrid for the usual answer.
    virtual long generationSearchBudget() const = 0;

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

    // logicSolvesWithin(withoutClue(puzzle, slot), level) (GenerationMoves), answered without building
    // that board: generation at a class asks it for every clue it tests, and where a removed clue costs a
    // new list of the board's structure (a type's signs between squares are cages too), building a board for each test
    // cost more than the test. False when `puzzle` holds no clue in `slot`; nothing where the type has no
    // such shortcut (then the board is built and the removal rule decides).
    virtual std::optional<bool> logicSolvesWithinWithoutClue(const Board& puzzle, int slot, Difficulty level) const
    {
        (void)puzzle, (void)slot, (void)level;
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

    // Whether generation at `level` leaves every clue outside the grid in place and empties only squares
    // (sgt-towers' Easy). By default the clues are dropped too, after the squares, while the removal rule
    // allows it.
    virtual bool keepsOuterClues(Difficulty level) const
    {
        (void)level;
        return false;
    }

    // The classes generation at a class offers for these parameters, easiest first: those it reaches in
    // reasonable time. By default all four; generateAtDifficulty refuses the others with a message that
    // names the ones offered.
    virtual std::vector<Difficulty> offeredDifficulties() const
    {
        return {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil};
    }
};

// The usual generation search budget for a grid of `cellCount` squares: 2,000 nodes up to 12x12, where
// puzzles come out minimal but for the rare square whose proof needs more (a 9x9 seed of a type with
// regions had three proofs of 14,000-57,000 nodes, 300 ms, in a run that otherwise takes 4 ms), and 20
// above.
inline long searchBudgetForGrid(int cellCount) { return cellCount <= 144 ? 2000 : 20; }

} // namespace ps
