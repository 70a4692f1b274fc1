#pragma once
#include "core/Board.h"
#include "core/EngineError.h"

#include <optional>
#include <vector>

namespace ps {

// Killer Sudoku's own rule, on top of Sudoku's: a cage that is not a sum cage, a value twice in a cage,
// a cage whose values already pass its sum, or a full cage whose values do not make it.
std::optional<EngineMessage> findKillerCageConflict(int side, const Board& board);
// The squares of those cages that break the rule (a repeated value's squares; every square of a cage
// whose sum is wrong).
std::vector<int> killerCageConflictCells(int side, const Board& board);

} // namespace ps
