#pragma once
#include "FutoshikiSignConstraint.h"
#include "core/Board.h"
#include "core/CancelToken.h"
#include "latin/LatinSearch.h"

#include <vector>

namespace ps {

// The exact Futoshiki search: the Latin kernel's search (naked and hidden singles in rows and columns,
// a branch on the square with the fewest candidates) with the signs on top (FutoshikiSignConstraint).
// The same questions as KenKenSearch, for solve/SearchQuestions.h.
class FutoshikiSearch {
public:
    explicit FutoshikiSearch(int side);

    // Starts over from `puzzle` (givens and signs), one square maybe barred from one value; false when
    // they already break a rule.
    bool load(const Board& puzzle, int barredCell = -1, CellValue barredValue = 0);
    bool loadBase(const Board& puzzle);
    bool startFromBase(int cell, CellValue value);
    bool fixInBase(int cell, CellValue value);
    bool run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide = nullptr);
    long nodes() const { return search_.nodes(); }

private:
    static CandidateMask bit(CellValue value) { return CandidateMask{1} << (value - 1); }

    int side_;
    LatinSearch search_;
    FutoshikiSignConstraint signs_;
};

} // namespace ps
