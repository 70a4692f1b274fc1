#pragma once
#include <string>
#include <vector>

namespace ps {

// The geometry of an n x n Sudoku whose boxes are boxRows x boxCols (n = boxRows * boxCols): which
// squares make up each row, column and box. Bands are horizontal strips of boxes, stacks vertical ones.
class SudokuShape {
public:
    static constexpr int kMinSize = 4;
    static constexpr int kMaxSize = 25;

    // Throws EngineError unless boxRows, boxCols >= 2 and 4 <= n <= 25.
    SudokuShape(int boxRows, int boxCols);

    // "RxC" (R rows by C columns); throws EngineError with the accepted shapes.
    static SudokuShape parse(const std::string& text);
    // The most nearly square box with boxRows <= boxCols for an n x n grid; throws when there is none.
    static SudokuShape mostSquareFor(int size);

    int boxRows() const { return boxRows_; }
    int boxCols() const { return boxCols_; }
    int size() const { return boxRows_ * boxCols_; }
    int cellCount() const { return size() * size(); }
    int bandCount() const { return boxCols_; }   // n / boxRows bands of boxRows rows each
    int stackCount() const { return boxRows_; }  // n / boxCols stacks of boxCols columns each
    bool hasSquareBoxes() const { return boxRows_ == boxCols_; }
    int boxOf(int row, int col) const { return (row / boxRows_) * stackCount() + col / boxCols_; }
    std::string text() const;                    // "3x3"

    // The 3n units (rows, then columns, then boxes), each a list of square indices.
    const std::vector<std::vector<int>>& units() const { return units_; }
    const std::vector<int>& row(int r) const { return units_[static_cast<std::size_t>(r)]; }
    const std::vector<int>& column(int c) const { return units_[static_cast<std::size_t>(size() + c)]; }
    const std::vector<int>& box(int b) const { return units_[static_cast<std::size_t>(2 * size() + b)]; }

private:
    int boxRows_;
    int boxCols_;
    std::vector<std::vector<int>> units_;
};

} // namespace ps
