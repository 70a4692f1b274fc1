#pragma once
#include "LatinUnits.h"

namespace ps {

// The hidden-single pattern, written once: fed the candidates of a unit's squares one by one, it knows
// the values with at least one place (`once`) and those with two or more (`twice`). A value in `once`
// but not `twice` has one place left; a unit whose `once` misses a value has no place for it.
struct UnitTally {
    CandidateMask once = 0;
    CandidateMask twice = 0;

    void add(CandidateMask candidates)
    {
        twice |= once & candidates;
        once |= candidates;
    }
    // The values with exactly one place.
    CandidateMask singles() const { return once & ~twice; }
};

} // namespace ps
