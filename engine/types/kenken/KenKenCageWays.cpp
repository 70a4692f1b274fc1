#include "KenKenCageWays.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// A placed value as a one-value mask, or the square's candidates.
Mask choicesOf(const CandidateGrid& grid, int cell)
{
    const int placed = grid.value(cell);
    return placed ? CandidateGrid::bit(placed) : grid.candidates(cell);
}

// Depth-first over the cage's squares, pruning sums and products that can no longer meet the target;
// for + and × the last square's value follows from the others. Works in buffers it is lent (a step
// solver works out thousands of cages; allocating for each was most of the cost).
class WayEnumerator {
public:
    WayEnumerator(const CandidateGrid& grid, const Cage& cage, CageWays& result, WayScratch& scratch)
        : cage_(cage), n_(grid.size()), size_(cage.cells.size()), result_(result), s_(scratch)
    {
        s_.values.assign(size_, 0);
        s_.choices.clear();
        result_.count = 0;
        result_.used = 0;
        result_.minSum = result_.maxSum = 0;
        result_.allowed.assign(size_, 0);
        result_.required.clear();
        for (int cell : cage.cells) {
            s_.choices.push_back(choicesOf(grid, cell));
            for (int line : {cell / n_, n_ + cell % n_})
                if (std::none_of(result_.required.begin(), result_.required.end(), [&](const auto& entry) { return entry.first == line; }))
                    result_.required.push_back({line, ~Mask{0}});
        }
    }

    void run()
    {
        if (size_ > 0)
            extend(0, 0, 1);
        if (result_.count == 0)
            for (auto& [line, mask] : result_.required)
                mask = 0;
    }

private:
    bool onLine(int cell, int line) const { return line < n_ ? cell / n_ == line : cell % n_ == line - n_; }

    // Whether squares at..size-1 can still bring the partial sum or product to the target.
    bool reachable(std::size_t at, long sum, long product) const
    {
        const long left = static_cast<long>(size_ - at);
        const long target = cage_.target;
        switch (cage_.operation) {
        case CageOperation::Add: return sum + left <= target && sum + left * n_ >= target;
        case CageOperation::Multiply: {
            if (product == 0 || target % product != 0)
                return false;
            long most = product;   // the product can grow at most by n per square left
            for (long i = 0; i < left && most < target; ++i)
                most *= n_;
            return most >= target;
        }
        default: return true;
        }
    }

    // The value the last square needs for + and × (0: none fits), or -1 when the operation leaves it open.
    int lastValue(long sum, long product) const
    {
        switch (cage_.operation) {
        case CageOperation::Add: {
            const long v = cage_.target - sum;
            return v >= 1 && v <= n_ ? static_cast<int>(v) : 0;
        }
        case CageOperation::Multiply: {
            if (product == 0 || cage_.target % product != 0)
                return 0;
            const long v = cage_.target / product;
            return v >= 1 && v <= n_ ? static_cast<int>(v) : 0;
        }
        default: return -1;
        }
    }

    void extend(std::size_t at, long sum, long product)
    {
        Mask options = s_.choices[at];
        if (at + 1 == size_ && size_ > 1) {
            const int v = lastValue(sum, product);
            if (v == 0)
                return;
            if (v > 0)
                options &= CandidateGrid::bit(v);
        }
        for (; options; options &= options - 1) {
            const int v = std::countr_zero(options) + 1;
            if (clashes(at, v))
                continue;
            s_.values[at] = v;
            if (at + 1 == size_) {
                // For + and × of two or more squares lastValue() gave the one value that meets the target.
                const bool forced = size_ > 1 && (cage_.operation == CageOperation::Add || cage_.operation == CageOperation::Multiply);
                if (forced || cageHolds(cage_.operation, cage_.target, s_.values))
                    record(sum + v);
                continue;
            }
            if (reachable(at + 1, sum + v, product * v))
                extend(at + 1, sum + v, product * v);
        }
    }

    // An earlier square of the cage in the same row or column already holds v.
    bool clashes(std::size_t at, int v) const
    {
        const int cell = cage_.cells[at];
        for (std::size_t i = 0; i < at; ++i) {
            const int other = cage_.cells[i];
            if (s_.values[i] == v && (other / n_ == cell / n_ || other % n_ == cell % n_))
                return true;
        }
        return false;
    }

    void record(long sum)
    {
        result_.minSum = result_.count == 0 ? sum : std::min(result_.minSum, sum);
        result_.maxSum = result_.count == 0 ? sum : std::max(result_.maxSum, sum);
        ++result_.count;
        for (std::size_t i = 0; i < size_; ++i) {
            result_.allowed[i] |= CandidateGrid::bit(s_.values[i]);
            result_.used |= CandidateGrid::bit(s_.values[i]);
        }
        for (auto& [line, required] : result_.required) {
            Mask here = 0;
            for (std::size_t i = 0; i < size_; ++i)
                if (onLine(cage_.cells[i], line))
                    here |= CandidateGrid::bit(s_.values[i]);
            required &= here;
        }
    }

    const Cage& cage_;
    int n_;
    std::size_t size_;
    CageWays& result_;
    WayScratch& s_;
};

} // namespace

CageWays cageWays(const CandidateGrid& grid, const Cage& cage)
{
    CageWays ways;
    WayScratch scratch;
    WayEnumerator(grid, cage, ways, scratch).run();
    return ways;
}

const CageWays& CageWaysCache::ways(const CandidateGrid& grid, std::size_t cage)
{
    Entry& entry = entries_[cage];
    const std::vector<int>& cells = cages_[cage].cells;
    bool same = entry.known;
    entry.choices.resize(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const Mask now = choicesOf(grid, cells[i]);
        same = same && entry.choices[i] == now;
        entry.choices[i] = now;
    }
    if (!same) {
        WayEnumerator(grid, cages_[cage], entry.ways, scratch_).run();
        entry.known = true;
    }
    return entry.ways;
}

bool cageFilled(const CandidateGrid& grid, const Cage& cage)
{
    return std::all_of(cage.cells.begin(), cage.cells.end(), [&](int cell) { return grid.value(cell) != 0; });
}

} // namespace ps
