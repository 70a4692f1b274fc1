#pragma once
#include "core/Board.h"
#include "types/sudoku/SudokuLogicSolver.h"
#include "types/sudoku/SudokuShape.h"

#include <string>
#include <vector>

namespace ps {

// The complexity function's input for a Sudoku of any size, every entry scaled by the size so that one
// model serves 4x4 to 25x25:
//   the paper's features: solutions (capped at 2), empty share, shares of rows / columns / boxes with at
//   least round(7n/9) blanks, and the spread of how often each value is given (standard deviation,
//   fewest, most; the paper's per-value counts change under relabelling, so only their spread is kept);
//   homogeneity (fewest and most givens in a unit);
//   the logic solver's trace: hardest technique, share of steps per technique, steps, rounds, guesses.
std::vector<double> sudokuDifficultyFeatures(const SudokuShape& shape, const Board& givens, const StepTrace& trace, int solutionCount);
std::vector<std::string> sudokuDifficultyFeatureNames();

} // namespace ps
