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
    base_.resize(static_cast<std::size_t>(search_.cellCount()));
    return search_.propagation().load(base_.data(), puzzle) && search_.propagation().propagate(base_.data());
}

bool KillerSearch::startFromBase(int cell, CellValue value)
{
    CandidateMask* root = search_.root();
    std::copy(base_.begin(), base_.end(), root);
    LatinPropagation& latin = search_.propagation();
    latin.clearPending();   // the base is at its fixed point: only the barred square is new
    return value < 1 || value > side_ || latin.restrict(root, cell, ~bit(value));
}

bool KillerSearch::fixInBase(int cell, CellValue value)
{
    LatinPropagation& latin = search_.propagation();
    latin.clearPending();
    if (!(base_[static_cast<std::size_t>(cell)] & bit(value)))
        return false;
    return latin.restrict(base_.data(), cell, bit(value)) && latin.propagate(base_.data());
}

bool KillerSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    LatinGuide latinGuide;
    if (guide) {
        guide_.resize(static_cast<std::size_t>(search_.cellCount()));
        for (int cell = 0; cell < search_.cellCount(); ++cell)
            guide_[static_cast<std::size_t>(cell)] = guide->at(cell) > 0 ? bit(guide->at(cell)) : 0;
        latinGuide.values = guide_.data();
    }
    return search_.run(limit, nodeLimit, cancel, solutions, latinGuide);
}

} // namespace ps
