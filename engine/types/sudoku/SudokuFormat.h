#pragma once
#include "types/PuzzleFormat.h"

namespace ps {

// Sudoku as text: plain rows of values in grid text, and sgt-solo's game IDs "CxR:<description>" (an
// N x N grid, N = C*R, with boxes of C rows by R columns; givens as numbers, '_' between two of them).
class SudokuFormat : public PuzzleFormat {
public:
    std::string gameIdProgram() const override { return "sgt-solo"; }
    std::string gameIdName() const override;
    IdFit fitsGameId(const std::string& id) const override;
    GameIdPuzzle readGameId(const std::string& id) const override;
};

} // namespace ps
