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
// for + and × the last square's value follows from the others.
class WayEnumerator {
public:
    WayEnumerator(const CandidateGrid& grid, const Cage& cage)
        : cage_(cage), n_(grid.size()), size_(cage.cells.size()), values_(size_, 0)
    {
        for (int cell : cage.cells) {
            choices_.push_back(choicesOf(grid, cell));
            for (int line : {cell / n_, n_ + cell % n_})
                if (std::find(lines_.begin(), lines_.end(), line) == lines_.end())
                    lines_.push_back(line);
        }
        result_.allowed.assign(size_, 0);
        for (int line : lines_) {
            result_.required.push_back({line, ~Mask{0}});
            std::vector<std::size_t> squares;
            for (std::size_t i = 0; i < size_; ++i)
                if (onLine(cage.cells[i], line))
                    squares.push_back(i);
            squaresOnLine_.push_back(std::move(squares));
        }
    }

    CageWays run()
    {
        if (size_ > 0)
            extend(0, 0, 1);
        if (result_.count == 0)
            for (auto& [line, mask] : result_.required)
                mask = 0;
        return std::move(result_);
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
        Mask options = choices_[at];
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
            values_[at] = v;
            if (at + 1 == size_) {
                if (cageHolds(cage_.operation, cage_.target, values_))
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
            if (values_[i] == v && (other / n_ == cell / n_ || other % n_ == cell % n_))
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
            result_.allowed[i] |= CandidateGrid::bit(values_[i]);
            result_.used |= CandidateGrid::bit(values_[i]);
        }
        for (std::size_t l = 0; l < lines_.size(); ++l) {
            Mask here = 0;
            for (std::size_t i : squaresOnLine_[l])
                here |= CandidateGrid::bit(values_[i]);
            result_.required[l].second &= here;
        }
    }

    const Cage& cage_;
    int n_;
    std::size_t size_;
    std::vector<Mask> choices_;
    std::vector<int> values_;
    std::vector<int> lines_;
    std::vector<std::vector<std::size_t>> squaresOnLine_;   // by line of lines_: the cage's squares on it
    CageWays result_;
};

} // namespace

CageWays cageWays(const CandidateGrid& grid, const Cage& cage) { return WayEnumerator(grid, cage).run(); }

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
        entry.ways = cageWays(grid, cages_[cage]);
        entry.known = true;
    }
    return entry.ways;
}

bool cageFilled(const CandidateGrid& grid, const Cage& cage)
{
    return std::all_of(cage.cells.begin(), cage.cells.end(), [&](int cell) { return grid.value(cell) != 0; });
}

} // namespace ps
