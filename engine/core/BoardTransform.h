#pragma once
#include "Board.h"

#include <string>
#include <vector>

namespace ps {

// A semantics-preserving transformation (the paper's T): moves each square to a new place and relabels
// values. Applying the same transform to a puzzle and to its solution keeps them a matching pair. Cages
// move with their squares (their targets stay: a type whose cages do arithmetic must not relabel), and so do
// clues outside the grid where the move takes their line to a line (the grid's rotations and reflections);
// a clue whose line does not stay a line is dropped (a type with outer clues offers only such moves).
struct BoardTransform {
    std::string name;                 // e.g. "relabel", "permute bands"
    std::vector<int> destination;     // destination[i] = where square i goes
    std::vector<CellValue> relabel;   // relabel[v] = new value for v (relabel[0] == 0); empty = identity

    Board apply(const Board& board) const;
};

} // namespace ps
