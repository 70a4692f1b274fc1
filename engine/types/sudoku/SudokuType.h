#pragma once
#include "types/PuzzleType.h"

namespace ps {

// Sudoku for the type table: box shapes from 2x2 to 5x5 (grids 4x4 to 25x25).
PuzzleType sudokuType();

} // namespace ps
