#include "SudokuBoxIntersections.h"

#include "latin/LatinPropagation.h"

#include <algorithm>

namespace ps {

SudokuBoxIntersections::SudokuBoxIntersections(const SudokuShape& shape)
    : size_(shape.size()), boxRows_(shape.boxRows()), boxCols_(shape.boxCols())
{
    segments_.resize(static_cast<std::size_t>(size_) * static_cast<std::size_t>(std::max(boxRows_, boxCols_)));
}

bool SudokuBoxIntersections::propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>&)
{
    // Each box meets boxRows rows (in segments of boxCols squares) and boxCols columns (in segments of
    // boxRows squares). The segments' candidates are read once per pass; eliminations only narrow them,
    // so what they show stays true while the pass works.
    const int n = size_;
    // Takes `values` out of the `count` squares first, first + step, ...; false when a square is left empty.
    const auto eliminate = [&](int first, int step, int count, CandidateMask values) {
        for (int k = 0, cell = first; k < count; ++k, cell += step)
            if (!latin.restrict(cand, cell, ~values))
                return false;
        return true;
    };
    for (int horizontal = 0; horizontal < 2; ++horizontal) {
        // Lines are rows (horizontal) or columns; a line meets `perLine` boxes, a box meets `perBox` lines.
        const int segLen = horizontal ? boxCols_ : boxRows_;
        const int perBox = horizontal ? boxRows_ : boxCols_;
        const int perLine = n / segLen;
        const int along = horizontal ? 1 : n;    // step between squares of a line
        const int across = horizontal ? n : 1;   // step between lines
        const auto firstSquare = [&](int line, int box) { return line * across + box * segLen * along; };
        CandidateMask* seg = segments_.data();   // seg[line * perLine + box]
        for (int line = 0; line < n; ++line)
            for (int box = 0; box < perLine; ++box) {
                CandidateMask m = 0;
                for (int k = 0, cell = firstSquare(line, box); k < segLen; ++k, cell += along)
                    m |= cand[cell];
                seg[line * perLine + box] = m;
            }
        for (int line = 0; line < n; ++line) {
            // Values in one segment only of this line: claiming.
            CandidateMask once = 0;
            CandidateMask twice = 0;
            for (int box = 0; box < perLine; ++box) {
                twice |= once & seg[line * perLine + box];
                once |= seg[line * perLine + box];
            }
            const CandidateMask lineSingles = once & ~twice;
            const int line0 = line - line % perBox;
            for (int box = 0; box < perLine; ++box) {
                const CandidateMask here = seg[line * perLine + box];
                CandidateMask inBoxElsewhere = 0;
                for (int j = line0; j < line0 + perBox; ++j)
                    inBoxElsewhere |= j == line ? 0 : seg[j * perLine + box];
                if (const CandidateMask claiming = here & lineSingles & inBoxElsewhere)
                    for (int j = line0; j < line0 + perBox; ++j)
                        if (j != line && (seg[j * perLine + box] & claiming) && !eliminate(firstSquare(j, box), along, segLen, claiming))
                            return false;
                // Values in this segment only of the box: pointing.
                CandidateMask inLineElsewhere = 0;
                for (int other = 0; other < perLine; ++other)
                    inLineElsewhere |= other == box ? 0 : seg[line * perLine + other];
                if (const CandidateMask pointing = here & ~inBoxElsewhere & inLineElsewhere)
                    for (int other = 0; other < perLine; ++other)
                        if (other != box && (seg[line * perLine + other] & pointing) &&
                            !eliminate(firstSquare(line, other), along, segLen, pointing))
                            return false;
            }
        }
    }
    return true;
}

} // namespace ps
