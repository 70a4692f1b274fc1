#include "FillominoConflicts.h"

#include "FillominoGroups.h"

#include <algorithm>

namespace ps {
namespace {

bool overgrown(const FillominoGroup& group) { return group.cells.size() > group.value; }
bool closedTooSmall(const FillominoGroup& group) { return group.closed && group.cells.size() < group.value; }

bool fits(const FillominoShape& shape, const Board& board)
{
    return board.rows() == shape.rows() && board.cols() == shape.cols();
}

} // namespace

std::optional<EngineMessage> findFillominoConflict(const FillominoShape& shape, int maxValue, const Board& board)
{
    if (!fits(shape, board))
        return EngineMessage{PS_TRANSLATE("Engine", "The grid is %1x%2; these rules need %3x%4."),
                             {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(shape.rows()),
                              std::to_string(shape.cols())}};
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.at(cell) > maxValue)
            return EngineMessage{PS_TRANSLATE("Engine", "%1 holds %2, but values only go up to %3 on this grid."),
                                 {shape.cellName(cell), std::to_string(board.at(cell)), std::to_string(maxValue)}};
    for (const FillominoGroup& group : equalValueGroups(shape, board)) {
        const std::string first = shape.cellName(group.cells.front());
        const std::string value = std::to_string(group.value);
        const std::string size = std::to_string(group.cells.size());
        if (overgrown(group))
            return EngineMessage{PS_TRANSLATE("Engine",
                                     "%1 holds %2 and is joined to other squares holding %2: %3 squares in all "
                                     "(%1 to %4), but a region of %2 has exactly %2."),
                                 {first, value, size, shape.cellName(group.cells.back())}};
        if (closedTooSmall(group) && group.cells.size() == 1)
            return EngineMessage{PS_TRANSLATE("Engine",
                                     "%1 holds %2, but it is closed off on its own and a region of %2 needs %2 "
                                     "squares."),
                                 {first, value}};
        if (closedTooSmall(group))
            return EngineMessage{PS_TRANSLATE("Engine",
                                     "%1 holds %2, but its group is closed off at %3 squares (%1 to %4) and a "
                                     "region of %2 needs %2."),
                                 {first, value, size, shape.cellName(group.cells.back())}};
    }
    return std::nullopt;
}

std::vector<int> fillominoConflictingCells(const FillominoShape& shape, int maxValue, const Board& board)
{
    std::vector<int> cells;
    if (!fits(shape, board))
        return cells;
    for (const FillominoGroup& group : equalValueGroups(shape, board))
        if (overgrown(group) || closedTooSmall(group) || group.value > maxValue)
            cells.insert(cells.end(), group.cells.begin(), group.cells.end());
    std::sort(cells.begin(), cells.end());
    return cells;
}

} // namespace ps
