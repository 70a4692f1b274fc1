#pragma once
#include "FillominoShape.h"
#include "core/Board.h"

#include <vector>

namespace ps {

// The paper's emptying rule for Fillomino: `squares` of `puzzle` may be emptied only if every region of
// `solution` that holds one of them keeps at least one given afterwards. A region without a given could
// be drawn in many ways, and the paper never lets one come about. It only looks at the regions of the
// squares, so it costs a few flood fills, not a pass over the grid.
bool everyRegionKeepsAGiven(const FillominoShape& shape, const Board& puzzle, const Board& solution, const std::vector<int>& squares);

} // namespace ps
