#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"
#include "difficulty/Difficulty.h"

#include <vector>

namespace ps {
class PuzzleRules;
}

// What the studio says about a grid typed in by hand: how many solutions (0, 1 or 2 = several), one
// solution, where two solutions differ, and the class when there is exactly one.
struct GridAnalysis {
    int solutions = 0;
    bool undecided = false;       // the time limit ran out before the count was settled
    ps::Board solution;
    std::vector<int> ambiguous;   // squares where two solutions differ
    ps::Difficulty difficulty = ps::Difficulty::Easy;
};

// How long the studio lets an analysis run before it says it could not decide (the user may cancel sooner).
inline constexpr double kAnalysisSeconds = 30.0;

// The exact solver, then the complexity function; meant for a worker thread (a JobSlot). Stops early when
// `cancel` is set, and answers `undecided` when its time limit passes.
GridAnalysis analyseGrid(const ps::PuzzleRules& rules, const ps::Board& givens, const ps::DifficultyClassifier& classifier,
                         const ps::CancelToken& cancel);
