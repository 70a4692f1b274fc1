// FillominoSearch's global rules: passes over every open group and every value on the board, for what
// the queue of local rules cannot see (a square far away that fills up a group's room). Three tiers,
// cheapest first (globalPass):
//   1. each open group's reach (reachOf: the squares it may still grow to): fewer squares than its value
//      is a contradiction, exactly as many are all the group's; then the room all regions need
//      (regionsAtLeast), and where a value's groups must be one region, their joint reach, cut down to
//      the squares close enough to every two of them (measureJoined, fitsJoined);
//   2. critical squares: a square whose loss cuts the reach (with the group) below the value is the
//      group's, however far from it (sgt-puzzles' "critical square"; a single way out is the nearest
//      case), found with one depth-first search for articulation points of the reach;
//   3. candidate values (sgt-puzzles' "bitmap deductions", for values of any size): an open square may
//      hold v only if an open group of value v reaches it, or a new region of v fits around it (the open
//      squares that neither touch a square holding v nor are barred from v, connected without crossing a
//      wall, number at least v). Values nowhere on the board only need the second test, which is the same
//      for all of them (the open area), so they are counted rather than tried. A square left with one
//      value takes it; one left with none is a contradiction. This finds pockets no region can fill (two
//      squares between a 1 and a finished 2, say) as soon as they appear.
#include "FillominoSearch.h"

#include <algorithm>

namespace ps {

template <class F>
void FillominoSearch::forEachInReach(std::size_t group, int value, F&& f)
{
    if (useBits_) {
        const Bits only = value != 0 ? valueBits(value) : grid_.all();
        for (std::size_t d = layerStart_[group]; d < layerStart_[group + 1]; ++d)
            fillomino_bits::forEach(layers_[d] & only, [&](int cell) { f(cell, static_cast<int>(d - layerStart_[group])); });
        return;
    }
    const std::size_t end = group + 1 < reachStart_.size() ? reachStart_[group + 1] : reachStore_.size();
    for (std::size_t r = reachStart_[group]; r < end; ++r)
        if (value == 0 || value_[reachStore_[r]] == value)
            f(reachStore_[r], reachDistanceStore_[r]);
}

bool FillominoSearch::touchesValue(int cell, int value) const
{
    for (int k = 0; k < 4; ++k) {
        const int n = neighbour(cell, k);
        if (n >= 0 && value_[n] == value)
            return true;
    }
    return false;
}

bool FillominoSearch::touchesValueFast(int cell, int value) const
{
    // neighbourValues_ is only filled for open squares, during a global pass.
    const std::uint64_t bits = neighbourValues_[static_cast<std::size_t>(cell)];
    if (value < 64)
        return (bits >> value) & 1U;
    return (bits & 1U) && touchesValue(cell, value);
}

int FillominoSearch::openComponent(int start, std::uint32_t mark, int value)
{
    // The open squares connected to `start` without crossing a wall; with `value` > 0, only those that
    // touch no square holding it and are not barred from it.
    reach_.clear();
    reach_.push_back(start);
    stamp_[static_cast<std::size_t>(start)] = mark;
    for (std::size_t next = 0; next < reach_.size(); ++next)
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(reach_[next], k);
            if (n < 0 || value_[n] != 0 || walled(reach_[next], k) || stamp_[static_cast<std::size_t>(n)] == mark)
                continue;
            if (value > 0 && (barred(n, value) || touchesValueFast(n, value)))
                continue;
            stamp_[static_cast<std::size_t>(n)] = mark;
            reach_.push_back(n);
        }
    return static_cast<int>(reach_.size());
}

