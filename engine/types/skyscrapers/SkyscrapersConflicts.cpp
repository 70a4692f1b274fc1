#include "SkyscrapersConflicts.h"

#include "SkyscrapersLines.h"
#include "latin/LatinUnits.h"
#include "latin/RepeatedValues.h"

#include <algorithm>
#include <string>

namespace ps {

std::vector<int> brokenClues(const Board& board)
{
    std::vector<int> broken;
    if (!board.hasOuterClues())
        return broken;
    const OuterClues& clues = board.outerClues();
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        if (clues.at(slot) != 0 && lineFull(board, clues, slot) && visibleCount(lineHeights(board, clues, slot)) != clues.at(slot))
            broken.push_back(slot);
    return broken;
}

std::optional<EngineMessage> findSkyscrapersConflict(int side, const Board& board)
{
    if (board.rows() != side || board.cols() != side)
        return EngineMessage{PS_TRANSLATE("Engine", "The grid is %1x%2; these rules need %3x%4."),
                             {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(side), std::to_string(side)}};
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.at(cell) > side)
            return EngineMessage{PS_TRANSLATE("Engine", "%1 holds %2, but values only go up to %3 on this grid."),
                                 {squareName(cell, side), std::to_string(board.at(cell)), std::to_string(side)}};
    if (board.hasOuterClues()) {
        const OuterClues& clues = board.outerClues();
        for (int slot = 0; slot < clues.slotCount(); ++slot)
            if (clues.at(slot) < 0 || clues.at(slot) > side)
                return EngineMessage{PS_TRANSLATE("Engine", "A clue outside the grid is %1, but clues only go from 1 to %2 on this grid."),
                                     {std::to_string(clues.at(slot)), std::to_string(side)}};
    }
    if (const std::optional<RepeatedValue> repeat = findRepeatedValue(board, LatinUnits::rowsAndColumns(side))) {
        const bool inRow = repeat->unit < side;
        return EngineMessage{inRow ? PS_TRANSLATE("Engine", "Row %1 has %2 twice (%3 and %4).")
                                   : PS_TRANSLATE("Engine", "Column %1 has %2 twice (%3 and %4)."),
                             {std::to_string(repeat->unit % side + 1), std::to_string(board.at(repeat->first)),
                              squareName(repeat->first, side), squareName(repeat->second, side)}};
    }
    for (int slot : brokenClues(board)) {
        const OuterClues& clues = board.outerClues();
        const std::string seen = std::to_string(visibleCount(lineHeights(board, clues, slot)));
        return EngineMessage{bySide(clues, slot, PS_TRANSLATE("Engine", "Column %2 is full, but %3 buildings are seen from above it, not %1."),
                                    PS_TRANSLATE("Engine", "Column %2 is full, but %3 buildings are seen from below it, not %1."),
                                    PS_TRANSLATE("Engine", "Row %2 is full, but %3 buildings are seen from its left, not %1."),
                                    PS_TRANSLATE("Engine", "Row %2 is full, but %3 buildings are seen from its right, not %1.")),
                             {std::to_string(clues.at(slot)), std::to_string(clues.indexOf(slot) + 1), seen}};
    }
    return std::nullopt;
}

std::vector<int> skyscrapersConflictingCells(int side, const Board& board)
{
    if (board.rows() != side || board.cols() != side)
        return {};
    std::vector<int> cells = squaresWithRepeatedValues(board, LatinUnits::rowsAndColumns(side));
    for (int slot : brokenClues(board))
        for (int cell : board.outerClues().line(slot))
            cells.push_back(cell);
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

} // namespace ps
