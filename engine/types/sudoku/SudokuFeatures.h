#pragma once
#include "SudokuShape.h"
#include "core/Board.h"

#include <vector>

namespace ps {

// The paper's 15 features for a 9x9 Sudoku, generalised to n: solutions, empty squares, rows / columns /
// boxes with at least round(7n/9) blanks, how often each value is given (n entries), and the standard
// deviation of those counts. 6 + n numbers in all (15 for 9x9).
std::vector<double> sudokuPaperFeatures(const SudokuShape& shape, const Board& givens, int solutionCount);

// The homogeneity report's metric: the fewest and the most givens in any row, column or box.
struct Homogeneity {
    int least = 0;
    int most = 0;
};
Homogeneity sudokuHomogeneity(const SudokuShape& shape, const Board& givens);

} // namespace ps
