#pragma once
#include "SudokuShape.h"
#include "core/Board.h"

namespace ps {

// Whether hidden singles inside boxes alone fill `givens` (a grid of `shape`): a value with one square
// left in its box goes there, on plain candidates (the values no peer holds), repeated until the grid is
// full. This is cross-hatching, the step people learn first, and exactly sgt-solo's first stage
// ("block-wise positional elimination", its trivial level): the bound of Sudoku's easy class. No
// allocation once warm (one table per shape and thread), a few microseconds at 9x9, so generation can ask
// it of every square it tests. A grid it fills has exactly one solution: every step was forced.
bool boxSinglesSolve(const SudokuShape& shape, const Board& givens);

} // namespace ps
