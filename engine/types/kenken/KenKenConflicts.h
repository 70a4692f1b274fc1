#pragma once
#include "core/Board.h"
#include "core/EngineError.h"

#include <optional>
#include <vector>

namespace ps {

// KenKen's broken rules on a partly filled board: a value twice in a row or column, and a cage whose
// squares are all filled but miss its target. Squares are named R1C1...
std::optional<EngineMessage> findKenKenConflict(int side, const Board& board);
std::vector<int> kenKenConflictingCells(int side, const Board& board);

} // namespace ps
