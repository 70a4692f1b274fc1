// FillominoSearch's reach (tier 1) and critical squares (tier 2) on bitsets, for grids of up to 128
// squares: a breadth-first layer of a reach is four shifts of one word instead of a look at each
// neighbour of each square, and a critical square is found by growing the group around it. The
// results are exactly the list code's (FillominoGlobalRules.cpp), and where the order of squares
// matters (the squares a pass fills, one after another, which decides the groups' roots and the blame
// of a contradiction) it is rebuilt in the list code's breadth-first order.
#include "FillominoSearch.h"

#include <algorithm>

namespace ps {

using namespace fillomino_bits;

void FillominoSearch::clearStateBits()
{
    std::fill(stateBits_, stateBits_ + groupBitsStart_, Bits{0});   // a square's group is set when it is filled
    stateBits_[0] = grid_.all();
}

void FillominoSearch::startPassBits()
{
    for (int k = 0; k < 4; ++k)
        moveBits_[k] = grid_.edges(k) & ~stateBits_[1 + k];
    layers_.clear();
    layerStart_.assign(1, 0);
    reachBits_.clear();
}

int FillominoSearch::reachOfBits(int root)
{
    // reachOf's squares and steps: breadth first from the group, no further than value - size steps,
    // over squares that may join it. Those are the squares holding the value, and the open squares not
    // barred from it with no wall towards a square of it; of those next to another group of the value,
    // the ones canJoin allows (next to the group's own squares only, an open group always can).
    const int value = value_[root];
    const int steps = value - size_[root];
    const Bits same = valueBits(value);
    const Bits group = groupBits(root);
    Bits wallToValue = 0;
    for (int k = 0; k < 4; ++k)
        wallToValue |= stateBits_[1 + k] & grid_.step(same, 3 - k);
    Bits mayJoin = (openBits() & ~wallToValue) | same;
    if (barredCell_ >= 0 && barredValue_ == value)
        mayJoin &= ~bit(barredCell_);
    const Bits doubtful = same == group ? Bits{0} : grid_.dilate(same & ~group) & ~same;   // asked once met
    layers_.push_back(group);
    Bits seen = group;
    Bits last = group;
    for (int d = 1; d <= steps; ++d) {
        Bits next = grid_.expand(last, moveBits_) & mayJoin & ~seen;
        forEach(next & doubtful, [&](int cell) {
            if (!canJoin(cell, value, root)) {
                next &= ~bit(cell);
                mayJoin &= ~bit(cell);
            }
        });
        if (next == 0)
            break;
        layers_.push_back(next);
        seen |= next;
        last = next;
    }
    layerStart_.push_back(layers_.size());
    reachBits_.push_back(seen);
    return count(seen);
}

void FillominoSearch::orderReach(std::size_t group, int upTo)
{
    // reachOf's order: the group's squares as members() finds them, then breadth first, each square's
    // neighbours in direction order. A square first met from one d steps out is d + 1 steps out, so
    // "in layer d + 1" stands for reachOf's test of whether it may join.
    const Bits* layer = &layers_[layerStart_[group]];
    members(openGroups_[group].second);
    const std::uint32_t mark = newStamp();
    reach_.assign(members_.begin(), members_.end());
    reachDistance_.assign(reach_.size(), 0);
    for (int cell : reach_)
        stamp_[static_cast<std::size_t>(cell)] = mark;
    for (std::size_t next = 0; next < reach_.size(); ++next) {
        const int cell = reach_[next];
        const int distance = reachDistance_[next];
        if (distance == upTo)
            break;   // the rest are as far
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(cell, k);
            if (n < 0 || walled(cell, k) || stamp_[static_cast<std::size_t>(n)] == mark || !has(layer[distance + 1], n))
                continue;
            stamp_[static_cast<std::size_t>(n)] = mark;
            reach_.push_back(n);
            reachDistance_.push_back(distance + 1);
        }
    }
}

bool FillominoSearch::cutsBelow(Bits near, Bits last, Bits within, int total, int value) const
{
    // Whether the squares of `within` connected to `near` (`total` squares, connected to the group
    // without `last` taking part; `last` the farthest of them) across no wall are fewer than `value`;
    // stops as soon as they are not.
    Bits seen = near;
    while (total < value) {
        last = grid_.expand(last, moveBits_) & within & ~seen;
        if (last == 0)
            return true;
        seen |= last;
        total += count(last);
    }
    return false;
}

