#include "KenKenSearch.h"

#include <algorithm>

namespace ps {

KenKenSearch::KenKenSearch(int side)
    : side_(side), search_(LatinUnits(side, LatinUnits::rowsAndColumns(side))), cages_(search_.units(), false)
{
    search_.propagation().setConstraint(&cages_);
}

bool KenKenSearch::load(const Board& puzzle, int barredCell, CellValue barredValue)
{
    cages_.setCages(puzzle.cages());
    if (!search_.load(puzzle))
        return false;
    if (barredCell >= 0 && barredValue >= 1 && barredValue <= side_)
        return search_.propagation().restrict(search_.root(), barredCell, ~bit(barredValue));
    return true;
}

bool KenKenSearch::loadBase(const Board& puzzle)
{
    cages_.setCages(puzzle.cages());
    return search_.loadBase(puzzle);
}

bool KenKenSearch::startFromBase(int cell, CellValue value) { return search_.startFromBase(cell, value); }
bool KenKenSearch::fixInBase(int cell, CellValue value) { return search_.fixInBase(cell, value); }

bool KenKenSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    return search_.runNear(limit, nodeLimit, cancel, solutions, guide);
}

} // namespace ps
