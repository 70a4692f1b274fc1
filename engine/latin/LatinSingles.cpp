#include "LatinSingles.h"

#include "UnitTally.h"

#include <algorithm>

namespace ps {

LatinSingles::LatinSingles(LatinUnits units) : units_(std::move(units))
{
    used_.resize(static_cast<std::size_t>(units_.unitCount()));
    open_.resize(static_cast<std::size_t>(units_.cellCount()));
    empty_.resize(static_cast<std::size_t>(units_.cellCount()));
    at_.resize(static_cast<std::size_t>(units_.cellCount()));
}

bool LatinSingles::fills(const Board& givens, bool hidden)
{
    // The unit count per square is a template argument, so the candidates of a square are a fixed
    // number of ORs (rows, columns and boxes: 3; a plain Latin square: 2).
    switch (units_.unitsPerCell()) {
    case 2: return fillsWith<2>(givens, hidden);
    case 3: return fillsWith<3>(givens, hidden);
    default: return fillsWith<0>(givens, hidden);
    }
}

template <int UnitsPerCell>
bool LatinSingles::fillsWith(const Board& givens, bool hidden)
{
    const int n = units_.size();
    const int perCell = UnitsPerCell > 0 ? UnitsPerCell : units_.unitsPerCell();
    const int unitCount = units_.unitCount();
    const CandidateMask all = units_.all();
    const int* unitsOf = units_.unitsOf(0);
    CandidateMask* used = used_.data();
    char* open = open_.data();
    int* empty = empty_.data();
    int* at = at_.data();
    int emptyCount = 0;

    const auto candidates = [&](int cell) {
        const int* units = unitsOf + cell * perCell;
        CandidateMask taken = 0;
        for (int k = 0; k < perCell; ++k)
            taken |= used[units[k]];
        return all & ~taken;
    };
    // Gives the open square its value and takes it off the list of open squares.
    const auto fill = [&](int cell, CandidateMask bit) {
        const int* units = unitsOf + cell * perCell;
        for (int k = 0; k < perCell; ++k)
            used[units[k]] |= bit;
        open[cell] = 0;
        const int slot = at[cell];
        const int last = empty[--emptyCount];
        empty[slot] = last;
        at[last] = slot;
    };

    std::fill(used, used + unitCount, 0);
    for (int cell = 0; cell < givens.cellCount(); ++cell) {
        const CellValue v = givens.at(cell);
        if (v == 0) {
            open[cell] = 1;
            at[cell] = emptyCount;
            empty[emptyCount++] = cell;
            continue;
        }
        if (v > n)
            return false;   // not a value of this grid
        const CandidateMask bit = CandidateMask{1} << (v - 1);
        const int* units = unitsOf + cell * perCell;
        for (int k = 0; k < perCell; ++k) {
            if (used[units[k]] & bit)
                return false;   // a value twice in a unit
            used[units[k]] |= bit;
        }
        open[cell] = 0;
    }

    while (emptyCount > 0) {
        // One pass over the empty squares, filling every naked single as it is met.
        bool progress = false;
        for (int i = 0; i < emptyCount;) {
            const int cell = empty[i];
            const CandidateMask cand = candidates(cell);
            if (cand == 0)
                return false;
            if (cand & (cand - 1)) {
                ++i;
                continue;
            }
            fill(cell, cand);   // the square moved to slot i is looked at next
            progress = true;
        }
        if (progress)
            continue;
        if (!hidden)
            return false;
        // The hidden singles of every unit.
        for (int unit = 0; unit < unitCount; ++unit) {
            const CandidateMask missing = all & ~used[unit];
            if (missing == 0)
                continue;
            const int* cells = units_.unitCells(unit);
            UnitTally tally;
            for (int k = 0; k < n; ++k)
                if (open[cells[k]])
                    tally.add(candidates(cells[k]));
            if (missing & ~tally.once)
                return false;   // a value with no place left in the unit
            for (CandidateMask single = missing & tally.singles(); single; single &= single - 1) {
                const CandidateMask bit = single & (~single + 1);
                int place = -1;
                for (int k = 0; k < n && place < 0; ++k)
                    if (open[cells[k]] && (candidates(cells[k]) & bit))
                        place = cells[k];
                if (place < 0)
                    return false;   // its only place was taken meanwhile: no solution
                fill(place, bit);
                progress = true;
            }
        }
        if (!progress)
            return false;
    }
    return true;
}

} // namespace ps
