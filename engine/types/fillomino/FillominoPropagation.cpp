// The propagation half of FillominoSearch: filling squares, walls, and the rules applied to a fixed
// point (see FillominoSearch.h for the list).
#include "FillominoSearch.h"

#include <algorithm>

namespace ps {

int FillominoSearch::find(int cell)
{
    while (parent_[cell] != cell) {
        parent_[cell] = parent_[parent_[cell]];   // path halving: the frame is private to this depth
        cell = parent_[cell];
    }
    return cell;
}

std::uint32_t FillominoSearch::newStamp()
{
    if (++stampNow_ == 0) {   // wrapped: old marks could be mistaken for new ones
        std::fill(stamp_.begin(), stamp_.end(), 0U);
        stampNow_ = 1;
    }
    return stampNow_;
}

void FillominoSearch::queueSquare(int cell)
{
    if (!queued_[static_cast<std::size_t>(cell)]) {
        queued_[static_cast<std::size_t>(cell)] = 1;
        queue_.push_back(cell);
    }
}

void FillominoSearch::queueGroupOf(int cell) { queueSquare(value_[cell] != 0 ? find(cell) : cell); }

void FillominoSearch::clearQueue()
{
    for (int cell : queue_)
        queued_[static_cast<std::size_t>(cell)] = 0;
    queue_.clear();
}

bool FillominoSearch::blame(int cell)
{
    if (++weight_[static_cast<std::size_t>(cell)] >= kWeightCap)
        for (auto& weight : weight_)   // kept over many searches: halve them all long before overflow
            weight /= 2;
    return false;
}

bool FillominoSearch::blameGroup(int root)
{
    members(root);
    for (int cell : members_)
        blame(cell);
    return false;
}

bool FillominoSearch::unite(int cell, int n, int value)
{
    int a = find(cell);
    int b = find(n);
    if (a == b)
        return true;
    if (size_[a] < size_[b])   // the larger set's root stays: the roots decide the branching order's ties
        std::swap(a, b);
    parent_[b] = static_cast<Value>(a);
    if (useBits_)
        noteUnionBits(a, b);
    size_[a] = static_cast<Value>(size_[a] + size_[b]);
    if (size_[a] > value)
        return blame(cell);   // too large, e.g. two equal regions touching
    return true;
}

bool FillominoSearch::fill(int cell, int value)
{
    if (value_[cell] != 0)
        return value_[cell] == value;
    if (barred(cell, value))
        return blame(cell);
    value_[cell] = static_cast<Value>(value);
    if (useBits_)
        noteFillBits(cell, value);
    parent_[cell] = static_cast<Value>(cell);
    size_[cell] = 1;
    ++changes_;
    dirty_.push_back(cell);
    for (int k = 0; k < 4; ++k) {
        const int n = neighbour(cell, k);
        if (n < 0 || value_[n] != value)
            continue;
        if (walled(cell, k))
            return blame(cell);   // equal values across a wall
        if (!unite(cell, n, value))
            return false;
    }
    queueGroupOf(cell);
    for (int k = 0; k < 4; ++k) {
        const int n = neighbour(cell, k);
        if (n < 0)
            continue;
        if (value_[n] != 0) {
            if (value_[n] != value)
                queueGroupOf(n);   // lost a way out
            continue;
        }
        // An open neighbour: its own options changed, and so did whether the other groups of this value
        // next to it may still take it.
        queueSquare(n);
        for (int j = 0; j < 4; ++j) {
            const int m = neighbour(n, j);
            if (m >= 0 && m != cell && value_[m] == value)   // `cell`'s own group is queued above
                queueGroupOf(m);
        }
    }
    return true;
}

void FillominoSearch::wall(int cell, int k)
{
    if (walled(cell, k))
        return;
    const int n = neighbour(cell, k);
    flags_[cell] = static_cast<std::uint8_t>(flags_[cell] | (1U << k));
    flags_[n] = static_cast<std::uint8_t>(flags_[n] | (1U << (3 - k)));
    if (useBits_)
        noteWallBits(cell, k, n);
    ++changes_;
    dirty_.push_back(cell);
    dirty_.push_back(n);
    queueGroupOf(cell);
    queueGroupOf(n);
}

int FillominoSearch::members(int root)
{
    const std::uint32_t mark = newStamp();
    const int value = value_[root];
    members_.clear();
    members_.push_back(root);
    stamp_[static_cast<std::size_t>(root)] = mark;
    for (std::size_t next = 0; next < members_.size(); ++next) {
        const int cell = members_[next];
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(cell, k);
            if (n >= 0 && value_[n] == value && stamp_[static_cast<std::size_t>(n)] != mark) {
                stamp_[static_cast<std::size_t>(n)] = mark;
                members_.push_back(n);
            }
        }
    }
    return static_cast<int>(members_.size());
}

int FillominoSearch::frontier(int root)
{
    members(root);
    const std::uint32_t mark = newStamp();
    frontier_.clear();
    for (int cell : members_)
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(cell, k);
            if (n >= 0 && value_[n] == 0 && !walled(cell, k) && stamp_[static_cast<std::size_t>(n)] != mark) {
                stamp_[static_cast<std::size_t>(n)] = mark;
                frontier_.push_back(n);
            }
        }
    return static_cast<int>(frontier_.size());
}

