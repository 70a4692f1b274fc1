#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <QFuture>
#include <memory>
#include <vector>

namespace ps {
class PuzzleRules;
}

// What the studio says about a grid typed in by hand: how many solutions (0, 1 or 2 = several), one
// solution, where two solutions differ, and the class when there is exactly one.
struct GridAnalysis {
    int solutions = 0;
    ps::Board solution;
    std::vector<int> ambiguous;   // squares where two solutions differ
    ps::Difficulty difficulty = ps::Difficulty::Easy;
};

// Runs in a worker thread (the exact solver and the difficulty model), so the window never waits.
QFuture<GridAnalysis> analyseGrid(std::shared_ptr<const ps::PuzzleRules> rules, const ps::Board& givens);
