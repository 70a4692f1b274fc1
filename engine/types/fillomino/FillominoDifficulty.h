#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <vector>

namespace ps {

class FillominoRules;

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

// Whether the rule above (and the score below) reads "removable" for these features: only when the step
// solver guessed, but at most once per 10 empty squares. Elsewhere the class and the score follow from
// the step solve alone.
bool fillominoRuleReadsRemovable(const std::vector<double>& features);

// The features the rule and the score read, computed only as far as they are read: the step solve
// always, the count of solutions and the search for a removable given only where the class depends on
// it. Gives the same class and score as the full feature vector, at a fraction of the cost.
std::vector<double> fillominoRuleFeatures(const FillominoRules& rules, const Board& givens);

// Fillomino's 0-100 score, also a rule: inside the band of its class (default ScoreBands), the puzzle
// sits by what its class is decided on — the share of empty squares and the hardest technique for easy
// and medium, the guesses per empty square for hard and evil — so puzzles of one class are still ordered.
double fillominoScore(const std::vector<double>& features);

} // namespace ps
