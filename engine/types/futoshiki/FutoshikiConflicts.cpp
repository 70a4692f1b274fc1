#include "FutoshikiConflicts.h"

#include "FutoshikiSigns.h"
#include "latin/LatinUnits.h"
#include "latin/RepeatedValues.h"

#include <algorithm>
#include <string>

namespace ps {
namespace {

bool broken(const Board& board, const Cage& cage)
{
    return futoshiki::isSign(cage) && board.at(cage.cells[0]) != 0 && board.at(cage.cells[1]) != 0 &&
           board.at(cage.cells[0]) >= board.at(cage.cells[1]);
}

} // namespace

std::optional<EngineMessage> findFutoshikiConflict(int side, const Board& board)
{
    if (board.rows() != side || board.cols() != side)
        return EngineMessage{PS_TRANSLATE("Engine", "The grid is %1x%2; these rules need %3x%4."),
                             {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(side), std::to_string(side)}};
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.at(cell) > side)
            return EngineMessage{PS_TRANSLATE("Engine", "%1 holds %2, but values only go up to %3 on this grid."),
                                 {squareName(cell, side), std::to_string(board.at(cell)), std::to_string(side)}};
    if (const std::optional<RepeatedValue> repeat = findRepeatedValue(board, LatinUnits::rowsAndColumns(side))) {
        const bool inRow = repeat->unit < side;
        return EngineMessage{inRow ? PS_TRANSLATE("Engine", "Row %1 has %2 twice (%3 and %4).")
                                   : PS_TRANSLATE("Engine", "Column %1 has %2 twice (%3 and %4)."),
                             {std::to_string(repeat->unit % side + 1), std::to_string(board.at(repeat->first)),
                              squareName(repeat->first, side), squareName(repeat->second, side)}};
    }
    for (const Cage& cage : board.cages())
        if (broken(board, cage))
            return EngineMessage{PS_TRANSLATE("Engine", "The sign says %1 is smaller than %2, but it holds %3 and %2 holds %4."),
                                 {squareName(cage.cells[0], side), squareName(cage.cells[1], side), std::to_string(board.at(cage.cells[0])),
                                  std::to_string(board.at(cage.cells[1]))}};
    return std::nullopt;
}

std::vector<int> futoshikiConflictingCells(int side, const Board& board)
{
    if (board.rows() != side || board.cols() != side)
        return {};
    std::vector<int> cells = squaresWithRepeatedValues(board, LatinUnits::rowsAndColumns(side));
    for (const Cage& cage : board.cages())
        if (broken(board, cage))
            cells.insert(cells.end(), cage.cells.begin(), cage.cells.end());
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

} // namespace ps
