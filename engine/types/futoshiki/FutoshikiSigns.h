#pragma once
#include "core/Board.h"

#include <optional>
#include <utility>
#include <vector>

namespace ps::futoshiki {

// Futoshiki's inequality signs are relations carried by the board as cages (CageOperation::Less, the
// smaller square first), so that every transformation, the uniqueness tests and the files carry them
// without knowing about them. A sign sits between two orthogonal neighbours.
//
// A sign's slot (GenerationMoves::clueSlots): 2 * square for the edge to the square's right, 2 * square
// + 1 for the edge below it; a slot on the grid's right or bottom border holds nothing.
int slotCount(int side);
// The two squares of `slot` (left/upper first), or nothing for a slot on the border.
std::optional<std::pair<int, int>> slotSquares(int slot, int side);
// The slot between neighbours `a` and `b` (any order), -1 when they are not neighbours.
int slotBetween(int a, int b, int side);

// A sign cage: `smaller` < `larger`.
Cage sign(int smaller, int larger);
bool isSign(const Cage& cage);
// Every sign between neighbours of the full board `solution`.
Cages everySign(const Board& solution);
// Whether `puzzle` has a sign in `slot`.
bool hasSign(const Board& puzzle, int slot);
// `puzzle` without the sign in `slot`; nothing when it has none there.
std::optional<Board> withoutSign(const Board& puzzle, int slot);

// The signs of a board as lists per square, for the solvers.
struct SignLinks {
    std::vector<std::vector<int>> smaller;   // by square: the neighbours a sign says are smaller
    std::vector<std::vector<int>> larger;    // by square: the neighbours a sign says are larger
    std::vector<std::pair<int, int>> pairs;  // every sign as (smaller, larger), in the board's order
};
SignLinks signLinks(const Board& board);

} // namespace ps::futoshiki
