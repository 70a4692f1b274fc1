#pragma once
#include "difficulty/Difficulty.h"

#include <vector>

namespace ps {

// Fillomino's four classes. No labelled Fillomino data exists to learn a model from, so this is a stated
// rule, not a learnt model. It reads the feature vector of FillominoFeatures.h:
//   Evil:   the step solver must guess, and the puzzle is minimal (no given may go, the paper's
//           "removable" = 0) or needs more than one guess per 10 empty squares;
//   Hard:   the step solver must guess at least once;
//   Medium: the techniques alone solve it, and it has 30% or more of its squares empty or needs a
//           technique above Bottleneck (Sealed area, Unreachable square);
//   Easy:   the techniques up to Bottleneck alone solve it, with fewer than 30% of its squares empty.
// Of the paper's four features only "empty share" and "removable" decide; grid size and regions per
// square do not separate the classes in what we measured (docs/fillomino.md).
Difficulty fillominoDifficulty(const std::vector<double>& features);

// Fillomino's 0-100 score, also a rule: inside the band of its class (default ScoreBands), the puzzle
// sits by what its class is decided on — the share of empty squares and the hardest technique for easy
// and medium, the guesses per empty square for hard and evil — so puzzles of one class are still ordered.
double fillominoScore(const std::vector<double>& features);

} // namespace ps
