#pragma once
#include "LatinConstraint.h"
#include "SumCombinations.h"
#include "core/Cages.h"

#include <vector>

namespace ps {

// Cages as a rule on top of the Latin kernel (arithmetic cages with any operation; sum cages whose values
// differ, with distinctValues): every way to fill a cage from its squares' candidates that meets its operation and
// target is enumerated, sums and products pruned on the way; a value no way uses leaves its square, and a
// cage with no way is a contradiction. Squares of a cage that share a unit differ in every way (with
// distinctValues, all squares of a cage do). Cages with CageOperation::None (regions) are left alone.
// Only the cages of squares narrowed since the last run are enumerated again.
//
// Sum cages whose values differ (a Sudoku with sum cages) are filtered by their sets of values instead
// (SumCombinations, up to side 16): a set is kept when it holds every value the cage's decided squares
// hold, every square has a candidate in it and its values are all among the squares' candidates; each
// square keeps its candidates in the kept sets. This is weaker than the orderings for a cage with several
// open squares (it does not match squares to values), and far cheaper: a generated 9x9 puzzle's
// uniqueness proofs spent 85% of their time enumerating orderings (up to 9! for an open nine-square cage). It
// is exact once every square of the cage is decided (their values differ and make a set of the sum), so
// a search still finds exactly the solutions.
class CageConstraint final : public LatinConstraint {
public:
    CageConstraint(const LatinUnits& units, bool distinctValues);

    // The cages of the puzzle to solve (kept, with what is derived from them, while the next has the same).
    void setCages(const Cages& cages);

    bool propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed) override;

private:
    void markCagesOf(int cell, int except = -1)
    {
        for (int cage : cagesOf_[static_cast<std::size_t>(cell)])
            if (cage != except)
                dirty_[static_cast<std::size_t>(cage)] = 1;
    }
    // Narrows the squares of cage `index` to the values of its ways; false when it has none.
    bool filterCage(LatinPropagation& latin, CandidateMask* cand, std::size_t index);
    // The same by sets of values, for a sum cage whose values differ (see the class comment).
    bool filterSumCage(LatinPropagation& latin, CandidateMask* cand, std::size_t index);
    // Depth first over the cage's squares from `at`; marks into allowed_ the values of every way found.
    void enumerate(const CandidateMask* cand, std::size_t index, std::size_t at, long sum, long product);

    const LatinUnits& units_;
    bool distinctValues_;
    int size_;
    const SumCombinations* sums_ = nullptr;   // with distinctValues up to side 16
    Cages cages_;
    std::vector<std::vector<int>> cagesOf_;   // by square: the cages holding it
    // By cage, by position in it: the earlier positions whose value must differ (bit i: position i).
    std::vector<std::vector<std::uint32_t>> mustDiffer_;
    std::vector<char> dirty_;                 // by cage: to be enumerated again
    // Enumeration scratch.
    std::vector<int> tuple_;
    std::vector<CandidateMask> allowed_;
    bool anyWay_ = false;
    std::vector<long> minRest_;   // smallest sum of the squares after position i
    std::vector<long> maxRest_;
};

} // namespace ps
