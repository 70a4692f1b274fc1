#pragma once
#include "FillominoShape.h"
#include "core/Board.h"
#include "core/EngineError.h"

#include <optional>
#include <vector>

namespace ps {

// The rule checks of a partly filled Fillomino board. A group of equal filled values (see
// FillominoGroup) breaks the rules when it has more squares than its value (this covers two equal
// regions that touch) or when it is closed off (no empty neighbour) with fewer squares than its value.

// The first broken rule, in reading order of the groups' lowest squares: wrong dimensions, a value
// above `maxValue`, an overgrown group, a closed group that is too small.
std::optional<EngineMessage> findFillominoConflict(const FillominoShape& shape, int maxValue, const Board& board);

// Every square of a group that breaks a rule, and every value above `maxValue`, ascending (nothing when
// the dimensions are wrong).
std::vector<int> fillominoConflictingCells(const FillominoShape& shape, int maxValue, const Board& board);

} // namespace ps
