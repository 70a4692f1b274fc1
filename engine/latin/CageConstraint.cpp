#include "CageConstraint.h"

#include "LatinPropagation.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

bool shareUnit(const LatinUnits& units, int a, int b)
{
    const int* ofA = units.unitsOf(a);
    const int* ofB = units.unitsOf(b);
    for (int i = 0; i < units.unitsPerCell(); ++i)
        for (int j = 0; j < units.unitsPerCell(); ++j)
            if (ofA[i] == ofB[j])
                return true;
    return false;
}

} // namespace

CageConstraint::CageConstraint(const LatinUnits& units, bool distinctValues)
    : units_(units), distinctValues_(distinctValues), size_(units.size())
    , sums_(distinctValues && size_ <= SumCombinations::kLargestSide ? &SumCombinations::forSide(size_) : nullptr)
{
}

void CageConstraint::setCages(const Cages& cages)
{
    if (!cagesOf_.empty() && cages == cages_)
        return;   // a uniqueness test loads one puzzle several times
    cages_ = cages;
    cagesOf_.resize(static_cast<std::size_t>(units_.cellCount()));
    for (std::vector<int>& list : cagesOf_)
        list.clear();   // keeps the lists' memory: generation loads a new caging per tested square
    mustDiffer_.resize(cages_.size());
    for (std::size_t i = 0; i < cages_.size(); ++i) {
        const std::vector<int>& cells = cages_[i].cells;
        for (int cell : cells)
            cagesOf_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(i));
        std::vector<std::uint32_t>& differ = mustDiffer_[i];
        differ.assign(cells.size(), 0);
        for (std::size_t at = 0; at < cells.size() && at < 32; ++at)
            for (std::size_t before = 0; before < at; ++before)
                if (distinctValues_ || shareUnit(units_, cells[before], cells[at]))
                    differ[at] |= std::uint32_t{1} << before;
    }
    dirty_.assign(cages_.size(), 0);
}

void CageConstraint::enumerate(const CandidateMask* cand, std::size_t index, std::size_t at, long sum, long product)
{
    const Cage& cage = cages_[index];
    const std::size_t size = cage.cells.size();
    CandidateMask options = cand[cage.cells[at]];
    const bool last = at + 1 == size;
    // For + and × the last value follows from the others (and then meets the target by construction).
    const bool forced = last && size > 1 && (cage.operation == CageOperation::Add || cage.operation == CageOperation::Multiply);
    if (forced) {
        const long need = cage.operation == CageOperation::Add ? cage.target - sum
                          : product != 0 && cage.target % product == 0 ? cage.target / product
                                                                        : 0;
        if (need < 1 || need > size_)
            return;
        options &= CandidateMask{1} << (need - 1);
    }
    const std::uint32_t differ = mustDiffer_[index][at];
    for (CandidateMask rest = options; rest != 0; rest &= rest - 1) {
        const int v = std::countr_zero(rest) + 1;
        bool clash = false;
        for (std::uint32_t earlier = differ; earlier && !clash; earlier &= earlier - 1)
            clash = tuple_[static_cast<std::size_t>(std::countr_zero(earlier))] == v;
        if (clash)
            continue;
        const long newSum = sum + v;
        const long newProduct = product * v;
        tuple_[at] = v;
        if (last) {
            if (!forced && !cageHolds(cage.operation, cage.target, tuple_))
                continue;
            anyWay_ = true;
            for (std::size_t i = 0; i < size; ++i)
                allowed_[i] |= CandidateMask{1} << (tuple_[i] - 1);
            continue;
        }
        if (cage.operation == CageOperation::Add && (newSum + minRest_[at] > cage.target || newSum + maxRest_[at] < cage.target))
            continue;
        if (cage.operation == CageOperation::Multiply && cage.target % newProduct != 0)
            continue;
        enumerate(cand, index, at + 1, newSum, newProduct);
    }
}

bool CageConstraint::filterSumCage(LatinPropagation& latin, CandidateMask* cand, std::size_t index)
{
    const Cage& cage = cages_[index];
    const std::vector<int>& cells = cage.cells;
    CandidateMask decided = 0;   // the values of the squares down to one candidate
    CandidateMask offered = 0;   // the candidates of the open squares
    for (int cell : cells) {
        const CandidateMask m = cand[cell];
        if (LatinPropagation::isSingle(m)) {
            if (decided & m)
                return false;   // a value twice in the cage
            decided |= m;
        } else {
            offered |= m;
        }
    }
    bool anyWay = false;
    CandidateMask kept = 0;   // the values the kept sets leave for the open squares
    for (const CandidateMask set : sums_->sets(static_cast<int>(cells.size()), cage.target)) {
        const CandidateMask free = set & ~decided;
        if ((set & decided) != decided || (free & ~offered) != 0)
            continue;
        bool fits = true;
        for (std::size_t i = 0; i < cells.size() && fits; ++i) {
            const CandidateMask m = cand[cells[i]];
            fits = LatinPropagation::isSingle(m) || (m & free) != 0;
        }
        anyWay = anyWay || fits;
        kept |= fits ? free : 0;
    }
    if (!anyWay)
        return false;
    for (int cell : cells) {
        const CandidateMask before = cand[cell];
        if (LatinPropagation::isSingle(before))
            continue;
        if (!latin.restrict(cand, cell, kept))
            return false;
        if (cand[cell] != before)
            markCagesOf(cell, static_cast<int>(index));
    }
    return true;
}

bool CageConstraint::filterCage(LatinPropagation& latin, CandidateMask* cand, std::size_t index)
{
    const Cage& cage = cages_[index];
    if (cage.operation == CageOperation::None)
        return true;
    if (sums_ && cage.operation == CageOperation::Add)
        return filterSumCage(latin, cand, index);
    const std::size_t size = cage.cells.size();
    tuple_.assign(size, 0);
    allowed_.assign(size, 0);
    minRest_.assign(size, 0);
    maxRest_.assign(size, 0);
    for (std::size_t i = size; i-- > 1;) {   // the squares after position i - 1
        const CandidateMask m = cand[cage.cells[i]];
        minRest_[i - 1] = minRest_[i] + std::countr_zero(m) + 1;
        maxRest_[i - 1] = maxRest_[i] + (32 - std::countl_zero(m));
    }
    anyWay_ = false;
    enumerate(cand, index, 0, 0, 1);
    if (!anyWay_)
        return false;
    for (std::size_t i = 0; i < size; ++i) {
        const int cell = cage.cells[i];
        const CandidateMask before = cand[cell];
        if (!latin.restrict(cand, cell, allowed_[i]))
            return false;
        if (cand[cell] != before)
            markCagesOf(cell, static_cast<int>(index));   // (none where cages do not overlap)
    }
    return true;
}

bool CageConstraint::propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed)
{
    for (int cell : narrowed)
        markCagesOf(cell);
    for (std::size_t i = 0; i < cages_.size(); ++i) {
        if (!dirty_[i])
            continue;
        dirty_[i] = 0;
        if (!filterCage(latin, cand, i)) {
            std::fill(dirty_.begin(), dirty_.end(), 0);
            return false;
        }
    }
    return true;
}

} // namespace ps
