// The room regions need: the starting bound on every square's values, and how far a group can grow.
#include "FillominoStepGrid.h"

#include <algorithm>

namespace ps {

void FillominoStepGrid::boundBySpace()
{
    // A square's region lies in the area of empty squares around it, together with the unfinished groups
    // of the region's value that touch that area (and the areas beyond them): a region of v squares needs
    // that much space.
    const int n = cellCount();
    std::vector<int> area(static_cast<std::size_t>(n), -1);
    std::vector<int> areaSize;
    std::vector<int> stack;
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
    std::vector<int> openValues;
    for (const Group& group : groups())
        if (group.incomplete() && !group.exits.empty())
            openValues.push_back(group.value);
    std::sort(openValues.begin(), openValues.end());
    openValues.erase(std::unique(openValues.begin(), openValues.end()), openValues.end());
    const std::size_t areas = areaSize.size();
    std::vector<std::vector<int>> spaceFor(openValues.size());   // per open value, per area
    std::vector<int> parent(areas);
    const auto root = [&parent](int a) {
        while (parent[static_cast<std::size_t>(a)] != a)
            a = parent[static_cast<std::size_t>(a)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(a)])];
        return a;
    };
    for (std::size_t i = 0; i < openValues.size(); ++i) {
        const int v = openValues[i];
        std::vector<int> space(areaSize);
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
        spaceFor[i].resize(areas);
        for (std::size_t a = 0; a < areas; ++a)
            spaceFor[i][a] = space[static_cast<std::size_t>(root(static_cast<int>(a)))];
    }
    std::vector<std::uint64_t> keep(static_cast<std::size_t>(words_));
    for (int cell = 0; cell < n; ++cell) {
        if (value(cell) != 0)
            continue;
        const auto a = static_cast<std::size_t>(area[static_cast<std::size_t>(cell)]);
        const int plain = areaSize[a];
        std::fill(keep.begin(), keep.end(), 0);
        for (int w = 0; w < words_; ++w) {
            const int low = w * 64;   // values low+1 .. low+64
            if (plain >= low + 64)
                keep[static_cast<std::size_t>(w)] = ~std::uint64_t{0};
            else if (plain > low)
                keep[static_cast<std::size_t>(w)] = (std::uint64_t{1} << (plain - low)) - 1;
        }
        for (std::size_t i = 0; i < openValues.size(); ++i) {
            const int v = openValues[i];
            if (v > plain && v <= maxValue() && spaceFor[i][a] >= v)
                keep[static_cast<std::size_t>((v - 1) / 64)] |= std::uint64_t{1} << ((v - 1) % 64);
        }
        for (int w = 0; w < words_; ++w)
            bits_[static_cast<std::size_t>(cell * words_ + w)] &= keep[static_cast<std::size_t>(w)];
    }
}

int FillominoStepGrid::room(const Group& group, int blocked, int limit, std::vector<int>* reached) const
{
    const int v = group.value;
    std::vector<char> seen(static_cast<std::size_t>(cellCount()), 0);
    std::vector<int> stack;
    int found = 0;
    const auto visit = [&](int cell) {
        seen[static_cast<std::size_t>(cell)] = 1;
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
            if (seen[static_cast<std::size_t>(n)] || n == blocked)
                continue;
            if (value(n) == 0 ? has(n, v) : (value(n) == v && groups()[static_cast<std::size_t>(groupAt(n))].incomplete()))
                visit(n);
        }
    }
    return found;
}

} // namespace ps
