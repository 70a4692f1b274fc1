#include "KillerHouseSums.h"

#include <algorithm>

namespace ps {

Cages withHouseSums(const LatinUnits& units, const Cages& cages)
{
    const int n = units.size();
    const int perCell = units.unitsPerCell();
    const long total = static_cast<long>(n) * (n + 1) / 2;
    // By unit: the sum of the cages wholly inside it, and which of its squares they cover.
    std::vector<long> inside(static_cast<std::size_t>(units.unitCount()), 0);
    std::vector<char> covered(static_cast<std::size_t>(units.cellCount()) * static_cast<std::size_t>(units.unitCount()), 0);
    std::vector<int> coveredCount(static_cast<std::size_t>(units.unitCount()), 0);
    for (const Cage& cage : cages) {
        if (cage.operation != CageOperation::Add || cage.cells.empty())
            continue;
        // The units holding every square of the cage: those of its first square that hold the others.
        const int* first = units.unitsOf(cage.cells.front());
        for (int k = 0; k < perCell; ++k) {
            const int unit = first[k];
            if (std::find(first, first + k, unit) != first + k)
                continue;   // a padded repeat
            const bool holdsAll = std::all_of(cage.cells.begin(), cage.cells.end(), [&](int cell) {
                const int* of = units.unitsOf(cell);
                return std::find(of, of + perCell, unit) != of + perCell;
            });
            if (!holdsAll)
                continue;
            inside[static_cast<std::size_t>(unit)] += cage.target;
            coveredCount[static_cast<std::size_t>(unit)] += static_cast<int>(cage.cells.size());
            for (int cell : cage.cells)
                covered[static_cast<std::size_t>(unit) * static_cast<std::size_t>(units.cellCount()) + static_cast<std::size_t>(cell)] = 1;
        }
    }
    Cages out = cages;
    for (int unit = 0; unit < units.unitCount(); ++unit) {
        const int count = coveredCount[static_cast<std::size_t>(unit)];
        if (count == 0 || count >= n)
            continue;
        Cage innies{{}, CageOperation::Add, total - inside[static_cast<std::size_t>(unit)]};
        const int* cells = units.unitCells(unit);
        for (int k = 0; k < n; ++k)
            if (!covered[static_cast<std::size_t>(unit) * static_cast<std::size_t>(units.cellCount()) + static_cast<std::size_t>(cells[k])])
                innies.cells.push_back(cells[k]);
        std::sort(innies.cells.begin(), innies.cells.end());
        out.push_back(std::move(innies));
    }
    return out;
}

} // namespace ps