void FillominoSearch::findCriticalSquaresBits(std::size_t group)
{
    // findCriticalSquares' squares (open squares whose loss leaves the group fewer than `value` squares
    // to grow to), by trying each: only squares d steps out with at most `value` squares up to d steps
    // can be (the others up to d steps stay connected without it). Then in reachOf's order.
    const int value = openGroups_[group].first;
    const Bits* layer = &layers_[layerStart_[group]];
    const int layers = layerCount(group);
    const Bits reach = reachBits_[group];
    Bits critical = 0;
    int farthest = 0;
    int upTo = count(layer[0]);
    Bits near = layer[0];
    for (int d = 1; d < layers; ++d) {
        upTo += count(layer[d]);
        if (upTo > value)
            break;
        near |= layer[d];
        // Without the square, the rest up to d steps out stay connected (by their shortest ways),
        // so the search for what else is connected starts from there.
        forEach(layer[d] & openBits(), [&](int cell) {
            const Bits without = ~bit(cell);
            if (cutsBelow(near & without, layer[d] & without, reach & without, upTo - 1, value)) {
                critical |= bit(cell);
                farthest = d;
            }
        });
    }
    if (critical == 0)
        return;
    if (count(critical) == 1) {
        forEach(critical, [&](int cell) { critical_.emplace_back(cell, value); });
        return;
    }
    orderReach(group, farthest);
    for (int cell : reach_)
        if (has(critical, cell))
            critical_.emplace_back(cell, value);
}

void FillominoSearch::markChangesBits()
{
    // markChanges' marks: the changed squares, the groups they are in, and every neighbour of those.
    Bits core = 0;
    for (int cell : dirty_)
        core |= value_[cell] == 0 ? bit(cell) : groupBits(find(cell));
    dirtyBits_ = core | grid_.dilate(core);
}

bool FillominoSearch::reachTouchesBits(std::size_t group) const
{
    const Bits reach = reachBits_[group];
    return ((reach | grid_.dilate(reach)) & dirtyBits_) != 0;
}

bool FillominoSearch::checkGroupBits(int root, bool& ok)
{
    // checkGroup walls off, in the order of its lists, the ways out that may not join; when there are
    // none the order does not matter. A way out may join when it is not barred from the value, has no
    // wall towards a square of it and touches no other group of it (then it adds one square to an open
    // group); otherwise canJoin decides, and where it refuses one the list code runs.
    const int value = value_[root];
    const Bits same = valueBits(value);
    const Bits group = groupBits(root);
    Bits unwalled[4];
    Bits wallToValue = 0;
    for (int k = 0; k < 4; ++k) {
        unwalled[k] = grid_.edges(k) & ~stateBits_[1 + k];
        wallToValue |= stateBits_[1 + k] & grid_.step(same, 3 - k);
    }
    const Bits ways = grid_.expand(group, unwalled) & openBits();
    if (size_[root] == value) {   // complete: nothing left to wall off, or the list code walls it
        if (ways != 0)
            return false;
        flags_[root] = static_cast<std::uint8_t>(flags_[root] | kSealed);
        return true;
    }
    if (ways == 0) {
        ok = blameGroup(root);
        return true;
    }
    Bits doubtful = wallToValue | (same == group ? Bits{0} : grid_.dilate(same & ~group));
    if (barredCell_ >= 0 && barredValue_ == value)
        doubtful |= bit(barredCell_);
    bool allJoin = true;   // canJoin for the doubtful ones: a square it refuses gets walls, in order
    forEach(ways & doubtful, [&](int cell) { allJoin = allJoin && canJoin(cell, value, root); });
    if (!allJoin)
        return false;
    if ((ways & (ways - 1)) == 0)
        ok = fill(lowest(ways), value);
    return true;
}

FillominoSearch::Bits FillominoSearch::unsettledBits() const
{
    Bits unsettled = openBits();
    forEach(rootBits(), [&](int root) {
        if (size_[root] < value_[root])
            unsettled |= groupBits(root);
    });
    return unsettled;
}

} // namespace ps
