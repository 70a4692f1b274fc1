#include "JigsawRegions.h"

#include <algorithm>
#include <tuple>
#include <utility>

namespace ps::jigsaw_regions {
namespace {

// Whether the squares of region `region` are connected (searched from `start`, one of them), using
// `stack` and `seen` as scratch space.
bool connected(int n, const std::vector<int>& regionOf, int region, int start, std::vector<int>& stack, std::vector<char>& seen)
{
    std::fill(seen.begin(), seen.end(), 0);
    stack.clear();
    stack.push_back(start);
    seen[static_cast<std::size_t>(start)] = 1;
    int reached = 0;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        ++reached;
        const int r = cell / n;
        const int c = cell % n;
        const int neighbours[4] = {r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1, c > 0 ? cell - 1 : -1, c + 1 < n ? cell + 1 : -1};
        for (int next : neighbours)
            if (next >= 0 && !seen[static_cast<std::size_t>(next)] && regionOf[static_cast<std::size_t>(next)] == region) {
                seen[static_cast<std::size_t>(next)] = 1;
                stack.push_back(next);
            }
    }
    int size = 0;
    for (int v : regionOf)
        size += v == region ? 1 : 0;
    return reached == size;
}

} // namespace

std::vector<int> rows(int n)
{
    std::vector<int> regionOf(static_cast<std::size_t>(n * n));
    for (int cell = 0; cell < n * n; ++cell)
        regionOf[static_cast<std::size_t>(cell)] = cell / n;
    return regionOf;
}

namespace {

// The squares of region `from` that it can give to a neighbouring region (the rest stays connected), with
// the region each would join (`regionOf` is changed and restored while checking), one pair per neighbouring region of each square.
void transfers(int n, std::vector<int>& regionOf, int from, std::vector<std::pair<int, int>>& out, std::vector<int>& stack,
               std::vector<char>& seen)
{
    out.clear();
    for (int cell = 0; cell < n * n; ++cell) {
        if (regionOf[static_cast<std::size_t>(cell)] != from)
            continue;
        const int r = cell / n;
        const int c = cell % n;
        const int neighbours[4] = {r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1, c > 0 ? cell - 1 : -1, c + 1 < n ? cell + 1 : -1};
        int inside = -1;
        for (int next : neighbours)
            if (next >= 0 && regionOf[static_cast<std::size_t>(next)] == from)
                inside = next;
        if (inside < 0)
            continue;   // the region's only square
        bool checked = false;
        bool stays = false;
        for (int k = 0; k < 4; ++k) {
            const int next = neighbours[k];
            if (next < 0)
                continue;
            const int to = regionOf[static_cast<std::size_t>(next)];
            bool repeated = to == from;
            for (int j = 0; j < k && !repeated; ++j)
                repeated = neighbours[j] >= 0 && regionOf[static_cast<std::size_t>(neighbours[j])] == to;
            if (repeated)
                continue;
            if (!checked) {
                regionOf[static_cast<std::size_t>(cell)] = -1;
                stays = connected(n, regionOf, from, inside, stack, seen);
                regionOf[static_cast<std::size_t>(cell)] = from;
                checked = true;
            }
            if (!stays)
                break;
            out.emplace_back(cell, to);
        }
    }
}

} // namespace

