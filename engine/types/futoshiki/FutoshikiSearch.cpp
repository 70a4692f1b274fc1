#include "FutoshikiSearch.h"

#include <algorithm>

namespace ps {

FutoshikiSearch::FutoshikiSearch(int side)
    : side_(side), search_(LatinUnits(side, LatinUnits::rowsAndColumns(side))), signs_(side * side)
{
    search_.propagation().setConstraint(&signs_);
}

bool FutoshikiSearch::load(const Board& puzzle, int barredCell, CellValue barredValue)
{
    signs_.setSigns(puzzle);
    if (!search_.load(puzzle))
        return false;
    if (barredCell >= 0 && barredValue >= 1 && barredValue <= side_)
        return search_.propagation().restrict(search_.root(), barredCell, ~bit(barredValue));
    return true;
}

bool FutoshikiSearch::loadBase(const Board& puzzle)
{
    signs_.setSigns(puzzle);
    return search_.loadBase(puzzle);
}

bool FutoshikiSearch::startFromBase(int cell, CellValue value) { return search_.startFromBase(cell, value); }
bool FutoshikiSearch::fixInBase(int cell, CellValue value) { return search_.fixInBase(cell, value); }

bool FutoshikiSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    return search_.runNear(limit, nodeLimit, cancel, solutions, guide);
}

} // namespace ps
