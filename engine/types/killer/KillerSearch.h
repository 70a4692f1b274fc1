#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"
#include "latin/CageConstraint.h"
#include "latin/LatinSearch.h"
#include "types/sudoku/SudokuShape.h"

#include <vector>

namespace ps {

// The exact Killer Sudoku search behind KillerNativeSolver: the Latin-square kernel's search
// (latin/LatinSearch: naked and hidden singles in rows, columns and boxes, then a branch on the square
// with the fewest candidates) with the sum cages on top (latin/CageConstraint with distinctValues: every
// way to fill a cage with different values that make its sum; a value no way uses leaves its square).
// It answers the questions of solve/SearchQuestions.h (load/run, and the propagated base the
// uniqueness test starts each question from).
class KillerSearch {
public:
    explicit KillerSearch(const SudokuShape& shape);

    // Starts over from `puzzle` (its givens and cages), `barredCell` barred from `barredValue`; false when
    // they already break a rule.
    bool load(const Board& puzzle, int barredCell = -1, CellValue barredValue = 0);
    bool loadBase(const Board& puzzle);
    bool startFromBase(int cell, CellValue value);
    bool fixInBase(int cell, CellValue value);
    bool run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide = nullptr);

    long nodes() const { return search_.nodes(); }

private:
    static CandidateMask bit(CellValue value) { return CandidateMask{1} << (value - 1); }
    // The puzzle's cages and the rule of 45's (KillerHouseSums) to the cage constraint.
    void setCages(const Cages& cages);

    int side_;
    LatinSearch search_;
    CageConstraint cages_;
    Cages puzzleCages_;   // the puzzle's own, as last set
    bool cagesSet_ = false;
};

} // namespace ps
