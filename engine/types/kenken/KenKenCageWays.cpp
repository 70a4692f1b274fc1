#include "KenKenCageWays.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// Depth-first over the cage's squares, pruning sums and products that can no longer meet the target.
class WayEnumerator {
public:
    WayEnumerator(const CandidateGrid& grid, const Cage& cage)
        : grid_(grid), cage_(cage), n_(grid.size()), values_(cage.cells.size(), 0)
    {
        for (int cell : cage.cells) {
            for (int line : {cell / n_, n_ + cell % n_})
                if (std::find(lines_.begin(), lines_.end(), line) == lines_.end())
                    lines_.push_back(line);
        }
        result_.allowed.assign(cage.cells.size(), 0);
        for (int line : lines_)
            result_.required.push_back({line, ~Mask{0}});
    }

    CageWays run()
    {
        extend(0, 0, 1);
        if (result_.count == 0)
            for (auto& [line, mask] : result_.required)
                mask = 0;
        return std::move(result_);
    }

private:
    Mask choices(int cell) const
    {
        const int placed = grid_.value(cell);
        return placed ? CandidateGrid::bit(placed) : grid_.candidates(cell);
    }

    bool fitsSoFar(std::size_t at, long sum, long product) const
    {
        const long target = cage_.target;
        switch (cage_.operation) {
        case CageOperation::Add: return sum + static_cast<long>(cage_.cells.size() - at) <= target;   // the rest add at least 1 each
        case CageOperation::Multiply: return product != 0 && target % product == 0;
        default: return true;
        }
    }

    void extend(std::size_t at, long sum, long product)
    {
        if (at == cage_.cells.size()) {
            if (cageHolds(cage_.operation, cage_.target, values_))
                record(sum);
            return;
        }
        const int cell = cage_.cells[at];
        for (Mask left = choices(cell); left; left &= left - 1) {
            const int v = std::countr_zero(left) + 1;
            if (clashes(at, v))
                continue;
            if (!fitsSoFar(at + 1, sum + v, product * v))
                continue;
            values_[at] = v;
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
        for (std::size_t i = 0; i < values_.size(); ++i) {
            result_.allowed[i] |= CandidateGrid::bit(values_[i]);
            result_.used |= CandidateGrid::bit(values_[i]);
        }
        for (auto& [line, mask] : result_.required) {
            Mask here = 0;
            for (std::size_t i = 0; i < values_.size(); ++i) {
                const int cell = cage_.cells[i];
                if ((line < n_ && cell / n_ == line) || (line >= n_ && cell % n_ == line - n_))
                    here |= CandidateGrid::bit(values_[i]);
            }
            mask &= here;
        }
    }

    const CandidateGrid& grid_;
    const Cage& cage_;
    int n_;
    std::vector<int> values_;
    std::vector<int> lines_;
    CageWays result_;
};

} // namespace

CageWays cageWays(const CandidateGrid& grid, const Cage& cage) { return WayEnumerator(grid, cage).run(); }

bool cageFilled(const CandidateGrid& grid, const Cage& cage)
{
    return std::all_of(cage.cells.begin(), cage.cells.end(), [&](int cell) { return grid.value(cell) != 0; });
}

} // namespace ps