std::vector<int> random(int n, Rng& rng)
{
    std::vector<int> regionOf = rows(n);
    std::vector<int> saved;
    std::vector<int> stack;
    std::vector<char> seen(static_cast<std::size_t>(n * n));
    std::vector<std::pair<int, int>> moves;
    // One move (as sgt-puzzles divides a grid): a square of some region joins a neighbouring region,
    // which then hands one of its squares on to a neighbour of its own, and so on (a random walk over
    // the regions) until the region that lost the first square gets one back. A walk that does not find
    // its way back soon is undone. Each move keeps every region connected; 3n² moves leave no trace of
    // the rows.
    const int moveCount = 3 * n * n;
    const int longestWalk = 4 * n;
    for (int move = 0; move < moveCount; ++move) {
        saved = regionOf;
        const int first = rng.below(n);
        transfers(n, regionOf, first, moves, stack, seen);
        if (moves.empty())
            continue;
        auto [cell, to] = moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
        regionOf[static_cast<std::size_t>(cell)] = to;
        bool back = false;
        for (int step = 0; step < longestWalk && !back; ++step) {
            const int from = to;
            transfers(n, regionOf, from, moves, stack, seen);
            if (moves.empty())
                break;
            std::tie(cell, to) = moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
            regionOf[static_cast<std::size_t>(cell)] = to;
            back = to == first;
        }
        if (!back)
            regionOf = saved;
    }
    // Renumbered in the order of first squares, as fromCages numbers them.
    std::vector<int> renumber(static_cast<std::size_t>(n), -1);
    int next = 0;
    for (int& region : regionOf) {
        int& number = renumber[static_cast<std::size_t>(region)];
        if (number < 0)
            number = next++;
        region = number;
    }
    return regionOf;
}

bool valid(int n, const std::vector<int>& regionOf)
{
    if (n < 1 || regionOf.size() != static_cast<std::size_t>(n * n))
        return false;
    std::vector<int> size(static_cast<std::size_t>(n), 0);
    std::vector<int> first(static_cast<std::size_t>(n), -1);
    for (int cell = 0; cell < n * n; ++cell) {
        const int region = regionOf[static_cast<std::size_t>(cell)];
        if (region < 0 || region >= n)
            return false;
        if (size[static_cast<std::size_t>(region)]++ == 0)
            first[static_cast<std::size_t>(region)] = cell;
    }
    std::vector<int> stack;
    std::vector<char> seen(static_cast<std::size_t>(n * n));
    for (int region = 0; region < n; ++region)
        if (size[static_cast<std::size_t>(region)] != n || !connected(n, regionOf, region, first[static_cast<std::size_t>(region)], stack, seen))
            return false;
    return true;
}

int disconnectedRegion(int n, const std::vector<int>& regionOf)
{
    std::vector<int> stack;
    std::vector<char> seen(regionOf.size());
    std::vector<char> checked(static_cast<std::size_t>(n), 0);
    for (std::size_t cell = 0; cell < regionOf.size(); ++cell) {
        const int region = regionOf[cell];
        if (region < 0 || region >= n || checked[static_cast<std::size_t>(region)])
            continue;
        checked[static_cast<std::size_t>(region)] = 1;
        if (!connected(n, regionOf, region, static_cast<int>(cell), stack, seen))
            return region;
    }
    return -1;
}

std::optional<std::vector<int>> fromCages(int n, const Cages& cages)
{
    if (n < 1 || cages.size() != static_cast<std::size_t>(n))
        return std::nullopt;
    std::vector<int> regionOf(static_cast<std::size_t>(n * n), -1);
    // Normalized cages come in the order of their first squares.
    for (std::size_t region = 0; region < cages.size(); ++region)
        for (int cell : cages[region].cells) {
            if (cell < 0 || cell >= n * n || regionOf[static_cast<std::size_t>(cell)] >= 0)
                return std::nullopt;
            regionOf[static_cast<std::size_t>(cell)] = static_cast<int>(region);
        }
    if (!valid(n, regionOf))
        return std::nullopt;
    return regionOf;
}

Cages toCages(int n, const std::vector<int>& regionOf)
{
    Cages cages;
    std::vector<int> cageOf(static_cast<std::size_t>(n), -1);
    for (int cell = 0; cell < n * n; ++cell) {
        const int region = regionOf[static_cast<std::size_t>(cell)];
        if (region < 0 || region >= n)
            continue;
        int& index = cageOf[static_cast<std::size_t>(region)];
        if (index < 0) {
            index = static_cast<int>(cages.size());
            cages.push_back({{}, CageOperation::None, 0});
        }
        cages[static_cast<std::size_t>(index)].cells.push_back(cell);
    }
    normalize(cages);
    return cages;
}

} // namespace ps::jigsaw_regions
