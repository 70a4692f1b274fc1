#pragma once
#include "SudokuShape.h"
#include "core/BoardTransform.h"
#include "core/Rng.h"

namespace ps {

// The paper's Table 1, one function per transformation, each with random parameters. Those that swap
// rows and columns (diagonal reflection, 90-degree rotation) exist only for square boxes.
namespace sudoku_symmetry {
BoardTransform relabel(const SudokuShape& shape, Rng& rng);
BoardTransform permuteStacks(const SudokuShape& shape, Rng& rng);
BoardTransform permuteBands(const SudokuShape& shape, Rng& rng);
BoardTransform permuteRowsInBands(const SudokuShape& shape, Rng& rng);
BoardTransform permuteColumnsInStacks(const SudokuShape& shape, Rng& rng);
BoardTransform reflect(const SudokuShape& shape, Rng& rng);
BoardTransform rotate90(const SudokuShape& shape);
} // namespace sudoku_symmetry

} // namespace ps
