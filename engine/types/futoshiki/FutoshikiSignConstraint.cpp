#include "FutoshikiSignConstraint.h"

#include "latin/LatinPropagation.h"

#include <bit>

namespace ps {
namespace {

int smallest(CandidateMask m) { return std::countr_zero(m) + 1; }
int largest(CandidateMask m) { return 32 - std::countl_zero(m); }
CandidateMask above(int value) { return value >= 32 ? 0 : ~((CandidateMask{1} << value) - 1); }   // values > value
CandidateMask below(int value) { return value <= 1 ? 0 : (CandidateMask{1} << (value - 1)) - 1; }  // values < value

} // namespace

void FutoshikiSignConstraint::setSigns(const Board& board)
{
    links_ = futoshiki::signLinks(board);
    queued_.assign(static_cast<std::size_t>(cellCount_), 0);
}

bool FutoshikiSignConstraint::propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed)
{
    if (links_.pairs.empty())
        return true;
    work_.clear();
    const auto push = [&](int cell) {
        if (!queued_[static_cast<std::size_t>(cell)]) {
            queued_[static_cast<std::size_t>(cell)] = 1;
            work_.push_back(cell);
        }
    };
    for (int cell : narrowed)
        push(cell);
    // Narrows `cell` to `keep`; false on a contradiction.
    const auto narrow = [&](int cell, CandidateMask keep) {
        const CandidateMask before = cand[cell];
        if ((before & keep) == before)
            return true;
        if (!latin.restrict(cand, cell, keep))
            return false;
        push(cell);
        return true;
    };
    bool ok = true;
    while (ok && !work_.empty()) {
        const int cell = work_.back();
        work_.pop_back();
        queued_[static_cast<std::size_t>(cell)] = 0;
        const CandidateMask here = cand[cell];
        if (here == 0) {
            ok = false;
            break;
        }
        for (int high : links_.larger[static_cast<std::size_t>(cell)])
            if (!(ok = narrow(high, above(smallest(here)))))
                break;
        if (!ok)
            break;
        for (int low : links_.smaller[static_cast<std::size_t>(cell)])
            if (!(ok = narrow(low, below(largest(here)))))
                break;
    }
    for (int cell : work_)
        queued_[static_cast<std::size_t>(cell)] = 0;
    work_.clear();
    return ok;
}

} // namespace ps
