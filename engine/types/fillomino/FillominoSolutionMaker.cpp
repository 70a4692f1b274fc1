#include "FillominoSolutionMaker.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ps {
namespace {

constexpr int kFree = -1;
// Random growth can wall itself in although the pocket is big enough: a few more tries before the
// size is given up.
constexpr int kGrowthTries = 3;
// Boards drawn before one with a region above the largest drawn size is kept.
constexpr int kBoardTries = 20;

// Relative frequency of region sizes 1..12 in published puzzles (mostly 1-6, a tail to 12).
constexpr double kSizeWeights[] = {11, 16, 17, 16, 13, 10, 6, 4, 3, 1.5, 1, 0.5};

// Disjoint sets over region numbers, for the merging pass.
int findRoot(std::vector<int>& parent, int r)
{
    while (parent[static_cast<std::size_t>(r)] != r)
        r = parent[static_cast<std::size_t>(r)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(r)])];
    return r;
}

} // namespace

FillominoSolutionMaker::FillominoSolutionMaker(const FillominoShape& shape) : shape_(shape)
{
    // Small grids get no large regions: at most about the side of the grid (9 on a 9x9), never above 12.
    const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(shape.cellCount()))));
    const int largest = std::clamp(side, 1, static_cast<int>(std::size(kSizeWeights)));
    weights_.assign(std::begin(kSizeWeights), std::begin(kSizeWeights) + largest);
}

int FillominoSolutionMaker::drawSize(Rng& rng) const
{
    const double total = std::accumulate(weights_.begin(), weights_.end(), 0.0);
    double pick = rng.unit() * total;
    for (std::size_t s = 0; s < weights_.size(); ++s) {
        pick -= weights_[s];
        if (pick < 0)
            return static_cast<int>(s) + 1;
    }
    return static_cast<int>(weights_.size());
}

bool FillominoSolutionMaker::touchesRegionOfSize(const std::vector<int>& regionOf, const std::vector<int>& sizes, int cell, int size) const
{
    for (int n : shape_.neighbours(cell))
        if (n != FillominoShape::kNoNeighbour && regionOf[static_cast<std::size_t>(n)] != kFree &&
            sizes[static_cast<std::size_t>(regionOf[static_cast<std::size_t>(n)])] == size)
            return true;
    return false;
}

std::vector<int> FillominoSolutionMaker::grow(const std::vector<int>& regionOf, const std::vector<int>& sizes, int start, int size, Rng& rng) const
{
    if (touchesRegionOfSize(regionOf, sizes, start, size))
        return {};
    std::vector<int> cells{start};
    std::vector<int> frontier;
    const auto usable = [&](int cell) {
        return cell != FillominoShape::kNoNeighbour && regionOf[static_cast<std::size_t>(cell)] == kFree &&
               std::find(cells.begin(), cells.end(), cell) == cells.end() &&
               std::find(frontier.begin(), frontier.end(), cell) == frontier.end() && !touchesRegionOfSize(regionOf, sizes, cell, size);
    };
    for (int n : shape_.neighbours(start))
        if (usable(n))
            frontier.push_back(n);
    while (static_cast<int>(cells.size()) < size) {
        if (frontier.empty())
            return {};
        const std::size_t pick = static_cast<std::size_t>(rng.below(static_cast<int>(frontier.size())));
        const int cell = frontier[pick];
        frontier.erase(frontier.begin() + static_cast<std::ptrdiff_t>(pick));
        cells.push_back(cell);
        for (int n : shape_.neighbours(cell))
            if (usable(n))
                frontier.push_back(n);
    }
    return cells;
}

int FillominoSolutionMaker::nextStart(const std::vector<int>& regionOf, Rng& rng) const
{
    // The free square with the fewest free neighbours (the first of those in a random scan): filling
    // tight corners first leaves few pockets that no size fits.
    const int n = shape_.cellCount();
    const int offset = rng.below(n);
    int best = -1;
    int bestFree = 5;
    for (int i = 0; i < n && bestFree > 0; ++i) {
        const int cell = (offset + i) % n;
        if (regionOf[static_cast<std::size_t>(cell)] != kFree)
            continue;
        int free = 0;
        for (int nb : shape_.neighbours(cell))
            free += nb != FillominoShape::kNoNeighbour && regionOf[static_cast<std::size_t>(nb)] == kFree;
        if (free < bestFree) {
            best = cell;
            bestFree = free;
        }
    }
    return best;
}

