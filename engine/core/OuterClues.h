#pragma once
#include <cstdint>
#include <vector>

namespace ps {

// The side of the grid a clue outside it stands on.
enum class GridSide : std::uint8_t { Top, Bottom, Left, Right };

// Clues written outside the grid, one per row or column end (visibility counts; any type
// whose puzzles carry an outer ring of numbers): a puzzle's own structure, like cages, carried by its
// Board. Slots run top (columns left to right), bottom (columns), left (rows top to bottom), right
// (rows); 0 is no clue.
class OuterClues {
public:
    OuterClues() = default;
    OuterClues(int rows, int cols) : rows_(rows), cols_(cols), values_(static_cast<std::size_t>(2 * (rows + cols)), 0) {}

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int slotCount() const { return static_cast<int>(values_.size()); }

    int slot(GridSide side, int index) const;
    GridSide sideOf(int slot) const;
    int indexOf(int slot) const;   // the column (top, bottom) or row (left, right)

    int at(int slot) const { return values_[static_cast<std::size_t>(slot)]; }
    int at(GridSide side, int index) const { return at(slot(side, index)); }
    void set(int slot, int value) { values_[static_cast<std::size_t>(slot)] = value; }
    void set(GridSide side, int index, int value) { set(slot(side, index), value); }

    int count() const;   // clues present
    bool any() const { return count() > 0; }

    // The squares (row-major indices) of a slot's line in the order they are seen from its side.
    std::vector<int> line(int slot) const;

    const std::vector<int>& values() const { return values_; }
    bool operator==(const OuterClues&) const = default;

private:
    int rows_ = 0;
    int cols_ = 0;
    std::vector<int> values_;
};

} // namespace ps
