#pragma once
#include "core/Board.h"
#include "core/EngineError.h"

#include <optional>
#include <vector>

namespace ps {

// What breaks Skyscrapers' rules on a partly filled side x side board: a value out of range, a value twice
// in a row or column, a clue outside the grid that its full line does not show.
std::optional<EngineMessage> findSkyscrapersConflict(int side, const Board& board);
// The squares of those repeats and of those lines.
std::vector<int> skyscrapersConflictingCells(int side, const Board& board);
// The clue slots whose line is full and shows another count.
std::vector<int> brokenClues(const Board& board);

} // namespace ps
