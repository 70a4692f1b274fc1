#pragma once
#include "FillominoShape.h"
#include "core/Board.h"

#include <vector>

namespace ps {

// A maximal orthogonally connected group of squares holding the same value. On a full valid board the
// groups are the regions; on a partly filled one a group may still grow (or be several regions' parts
// that happen to touch, which is already a conflict when they outgrow their value).
struct FillominoGroup {
    CellValue value = 0;
    std::vector<int> cells;   // ascending
    bool closed = false;      // no empty square next to it: it cannot grow any more
};

// Every group of filled squares, ordered by their lowest square.
std::vector<FillominoGroup> equalValueGroups(const FillominoShape& shape, const Board& board);

// The squares of the group holding `cell`, ascending (nothing for an empty square).
std::vector<int> groupOf(const FillominoShape& shape, const Board& board, int cell);

} // namespace ps
