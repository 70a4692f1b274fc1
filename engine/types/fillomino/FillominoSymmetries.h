#pragma once
#include "FillominoShape.h"
#include "core/BoardTransform.h"

#include <vector>

namespace ps::fillomino_symmetry {

// The symmetries of the grid as square moves without relabelling (region sizes do not change when the
// grid turns): the 8 rotations and reflections of a square grid, or the 4 of a non-square one (identity,
// 180-degree rotation, top-bottom and left-right reflection), the identity first. They have no random
// parameters, unlike Sudoku's.
std::vector<BoardTransform> all(const FillominoShape& shape);

// all() without the identity: the paper's "7 new Fillomino boards" (3 for a non-square grid) that
// GenPuzzles files next to each board it accepts.
std::vector<BoardTransform> twinTransforms(const FillominoShape& shape);

} // namespace ps::fillomino_symmetry
