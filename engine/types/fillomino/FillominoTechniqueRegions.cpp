// Techniques that look at one group and the squares right around it: complete region, only way out,
// isolated square, equal regions would touch, bottleneck.
#include "FillominoTechniques.h"

#include "core/EngineError.h"

#include <algorithm>

namespace ps::fillomino_steps {

using Group = FillominoStepGrid::Group;

bool findCompleteRegion(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    bool found = false;
    const std::vector<Group>& groups = grid.groups();
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const Group& group = groups[g];
        if (!group.complete())
            continue;
        LogicStep step;
        for (int exit : group.exits)
            if (grid.has(exit, group.value))
                step.eliminations.push_back({exit, group.value});
        if (step.eliminations.empty())
            continue;
        std::vector<int> targets;
        for (const CellValuePair& e : step.eliminations)
            targets.push_back(e.cell);
        step.technique = FillominoTechnique::CompleteRegion;
        step.pattern = group.cells;
        step.explanation = {PS_TRANSLATE("Engine", "The %1 at %2 is a complete region, so %3 cannot be %1."),
                            {value(group.value), groupName(grid, static_cast<int>(g)), cells(grid, targets)}};
        out.push_back(std::move(step));
        found = true;
        if (!all)
            return true;
    }
    return found;
}

bool findOnlyWayOut(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    bool found = false;
    const std::vector<Group>& groups = grid.groups();
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const Group& group = groups[g];
        if (!group.incomplete())
            continue;
        int way = -1;
        int ways = 0;
        for (int exit : group.exits)   // a second way is enough to rule the technique out here
            if (grid.has(exit, group.value) && grid.joinSize(exit, group.value) <= group.value) {
                way = exit;
                if (++ways == 2)
                    break;
            }
        if (ways != 1)
            continue;
        LogicStep step;
        step.technique = FillominoTechnique::OnlyWayOut;
        step.pattern = group.cells;
        step.pattern.push_back(way);
        step.placements = {{way, group.value}};
        step.explanation = {PS_TRANSLATE("Engine", "The %1 at %2 has %3 of its %1 squares and can only grow into %4."),
                            {value(group.value), groupName(grid, static_cast<int>(g)), std::to_string(group.size()), grid.cellName(way)}};
        out.push_back(std::move(step));
        found = true;
        if (!all)
            return true;
    }
    return found;
}

bool findIsolatedSquare(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    bool found = false;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (grid.value(cell) != 0 || !grid.has(cell, 1))
            continue;
        std::array<int, 4> next{};
        const int count = grid.neighbours(cell, next);
        bool walledIn = true;
        for (int k = 0; k < count && walledIn; ++k) {
            const int n = next[static_cast<std::size_t>(k)];
            const int v = grid.value(n);
            if (v == 0 || v == 1) {
                walledIn = false;
                break;
            }
            const Group& group = grid.groups()[static_cast<std::size_t>(grid.groupAt(n))];
            walledIn = group.size() >= v || !grid.has(cell, v) || grid.joinSize(cell, v) > v;
        }
        if (!walledIn)
            continue;
        LogicStep step;
        step.technique = FillominoTechnique::IsolatedSquare;
        step.pattern.assign(next.begin(), next.begin() + count);
        step.pattern.push_back(cell);
        step.placements = {{cell, 1}};
        step.explanation = {PS_TRANSLATE("Engine", "%1 must be 1: it has no empty neighbour, and none of the regions around it can take it in."),
                            {grid.cellName(cell)}};
        out.push_back(std::move(step));
        found = true;
        if (!all)
            return true;
    }
    return found;
}

bool findEqualRegionsTouch(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    bool found = false;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (grid.value(cell) != 0)
            continue;
        std::array<int, 4> next{};
        const int count = grid.neighbours(cell, next);
        std::array<int, 4> around{};   // the neighbours' values
        for (int k = 0; k < count; ++k)
            around[static_cast<std::size_t>(k)] = grid.value(next[static_cast<std::size_t>(k)]);
        for (int k = 0; k < count; ++k) {
            const int v = around[static_cast<std::size_t>(k)];
            // Each value once, at its first neighbour, and only with a second neighbour holding it.
            if (v == 0 || std::find(around.begin(), around.begin() + k, v) != around.begin() + k ||
                std::find(around.begin() + k + 1, around.begin() + count, v) == around.begin() + count || !grid.has(cell, v))
                continue;
            std::array<int, 4> touching{};   // the distinct v-groups next to the square, in neighbour order
            int touchingCount = 0;
            for (int j = k; j < count; ++j) {
                if (around[static_cast<std::size_t>(j)] != v)
                    continue;
                const int g = grid.groupAt(next[static_cast<std::size_t>(j)]);
                if (std::find(touching.begin(), touching.begin() + touchingCount, g) == touching.begin() + touchingCount)
                    touching[static_cast<std::size_t>(touchingCount++)] = g;
            }
            if (touchingCount < 2)
                continue;
            const int size = grid.joinSize(cell, v);
            if (size <= v)
                continue;
            LogicStep step;
            step.technique = FillominoTechnique::EqualRegionsTouch;
            std::vector<int> names;
            for (int t = 0; t < touchingCount; ++t) {
                const Group& group = grid.groups()[static_cast<std::size_t>(touching[static_cast<std::size_t>(t)])];
                step.pattern.insert(step.pattern.end(), group.cells.begin(), group.cells.end());
                names.push_back(group.cells.front());
            }
            step.pattern.push_back(cell);
            step.eliminations = {{cell, v}};
            step.explanation = {PS_TRANSLATE("Engine", "%1 cannot be %2: it would join the %2s at %3 into a region of %4 squares."),
                                {grid.cellName(cell), value(v), cells(grid, names), std::to_string(size)}};
            out.push_back(std::move(step));
            found = true;
            if (!all)
                return true;
        }
    }
    return found;
}

