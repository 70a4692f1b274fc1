#include "SkyscrapersLineWays.h"

#include <algorithm>
#include <bit>

namespace ps {

SkyscrapersLineWays::SkyscrapersLineWays(int side, int highest)
    : side_(side), highest_(highest > 0 ? highest : side), emptyCount_(side - highest_),
      emptyBit_(emptyCount_ > 0 ? Mask{1} << highest_ : 0),
      failedAt_((std::size_t{1} << highest_) * static_cast<std::size_t>((emptyCount_ + 1) * (side + 1) * (side + 1)), 0),
      doneAt_(failedAt_.size(), 0), remembered_(kRemembered)
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
    if (side_ > 9)
        return searchAll(clue, candidates, support);   // the key holds nine squares
    std::uint64_t low = 0;
    std::uint64_t high = (static_cast<std::uint64_t>(clue) << 20) | (std::uint64_t{1} << 30);
    for (int k = 0; k < side_; ++k) {
        if (k < 7)
            low |= static_cast<std::uint64_t>(candidates[k] & 0x1FF) << (9 * k);
        else
            high |= static_cast<std::uint64_t>(candidates[k] & 0x1FF) << (9 * (k - 7));
    }
    std::uint64_t hash = (low ^ (high * 0x9E3779B97F4A7C15ULL)) * 0xFF51AFD7ED558CCDULL;
    Remembered& entry = remembered_[static_cast<std::size_t>(hash >> 52) & (kRemembered - 1)];
    if (entry.low == low && entry.high == high) {
        for (int k = 0; k < side_; ++k)
            support[k] = entry.support[k];
        return entry.any;
    }
    const bool any = searchAll(clue, candidates, support);
    entry.low = low;
    entry.high = high;
    for (int k = 0; k < side_; ++k)
        entry.support[k] = static_cast<std::uint16_t>(support[k]);
    entry.any = any;
    return any;
}

bool SkyscrapersLineWays::searchAll(int clue, const Mask* candidates, Mask* support)
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
