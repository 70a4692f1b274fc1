#pragma once
#include "core/Board.h"

#include <optional>
#include <vector>

namespace ps {

// A value twice in one unit of a partly filled board: the conflict check every Latin type shares (a
// type's own rules, such as cages, are checked by the type). `units` are lists of squares, each a unit
// in which no value may repeat (rows, columns, boxes, regions: LatinUnits::rowsAndColumns and friends,
// or SudokuShape::units).
struct RepeatedValue {
    int unit = 0;     // index into the units
    int first = 0;    // the square where the value came first
    int second = 0;   // the square where it came again
};

// The first repeat: units in order, and within a unit the first square (in the unit's order) whose value
// an earlier square holds.
std::optional<RepeatedValue> findRepeatedValue(const Board& board, const std::vector<std::vector<int>>& units);

// Every square whose value another square of one of its units holds, ascending.
std::vector<int> squaresWithRepeatedValues(const Board& board, const std::vector<std::vector<int>>& units);

} // namespace ps
