#pragma once
#include <string>
#include <vector>

namespace ps {

// What a Skyscrapers grid's rules are, beside the puzzle's own clues: the side N, the tallest height V
// (below N: every row and column holds the heights 1..V once and N - V empty squares, height 0, which are
// never seen: janko.at's "5 5 4"), and whether both main diagonals hold different values too ("4 4 4 D").
// The parameters string is "5x5" (plain), "5x5:4" (heights 1 to 4), "5x5:d" (distinct diagonals) or
// "5x5:4d" (both).
//
// On a board an empty square is the value V + 1 (the empty value, N - V times in every line), so the
// Latin kernel treats it as one more value; with one empty square per line it is simply value N. Grid text
// writes it as 0, as published solutions do.
struct SkyscrapersShape {
    static constexpr int kMinSide = 4;
    static constexpr int kMaxSide = 9;

    int side = 5;
    int highest = 5;
    bool diagonals = false;

    SkyscrapersShape() = default;
    // Throws EngineError when the combination is not supported.
    SkyscrapersShape(int side, int highest, bool diagonals);
    // "5x5", "5", "5x5:4", "5x5:d", "5x5:4d"; throws EngineError saying what is accepted.
    static SkyscrapersShape parse(const std::string& text);
    std::string parameters() const;

    bool hasEmptySquares() const { return highest < side; }
    int emptyPerLine() const { return side - highest; }
    // The board value of an empty square (0 when there are none).
    int emptyValue() const { return hasEmptySquares() ? highest + 1 : 0; }
    // The values a square takes: the heights, and the empty value when there is one.
    int maxValue() const { return hasEmptySquares() ? highest + 1 : side; }
    // The height a board value stands for (the empty value: 0).
    int heightOf(int value) const { return value == emptyValue() ? 0 : value; }
    // Rows, columns and, with distinct diagonals, the two diagonals: the Latin kernel's units.
    std::vector<std::vector<int>> units() const;

    bool operator==(const SkyscrapersShape&) const = default;
};

} // namespace ps
