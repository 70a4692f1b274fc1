#pragma once
#include "core/Cages.h"
#include "latin/LatinUnits.h"

namespace ps {

// The rule of 45 as extra sum cages for the exact search (KillerSearch): in every unit (row, column,
// box) whose squares some cages lie wholly inside, the other squares of the unit (its innies) add up
// to the unit's total n(n+1)/2 less those cages' sums, and their values differ (one unit). Handed to
// CageConstraint with the puzzle's own cages, they let propagation decide far more squares, so a
// uniqueness proof at the end of a generation run needs a few nodes instead of hundreds or thousands.
// Units with no cage inside, or with every square inside cages, give nothing. Cages must be sum cages
// (CageOperation::Add) that do not overlap.
Cages withHouseSums(const LatinUnits& units, const Cages& cages);

} // namespace ps
