#pragma once
#include "core/Board.h"

#include <string>
#include <vector>

namespace ps {

class FillominoRules;

// The paper's four Fillomino features for the complexity function C, each scaled so that one model can
// serve every grid size (a logic solver will add more later):
//   [0] size:      squares / 400, so a 20x20 grid is 1 (the paper's "number of cells");
//   [1] empty:     empty squares / squares;
//   [2] regions:   regions of the solution / squares, i.e. 1 / the mean region size (0 when the puzzle
//                  has no solution, or none was found within the work limit);
//   [3] removable: 1 when some given could still be emptied under the generation rules (its region
//                  keeps a given and the solution stays unique), else 0: the paper's "optimality", whether
//                  the puzzle can be emptied further. 0 as well for a puzzle without a unique solution.
// Thread-safe (a solver of its own per call); costs one uniqueness search per given at most.
std::vector<double> fillominoPaperFeatures(const FillominoRules& rules, const Board& givens);
// Their names, in the same order.
std::vector<std::string> fillominoPaperFeatureNames();

// The number of regions (maximal groups of equal values) on a full board.
int fillominoRegionCount(const FillominoRules& rules, const Board& solution);

} // namespace ps
