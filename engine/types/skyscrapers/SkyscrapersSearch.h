#pragma once
#include "SkyscrapersConstraint.h"
#include "core/Board.h"
#include "core/CancelToken.h"
#include "latin/LatinSearch.h"

#include <vector>

namespace ps {

// The exact Skyscrapers search behind SkyscrapersNativeSolver: the Latin-square kernel's search
// (latin/LatinSearch: naked and hidden singles in rows and columns, and the diagonals where the rules
// say so, with the empty square as the kernel's shared value where there are two or more per line; then
// a branch on the square with the fewest candidates) with the clues on top (SkyscrapersConstraint). The clues come with each board
// (Board::outerClues). The interface is the one solve/SearchQuestions.h asks for, as KenKenSearch's.
class SkyscrapersSearch {
public:
    explicit SkyscrapersSearch(const SkyscrapersShape& shape);

    // Starts over from `puzzle` (givens and clues), `barredCell` barred from `barredValue`; false when
    // that already breaks a rule.
    bool load(const Board& puzzle, int barredCell = -1, CellValue barredValue = 0);
    // The uniqueness test's questions from one propagated base (see KenKenSearch).
    bool loadBase(const Board& puzzle);
    bool startFromBase(int cell, CellValue value);
    bool fixInBase(int cell, CellValue value);

    bool run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide = nullptr);

    long nodes() const { return search_.nodes(); }

private:
    static CandidateMask bit(CellValue value) { return CandidateMask{1} << (value - 1); }

    int side_;
    int maxValue_;
    LatinSearch search_;
    SkyscrapersConstraint clues_;
};

} // namespace ps
