#pragma once
#include "LatinUnits.h"

#include <vector>

namespace ps {

class LatinPropagation;

// A type's own rule on top of the Latin units: arithmetic cages, Sudoku's box/line
// intersections, inequality signs and visibility clues outside the grid. The kernel calls it
// whenever its unit rules (naked and hidden singles) are at their fixed point, and goes round again while
// it narrows anything.
class LatinConstraint {
public:
    virtual ~LatinConstraint() = default;

    // Narrows `cand` through latin.restrict() (which queues what the unit rules must follow up); false on
    // a contradiction. `narrowed` lists the squares narrowed since the last call by everything but this
    // constraint itself (every square after a load), when watchesSquares() says so (else it is empty):
    // what it narrows itself it follows up itself.
    virtual bool propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed) = 0;

    // Whether propagate reads `narrowed`; the kernel keeps the list only for constraints that do.
    virtual bool watchesSquares() const { return true; }
};

} // namespace ps
