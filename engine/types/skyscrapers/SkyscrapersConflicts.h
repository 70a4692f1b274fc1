#pragma once
#include "SkyscrapersShape.h"
#include "core/Board.h"
#include "core/EngineError.h"

#include <optional>
#include <vector>

namespace ps {

// What breaks Skyscrapers' rules on a partly filled board of `shape`: a value out of range, a height twice
// in a row, column or (with distinct diagonals) diagonal, more empty squares in one than the rules allow,
// a clue outside the grid that its full line does not show.
std::optional<EngineMessage> findSkyscrapersConflict(const SkyscrapersShape& shape, const Board& board);
// The squares of those repeats and of those lines.
std::vector<int> skyscrapersConflictingCells(const SkyscrapersShape& shape, const Board& board);
// The clue slots whose line is full and shows another count (`emptyValue`: SkyscrapersShape::emptyValue).
std::vector<int> brokenClues(const Board& board, int emptyValue = 0);

} // namespace ps
