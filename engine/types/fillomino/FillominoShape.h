#pragma once
#include <array>
#include <string>
#include <vector>

namespace ps {

// The geometry of a rows x cols Fillomino grid: square names and orthogonal neighbours. Fillomino has
// no fixed regions, so this is all the rules need to know about the grid itself.
class FillominoShape {
public:
    // Hand-made puzzles are published up to 20x36; 40 leaves room without letting values outgrow
    // CellValue (40 * 40 = 1600 squares, so no region can be larger).
    static constexpr int kMinSide = 1;
    static constexpr int kMaxSide = 40;
    static constexpr int kNoNeighbour = -1;

    // Throws EngineError unless both sides are within kMinSide..kMaxSide.
    FillominoShape(int rows, int cols);

    // "RxC" (R rows by C columns, e.g. "10x18"); throws EngineError naming the limits.
    static FillominoShape parse(const std::string& text);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int cellCount() const { return rows_ * cols_; }
    bool isSquare() const { return rows_ == cols_; }
    std::string text() const;   // "10x18"

    // "R4C7" (1-based), the way every engine message names a square.
    std::string cellName(int cell) const;

    // The up to four orthogonal neighbours of `cell`, in the order up, left, right, down (so that the
    // direction towards a neighbour and back add up to 3); kNoNeighbour off the grid.
    const std::array<int, 4>& neighbours(int cell) const { return neighbours_[static_cast<std::size_t>(cell)]; }

private:
    int rows_;
    int cols_;
    std::vector<std::array<int, 4>> neighbours_;
};

} // namespace ps