bool FillominoSearch::findCriticalSquares(int value, int joined)
{
    // reach_ holds the reach (first square a member of the group), stamped here with a new mark. A
    // depth-first search from the group: an open square whose removal cuts off subtrees leaving fewer
    // than `value` squares connected to the group is critical. (Subtrees cut off never hold members:
    // the group is connected through its own squares.) With `joined` > 0, reach_ starts with that many
    // squares of several groups that must end up in one region: a square that cuts any of them off
    // from the first is critical too, and the groups must all be reachable.
    const std::uint32_t mark = newStamp();
    const int count = static_cast<int>(reach_.size());
    for (int i = 0; i < count; ++i) {
        const auto cell = static_cast<std::size_t>(reach_[static_cast<std::size_t>(i)]);
        stamp_[cell] = mark;
        position_[cell] = i;
    }
    dfs_.assign(static_cast<std::size_t>(count), DfsEntry{});
    for (int i = 0; i < joined; ++i)
        dfs_[static_cast<std::size_t>(i)].joined = 1;
    dfsStack_.clear();
    int time = 0;
    dfs_[0].order = dfs_[0].low = time++;
    dfsStack_.push_back(0);
    while (!dfsStack_.empty()) {
        const int i = dfsStack_.back();
        DfsEntry& at = dfs_[static_cast<std::size_t>(i)];
        // The square's remaining directions in one go, up to the first child to descend into (the same
        // order as one direction per turn of the outer loop, without going back to the stack each time).
        const int cell = reach_[static_cast<std::size_t>(i)];
        bool descended = false;
        while (at.next < 4) {
            const int dir = at.next++;
            const int n = neighbour(cell, dir);
            if (n < 0 || walled(cell, dir) || stamp_[static_cast<std::size_t>(n)] != mark)
                continue;
            const int j = position_[static_cast<std::size_t>(n)];
            DfsEntry& to = dfs_[static_cast<std::size_t>(j)];
            if (to.order < 0) {
                to.parent = i;
                to.order = to.low = time++;
                dfsStack_.push_back(j);
                descended = true;
                break;
            }
            if (j != at.parent)
                at.low = std::min(at.low, to.order);
        }
        if (descended)
            continue;
        dfsStack_.pop_back();
        if (at.parent < 0)
            continue;
        DfsEntry& up = dfs_[static_cast<std::size_t>(at.parent)];
        up.low = std::min(up.low, at.low);
        up.size += at.size;
        up.joined += at.joined;
        if (at.low >= up.order) {
            up.cut += at.size;
            up.cutJoined += at.joined;
        }
    }
    if (joined > 0 && dfs_[0].joined < joined)
        return false;   // the groups that must be one region cannot all be reached from the first
    for (int i = 1; i < count; ++i) {
        const int cell = reach_[static_cast<std::size_t>(i)];
        const DfsEntry& entry = dfs_[static_cast<std::size_t>(i)];
        if (value_[cell] == 0 && (count - 1 - entry.cut < value || entry.cutJoined > 0))
            critical_.emplace_back(cell, value);
    }
    return true;
}

bool FillominoSearch::reachTouches(std::size_t group, std::uint32_t changed) const
{
    // The group's reach as tier 1 stored it. A square that left the reach since the last pass (it may
    // no longer join, say) is next to one still in it, so the neighbours are looked at too.
    const std::size_t end = group + 1 < reachStart_.size() ? reachStart_[group + 1] : reachStore_.size();
    for (std::size_t r = reachStart_[group]; r < end; ++r) {
        const int cell = reachStore_[r];
        if (dirtyMark_[static_cast<std::size_t>(cell)] == changed)
            return true;
        for (int k = 0; k < 4; ++k)
            if (const int n = neighbour(cell, k); n >= 0 && dirtyMark_[static_cast<std::size_t>(n)] == changed)
                return true;
    }
    return false;
}

void FillominoSearch::markChanges()
{
    // What changed since critical squares were last looked for: the changed squares, the groups they
    // are in, and every neighbour of those. A group whose reach (or a neighbour of it) touches none of
    // it has the same reach as then, so its critical squares were found already.
    ++dirtyRun_;
    for (int cell : dirty_) {
        const auto markAround = [&](int square) {
            dirtyMark_[static_cast<std::size_t>(square)] = dirtyRun_;
            for (int k = 0; k < 4; ++k)
                if (const int n = neighbour(square, k); n >= 0)
                    dirtyMark_[static_cast<std::size_t>(n)] = dirtyRun_;
        };
        if (value_[cell] == 0) {
            markAround(cell);
            continue;
        }
        members(find(cell));
        for (int member : members_)
            markAround(member);
    }
}

