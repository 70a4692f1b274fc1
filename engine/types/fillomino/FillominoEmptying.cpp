#include "FillominoEmptying.h"

#include "FillominoGroups.h"

#include <algorithm>

namespace ps {

bool everyRegionKeepsAGiven(const FillominoShape& shape, const Board& puzzle, const Board& solution, const std::vector<int>& squares)
{
    const auto emptied = [&](int cell) { return std::find(squares.begin(), squares.end(), cell) != squares.end(); };
    for (int square : squares) {
        const std::vector<int> region = groupOf(shape, solution, square);
        const bool keepsOne = std::any_of(region.begin(), region.end(), [&](int cell) { return puzzle.at(cell) != 0 && !emptied(cell); });
        if (!keepsOne)
            return false;
    }
    return true;
}

} // namespace ps
