#include "LatinUnits.h"

#include <algorithm>
#include <stdexcept>

namespace ps {

LatinUnits::LatinUnits(int n, const std::vector<std::vector<int>>& units, int values)
    : n_(n), values_(values > 0 ? values : n), all_(static_cast<CandidateMask>((std::uint64_t{1} << values_) - 1)), units_(units)
{
    if (n < 1 || n > 32)
        throw std::invalid_argument("LatinUnits: 1 to 32 values");
    if (values_ > n)
        throw std::invalid_argument("LatinUnits: more values than squares in a unit");
    if (values_ < n) {
        shared_ = CandidateMask{1} << (values_ - 1);
        sharedCount_ = n - values_ + 1;
    }
    const auto cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    std::vector<std::vector<int>> unitsOf(cells);
    std::vector<std::vector<int>> peersOf(cells);
    for (std::size_t u = 0; u < units.size(); ++u) {
        if (units[u].size() != static_cast<std::size_t>(n))
            throw std::invalid_argument("LatinUnits: a unit of the wrong size");
        unitCells_.insert(unitCells_.end(), units[u].begin(), units[u].end());
        for (int a : units[u]) {
            unitsOf[static_cast<std::size_t>(a)].push_back(static_cast<int>(u));
            for (int b : units[u])
                if (a != b)
                    peersOf[static_cast<std::size_t>(a)].push_back(b);
        }
    }
    for (std::size_t cell = 0; cell < cells; ++cell) {
        std::vector<int>& peers = peersOf[cell];
        std::sort(peers.begin(), peers.end());
        peers.erase(std::unique(peers.begin(), peers.end()), peers.end());
        if (unitsOf[cell].empty())
            throw std::invalid_argument("LatinUnits: a square in no unit");
        unitsPerCell_ = std::max(unitsPerCell_, static_cast<int>(unitsOf[cell].size()));
        peerCount_ = std::max(peerCount_, static_cast<int>(peers.size()));
    }
    for (std::size_t cell = 0; cell < cells; ++cell) {
        const std::vector<int>& own = unitsOf[cell];
        unitsOf_.insert(unitsOf_.end(), own.begin(), own.end());
        unitsOf_.insert(unitsOf_.end(), static_cast<std::size_t>(unitsPerCell_) - own.size(), own.back());
        const std::vector<int>& peers = peersOf[cell];
        const int pad = peers.empty() ? static_cast<int>(cell) : peers.back();   // a 1x1 grid has no peers
        peers_.insert(peers_.end(), peers.begin(), peers.end());
        peers_.insert(peers_.end(), static_cast<std::size_t>(peerCount_) - peers.size(), pad);
    }
}

std::vector<std::vector<int>> LatinUnits::rowsAndColumns(int n)
{
    std::vector<std::vector<int>> units(static_cast<std::size_t>(2 * n));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            units[static_cast<std::size_t>(r)].push_back(r * n + c);
            units[static_cast<std::size_t>(n + c)].push_back(r * n + c);
        }
    return units;
}

std::vector<std::vector<int>> LatinUnits::diagonals(int n)
{
    std::vector<std::vector<int>> units(2);
    for (int k = 0; k < n; ++k) {
        units[0].push_back(k * n + k);
        units[1].push_back(k * n + (n - 1 - k));
    }
    return units;
}

std::vector<std::vector<int>> LatinUnits::withRegions(int n, const std::vector<int>& regionOf)
{
    std::vector<std::vector<int>> units = rowsAndColumns(n);
    units.resize(static_cast<std::size_t>(3 * n));
    for (int cell = 0; cell < n * n; ++cell)
        units[static_cast<std::size_t>(2 * n + regionOf[static_cast<std::size_t>(cell)])].push_back(cell);
    return units;
}

} // namespace ps
