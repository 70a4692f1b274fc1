#include "SkyscrapersLineWays.h"

#include <algorithm>
#include <bit>

namespace ps {

SkyscrapersLineWays::SkyscrapersLineWays(int side, int highest)
    : side_(side), highest_(highest > 0 ? highest : side), emptyCount_(side - highest_),
      emptyBit_(emptyCount_ > 0 ? Mask{1} << highest_ : 0),
      failedAt_((std::size_t{1} << highest_) * static_cast<std::size_t>((emptyCount_ + 1) * (side + 1) * (side + 1)), 0),
      doneAt_(failedAt_.size(), 0)
{
}

std::size_t SkyscrapersLineWays::stateOf(Mask used, int tallest, int seen, int empties) const
{
    const auto n1 = static_cast<std::size_t>(side_ + 1);
    return ((static_cast<std::size_t>(used) * static_cast<std::size_t>(emptyCount_ + 1) + static_cast<std::size_t>(empties)) * n1 +
            static_cast<std::size_t>(tallest)) *
               n1 +
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
    return emptyCount_ > 0 ? search<true>(0, 0, 0, 0, 0) : search<false>(0, 0, 0, 0, 0);
}

template <bool Empty>
bool SkyscrapersLineWays::search(int position, Mask used, int tallest, int seen, int empties)
{
    if (position == side_)
        return seen == clue_;
    // Too many seen already, or (the tallest, `top`, is still to come and will be seen) no room for it;
    // or too few left to see: each later building seen is taller than the tallest so far.
    const int top = Empty ? highest_ : side_;   // the tallest height (the side on a plain line)
    if (seen > clue_ || (tallest < top && seen >= clue_) || seen + std::min(side_ - position, top - tallest) < clue_)
        return false;
    const auto n1 = static_cast<std::size_t>(side_ + 1);
    const std::size_t state = Empty ? stateOf(used, tallest, seen, empties)
                                    : (static_cast<std::size_t>(used) * n1 + static_cast<std::size_t>(tallest)) * n1 + static_cast<std::size_t>(seen);
    if (failedAt_[state] == call_)
        return false;
    if (doneAt_[state] == call_)
        return true;   // its ways below were marked when it was first reached
    bool any = false;
    const Mask options = candidates_[position];
    if constexpr (Empty) {
        if ((options & emptyBit_) && empties < emptyCount_ && search<true>(position + 1, used, tallest, seen, empties + 1)) {
            support_[position] |= emptyBit_;
            any = true;
        }
    }
    const Mask open = Empty ? options & ~used & ~emptyBit_ : options & ~used;
    for (Mask heights = open; heights; heights &= heights - 1) {
        const int value = std::countr_zero(heights) + 1;
        const bool seenHere = value > tallest;
        if (search<Empty>(position + 1, used | (Mask{1} << (value - 1)), seenHere ? value : tallest, seen + (seenHere ? 1 : 0), empties)) {
            support_[position] |= Mask{1} << (value - 1);
            any = true;
        }
    }
    (any ? doneAt_ : failedAt_)[state] = call_;
    return any;
}

} // namespace ps