int FillominoSearch::joinedReach(const Joined& joined)
{
    // reachOf for several groups of one value that must be one region: breadth first from all their
    // squares at once, no further than value - (their squares) steps; a square may join if it is not
    // barred from the value and touches no other square of it across a wall or in a complete group
    // (all open groups of the value are in this region already).
    const int value = joined.value;
    const int steps = value - joined.squares;
    const std::uint32_t mark = newStamp();
    reach_.clear();
    for (std::size_t g = joined.first; g < joined.end; ++g) {
        members(openGroups_[g].second);
        for (int cell : members_) {
            stamp_[static_cast<std::size_t>(cell)] = mark;
            reach_.push_back(cell);
        }
    }
    reachDistance_.assign(reach_.size(), 0);
    const auto mayJoin = [&](int cell) {
        if (value_[cell] != 0 || barred(cell, value) || !fitsJoined(joined, cell))
            return false;
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(cell, k);
            if (n >= 0 && value_[n] == value && (walled(cell, k) || size_[find(n)] == value))
                return false;
        }
        return true;
    };
    return growReach(steps, mark, mayJoin);
}

long FillominoSearch::regionsAtLeast(std::size_t first, std::size_t end, long squares)
{
    // Two open groups of v fit in one region only if the region can hold both and the squares between
    // them: s1 + s2 + (d - 1) <= v, with d the steps from one to the nearest square of the other in the
    // first one's reach (a lower bound on the steps inside any region holding it: every square of such
    // a region is in its reach). Groups no two of which fit together need as many regions. Taken
    // greedily: a group counts if no group counted before may share its region, and then blocks those
    // that may share its own (any such set of groups is a valid bound). Hand-made puzzles need it: in a
    // 9x9 with three 5s (two within 4 steps of each other, the third 7 steps from the first) the 5s take
    // at least 10 squares, not 5, and that leaves the room of larger givens exact.
    const int v = openGroups_[first].first;
    const long bySquares = (squares + v - 1) / v;
    const std::size_t count = end - first;
    if (count < 2)
        return bySquares;
    if (groupSlot_.size() != static_cast<std::size_t>(cells_))
        groupSlot_.assign(static_cast<std::size_t>(cells_), -1);
    for (std::size_t i = 0; i < count; ++i)
        groupSlot_[static_cast<std::size_t>(openGroups_[first + i].second)] = static_cast<int>(i);
    blocked_.assign(count, 0);
    long apart = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (blocked_[i])
            continue;
        ++apart;
        const std::size_t group = first + i;
        const int root = openGroups_[group].second;
        forEachInReach(group, v, [&](int cell, int steps) {
            const int other = find(cell);
            const int slot = groupSlot_[static_cast<std::size_t>(other)];
            if (other == root || slot < 0 || static_cast<std::size_t>(slot) >= count || openGroups_[first + static_cast<std::size_t>(slot)].second != other)
                return;
            if (size_[root] + size_[other] + steps - 1 <= v)
                blocked_[static_cast<std::size_t>(slot)] = 1;
        });
    }
    return std::max(bySquares, apart);
}

bool FillominoSearch::measureJoined(const Joined& joined)
{
    // joinedDistance_: each group's steps to the squares of its reach (tier 1), kFar elsewhere; and
    // between two groups the steps from one to the nearest square of the other, either way round (both
    // are lower bounds on the steps inside the region). Only the first kJoinedMeasured groups: any of
    // them give a valid bound.
    const std::size_t count = std::min<std::size_t>(joined.end - joined.first, kJoinedMeasured);
    const auto n = static_cast<std::size_t>(cells_);
    joinedDistance_.assign(count * n, kFar);
    joinedPairDistance_.assign(count * count, 0);
    for (std::size_t i = 0; i < count; ++i)
        forEachInReach(joined.first + i, 0, [&](int cell, int steps) { joinedDistance_[i * n + static_cast<std::size_t>(cell)] = steps; });
    for (std::size_t i = 0; i < count; ++i)
        for (std::size_t j = 0; j < count; ++j) {
            if (i == j)
                continue;
            const int other = openGroups_[joined.first + j].second;
            int steps = kFar;
            forEachInReach(joined.first + i, joined.value, [&](int cell, int distance) {
                if (find(cell) == other)
                    steps = std::min(steps, distance);
            });
            if (steps == kFar)
                return false;   // they must be one region but cannot reach each other
            int& pair = joinedPairDistance_[std::min(i, j) * count + std::max(i, j)];
            pair = std::max(pair, steps);
        }
    return true;
}

