#pragma once
#include "Cages.h"
#include "OuterClues.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ps {

// One square's value; 0 means empty. 16 bits: a type's region may be as large as its grid (20x36).
using CellValue = std::uint16_t;

// A rows x cols grid of values in row-major order, and, for types whose puzzles carry their own
// structure, the cages drawn over it. It knows nothing about any puzzle's rules.
class Board {
public:
    Board() = default;
    Board(int rows, int cols) : rows_(rows), cols_(cols), cells_(static_cast<std::size_t>(rows * cols), 0) {}

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int cellCount() const { return static_cast<int>(cells_.size()); }
    bool isEmpty() const { return cells_.empty(); }

    int index(int row, int col) const { return row * cols_ + col; }
    int rowOf(int index) const { return index / cols_; }
    int colOf(int index) const { return index % cols_; }

    CellValue at(int index) const { return cells_[static_cast<std::size_t>(index)]; }
    CellValue at(int row, int col) const { return at(index(row, col)); }
    void set(int index, CellValue value) { cells_[static_cast<std::size_t>(index)] = value; }
    void set(int row, int col, CellValue value) { set(index(row, col), value); }

    int filledCount() const;
    int emptyCount() const { return cellCount() - filledCount(); }
    bool isFull() const { return filledCount() == cellCount(); }

    // True when every filled square of this board holds the same value in `other`.
    bool agreesWith(const Board& other) const;

    const std::vector<CellValue>& cells() const { return cells_; }

    // The puzzle's cages (empty for types without them). Shared between copies: boards are copied
    // often and their cages rarely change.
    const Cages& cages() const;
    bool hasCages() const { return cages_ != nullptr; }
    // Normalized; an empty list removes them. Throws EngineError for a cage without squares, one reaching
    // outside the grid, or a square in two areas (relations such as
    // CageOperation::Less may share squares).
    void setCages(Cages cages);
    // Copies the puzzle's own structure: its cages and its outer clues.
    void copyCagesFrom(const Board& other)
    {
        cages_ = other.cages_;
        outer_ = other.outer_;
    }

    // Clues outside the grid (OuterClues: visibility counts), for types whose puzzles have them; shared
    // between copies as the cages are. Empty (rows and cols 0) where there are none.
    const OuterClues& outerClues() const;
    bool hasOuterClues() const { return outer_ != nullptr; }
    // Clues of this grid's size; none present removes them. Throws EngineError for another size.
    void setOuterClues(OuterClues clues);
    // Whether the board carries structure of its own (cages or outer clues) that files must write.
    bool hasStructure() const { return hasCages() || hasOuterClues(); }

    // Same size, values, cages and outer clues.
    bool operator==(const Board& other) const;

private:
    int rows_ = 0;
    int cols_ = 0;
    std::vector<CellValue> cells_;
    std::shared_ptr<const Cages> cages_;
    std::shared_ptr<const OuterClues> outer_;
};

// A square's name in messages: "R4C7" (row and column from 1) for square `cell` of a grid `cols` wide.
std::string squareName(int cell, int cols);

} // namespace ps
