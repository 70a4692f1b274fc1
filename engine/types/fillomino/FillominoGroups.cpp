#include "FillominoGroups.h"

#include <algorithm>

namespace ps {
namespace {

// Flood fill from `start` over squares holding its value; marks them in `seen` and tells whether any
// square of the group has an empty neighbour.
std::vector<int> flood(const FillominoShape& shape, const Board& board, int start, std::vector<char>& seen, bool& open)
{
    const CellValue value = board.at(start);
    std::vector<int> cells{start};
    seen[static_cast<std::size_t>(start)] = 1;
    open = false;
    for (std::size_t next = 0; next < cells.size(); ++next)
        for (int n : shape.neighbours(cells[next])) {
            if (n == FillominoShape::kNoNeighbour)
                continue;
            if (board.at(n) == 0)
                open = true;
            else if (board.at(n) == value && !seen[static_cast<std::size_t>(n)]) {
                seen[static_cast<std::size_t>(n)] = 1;
                cells.push_back(n);
            }
        }
    std::sort(cells.begin(), cells.end());
    return cells;
}

} // namespace

std::vector<FillominoGroup> equalValueGroups(const FillominoShape& shape, const Board& board)
{
    std::vector<FillominoGroup> groups;
    std::vector<char> seen(static_cast<std::size_t>(board.cellCount()), 0);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) == 0 || seen[static_cast<std::size_t>(cell)])
            continue;
        bool open = false;
        std::vector<int> cells = flood(shape, board, cell, seen, open);
        groups.push_back(FillominoGroup{board.at(cell), std::move(cells), !open});
    }
    return groups;
}

std::vector<int> groupOf(const FillominoShape& shape, const Board& board, int cell)
{
    if (board.at(cell) == 0)
        return {};
    std::vector<char> seen(static_cast<std::size_t>(board.cellCount()), 0);
    bool open = false;
    return flood(shape, board, cell, seen, open);
}

} // namespace ps
