#include "SkyscrapersLineWays.h"

#include <algorithm>
#include <bit>

namespace ps {

SkyscrapersLineWays::SkyscrapersLineWays(int side)
    : side_(side),
      failedAt_((std::size_t{1} << side) * static_cast<std::size_t>((side + 1) * (side + 1)), 0),
      doneAt_(failedAt_.size(), 0)
{
}

std::size_t SkyscrapersLineWays::stateOf(Mask used, int tallest, int seen) const
{
    return (static_cast<std::size_t>(used) * static_cast<std::size_t>(side_ + 1) + static_cast<std::size_t>(tallest)) *
               static_cast<std::size_t>(side_ + 1) +
           static_cast<std::size_t>(seen);
}

bool SkyscrapersLineWays::supports(int clue, const Mask* candidates, Mask* support)
{
    if (++call_ == 0) {   // the stamps wrapped round: start them afresh
        std::fill(failedAt_.begin(), failedAt_.end(), 0);
        std::fill(doneAt_.begin(), doneAt_.end(), 0);
        call_ = 1;
    }
    clue_ = clue;
    candidates_ = candidates;
    support_ = support;
    std::fill(support, support + side_, Mask{0});
    return search(0, 0, 0, 0);
}

bool SkyscrapersLineWays::search(int position, Mask used, int tallest, int seen)
{
    if (position == side_)
        return seen == clue_;
    // Too many seen already, or (the tallest, side_, is still to come and will be seen) no room for it;
    // or too few left to see: each later building seen is taller than the tallest so far.
    if (seen > clue_ || (tallest < side_ && seen >= clue_) || seen + std::min(side_ - position, side_ - tallest) < clue_)
        return false;
    const std::size_t state = stateOf(used, tallest, seen);
    if (failedAt_[state] == call_)
        return false;
    if (doneAt_[state] == call_)
        return true;   // its ways below were marked when it was first reached
    bool any = false;
    for (Mask options = candidates_[position] & ~used; options; options &= options - 1) {
        const int value = std::countr_zero(options) + 1;
        const bool seenHere = value > tallest;
        if (search(position + 1, used | (Mask{1} << (value - 1)), seenHere ? value : tallest, seen + (seenHere ? 1 : 0))) {
            support_[position] |= Mask{1} << (value - 1);
            any = true;
        }
    }
    (any ? doneAt_ : failedAt_)[state] = call_;
    return any;
}

} // namespace ps