bool FillominoSearch::fitsJoined(const Joined& joined, int cell) const
{
    // The region holds groups A and B (sA, sB squares, D steps apart) and `cell`, dA and dB steps from
    // them. The smallest tree in the region joining the three (A and B each taken as one node) has
    // legs a, b, e from a centre: a + b >= D, and where the centre is neither group, a + e >= dA and
    // b + e >= dB, so a + b + e >= (D + dA + dB) / 2; where the centre is B, a >= D and e >= dB (the leg
    // to the square does not pass A), so a + b + e >= D + dB, and the same with A. Its squares outside
    // A and B number a + b + e - 1, so sA + sB + that must not exceed the value. (The distances are
    // steps in the full grid, not with A and B shrunk to points, hence the two cases.) For two givens
    // of 15 exactly 14 steps apart this leaves only the squares on a shortest path between them.
    const std::size_t count = std::min<std::size_t>(joined.end - joined.first, kJoinedMeasured);
    const auto n = static_cast<std::size_t>(cells_);
    for (std::size_t i = 0; i < count; ++i)
        if (joinedDistance_[i * n + static_cast<std::size_t>(cell)] >= kFar)
            return false;
    for (std::size_t i = 0; i < count; ++i)
        for (std::size_t j = i + 1; j < count; ++j) {
            const int dA = joinedDistance_[i * n + static_cast<std::size_t>(cell)];
            const int dB = joinedDistance_[j * n + static_cast<std::size_t>(cell)];
            const int apart = joinedPairDistance_[i * count + j];
            const int legs = std::min((apart + dA + dB + 1) / 2, apart + std::min(dA, dB));
            if (size_[openGroups_[joined.first + i].second] + size_[openGroups_[joined.first + j].second] + legs - 1 > joined.value)
                return false;
        }
    return true;
}

