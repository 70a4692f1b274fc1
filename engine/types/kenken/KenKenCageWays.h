#pragma once
#include "core/Cages.h"
#include "logic/CandidateGrid.h"

#include <utility>
#include <vector>

namespace ps {

// What the ways to fill one cage have in common, for the step solver. A way gives every square of the
// cage a value it may still take (its placed value, or one of its candidates), squares of the cage in one
// row or column differ, and the values meet the cage's operation and target.
struct CageWays {
    long count = 0;
    std::vector<CandidateGrid::Mask> allowed;   // by square of the cage: the values some way puts there
    CandidateGrid::Mask used = 0;               // the values some way uses anywhere in the cage
    // By row (0..n-1) or column (n..2n-1) through the cage: the values every way puts in the cage's
    // squares of that line.
    std::vector<std::pair<int, CandidateGrid::Mask>> required;
    long minSum = 0;   // the smallest and largest sum of the cage over its ways (when count > 0)
    long maxSum = 0;
};

CageWays cageWays(const CandidateGrid& grid, const Cage& cage);

// The enumeration's working buffers, kept between cages so that working out ways allocates nothing.
struct WayScratch {
    std::vector<CandidateGrid::Mask> choices;   // by square of the cage: its placed value or candidates
    std::vector<int> values;                    // the way being built
};

// The ways of every cage of a puzzle, worked out again only for a cage whose squares changed since it
// was last asked about: a step solver asks about every cage at every step, and a step changes few.
class CageWaysCache {
public:
    explicit CageWaysCache(const Cages& cages) : cages_(cages), entries_(cages.size()) {}

    const Cages& cages() const { return cages_; }
    const CageWays& ways(const CandidateGrid& grid, std::size_t cage);

private:
    struct Entry {
        bool known = false;
        std::vector<CandidateGrid::Mask> choices;   // each square's placed value or candidates when worked out
        CageWays ways;
    };
    const Cages& cages_;
    std::vector<Entry> entries_;
    WayScratch scratch_;
};

// Whether every square of the cage holds a value.
bool cageFilled(const CandidateGrid& grid, const Cage& cage);

} // namespace ps
