#pragma once
#include "SudokuShape.h"
#include "core/Board.h"

namespace ps {

// Which singles a SudokuSingles solve may use.
enum class Singles {
    Naked,           // a square with one candidate left takes it (qqwing's "simple", our easy)
    NakedAndHidden,  // also: a value with one place left in a row, column or box goes there (our medium)
};

// Whether singles alone fill `givens` (a grid of `shape`), on plain candidates (the values no peer holds).
// The cheap bound of Sudoku's easy and medium classes: a grid they fill has exactly one solution, since
// every step was forced. The Latin kernel's LatinSingles: no allocation once warm, a few microseconds at
// 9x9, so generation can ask it of every square it tests.
bool singlesSolve(const SudokuShape& shape, const Board& givens, Singles singles);

} // namespace ps
