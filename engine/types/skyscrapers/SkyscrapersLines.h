#pragma once
#include "core/Board.h"
#include "core/OuterClues.h"

#include <vector>

namespace ps {

// The counting rule of Skyscrapers: from a clue's side, a building is seen when it is taller than every
// building in front of it.

// How many of `heights` (in the order seen, 0 = empty) are seen; empty squares hide nothing and are not
// seen.
int visibleCount(const std::vector<int>& heights);

// The heights of a slot's line of `board` in the order seen from the clue (0 = not filled in, or the
// empty square's value `emptyValue` when the rules have empty squares: SkyscrapersShape::emptyValue).
std::vector<int> lineHeights(const Board& board, const OuterClues& layout, int slot, int emptyValue = 0);

// Every clue of a full board: what is seen from each end of every row and column.
OuterClues allClues(const Board& full, int emptyValue = 0);

// OuterClues::line, worked out once per grid size and kept (the step solver and the search ask for lines
// on every step and every proof): the squares of a slot's line in the order seen from the clue.
const std::vector<int>& clueLine(const OuterClues& clues, int slot);

// Whether every square of a slot's line is filled on `board`.
bool lineFull(const Board& board, const OuterClues& layout, int slot);

// One of four message templates by the slot's side (top, bottom, left, right), so that each side's words
// are translated whole ("above column %2", "left of row %2").
const char* bySide(const OuterClues& clues, int slot, const char* top, const char* bottom, const char* left, const char* right);

} // namespace ps
