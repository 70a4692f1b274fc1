#include "SkyscrapersSearch.h"

#include <algorithm>

namespace ps {

SkyscrapersSearch::SkyscrapersSearch(const SkyscrapersShape& shape)
    : side_(shape.side), maxValue_(shape.maxValue()), search_(LatinUnits(shape.side, shape.units(), shape.maxValue())), clues_(shape)
{
    search_.propagation().setConstraint(&clues_);
}

bool SkyscrapersSearch::load(const Board& puzzle, int barredCell, CellValue barredValue)
{
    clues_.setClues(puzzle.outerClues().slotCount() > 0 ? puzzle.outerClues() : OuterClues(side_, side_));
    if (!search_.load(puzzle))
        return false;
    if (barredCell >= 0 && barredValue >= 1 && barredValue <= maxValue_)
        return search_.propagation().restrict(search_.root(), barredCell, ~bit(barredValue));
    return true;
}

bool SkyscrapersSearch::loadBase(const Board& puzzle)
{
    clues_.setClues(puzzle.outerClues().slotCount() > 0 ? puzzle.outerClues() : OuterClues(side_, side_));
    return search_.loadBase(puzzle);
}

bool SkyscrapersSearch::startFromBase(int cell, CellValue value) { return search_.startFromBase(cell, value); }
bool SkyscrapersSearch::fixInBase(int cell, CellValue value) { return search_.fixInBase(cell, value); }

bool SkyscrapersSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    return search_.runNear(limit, nodeLimit, cancel, solutions, guide);
}

} // namespace ps
