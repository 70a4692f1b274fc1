#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <vector>

namespace ps {

class FillominoRules;

// Fillomino's four classes, by what solving needs. No labelled Fillomino data exists to learn a model
// from, so this is a stated rule over what the step solver (FillominoStepSolver, techniques easiest
// first) needed to finish the puzzle:
//   Easy:   the techniques that look at one group or one square and its neighbours finish it (complete
//           region, only way out, isolated square, equal regions touch, single candidate);
//   Medium: counting room is needed as well (no room, bottleneck, sealed area, unreachable square), but
//           the techniques still finish it without a guess;
//   Hard:   the techniques get stuck: the step solver must search (guess), at most once per 10 empty
//           squares;
//   Evil:   more search than that.
// How empty the grid is, and whether a given could still go, do not enter. Sealed area and unreachable
// square (rare) are not a class of their own: sgt-filling's solver grades puzzles that need them as it
// grades those that need a bottleneck (docs/fillomino.md).
Difficulty fillominoDifficulty(const std::vector<double>& features);

// The hardest technique (a FillominoTechnique) a class allows: Guess for Hard and Evil.
int fillominoHardestTechniqueIn(Difficulty level);
// The most guesses per empty square Hard allows.
inline constexpr double kFillominoHardGuessesPerEmpty = 0.1;

// The rule's class of `givens`, as fillominoDifficulty(fillominoRuleFeatures(...)) gives it, but with a
// step solve that stops as soon as the guesses exceed what Hard allows (the rest of it cannot change the
// class): most minimal puzzles are Evil. `uniqueSolution` (or null): the puzzle's solution, proven to be
// its only one, which the step solve's guesses then go towards without searching for it.
Difficulty fillominoRuleDifficulty(const FillominoRules& rules, const Board& givens, const Board* uniqueSolution = nullptr);

// The features the rule and the score read: the grid's and one step solve's (no count of solutions, no
// search for a removable given, no second solve counting rounds). The same class and score as the full
// feature vector, at a fraction of the cost.
std::vector<double> fillominoRuleFeatures(const FillominoRules& rules, const Board& givens);

// Fillomino's 0-100 score, also a rule: inside the band of its class (default ScoreBands), the puzzle
// sits by the share of empty squares for Easy and Medium, and by the guesses per empty square for Hard
// and Evil, so puzzles of one class are still ordered.
double fillominoScore(const std::vector<double>& features);

} // namespace ps
