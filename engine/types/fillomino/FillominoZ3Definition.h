#pragma once
#include "FillominoShape.h"

namespace ps {

class Z3Cells;

// The declarative definition D of Fillomino for z3 (Int cells: x[c] is the value of square c). Every
// region is counted by a flow: each square sends one unit along edges between equal neighbours, and the
// region's root takes in all of them but its own.
//
//   same(a, b)  for neighbours a, b: x[a] == x[b] (as x[a] <= x[b] and x[a] >= x[b]); they are then in
//               one region.
//   root[c]     in 0..c, equal across every same edge: the region's lowest square. c is the root when
//               root[c] >= c (i.e. == c).
//   flow[a,b]   one Int per edge (a < b), what passes from a to b (negative: from b to a); 0 unless same.
//               out(c) is the sum of what leaves c: 1 at every square but the root, 1 - x[c] at the root.
//
// Sound: flows run only between equal neighbours, so inside one region K (a maximal connected group of
// equal values v). Over K the flows cancel: 0 = sum of out(c) = |K| - r * v, r being the number of
// roots in K. Roots carry their own index as root label and the label is shared by all of K, so r <= 1;
// r = 0 would give |K| = 0. Hence r = 1 and |K| = v, which is the rule.
// Complete: for a valid board, root = the region's lowest square and the flow along a spanning tree of
// the region directed to the root, each edge carrying the size of the subtree behind it.
//
// Only root is determined by the values; a region may route its flow in many ways. That is harmless:
// the backend blocks whole value boards (a solution's every square), so it never meets one board twice,
// and hasSolutionOtherThan asks for values that differ from the reference.
//
// Redundant facts that z3 would otherwise find late: 1 - x[c] <= out(c) <= 1 at every square; the root
// is at most x - 1 rows up and so root[c] >= c - (x[c] - 1) * cols; a square is a 1 exactly when no
// neighbour is equal.
//
// Why this shape (measured on GenPuzzles 9x9, 10 puzzles: about 5x faster than the former root +
// breadth-first distance + parent tree + subtree sizes): the count is linear (a network flow that
// z3's simplex settles without case splits), no Boolean parent choices, and no equalities between
// Int terms (x[a] == x[b], root[a] == root[b] written as two inequalities), which z3 would otherwise
// keep merging in its E-graph.
class FillominoZ3Definition {
public:
    explicit FillominoZ3Definition(const FillominoShape& shape) : shape_(shape) {}

    void declareConstraints(Z3Cells& cells) const;

private:
    FillominoShape shape_;
};

} // namespace ps
