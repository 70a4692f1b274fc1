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
    int pickRun = 0;                 // the run `puzzle` comes from (1-based)
    int step = 0;                    // the removals accepted in that run before `puzzle`
    bool cancelled = false;
    GenerationResult lastRun;        // the last run as GenPuzzles ended it (its harvest, when watched with one)
};

// What a watcher of generation at a class adds (the studio): every event of every run, and each run's
// harvest. Neither changes which puzzle comes out.
struct TargetedWatch {
    GenerationObserver* observer = nullptr;
    bool harvest = false;
};

// Runs per puzzle before generation at a class settles for the nearest class it saw: the command line
// and the studio alike.
inline constexpr int kMaxRunsForClass = 200;

// Generation at a target class: runs GenPuzzles on fresh full boards until one passes through the target.
// A run empties its board to a minimal puzzle; if that is harder than the target, the board with the
// most empty squares that is still of the target class is looked up along the run's removals by
// looking back from the end, then bisection (the class rarely falls as squares are emptied, and the
// board found is classified again, so a miss only costs another run). Where the type's rule gives a
// cheap bound (GenerationPolicy::logicSolvesWithin), that bound steers the search and the classifier is asked
// only about the board it picks; elsewhere the classifier steers. Where the type says so
// (GenerationPolicy::generatesWithinBound: Sudoku's easy and medium), a run instead keeps only the removals
// that bound still allows (GenerationSettings::within), so it ends on a board as empty as the class
// allows and no look back is needed. Gives up after `maxRuns` runs with the nearest class it saw.
// This is the one way a class is hit: `generate --seed S --difficulty D` and the studio's Generate with
// seed S at D both call it with Rng(S), so they show the same puzzle.
TargetedResult generateAtDifficulty(PuzzleGenerator& generator, const PuzzleRules& rules, const DifficultyClassifier& classifier,
                                    GenerationSettings settings, Difficulty target, Rng& rng, int maxRuns,
                                    const CancelToken* cancel = nullptr, TargetedWatch watch = {});

} // namespace ps
