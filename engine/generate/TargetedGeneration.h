#pragma once
#include "GenPuzzles.h"
#include "difficulty/Difficulty.h"

namespace ps {

struct TargetedResult {
    bool reached = false;            // `puzzle` is of the target class
    Difficulty difficulty = Difficulty::Easy;   // the class of `puzzle` (the nearest found when not reached)
    Board puzzle;
    Board solution;
    int runs = 0;                    // GenPuzzles runs it took
    bool cancelled = false;
};

// Generation at a target class: runs GenPuzzles on fresh full boards until one passes through the target.
// A run empties its board to a minimal puzzle; if that is harder than the target, the board with the
// most empty squares that is still of the target class is looked up along the run's removals by
// looking back from the end, then bisection (the class rarely falls as squares are emptied, and the
// board found is classified again, so a miss only costs another run). Where the type's rule gives a
// cheap bound (PuzzleRules::logicSolvesWithin), that bound steers the search and the classifier is asked
// only about the board it picks; elsewhere the classifier steers. Where the type says so
// (PuzzleRules::generatesWithinBound: Sudoku's easy and medium), a run instead keeps only the removals
// that bound still allows (GenerationSettings::within), so it ends on a board as empty as the class
// allows and no look back is needed. Gives up after `maxRuns` runs with the nearest class it saw.
TargetedResult generateAtDifficulty(PuzzleGenerator& generator, const PuzzleRules& rules, const DifficultyClassifier& classifier,
                                    GenerationSettings settings, Difficulty target, Rng& rng, int maxRuns,
                                    const CancelToken* cancel = nullptr);

} // namespace ps
