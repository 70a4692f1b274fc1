#pragma once
#include "Board.h"

#include <string>
#include <vector>

namespace ps {

// A semantics-preserving transformation (the paper's T): moves each square to a new place and relabels
// values. Applying the same transform to a puzzle and to its solution keeps them a matching pair. Cages
// move with their squares (their targets stay: a type whose cages do arithmetic must not relabel).
struct BoardTransform {
    std::string name;                 // e.g. "relabel", "permute bands"
    std::vector<int> destination;     // destination[i] = where square i goes
    std::vector<CellValue> relabel;   // relabel[v] = new value for v (relabel[0] == 0); empty = identity

    Board apply(const Board& board) const;
};

} // namespace ps