bool FillominoSearch::globalPass()
{
    // In three tiers, cheapest first; a tier runs only when those before it found nothing, and its
    // deductions are applied (all at once: each holds in the state the pass looked at) before the
    // queue's local rules run again. Measured on 9x9 generation: the reach tier decides most, the
    // critical squares most of the rest, and the candidates rarely but where nothing else does.
    openGroups_.clear();
    presentValues_.clear();
    long area = 0;   // squares the regions holding the groups cover at least
    const auto takeRoot = [&](int cell) {   // each group once, at its root (every value present has one)
        const int v = value_[cell];
        if (!present_[static_cast<std::size_t>(v)]) {
            present_[static_cast<std::size_t>(v)] = 1;
            presentValues_.push_back(v);
        }
        if (size_[cell] < v)
            openGroups_.emplace_back(v, cell);
        else
            area += v;   // a complete group is a region of its own
    };
    if (useBits_)
        fillomino_bits::forEach(rootBits(), takeRoot);
    else
        for (int cell = 0; cell < cells_; ++cell)
            if (value_[cell] != 0 && parent_[cell] == cell)
                takeRoot(cell);
    std::sort(presentValues_.begin(), presentValues_.end());
    std::sort(openGroups_.begin(), openGroups_.end());
    for (int v : presentValues_)
        present_[static_cast<std::size_t>(v)] = 0;   // left clean for the next pass
    forced_.clear();
    critical_.clear();

    // 1. Every open group's reach: too small is a contradiction, just enough is the region. The reach
    //    (and each square's steps from the group) is kept for the tiers below (nothing changes before
    //    them) and for the room count.
    reachStore_.clear();
    reachDistanceStore_.clear();
    reachStart_.clear();
    mayBeCut_.clear();
    if (useBits_)
        startPassBits();
    for (const auto& [v, root] : openGroups_) {
        if (useBits_) {   // the same, on bitsets (FillominoSearchBits.cpp)
            const int count = reachOfBits(root);
            if (count < v)
                return blameGroup(root);
            const std::size_t group = reachBits_.size() - 1;
            if (count == v) {
                orderReach(group, layerCount(group) - 1);
                for (int cell : reach_)
                    forced_.emplace_back(cell, v);
            }
            reachStart_.push_back(reachStore_.size());   // an empty list: the joined groups' come after
            const Bits* layer = &layers_[layerStart_[group]];
            mayBeCut_.push_back(fillomino_bits::count(layer[0] | (layerCount(group) > 1 ? layer[1] : Bits{0})) <= v);
            continue;
        }
        const int count = reachOf(root);
        if (count < v)
            return blameGroup(root);
        if (count == v)
            for (int cell : reach_)
                forced_.emplace_back(cell, v);
        reachStart_.push_back(reachStore_.size());
        reachStore_.insert(reachStore_.end(), reach_.begin(), reach_.end());
        reachDistanceStore_.insert(reachDistanceStore_.end(), reachDistance_.begin(), reachDistance_.end());
        // A square d steps out cuts off only squares further out, so it can be critical only if the
        // group and the squares up to d steps out (itself included) are at most v: with more ways out
        // than squares still needed, no square is (measured: skips most of the searches below).
        int upToFirst = 0;
        for (std::size_t i = 0; i < reach_.size() && reachDistance_[i] <= 1; ++i)
            ++upToFirst;
        mayBeCut_.push_back(upToFirst <= v);
    }

    // 0. Room for all regions: the open groups of value v lie in at least regionsAtLeast() regions of v
    //    squares, and every region is distinct. What is left over (slack_) is all a region holding no
    //    group yet can have (tier 3 uses it). Hand-made puzzles with large values lean on this: a 9x9
    //    whose givens' values add up to 81 has no room for anything else.
    joinedValues_.clear();
    for (std::size_t g = 0; g < openGroups_.size();) {
        const int v = openGroups_[g].first;
        const std::size_t first = g;
        long squares = 0;
        for (; g < openGroups_.size() && openGroups_[g].first == v; ++g)
            squares += size_[openGroups_[g].second];
        const long regions = regionsAtLeast(first, g, squares);
        area += v * regions;
        if (g - first >= 2 && regions == 1)
            joinedValues_.push_back({v, static_cast<int>(squares), first, g});
    }
    if (area > cells_)
        return false;
    slack_ = static_cast<int>(cells_ - area);
    // Where no room is left for a second region of v, all open groups of v are one region.
    std::erase_if(joinedValues_, [&](const Joined& j) { return slack_ >= j.value; });
    for (const Joined& joined : joinedValues_) {   // tier 1 for groups that must be one region
        if (!measureJoined(joined))
            return false;
        const int count = joinedReach(joined);
        if (count < joined.value)
            return false;
        if (count == joined.value)
            for (int cell : reach_)
                forced_.emplace_back(cell, joined.value);
        reachStart_.push_back(reachStore_.size());
        reachStore_.insert(reachStore_.end(), reach_.begin(), reach_.end());
    }
    if (!forced_.empty())
        return fillAll(forced_);

    // 2. Critical squares, for the groups whose reach changed.
    if (!allDirty_)
        useBits_ ? markChangesBits() : markChanges();
    for (std::size_t g = 0; g < openGroups_.size(); ++g) {
        if (!mayBeCut_[g])
            continue;
        if (!allDirty_ && !(useBits_ ? reachTouchesBits(g) : reachTouches(g, dirtyRun_)))
            continue;
        if (useBits_) {
            findCriticalSquaresBits(g);
            continue;
        }
        restoreReach(g);
        findCriticalSquares(openGroups_[g].first, 0);
    }
    for (std::size_t j = 0; j < joinedValues_.size(); ++j) {
        restoreReach(openGroups_.size() + j);
        if (!findCriticalSquares(joinedValues_[j].value, joinedValues_[j].squares))
            return false;
    }
    dirty_.clear();   // critical squares are now up to date with every change
    allDirty_ = false;
    if (!critical_.empty())
        return fillAll(critical_);

    // 3. Candidate values of the open squares, at the root of a search only: below it they find little
    //    that branching would not (measured on 9x9 generation: 18% more nodes without them there, but 8%
    //    less time).
    if (belowRoot_)
        return true;
    return checkCandidates();
}

