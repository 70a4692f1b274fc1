#pragma once
#include <string>
#include <vector>

namespace ps {

// The geometry of an n x n Sudoku: which squares make up each row, column and region. The regions are
// boxRows x boxCols boxes (n = boxRows * boxCols), or any layout of n regions of n squares each
// (withRegions). Bands are horizontal strips of boxes, stacks vertical ones; they exist only with boxes.
class SudokuShape {
public:
    static constexpr int kMinSize = 4;
    static constexpr int kMaxSize = 25;

    // Throws EngineError unless boxRows, boxCols >= 2 and 4 <= n <= 25.
    SudokuShape(int boxRows, int boxCols);
    // An n x n grid whose regions are given square by square (regionOfCell: n*n entries, row-major,
    // region numbers 0..n-1). Throws EngineError unless 4 <= n <= 25 and every region has n squares.
    // Whether the regions are connected is the caller's business.
    static SudokuShape withRegions(int n, std::vector<int> regionOfCell);

    // "RxC" (R rows by C columns); throws EngineError with the accepted shapes.
    static SudokuShape parse(const std::string& text);
    // The most nearly square box with boxRows <= boxCols for an n x n grid; throws when there is none.
    static SudokuShape mostSquareFor(int size);

    bool hasBoxes() const { return boxRows_ > 0; }
    // Boxes only (0 for a layout of regions).
    int boxRows() const { return boxRows_; }
    int boxCols() const { return boxCols_; }
    int size() const { return size_; }
    int cellCount() const { return size_ * size_; }
    int bandCount() const { return boxCols_; }   // n / boxRows bands of boxRows rows each (boxes only)
    int stackCount() const { return boxRows_; }  // n / boxCols stacks of boxCols columns each (boxes only)
    bool hasSquareBoxes() const { return hasBoxes() && boxRows_ == boxCols_; }
    // The box or region of a square.
    int boxOf(int row, int col) const { return regionOf_[static_cast<std::size_t>(row * size_ + col)]; }
    int regionOf(int cell) const { return regionOf_[static_cast<std::size_t>(cell)]; }
    std::string text() const;                    // "3x3" for boxes, key() for a layout
    // Tells shapes apart (for caches): text() for boxes, "r<n>:" and a letter per square for a layout.
    const std::string& key() const { return key_; }

    // The 3n units (rows, then columns, then boxes or regions), each a list of square indices.
    const std::vector<std::vector<int>>& units() const { return units_; }
    const std::vector<int>& row(int r) const { return units_[static_cast<std::size_t>(r)]; }
    const std::vector<int>& column(int c) const { return units_[static_cast<std::size_t>(size() + c)]; }
    const std::vector<int>& box(int b) const { return units_[static_cast<std::size_t>(2 * size() + b)]; }

private:
    SudokuShape(int n, std::vector<int> regionOfCell, int boxRows, int boxCols);

    int boxRows_;
    int boxCols_;
    int size_;
    std::vector<int> regionOf_;
    std::string key_;
    std::vector<std::vector<int>> units_;
};

} // namespace ps
