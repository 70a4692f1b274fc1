#pragma once
#include "core/Board.h"

#include <vector>

namespace ps {

// The cheapest proof that a square cannot be emptied: a second solution made by swapping two values.
// In a full board R, take two values a and b and link, in every unit, the square holding a with the one
// holding b. Each connected part of these links is a set of squares on which a and b can be swapped and
// every unit still holds each value once: another solution. So a puzzle with R as a solution that leaves
// every square of such a set empty has a second solution, whatever else it gives. These sets are found
// once per full board (every pair of values, union-find over the units); a uniqueness test then asks, in
// a few hundred steps, whether the square it empties completes an empty set. Most tests that a depth-first
// search cannot settle quickly on a sparse 20x20 or 25x25 and that have a second solution are of this
// kind (the deadly rectangles and their longer cousins), so they need no search and no SAT proof.
class SudokuSwapSets {
public:
    // `units`: every unit of the grid (rows, columns, boxes or regions), each a list of its squares.
    explicit SudokuSwapSets(std::vector<std::vector<int>> units);

    // Finds the sets of `full` (a full board); nothing is done when they are already `full`'s.
    void useBoard(const Board& full);

    // Is there a set through `square` every square of which is empty in `givens` (which agrees with the
    // board given to useBoard)? Then `givens` has a solution other than the board that differs at `square`.
    bool completesEmptySet(const Board& givens, int square) const;

private:
    std::vector<std::vector<int>> units_;
    int size_ = 0;
    Board board_;
    // setOf_[square * size + (b - 1)]: the set through `square` for the values board[square] and b
    // (an index into sets_; -1 for b == board[square]).
    std::vector<int> setOf_;
    std::vector<std::vector<int>> sets_;
};

} // namespace ps
