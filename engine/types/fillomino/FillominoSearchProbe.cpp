// FillominoSearch's probing: each way out of each open group tried both ways, one at a time, in a child
// frame; a way whose propagation fails is ruled out in the frame itself (see FillominoSearch.h for
// when the search probes).
//
// Why it pays on hand-made puzzles: their logic is short chains of "if this square joined that group,
// the region could not be finished / a pocket could not be filled", which the search's weighted branching
// only meets by chance deep in the tree, again under every choice above it. Measured on the 20x36
// hand-made puzzle with 36 regions without any given: over 1,000,000 nodes (unfinished after 30 s)
// without probing; with it, 1,000 plain nodes, then the first probe of the whole grid leaves a few small
// parts open, and the count to two is done after 700 more (0.4 s).
//
// Only the first probe of a search tries every way out. Below it, a node tries only the ways out of the
// groups near what changed since the last probe on its path (the branch and what it propagated): the
// others were tried in nearly the same state and held. Trying them all again cost hundreds of probes
// per node on grids with many open groups (a 20x36 with 200 of them, a few givens removed: over 10 s
// against 0.07 s without probing; probing near changes only, 0.4 s).
#include "FillominoSearch.h"

#include <algorithm>

namespace ps {

bool FillominoSearch::isWayOut(int cell, int root)
{
    for (int k = 0; k < 4; ++k) {
        const int n = neighbour(cell, k);
        if (n >= 0 && !walled(cell, k) && value_[n] == value_[root] && find(n) == root)
            return true;
    }
    return false;
}

FillominoSearch::Snapshot& FillominoSearch::snapshot(int depth)
{
    while (static_cast<int>(snapshots_.size()) <= depth)
        snapshots_.emplace_back();
    return snapshots_[static_cast<std::size_t>(depth)];
}

void FillominoSearch::takeSnapshot(Snapshot& into) const
{
    into.value.assign(value_, value_ + cells_);
    into.flags.assign(flags_, flags_ + cells_);
    into.valid = true;
}

void FillominoSearch::markNearChanges(const Snapshot& since)
{
    // probeNear_: the squares whose value or walls differ from `since`, and every square up to
    // kProbeRadius steps from one.
    probeNear_.assign(static_cast<std::size_t>(cells_), 0);
    reach_.clear();
    reachDistance_.clear();
    for (int cell = 0; cell < cells_; ++cell)
        if (value_[cell] != since.value[static_cast<std::size_t>(cell)] || flags_[cell] != since.flags[static_cast<std::size_t>(cell)]) {
            probeNear_[static_cast<std::size_t>(cell)] = 1;
            reach_.push_back(cell);
            reachDistance_.push_back(0);
        }
    for (std::size_t next = 0; next < reach_.size(); ++next) {
        if (reachDistance_[next] == kProbeRadius)
            continue;
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(reach_[next], k);
            if (n >= 0 && !probeNear_[static_cast<std::size_t>(n)]) {
                probeNear_[static_cast<std::size_t>(n)] = 1;
                reach_.push_back(n);
                reachDistance_.push_back(reachDistance_[next] + 1);
            }
        }
    }
}

void FillominoSearch::collectProbeTargets(const std::vector<int>& area, const Snapshot* since)
{
    // Every way out of every open group of the area; with `since`, only those of the groups with a
    // square or a way out near a change.
    if (since)
        markNearChanges(*since);
    const auto near = [&](const std::vector<int>& squares) {
        return std::any_of(squares.begin(), squares.end(), [&](int square) { return probeNear_[static_cast<std::size_t>(square)] != 0; });
    };
    probeTargets_.clear();
    for (int cell : area) {   // an open group's root is one of its squares, so in the area
        if (value_[cell] == 0 || parent_[cell] != cell || size_[cell] >= value_[cell])
            continue;
        frontier(cell);   // members_ too
        if (since && !near(members_) && !near(frontier_))
            continue;
        for (int square : frontier_)
            probeTargets_.emplace_back(square, cell);
    }
}

bool FillominoSearch::probe(int depth, const std::vector<int>& area)
{
    // The last probe on this node's path: at this node before (the search came back to it), or at
    // its parent (copied from it right after its probe); none at the top of a search.
    snapshot(depth + 1);   // makes the snapshots up to the probes' frame, so that none moves below
    const Snapshot& own = snapshots_[static_cast<std::size_t>(depth)];
    const Snapshot* parent = depth > 0 ? &snapshots_[static_cast<std::size_t>(depth - 1)] : nullptr;
    const Snapshot* since = own.valid ? &own : parent && parent->valid ? parent : nullptr;
    for (;;) {
        collectProbeTargets(area, since);
        takeSnapshot(roundStart_);
        since = &roundStart_;   // a further round only looks near what this one changed
        bool found = false;
        for (const auto& [cell, target] : probeTargets_) {
            // Earlier deductions may have filled the square, merged the group or finished it.
            if (value_[cell] != 0)
                continue;
            const int root = find(target);
            const int value = value_[root];
            if (size_[root] >= value || !isWayOut(cell, root))
                continue;
            for (const bool join : {true, false}) {
                if (outOfWork())
                    return false;
                copyFrame(depth, depth + 1);
                settledSinceLastPass();
                const bool holds = (join ? fill(cell, value) : wallOff(cell, root)) && propagate();
                clearQueue();
                use(depth);
                if (holds)
                    continue;
                // The other way it is, here.
                settledSinceLastPass();
                if (!(join ? wallOff(cell, root) : fill(cell, value)) || !propagate())
                    return false;
                found = true;
                break;
            }
        }
        if (!found)
            break;
    }
    takeSnapshot(snapshot(depth));
    return true;
}

} // namespace ps
