#pragma once
#include "BoardTransform.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace ps::grid_symmetry {

// The symmetries of a rows x cols grid as square moves without relabelling, for types whose values keep
// their meaning when the grid turns (region sizes, cage arithmetic): the 8 rotations
// and reflections of a square grid, or the 4 of a non-square one (identity, 180-degree rotation,
// top-bottom and left-right reflection), the identity first. They have no random parameters, unlike
// symmetries that also relabel values.
std::vector<BoardTransform> all(int rows, int cols);

// The transform moving square (r, c) of a rows x cols grid to map(r, c), named `name`.
using CellMap = std::function<std::pair<int, int>(int row, int col)>;
BoardTransform fromCellMap(const std::string& name, int rows, int cols, const CellMap& map);

// all() without the identity: the paper's 7 new boards (3 for a non-square grid) that
// GenPuzzles files next to each board it accepts.
std::vector<BoardTransform> twinTransforms(int rows, int cols);

} // namespace ps::grid_symmetry
