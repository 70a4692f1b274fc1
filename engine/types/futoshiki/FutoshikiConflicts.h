#pragma once
#include "core/Board.h"
#include "core/EngineError.h"

#include <optional>
#include <vector>

namespace ps {

// What breaks Futoshiki's rules in a partly filled board: a value above the grid's size, a value twice
// in a row or column, or two filled neighbours against the sign between them.
std::optional<EngineMessage> findFutoshikiConflict(int side, const Board& board);
// Every square that takes part in such a conflict, ascending.
std::vector<int> futoshikiConflictingCells(int side, const Board& board);

} // namespace ps
