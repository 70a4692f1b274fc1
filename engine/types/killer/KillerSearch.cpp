#include "KillerSearch.h"

#include "KillerHouseSums.h"

#include <algorithm>

namespace ps {
namespace {

std::vector<int> regionsOf(const SudokuShape& shape)
{
    std::vector<int> regionOf(static_cast<std::size_t>(shape.cellCount()));
    for (int cell = 0; cell < shape.cellCount(); ++cell)
        regionOf[static_cast<std::size_t>(cell)] = shape.regionOf(cell);
    return regionOf;
}

} // namespace

KillerSearch::KillerSearch(const SudokuShape& shape)
    : side_(shape.size())
    , search_(LatinUnits(shape.size(), LatinUnits::withRegions(shape.size(), regionsOf(shape))))
    , cages_(search_.units(), true)
{
    search_.propagation().setConstraint(&cages_);
}

void KillerSearch::setCages(const Cages& cages)
{
    if (cagesSet_ && cages == puzzleCages_)
        return;   // a uniqueness test loads one puzzle several times
    cagesSet_ = true;
    puzzleCages_ = cages;
    cages_.setCages(withHouseSums(search_.units(), cages));
}

bool KillerSearch::load(const Board& puzzle, int barredCell, CellValue barredValue)
{
    setCages(puzzle.cages());
    if (!search_.load(puzzle))
        return false;
    if (barredCell >= 0 && barredValue >= 1 && barredValue <= side_)
        return search_.propagation().restrict(search_.root(), barredCell, ~bit(barredValue));
    return true;
}

bool KillerSearch::loadBase(const Board& puzzle)
{
    setCages(puzzle.cages());
    return search_.loadBase(puzzle);
}

bool KillerSearch::startFromBase(int cell, CellValue value) { return search_.startFromBase(cell, value); }
bool KillerSearch::fixInBase(int cell, CellValue value) { return search_.fixInBase(cell, value); }

bool KillerSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    return search_.runNear(limit, nodeLimit, cancel, solutions, guide);
}

} // namespace ps