void FillominoSearch::restoreReach(std::size_t group)
{
    const std::size_t end = group + 1 < reachStart_.size() ? reachStart_[group + 1] : reachStore_.size();
    reach_.assign(reachStore_.begin() + static_cast<std::ptrdiff_t>(reachStart_[group]), reachStore_.begin() + static_cast<std::ptrdiff_t>(end));
}

bool FillominoSearch::fillAll(const std::vector<std::pair<int, int>>& deductions)
{
    for (const auto& [cell, value] : deductions)
        if (value_[cell] == 0 && !fill(cell, value))
            return false;
    return true;
}

bool FillominoSearch::checkCandidates()
{
    // The open squares, their open areas (connected without crossing a wall) and their neighbours' values.
    openCells_.clear();
    for (int cell = 0; cell < cells_; ++cell)
        if (value_[cell] == 0)
            openCells_.push_back(cell);
    for (int cell : openCells_) {   // as bits (bit 0: a value above 63)
        std::uint64_t bits = 0;
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(cell, k);
            if (n >= 0 && value_[n] != 0)
                bits |= value_[n] < 64 ? std::uint64_t{1} << value_[n] : 1U;
        }
        neighbourValues_[static_cast<std::size_t>(cell)] = bits;
        candidateCount_[static_cast<std::size_t>(cell)] = 0;
    }
    const std::uint32_t areaMark = newStamp();
    for (int cell : openCells_) {
        if (stamp_[static_cast<std::size_t>(cell)] == areaMark)
            continue;
        const int area = openComponent(cell, areaMark, 0);
        for (int square : reach_)
            areaSize_[static_cast<std::size_t>(square)] = area;
    }

    std::size_t nextGroup = 0;
    for (int v : presentValues_) {
        // Mark every open square that may hold v, then count the marks.
        if (++extensionRun_ == 0) {
            std::fill(extension_.begin(), extension_.end(), 0U);
            extensionRun_ = 1;
        }
        // A new region of v: only in open areas of at least v squares (a 1 fits anywhere it may go), and
        // only if the other regions leave room for it.
        const std::uint32_t fresh = newStamp();
        for (int cell : openCells_) {
            if (v > slack_ || areaSize_[static_cast<std::size_t>(cell)] < v || stamp_[static_cast<std::size_t>(cell)] == fresh ||
                barred(cell, v) || touchesValueFast(cell, v))
                continue;
            if (v == 1) {
                extension_[static_cast<std::size_t>(cell)] = extensionRun_;
                continue;
            }
            if (openComponent(cell, fresh, v) >= v)
                for (int square : reach_)
                    extension_[static_cast<std::size_t>(square)] = extensionRun_;
        }
        // Growing an open group of v (its reach from tier 1).
        for (; nextGroup < openGroups_.size() && openGroups_[nextGroup].first == v; ++nextGroup) {
            forEachInReach(nextGroup, 0, [&](int cell, int) { extension_[static_cast<std::size_t>(cell)] = extensionRun_; });
        }
        for (int cell : openCells_)
            if (extension_[static_cast<std::size_t>(cell)] == extensionRun_) {
                ++candidateCount_[static_cast<std::size_t>(cell)];
                candidateLast_[static_cast<std::size_t>(cell)] = v;
            }
    }

    // Values that are nowhere on the board: any of them up to the open area's size (and the room left).
    for (int cell : openCells_) {
        const int area = std::min(areaSize_[static_cast<std::size_t>(cell)], slack_);
        const auto presentUpTo = std::upper_bound(presentValues_.begin(), presentValues_.end(), area) - presentValues_.begin();
        int absent = area - static_cast<int>(presentUpTo);
        if (cell == barredCell_ && barredValue_ <= area && !std::binary_search(presentValues_.begin(), presentValues_.end(), barredValue_))
            --absent;
        const int total = candidateCount_[static_cast<std::size_t>(cell)] + absent;
        if (total == 0)
            return blame(cell);
        if (total != 1)
            continue;
        int value = candidateLast_[static_cast<std::size_t>(cell)];
        if (absent == 1)
            for (value = 1; std::binary_search(presentValues_.begin(), presentValues_.end(), value) || barred(cell, value); ++value) {
            }
        forced_.emplace_back(cell, value);
    }
    return fillAll(forced_);
}

} // namespace ps
