#pragma once
#include "core/Board.h"
#include "types/sudoku/SudokuShape.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ps {

// A unit of the puzzle in which every value appears once: a row, a column or a box.
struct Unit {
    enum class Kind { Row, Column, Box };
    Kind kind = Kind::Row;
    int index = 0;            // 0-based row, column or box number
    std::vector<int> cells;
};

// The pencil-mark state a human keeps while solving: placed values, and for every empty square the
// values it may still take. Placing a value removes it from the square's peers.
class CandidateGrid {
public:
    using Mask = std::uint32_t;

    CandidateGrid(const SudokuShape& shape, const Board& givens);

    int size() const { return size_; }
    int cellCount() const { return size_ * size_; }
    int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    Mask candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
    bool has(int cell, int value) const { return candidates(cell) & bit(value); }
    static Mask bit(int value) { return Mask{1} << (value - 1); }

    const std::vector<Unit>& units() const { return units_; }
    const std::vector<int>& unitsOf(int cell) const { return unitsOf_[static_cast<std::size_t>(cell)]; }
    const std::vector<int>& peers(int cell) const { return peers_[static_cast<std::size_t>(cell)]; }
    bool sees(int a, int b) const;   // share a unit

    void place(int cell, int value);
    void eliminate(int cell, int value);

    bool isSolved() const;
    // An empty square with no candidate left, or a value with no place left in a unit.
    bool isBroken() const;
    Board board() const;

    static std::string cellName(int size, int cell);   // "R4C7"

private:
    int size_;
    std::vector<int> values_;
    std::vector<Mask> candidates_;
    std::vector<Unit> units_;
    std::vector<std::vector<int>> unitsOf_;
    std::vector<std::vector<int>> peers_;
};

} // namespace ps
