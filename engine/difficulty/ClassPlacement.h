#pragma once
#include "Difficulty.h"
#include "ScoreBands.h"

#include <array>
#include <vector>

namespace ps {

// Where the puzzles of each class fall on a learnt score that does not itself define the classes (Sudoku,
// whose classes come from what solving needs): per class, the learnt score at 0%, 10%, ..., 100% of that
// class's reference puzzles. place() uses it to put a learnt score inside the band of the class the rule
// gives, monotonically, instead of clamping it there: a clamp piled half the easy 9x9 puzzles on the top
// of easy's band (docs/difficulty-score.md, "Where the score sits inside a class").
struct ClassPlacement {
    // Per class, ascending; an empty list: no reference puzzles of that class (the band's middle is used).
    std::array<std::vector<double>, 4> knots;

    // The learnt score `raw` of a puzzle of class `level`, inside that class's band: the k-th tenth of the
    // class's reference puzzles fills the k-th tenth of the band between margins of 5% of the band's
    // width; below the lowest or above the highest reference score the score approaches the band's edge
    // without reaching it. Non-decreasing in `raw`, so the learnt order inside a class is kept.
    double place(Difficulty level, double raw, const ScoreBands& bands) const;
};

// The knots of `parts` + 1 quantiles of each class's learnt scores (`raw[i]` of a puzzle of `classes[i]`).
ClassPlacement fitClassPlacement(const std::vector<double>& raw, const std::vector<Difficulty>& classes, int parts = 10);

} // namespace ps
