#pragma once
#include "LatinUnits.h"

#include <vector>

namespace ps {

// Every set of `count` different values from 1..n that adds up to `sum`, as value masks (bit v-1 =
// value v): what a sum cage whose values differ may hold, whatever its squares. Made once per side
// (2^n sets, so n <= 16) and shared read-only; the sum cages of the Latin kernel (CageConstraint with
// distinctValues) walk these lists instead of the orderings of their squares' values.
class SumCombinations {
public:
    static constexpr int kLargestSide = 16;

    // The table for side n (1 <= n <= kLargestSide), made on first use; thread-safe.
    static const SumCombinations& forSide(int n);

    // The sets of `count` values adding up to `sum` (empty when there is none).
    const std::vector<CandidateMask>& sets(int count, long sum) const
    {
        if (count < 0 || count > n_ || sum < 0 || sum > maxSum_)
            return none_;
        return sets_[static_cast<std::size_t>(count) * static_cast<std::size_t>(maxSum_ + 1) + static_cast<std::size_t>(sum)];
    }

private:
    explicit SumCombinations(int n);

    int n_;
    long maxSum_;
    std::vector<std::vector<CandidateMask>> sets_;   // by count, then sum
    std::vector<CandidateMask> none_;
};

} // namespace ps
