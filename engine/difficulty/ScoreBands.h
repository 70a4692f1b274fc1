#pragma once
#include "Difficulty.h"

#include <vector>

namespace ps {

// The four classes as bands of the 0-100 difficulty score: three cut points, ascending; a score below
// the first is easy, at or above the last evil.
struct ScoreBands {
    std::vector<double> cuts{25, 50, 75};

    Difficulty classOf(double score) const;
    // The middle of a class's band (where a label "this is hard" puts a puzzle on the scale).
    double middleOf(Difficulty level) const;
    // Half the width of a class's band.
    double halfWidthOf(Difficulty level) const;
};

// The cut points that file the most scored puzzles under their labelled class (searched on a 0.25 grid;
// ties go to the cut nearest the middle between the classes' mean scores). Needs puzzles of every class.
ScoreBands fitScoreBands(const std::vector<double>& scores, const std::vector<Difficulty>& classes);

} // namespace ps