bool FillominoSolutionMaker::absorb(std::vector<int>& regionOf, std::vector<int>& sizes, int cell, Rng& rng) const
{
    // A neighbouring region grows by this square, if its new size touches no other region of that size.
    std::vector<int> options;
    for (int nb : shape_.neighbours(cell)) {
        if (nb == FillominoShape::kNoNeighbour || regionOf[static_cast<std::size_t>(nb)] == kFree)
            continue;
        const int region = regionOf[static_cast<std::size_t>(nb)];
        if (std::find(options.begin(), options.end(), region) != options.end())
            continue;
        const int grown = sizes[static_cast<std::size_t>(region)] + 1;
        bool clash = false;
        const auto touchesOther = [&](int square) {
            for (int other : shape_.neighbours(square))
                if (other != FillominoShape::kNoNeighbour && other != cell && regionOf[static_cast<std::size_t>(other)] != kFree &&
                    regionOf[static_cast<std::size_t>(other)] != region && sizes[static_cast<std::size_t>(regionOf[static_cast<std::size_t>(other)])] == grown)
                    return true;
            return false;
        };
        clash = touchesOther(cell);
        for (int square = 0; square < shape_.cellCount() && !clash; ++square)
            if (regionOf[static_cast<std::size_t>(square)] == region)
                clash = touchesOther(square);
        if (!clash)
            options.push_back(region);
    }
    if (options.empty())
        return false;
    const int region = options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
    regionOf[static_cast<std::size_t>(cell)] = region;
    ++sizes[static_cast<std::size_t>(region)];
    return true;
}

Board FillominoSolutionMaker::make(Rng& rng) const
{
    // Merging can leave a region far larger than any drawn (a 16 on a 9x9): draw again a few times
    // rather than keep it, then settle for the last board.
    Board board = makeOnce(rng);
    for (int attempt = 1; attempt < kBoardTries && largestRegion(board) > largestDrawnSize(); ++attempt)
        board = makeOnce(rng);
    return board;
}

int FillominoSolutionMaker::largestRegion(const Board& board)
{
    return *std::max_element(board.cells().begin(), board.cells().end());
}

Board FillominoSolutionMaker::makeOnce(Rng& rng) const
{
    const int n = shape_.cellCount();
    std::vector<int> regionOf(static_cast<std::size_t>(n), kFree);
    std::vector<int> sizes;   // by region number
    for (int start = nextStart(regionOf, rng); start >= 0; start = nextStart(regionOf, rng)) {
        // The drawn size first, then smaller ones (a pocket too small for it), then larger ones.
        const int drawn = drawSize(rng);
        std::vector<int> tryOrder;
        for (int s = drawn; s >= 1; --s)
            tryOrder.push_back(s);
        for (int s = drawn + 1; s <= largestDrawnSize(); ++s)
            tryOrder.push_back(s);
        std::vector<int> cells;
        for (int size : tryOrder) {
            for (int attempt = 0; attempt < kGrowthTries && cells.empty(); ++attempt)
                cells = grow(regionOf, sizes, start, size, rng);
            if (!cells.empty())
                break;
        }
        if (cells.empty() && absorb(regionOf, sizes, start, rng))
            continue;
        if (cells.empty())
            cells = {start};   // nothing fits: a 1 next to a 1, merged below
        const int region = static_cast<int>(sizes.size());
        sizes.push_back(static_cast<int>(cells.size()));
        for (int cell : cells)
            regionOf[static_cast<std::size_t>(cell)] = region;
    }

    // Merge equal regions that touch until none do. Each merge removes a region, so this ends.
    std::vector<int> parent(sizes.size());
    std::iota(parent.begin(), parent.end(), 0);
    for (bool merged = true; merged;) {
        merged = false;
        for (int cell = 0; cell < n; ++cell)
            for (int other : shape_.neighbours(cell)) {
                if (other == FillominoShape::kNoNeighbour)
                    continue;
                const int a = findRoot(parent, regionOf[static_cast<std::size_t>(cell)]);
                const int b = findRoot(parent, regionOf[static_cast<std::size_t>(other)]);
                if (a != b && sizes[static_cast<std::size_t>(a)] == sizes[static_cast<std::size_t>(b)]) {
                    parent[static_cast<std::size_t>(b)] = a;
                    sizes[static_cast<std::size_t>(a)] += sizes[static_cast<std::size_t>(b)];
                    merged = true;
                }
            }
    }

    Board board(shape_.rows(), shape_.cols());
    for (int cell = 0; cell < n; ++cell)
        board.set(cell, static_cast<CellValue>(sizes[static_cast<std::size_t>(findRoot(parent, regionOf[static_cast<std::size_t>(cell)]))]));
    return board;
}

} // namespace ps
