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
    base_.resize(static_cast<std::size_t>(search_.cellCount()));
    return search_.propagation().load(base_.data(), puzzle) && search_.propagation().propagate(base_.data());
}

bool SkyscrapersSearch::startFromBase(int cell, CellValue value)
{
    CandidateMask* root = search_.root();
    std::copy(base_.begin(), base_.end(), root);
    LatinPropagation& latin = search_.propagation();
    latin.clearPending();   // the base is at its fixed point: only the barred square is new
    return value < 1 || value > maxValue_ || latin.restrict(root, cell, ~bit(value));
}

bool SkyscrapersSearch::fixInBase(int cell, CellValue value)
{
    LatinPropagation& latin = search_.propagation();
    latin.clearPending();
    if (!(base_[static_cast<std::size_t>(cell)] & bit(value)))
        return false;
    return latin.restrict(base_.data(), cell, bit(value)) && latin.propagate(base_.data());
}

bool SkyscrapersSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
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
