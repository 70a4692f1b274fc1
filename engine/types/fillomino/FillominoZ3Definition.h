#pragma once
#include "FillominoShape.h"

namespace ps {

class Z3Cells;

// The declarative definition D of Fillomino for z3. The paper sketches it with spanning trees; this is a
// sound version of that sketch, with every auxiliary variable determined by the values, so a board has
// exactly one model and the backend's counting (which blocks value boards) never meets the same board
// twice in another guise:
//
//   same(a, b)   := x[a] == x[b] for neighbours a, b: equal neighbours are in one region.
//   root[c]      in 0..c, equal for same neighbours: the region's lowest square (every member's root
//                is at most its own index and the root is a member).
//   dist[c]      the distance from the root inside the region: 0 exactly at the root, otherwise one
//                more than the nearest same neighbour's (one with dist - 1 exists, none is nearer); below x[c].
//   parent[c][k] the first neighbour (in the order up, left, right, down) that is same and one nearer
//                the root; exactly one for every square but the root: a spanning tree of the region.
//   size[c]      1 + the sizes of the neighbours whose parent is c: the subtree size; at the root it
//                equals x[root].
//
// Sound: following parents from any square reaches a square with dist = 0 inside its group of equal
// values, and that square is the group's root (its root id is its own index, shared by the group), so
// every group has one root whose tree covers it, and the tree's size is the value. Complete: a valid
// board gives each variable the one value above. Redundant rules that z3 would otherwise find slowly
// (no two 1s touch; a square without an equal neighbour is a 1; the root is at most x - 1 rows up) are
// added too.
class FillominoZ3Definition {
public:
    explicit FillominoZ3Definition(const FillominoShape& shape) : shape_(shape) {}

    void declareConstraints(Z3Cells& cells) const;

private:
    FillominoShape shape_;
};

} // namespace ps
