#pragma once
#include "core/Board.h"
#include "core/BoardTransform.h"
#include "core/Rng.h"
#include "difficulty/Difficulty.h"

#include <optional>
#include <vector>

namespace ps {

// A type's part of GenPuzzles: the full board a run starts from, the symmetries that make twins of each
// puzzle, and the move that empties squares. PuzzleGenerator asks only for this (a type's rules provide
// it: PuzzleRules derives from it).
class GenerationMoves {
public:
    virtual ~GenerationMoves() = default;

    // A random complete solution (the paper's GetRandomPuzzle).
    virtual Board randomSolution(Rng& rng) const = 0;

    // One random instance of each of the type's symmetry transformations (the paper's T~).
    virtual std::vector<BoardTransform> randomSymmetries(Rng& rng) const = 0;

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

    // Clues besides the squares' values that GenPuzzles removes one at a time like givens, while the
    // removal rule allows it (inequality signs between squares, for example): slots numbered
    // 0..clueSlots()-1, the same for every puzzle of these rules. GenPuzzles tests each slot the full
    // board holds once, in a random order, after every square was tested (before morePasses): puzzles
    // keep few givens and many such clues, as published inequality puzzles do. None by default.
    virtual int clueSlots() const { return 0; }
    // `puzzle` without the clue in `slot`, or nothing when it holds none there.
    virtual std::optional<Board> withoutClue(const Board& puzzle, int slot) const
    {
        (void)puzzle, (void)slot;
        return std::nullopt;
    }
    // Whether `puzzle` holds a clue in `slot` (withoutClue would give a board); GenPuzzles asks it for
    // every slot of each full board. A type whose withoutClue builds a board should answer it cheaper.
    virtual bool holdsClue(const Board& puzzle, int slot) const { return withoutClue(puzzle, slot).has_value(); }
    // The squares the clue in `slot` concerns (what a live view shows as tested).
    virtual std::vector<int> clueSquares(int slot) const
    {
        (void)slot;
        return {};
    }
};

} // namespace ps
