#include "SkyscrapersConflicts.h"

#include "SkyscrapersLines.h"
#include "latin/RepeatedValues.h"

#include <algorithm>
#include <string>

namespace ps {
namespace {

// `board` with its empty squares (the shape's empty value) cleared: what is left repeats no height.
Board heightsOnly(const SkyscrapersShape& shape, const Board& board)
{
    Board heights = board;
    if (shape.hasEmptySquares())
        for (int cell = 0; cell < heights.cellCount(); ++cell)
            if (heights.at(cell) == shape.emptyValue())
                heights.set(cell, 0);
    return heights;
}

// The first unit (rows, columns, diagonals) with more empty squares than the rules allow, or -1.
int unitWithTooManyEmpty(const SkyscrapersShape& shape, const Board& board, const std::vector<std::vector<int>>& units)
{
    if (!shape.hasEmptySquares())
        return -1;
    for (std::size_t u = 0; u < units.size(); ++u) {
        const auto empty = std::count_if(units[u].begin(), units[u].end(), [&](int cell) { return board.at(cell) == shape.emptyValue(); });
        if (empty > shape.emptyPerLine())
            return static_cast<int>(u);
    }
    return -1;
}

EngineMessage repeatIn(int side, int unit, const std::string& value, int first, int second)
{
    const char* text = unit < side       ? PS_TRANSLATE("Engine", "Row %1 has %2 twice (%3 and %4).")
                       : unit < 2 * side ? PS_TRANSLATE("Engine", "Column %1 has %2 twice (%3 and %4).")
                       : unit == 2 * side ? PS_TRANSLATE("Engine", "Diagonal %1, from the top left, has %2 twice (%3 and %4).")
                                          : PS_TRANSLATE("Engine", "Diagonal %1, from the top right, has %2 twice (%3 and %4).");
    return {text, {std::to_string(unit % side + 1), value, squareName(first, side), squareName(second, side)}};
}

} // namespace

std::vector<int> brokenClues(const Board& board, int emptyValue)
{
    std::vector<int> broken;
    if (!board.hasOuterClues())
        return broken;
    const OuterClues& clues = board.outerClues();
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        if (clues.at(slot) != 0 && lineFull(board, clues, slot) &&
            visibleCount(lineHeights(board, clues, slot, emptyValue)) != clues.at(slot))
            broken.push_back(slot);
    return broken;
}

std::optional<EngineMessage> findSkyscrapersConflict(const SkyscrapersShape& shape, const Board& board)
{
    const int side = shape.side;
    if (board.rows() != side || board.cols() != side)
        return EngineMessage{PS_TRANSLATE("Engine", "The grid is %1x%2; these rules need %3x%4."),
                             {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(side), std::to_string(side)}};
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.at(cell) > shape.maxValue())
            return EngineMessage{PS_TRANSLATE("Engine", "%1 holds %2, but values only go up to %3 on this grid."),
                                 {squareName(cell, side), std::to_string(board.at(cell)), std::to_string(shape.maxValue())}};
    if (board.hasOuterClues()) {
        const OuterClues& clues = board.outerClues();
        for (int slot = 0; slot < clues.slotCount(); ++slot)
            if (clues.at(slot) < 0 || clues.at(slot) > shape.highest)
                return EngineMessage{PS_TRANSLATE("Engine", "A clue outside the grid is %1, but clues only go from 1 to %2 on this grid."),
                                     {std::to_string(clues.at(slot)), std::to_string(shape.highest)}};
    }
    const std::vector<std::vector<int>> units = shape.units();
    if (const int unit = unitWithTooManyEmpty(shape, board, units); unit >= 0) {
        const std::string index = std::to_string(unit % side + 1);
        const std::string most = std::to_string(shape.emptyPerLine());
        const char* text = unit < side        ? PS_TRANSLATE("Engine", "Row %1 has more than %2 empty squares.")
                           : unit < 2 * side  ? PS_TRANSLATE("Engine", "Column %1 has more than %2 empty squares.")
                           : unit == 2 * side ? PS_TRANSLATE("Engine", "Diagonal %1, from the top left, has more than %2 empty squares.")
                                              : PS_TRANSLATE("Engine", "Diagonal %1, from the top right, has more than %2 empty squares.");
        return EngineMessage{text, {index, most}};
    }
    if (const std::optional<RepeatedValue> repeat = findRepeatedValue(heightsOnly(shape, board), units))
        return repeatIn(side, repeat->unit, std::to_string(board.at(repeat->first)), repeat->first, repeat->second);
    for (int slot : brokenClues(board, shape.emptyValue())) {
        const OuterClues& clues = board.outerClues();
        const std::string seen = std::to_string(visibleCount(lineHeights(board, clues, slot, shape.emptyValue())));
        return EngineMessage{bySide(clues, slot, PS_TRANSLATE("Engine", "Column %2 is full, but %3 buildings are seen from above it, not %1."),
                                    PS_TRANSLATE("Engine", "Column %2 is full, but %3 buildings are seen from below it, not %1."),
                                    PS_TRANSLATE("Engine", "Row %2 is full, but %3 buildings are seen from its left, not %1."),
                                    PS_TRANSLATE("Engine", "Row %2 is full, but %3 buildings are seen from its right, not %1.")),
                             {std::to_string(clues.at(slot)), std::to_string(clues.indexOf(slot) + 1), seen}};
    }
    return std::nullopt;
}

std::vector<int> skyscrapersConflictingCells(const SkyscrapersShape& shape, const Board& board)
{
    if (board.rows() != shape.side || board.cols() != shape.side)
        return {};
    const std::vector<std::vector<int>> units = shape.units();
    std::vector<int> cells = squaresWithRepeatedValues(heightsOnly(shape, board), units);
    if (shape.hasEmptySquares())
        for (const std::vector<int>& unit : units) {
            const auto empty = std::count_if(unit.begin(), unit.end(), [&](int cell) { return board.at(cell) == shape.emptyValue(); });
            if (empty > shape.emptyPerLine())
                for (int cell : unit)
                    if (board.at(cell) == shape.emptyValue())
                        cells.push_back(cell);
        }
    for (int slot : brokenClues(board, shape.emptyValue()))
        for (int cell : board.outerClues().line(slot))
            cells.push_back(cell);
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

} // namespace ps
