#include "KenKenConflicts.h"

#include "latin/LatinUnits.h"
#include "latin/RepeatedValues.h"

#include <algorithm>
#include <string>

namespace ps {
namespace {

std::string cellName(int side, int cell) { return squareName(cell, side); }

bool full(const Board& board, const Cage& cage)
{
    return std::all_of(cage.cells.begin(), cage.cells.end(), [&](int cell) { return board.at(cell) != 0; });
}

bool missesTarget(const Board& board, const Cage& cage)
{
    if (!full(board, cage))
        return false;
    std::vector<int> values;
    for (int cell : cage.cells)
        values.push_back(board.at(cell));
    return !cageHolds(cage.operation, cage.target, values);
}

} // namespace

std::optional<EngineMessage> findKenKenConflict(int side, const Board& board)
{
    if (board.rows() != side || board.cols() != side)
        return EngineMessage{PS_TRANSLATE("Engine", "The grid is %1x%2; these rules need %3x%4."),
                             {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(side), std::to_string(side)}};
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.at(cell) > side)
            return EngineMessage{PS_TRANSLATE("Engine", "%1 holds %2, but values only go up to %3 on this grid."),
                                 {cellName(side, cell), std::to_string(board.at(cell)), std::to_string(side)}};
    if (const std::optional<RepeatedValue> repeat = findRepeatedValue(board, LatinUnits::rowsAndColumns(side))) {
        const bool inRow = repeat->unit < side;
        return EngineMessage{inRow ? PS_TRANSLATE("Engine", "Row %1 has %2 twice (%3 and %4).")
                                   : PS_TRANSLATE("Engine", "Column %1 has %2 twice (%3 and %4)."),
                             {std::to_string(repeat->unit % side + 1), std::to_string(board.at(repeat->first)),
                              cellName(side, repeat->first), cellName(side, repeat->second)}};
    }
    for (const Cage& cage : board.cages())
        if (missesTarget(board, cage) && cage.operation == CageOperation::Given)
            return EngineMessage{PS_TRANSLATE("Engine", "%1 holds %2, but its one-square cage shows %3."),
                                 {cellName(side, cage.cells.front()), std::to_string(board.at(cage.cells.front())), std::to_string(cage.target)}};
        else if (missesTarget(board, cage))
            return EngineMessage{PS_TRANSLATE("Engine", "The cage %1 at %2 is full but does not make %1."),
                                 {cageClue(cage), cellName(side, cage.cells.front())}};
    return std::nullopt;
}

std::vector<int> kenKenConflictingCells(int side, const Board& board)
{
    if (board.rows() != side || board.cols() != side)
        return {};
    std::vector<int> cells = squaresWithRepeatedValues(board, LatinUnits::rowsAndColumns(side));
    for (const Cage& cage : board.cages())
        if (missesTarget(board, cage))
            cells.insert(cells.end(), cage.cells.begin(), cage.cells.end());
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

} // namespace ps
