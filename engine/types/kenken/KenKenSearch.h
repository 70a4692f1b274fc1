#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"
#include "latin/CageConstraint.h"
#include "latin/LatinSearch.h"

#include <vector>

namespace ps {

// The exact KenKen search behind KenKenNativeSolver: the Latin-square kernel's search (latin/LatinSearch:
// naked and hidden singles in rows and columns, then a branch on the square with the fewest candidates,
// depth first) with the cages on top (latin/CageConstraint: every way to fill a cage that meets its
// target, squares of a cage in one row or column differing; a value no way uses leaves its square).
// One square may be barred from one value (the uniqueness test's "differs from the reference here").
class KenKenSearch {
public:
    explicit KenKenSearch(int side);

    // Starts over from `puzzle` (its givens and its cages); false when they already break a rule.
    bool load(const Board& puzzle, int barredCell = -1, CellValue barredValue = 0);

    // Several questions about one puzzle (the uniqueness test asks one per square that must differ):
    // the puzzle is loaded and propagated once into a base, and each question starts from the base
    // instead of from the bare givens, so only what it changes is propagated again.
    // Loads `puzzle` into the base and propagates it; false when it has no solution.
    bool loadBase(const Board& puzzle);
    // The next run starts from the base with `cell` barred from `value`; false when the square has
    // nothing left.
    bool startFromBase(int cell, CellValue value);
    // Decides `cell` as `value` in the base and propagates; false when the base has no solution left.
    bool fixInBase(int cell, CellValue value);

    // Searches from the loaded state until `limit` solutions are in `solutions` (appended), the search is
    // done, `nodeLimit` (total nodes, 0 = none) is reached or `cancel` is set. True when it finished.
    // With a `guide`, branches try the guide's value first.
    bool run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide = nullptr);

    long nodes() const { return search_.nodes(); }

private:
    static CandidateMask bit(CellValue value) { return CandidateMask{1} << (value - 1); }

    int side_;
    LatinSearch search_;
    CageConstraint cages_;
};

} // namespace ps
