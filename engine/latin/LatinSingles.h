#pragma once
#include "LatinUnits.h"
#include "core/Board.h"

#include <vector>

namespace ps {

// The kernel's cheap bound: whether singles alone fill a grid, on plain candidates (the values no peer
// holds). Where LatinPropagation keeps a candidate mask per square for a search to copy and narrow, this
// keeps the values placed in each unit and derives a square's candidates from its units when it looks:
// a bound asked of every square a generator tests mostly stops after a few passes, and there placing a
// value (one OR per unit) is far cheaper than taking it from every peer. Fills in passes: every naked
// single as it is met, and only when a pass finds none, the hidden singles of every unit. False as soon
// as no single is left or a square or value has no place left.
//
// Made once per layout (and thread); a fill allocates nothing.
class LatinSingles {
public:
    explicit LatinSingles(LatinUnits units);

    const LatinUnits& units() const { return units_; }

    // Whether naked singles (and, with `hidden`, hidden singles) fill `givens`. A grid they fill has
    // exactly one solution: every step was forced.
    bool fills(const Board& givens, bool hidden);

private:
    template <int UnitsPerCell>
    bool fillsWith(const Board& givens, bool hidden);

    LatinUnits units_;
    std::vector<CandidateMask> used_;   // by unit: the values placed in it
    std::vector<char> open_;            // by square: still to fill
    std::vector<int> empty_;            // the open squares, in slots 0 .. emptyCount - 1
    std::vector<int> at_;               // an open square's slot in empty_
};

} // namespace ps
