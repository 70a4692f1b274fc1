#pragma once
#include "SudokuShape.h"
#include "latin/LatinConstraint.h"

#include <vector>

namespace ps {

// Sudoku's box/line intersections (pointing and claiming) as a rule on top of the Latin kernel: a value
// that, within a box, lies in one row (or column) segment only leaves the rest of that line; a value
// that, within a line, lies in one box's segment only leaves the rest of that box. With boxes of 16 or
// 25 squares it cuts the hardest uniqueness proofs by orders of magnitude; below it costs more than it
// saves (SudokuNativeSolver uses it from 16x16 up). Boxes only.
class SudokuBoxIntersections final : public LatinConstraint {
public:
    explicit SudokuBoxIntersections(const SudokuShape& shape);

    bool propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed) override;
    bool watchesSquares() const override { return false; }   // it reads every segment each time

private:
    int size_;
    int boxRows_;
    int boxCols_;
    std::vector<CandidateMask> segments_;   // scratch: the candidates of each box/line intersection
};

} // namespace ps
