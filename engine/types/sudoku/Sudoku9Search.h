#pragma once
#include "core/CancelToken.h"

#include <array>
#include <cstdint>

namespace ps {

// The exact search for 9x9 Sudoku (3x3 boxes), built for speed: SudokuNativeSolver's questions on the one
// size that people solve by the million, without its per-square loops.
//
// Candidates are digit-major bitboards laid out by band: for each digit and each band of three rows one
// 27-bit word (bit = row in band * 9 + column) of the squares where the digit may still go; a placed digit
// keeps its own bit. One band word holds everything about its digit in three rows and three boxes, so:
// - the band's box/line logic for a digit is one table lookup: the digit takes one triad (three squares of
//   a row inside a box) per row and per box, so the triads that can hold it are those on some one-to-one
//   matching of rows to boxes (this covers pointing and claiming, and more);
// - the same table, turned by a quarter, matches the bands of a stack to its columns;
// - a row left with one square for a digit (a hidden single) is a bit test; a box's or a column's single
//   follows from the two matchings;
// - naked singles come from counting candidates of 27 squares at once, digit by digit, in two words.
// The search branches on a square with two candidates (of those, the one with the most open peers: its
// guess tells the most), else on one with three, else on any, copying a 228-byte state per branch.
// Nothing is allocated while it runs.
class Sudoku9Search {
public:
    static constexpr int kCells = 81;

    // Starts from `values` (81 entries, 0 = empty, else 1..9); false when two givens already clash.
    bool load(const std::uint8_t* values);
    // The loaded state, to come back to with restore().
    struct State;
    const State& loadedState() const { return stack_[0]; }
    void restore(const State& state) { stack_[0] = state; }
    // Takes digit (1..9) out of `cell`'s candidates in the loaded state.
    void eliminate(int cell, int digit);
    // Places digit (1..9) in `cell` of the loaded state; false when it is no longer a candidate there.
    bool place(int cell, int digit);
    // Singles and band matchings to a fixed point on the loaded state; false on a contradiction.
    bool propagate();
    // Whether `digit` is still a candidate of `cell` in the loaded state.
    bool allows(int cell, int digit) const;

    // Depth-first search from the loaded state for up to `limit` solutions (each written as 81 values to
    // `solutions` + 81 * k when `solutions` is not null). Stops early, returning false, after `nodeLimit`
    // branches in total (0: no limit) or when `cancel` is set; returns true when the search was complete.
    // The loaded state is left as it was.
    bool search(int limit, std::uint8_t* solutions, long nodeLimit, const CancelToken* cancel);
    int solutionCount() const { return found_; }
    long nodes() const { return nodes_; }   // branches since construction

    struct State {   // 228 bytes
        std::array<std::uint32_t, 27> digitBand;   // [digit * 3 + band]: squares where the digit may go
        std::array<std::uint32_t, 27> processed;    // each word as the band matching last saw it
        std::array<std::uint32_t, 3> unplaced;      // squares of each band without a placed digit
    };

private:
    State& loaded() { return stack_[0]; }

    std::array<State, kCells + 2> stack_{};   // [0]: the loaded state; [1]: it propagated; [k + 1]: after k branches
    int found_ = 0;
    long nodes_ = 0;
};

} // namespace ps