bool FillominoSearch::canJoin(int cell, int value, int root)
{
    // `cell` (open) would hold `value` and join the group at `root` (or -1) and every group of that value
    // next to it: allowed when it is not barred, no such neighbour is walled off and the sum fits.
    if (barred(cell, value))
        return false;
    int total = 1 + (root >= 0 ? size_[root] : 0);
    int counted[4];
    int count = 0;
    for (int k = 0; k < 4; ++k) {
        const int n = neighbour(cell, k);
        if (n < 0 || value_[n] != value)
            continue;
        if (walled(cell, k))
            return false;
        const int g = find(n);
        if (g == root || std::find(counted, counted + count, g) != counted + count)
            continue;
        counted[count++] = g;
        total += size_[g];
    }
    return total <= value;
}

bool FillominoSearch::mayJoinOpenGroup(int cell, int value, int root)
{
    // canJoin for an open group (smaller than its value), with its common case first: no neighbour
    // holds the value, so the square would just add one (measured: 2% less work in 9x9 generation).
    if (barred(cell, value))
        return false;
    for (int k = 0; k < 4; ++k)
        if (const int n = neighbour(cell, k); n >= 0 && value_[n] == value)
            return canJoin(cell, value, root);
    return true;
}

bool FillominoSearch::checkGroup(int root)
{
    const int value = value_[root];
    if (flags_[root] & kSealed)
        return true;
    if (bool ok = true; useBits_ && checkGroupBits(root, ok))
        return ok;
    frontier(root);
    if (size_[root] == value) {   // complete: no neighbour may join
        for (int cell : members_)
            for (int k = 0; k < 4; ++k) {
                const int n = neighbour(cell, k);
                if (n >= 0 && value_[n] == 0)
                    wall(cell, k);
            }
        flags_[root] = static_cast<std::uint8_t>(flags_[root] | kSealed);
        return true;
    }
    int ways = 0;
    int only = -1;
    for (int cell : frontier_) {
        if (canJoin(cell, value, root)) {
            ++ways;
            only = cell;
            continue;
        }
        for (int k = 0; k < 4; ++k) {   // wall it off from this group
            const int n = neighbour(cell, k);
            if (n >= 0 && value_[n] == value && find(n) == root)
                wall(cell, k);
        }
    }
    if (ways == 0)
        return blameGroup(root);
    if (ways == 1)
        return fill(only, value);
    return true;
}

int FillominoSearch::reachOf(int root)
{
    // Breadth first from the group over squares that may join it, no further than value - size steps
    // (no square of the region is further from the group than that).
    const int value = value_[root];
    const int steps = value - size_[root];
    const std::uint32_t mark = newStamp();
    reach_.clear();
    reach_.push_back(root);
    stamp_[static_cast<std::size_t>(root)] = mark;
    for (std::size_t next = 0; next < reach_.size(); ++next)   // the group itself first, at distance 0
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(reach_[next], k);
            if (n >= 0 && value_[n] == value && stamp_[static_cast<std::size_t>(n)] != mark) {
                stamp_[static_cast<std::size_t>(n)] = mark;
                reach_.push_back(n);
            }
        }
    reachDistance_.assign(reach_.size(), 0);
    return growReach(steps, mark, [&](int n) { return value_[n] == value || (value_[n] == 0 && mayJoinOpenGroup(n, value, root)); });
}

bool FillominoSearch::checkOpenSquare(int cell)
{
    // Only a square walled off from every open neighbour is decided here: its region is itself plus
    // the groups it joins, so it takes the value of an unwalled neighbouring group or is a 1.
    int options[5];
    int count = 0;
    for (int k = 0; k < 4; ++k) {
        const int n = neighbour(cell, k);
        if (n < 0 || walled(cell, k))
            continue;
        if (value_[n] == 0)
            return true;
        const int v = value_[n];
        if (std::find(options, options + count, v) == options + count && canJoin(cell, v, -1))
            options[count++] = v;
    }
    if (std::find(options, options + count, 1) == options + count && canJoin(cell, 1, -1))
        options[count++] = 1;
    if (count == 0)
        return blame(cell);
    if (count == 1)
        return fill(cell, options[0]);
    return true;
}

bool FillominoSearch::drainQueue()
{
    while (!queue_.empty()) {
        const int cell = queue_.back();
        queue_.pop_back();
        queued_[static_cast<std::size_t>(cell)] = 0;
        const bool ok = value_[cell] != 0 ? checkGroup(find(cell)) : checkOpenSquare(cell);
        if (!ok) {
            clearQueue();
            return false;
        }
    }
    return true;
}

bool FillominoSearch::propagate()
{
    // The local rules first (cheap, driven by the queue), then the global ones (a pass over every open
    // group and value), and again after anything the global pass filled or walled.
    for (;;) {
        if (!drainQueue())
            return false;
        const long before = changes_;
        if (!globalPass()) {
            clearQueue();
            return false;
        }
        if (changes_ == before)
            return true;
    }
}

} // namespace ps