bool findBottleneck(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    bool found = false;
    const std::vector<Group>& groups = grid.groups();
    // Scratch kept between calls (the step solver looks for bottlenecks at most steps).
    thread_local std::vector<int> dist;
    thread_local std::vector<int> queue;
    thread_local std::vector<int> near;
    thread_local std::vector<int> reached;
    thread_local std::vector<int> lastGroup;   // per value: the last unfinished group of it
    thread_local std::vector<char> hit;        // per value: a bottleneck found for one of its groups
    lastGroup.assign(static_cast<std::size_t>(grid.maxValue()) + 1, -1);
    hit.assign(static_cast<std::size_t>(grid.maxValue()) + 1, 0);
    const auto inRange = [&](int v) { return v >= 1 && v <= grid.maxValue(); };
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (groups[g].incomplete() && inRange(groups[g].value))
            lastGroup[static_cast<std::size_t>(groups[g].value)] = static_cast<int>(g);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const Group& group = groups[g];
        if (!group.incomplete())
            continue;
        const int v = group.value;
        // The search reads v's part of the grid only (FillominoStepGrid::quiet).
        if (grid.quiet(FillominoStepGrid::BottleneckQuiet, v))
            continue;
        // A square the flood without a block did not take in before it had found v squares cannot stop
        // it: with that square blocked, the flood takes the very same course. So only the empty squares
        // of that flood need a flood of their own; each lies at most v - size steps from the group, so
        // they are all among the near squares below.
        reached.clear();
        const bool roomy = grid.room(group, -1, v, &reached) >= v;
        near.clear();
        if (roomy) {
            for (int cell : reached)
                if (grid.value(cell) == 0)
                    near.push_back(cell);
        } else {
            // No room even without a block: every near square, those close enough to be part of the
            // finished region (a lower bound on what reaching them costs), stops it.
            const int missing = v - group.size();
            dist.assign(static_cast<std::size_t>(grid.cellCount()), -1);
            queue.clear();
            for (int cell : group.cells) {
                dist[static_cast<std::size_t>(cell)] = 0;
                queue.push_back(cell);
            }
            for (std::size_t head = 0; head < queue.size(); ++head) {
                const int cell = queue[head];
                const int d = dist[static_cast<std::size_t>(cell)];
                if (d >= missing)
                    continue;
                std::array<int, 4> next{};
                const int count = grid.neighbours(cell, next);
                for (int k = 0; k < count; ++k) {
                    const int n = next[static_cast<std::size_t>(k)];
                    if (dist[static_cast<std::size_t>(n)] >= 0)
                        continue;
                    const bool empty = grid.value(n) == 0;
                    if (empty ? !grid.has(n, v) : grid.value(n) != v)
                        continue;
                    dist[static_cast<std::size_t>(n)] = d + 1;
                    queue.push_back(n);
                    if (empty)
                        near.push_back(n);
                }
            }
        }
        std::sort(near.begin(), near.end());
        for (int square : near) {
            if (grid.room(group, square, v) >= v)
                continue;
            LogicStep step;
            step.technique = FillominoTechnique::Bottleneck;
            step.pattern = group.cells;
            step.pattern.push_back(square);
            step.placements = {{square, v}};
            step.explanation = {PS_TRANSLATE("Engine", "%1 must be %2: the %2 at %3 has %4 of its %2 squares, and every way to complete it passes through %1."),
                                {grid.cellName(square), value(v), groupName(grid, static_cast<int>(g)), std::to_string(group.size())}};
            out.push_back(std::move(step));
            found = true;
            if (!all)
                return true;
            if (inRange(v))
                hit[static_cast<std::size_t>(v)] = 1;
        }
        if (inRange(v) && lastGroup[static_cast<std::size_t>(v)] == static_cast<int>(g) && !hit[static_cast<std::size_t>(v)])
            grid.markQuiet(FillominoStepGrid::BottleneckQuiet, v);   // no bottleneck for any group of v
    }
    return found;
}

} // namespace ps::fillomino_steps
