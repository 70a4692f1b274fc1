#pragma once
#include <array>
#include <string>
#include <vector>

namespace ps {

// The geometry of a rows x cols Fillomino grid: square names and orthogonal neighbours. Fillomino has
// no fixed regions, so this is all the rules need to know about the grid itself.
class FillominoShape {
public:
    // Hand-made puzzles are published up to 24x36 with regions up to 128 squares; 64 leaves room and
    // still keeps every value within CellValue and the search's 16-bit state (64 * 64 = 4096 squares,
    // so no region can be larger). The same limit as the grid text's.
    static constexpr int kMinSide = 1;
    static constexpr int kMaxSide = 64;
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
