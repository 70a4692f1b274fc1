// A random full Sudoku without a solver (the homogeneity report's idea): start from a pattern grid that
// is valid by construction and scramble it with the symmetry transformations.
#include "SudokuRules.h"

namespace ps {
namespace {

// Row r = band b, row i inside it: value = (boxCols * i + b + col) mod n. Rows inside a band shift by a
// box width, bands by one, so each row, column and box holds every value once.
Board patternGrid(const SudokuShape& shape)
{
    const int n = shape.size();
    Board board(n, n);
    for (int r = 0; r < n; ++r) {
        const int band = r / shape.boxRows();
        const int inBand = r % shape.boxRows();
        for (int c = 0; c < n; ++c)
            board.set(r, c, static_cast<CellValue>((shape.boxCols() * inBand + band + c) % n + 1));
    }
    return board;
}

} // namespace

Board SudokuRules::randomSolution(Rng& rng) const
{
    Board board = patternGrid(shape_);
    for (const BoardTransform& t : randomSymmetries(rng))
        board = t.apply(board);
    return board;
}

} // namespace ps
