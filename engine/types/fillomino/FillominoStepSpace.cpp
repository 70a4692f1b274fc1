// The room regions need: the starting bound on every square's values, and how far a group can grow.
#include "FillominoStepGrid.h"

#include <algorithm>
#include <cstdint>

namespace ps {

void FillominoStepGrid::boundBySpace()
{
    // A square's region lies in the area of empty squares around it, together with the unfinished groups
    // of the region's value that touch that area (and the areas beyond them): a region of v squares needs
    // that much space.
    // Scratch lists kept between calls (thread_local: a placement calls this, many times a solve).
    thread_local std::vector<int> area;
    thread_local std::vector<int> areaSize;
    thread_local std::vector<int> stack;
    thread_local std::vector<int> openValues;
    thread_local std::vector<int> spaceFor;   // per open value, per area: openValues.size() x areas
    thread_local std::vector<int> parent;
    thread_local std::vector<int> space;
    thread_local std::vector<std::uint64_t> keep;
    const int n = cellCount();
    area.assign(static_cast<std::size_t>(n), -1);
    areaSize.clear();
    for (int start = 0; start < n; ++start) {
        if (value(start) != 0 || area[static_cast<std::size_t>(start)] >= 0)
            continue;
        const int id = static_cast<int>(areaSize.size());
        int size = 0;
        stack.assign(1, start);
        area[static_cast<std::size_t>(start)] = id;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            ++size;
            std::array<int, 4> next{};
            const int count = neighbours(cell, next);
            for (int k = 0; k < count; ++k) {
                const int nb = next[static_cast<std::size_t>(k)];
                if (value(nb) == 0 && area[static_cast<std::size_t>(nb)] < 0) {
                    area[static_cast<std::size_t>(nb)] = id;
                    stack.push_back(nb);
                }
            }
        }
        areaSize.push_back(size);
    }
    // For each value of an unfinished group: the space of every area once such groups join areas.
    openValues.clear();
    for (const Group& group : groups())
        if (group.incomplete() && !group.exits.empty())
            openValues.push_back(group.value);
    std::sort(openValues.begin(), openValues.end());
    openValues.erase(std::unique(openValues.begin(), openValues.end()), openValues.end());
    const std::size_t areas = areaSize.size();
    spaceFor.assign(openValues.size() * areas, 0);
    parent.resize(areas);
    const auto root = [](int a) {
        while (parent[static_cast<std::size_t>(a)] != a)
            a = parent[static_cast<std::size_t>(a)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(a)])];
        return a;
    };
    for (std::size_t i = 0; i < openValues.size(); ++i) {
        const int v = openValues[i];
        space.assign(areaSize.begin(), areaSize.end());
        for (std::size_t a = 0; a < areas; ++a)
            parent[a] = static_cast<int>(a);
        for (const Group& group : groups()) {
            if (group.value != v || !group.incomplete() || group.exits.empty())
                continue;
            int joined = root(area[static_cast<std::size_t>(group.exits.front())]);
            space[static_cast<std::size_t>(joined)] += group.size();
            for (int exit : group.exits) {
                const int other = root(area[static_cast<std::size_t>(exit)]);
                if (other == joined)
                    continue;
                parent[static_cast<std::size_t>(other)] = joined;
                space[static_cast<std::size_t>(joined)] += space[static_cast<std::size_t>(other)];
            }
        }
        for (std::size_t a = 0; a < areas; ++a)
            spaceFor[i * areas + a] = space[static_cast<std::size_t>(root(static_cast<int>(a)))];
    }
    // What every square of an area keeps depends on the area alone: worked out once per area.
    const auto words = static_cast<std::size_t>(words_);
    keep.assign(areas * words, 0);
    for (std::size_t a = 0; a < areas; ++a) {
        const int plain = areaSize[a];
        std::uint64_t* mask = &keep[a * words];
        for (int w = 0; w < words_; ++w) {
            const int low = w * 64;   // values low+1 .. low+64
            if (plain >= low + 64)
                mask[w] = ~std::uint64_t{0};
            else if (plain > low)
                mask[w] = (std::uint64_t{1} << (plain - low)) - 1;
        }
        for (std::size_t i = 0; i < openValues.size(); ++i) {
            const int v = openValues[i];
            if (v > plain && v <= maxValue() && spaceFor[i * areas + a] >= v)
                mask[(v - 1) / 64] |= std::uint64_t{1} << ((v - 1) % 64);
        }
    }
    for (int cell = 0; cell < n; ++cell) {
        if (value(cell) != 0)
            continue;
        const std::uint64_t* mask = &keep[static_cast<std::size_t>(area[static_cast<std::size_t>(cell)]) * words];
        for (int w = 0; w < words_; ++w) {
            std::uint64_t& word = bits_[static_cast<std::size_t>(cell * words_ + w)];
            touchValues(word & ~mask[w], w * 64);
            word &= mask[w];
        }
    }
}

int FillominoStepGrid::room(const Group& group, int blocked, int limit, std::vector<int>* reached) const
{
    const int v = group.value;
    // Scratch kept between calls (the step solver asks this for every group at every step, and the two
    // allocations were most of a small group's cost): a square is seen when it carries this call's stamp.
    thread_local std::vector<std::uint32_t> seenStamp;
    thread_local std::uint32_t stamp = 0;
    thread_local std::vector<int> stack;
    if (seenStamp.size() < static_cast<std::size_t>(cellCount()))
        seenStamp.resize(static_cast<std::size_t>(cellCount()), 0);
    if (++stamp == 0) {   // wrapped round: start the stamps afresh
        std::fill(seenStamp.begin(), seenStamp.end(), 0U);
        stamp = 1;
    }
    stack.clear();
    const auto seen = [&](int cell) { return seenStamp[static_cast<std::size_t>(cell)] == stamp; };
    int found = 0;
    const auto visit = [&](int cell) {
        seenStamp[static_cast<std::size_t>(cell)] = stamp;
        stack.push_back(cell);
        ++found;
        if (reached)
            reached->push_back(cell);
    };
    for (int cell : group.cells)
        visit(cell);
    while (!stack.empty() && found < limit) {
        const int cell = stack.back();
        stack.pop_back();
        std::array<int, 4> next{};
        const int count = neighbours(cell, next);
        for (int k = 0; k < count && found < limit; ++k) {
            const int n = next[static_cast<std::size_t>(k)];
            if (seen(n) || n == blocked)
                continue;
            if (value(n) == 0 ? has(n, v) : (value(n) == v && groups()[static_cast<std::size_t>(groupAt(n))].incomplete()))
                visit(n);
        }
    }
    return found;
}

} // namespace ps
