#include "SkyscrapersEasyLadder.h"

#include "SkyscrapersTechnique.h"
#include "core/OuterClues.h"
#include "latin/UnitTally.h"

#include <bit>

namespace ps {

SkyscrapersEasyLadder::SkyscrapersEasyLadder(int side)
    : side_(side), cells_(side * side), all_(static_cast<Mask>((std::uint64_t{1} << side) - 1))
{
    const OuterClues layout(side, side);
    for (int slot = 0; slot < layout.slotCount(); ++slot) {
        std::array<std::uint8_t, 9> line{};
        const std::vector<int> squares = layout.line(slot);
        for (std::size_t k = 0; k < squares.size(); ++k)
            line[k] = static_cast<std::uint8_t>(squares[k]);
        lines_.push_back(line);
    }
}

std::optional<bool> SkyscrapersEasyLadder::solvesWith(const Board& givens, int hardest)
{
    const int n = side_;
    if (givens.rows() != n || givens.cols() != n || n > 9 || hardest > SkyscrapersTechnique::ClueBounds)
        return std::nullopt;
    const OuterClues& clues = givens.outerClues();
    const int slots = 4 * n;
    if (clues.slotCount() != 0 && clues.slotCount() != slots)
        return std::nullopt;
    for (int slot = 0; slot < slots; ++slot) {
        clues_[static_cast<std::size_t>(slot)] = clues.slotCount() ? clues.at(slot) : 0;
        if (clues_[static_cast<std::size_t>(slot)] < 0 || clues_[static_cast<std::size_t>(slot)] > n)
            return std::nullopt;   // the step solver's conflict check words this
    }
    // As CandidateGrid: every value open, then the givens placed in square order.
    candidates_.fill(0);
    values_.fill(0);
    for (int cell = 0; cell < cells_; ++cell)
        candidates_[static_cast<std::size_t>(cell)] = all_;
    empty_ = cells_;
    for (int cell = 0; cell < cells_; ++cell) {
        const int given = givens.at(cell);
        if (given > n)
            return std::nullopt;
        if (given != 0)
            place(cell, given);
    }
    using T = SkyscrapersTechnique;
    while (empty_ > 0) {
        if (isBroken())
            return false;
        const bool stepped = clueEdge() || (hardest >= T::NakedSingle && nakedSingle()) || (hardest >= T::HiddenSingle && hiddenSingle()) ||
                             (hardest >= T::ClueBounds && clueBounds());
        if (!stepped)
            return false;
    }
    return !isBroken() && cluesShown();
}

void SkyscrapersEasyLadder::place(int cell, int value)
{
    if (values_[static_cast<std::size_t>(cell)] == 0)
        --empty_;
    values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(value);
    const Mask keep = ~bit(value);
    const int row = cell / side_;
    const int col = cell % side_;
    for (int k = 0; k < side_; ++k) {
        candidates_[static_cast<std::size_t>(row * side_ + k)] &= keep;
        candidates_[static_cast<std::size_t>(k * side_ + col)] &= keep;
    }
    candidates_[static_cast<std::size_t>(cell)] = 0;
}

bool SkyscrapersEasyLadder::isBroken() const
{
    for (int cell = 0; cell < cells_; ++cell)
        if (values_[static_cast<std::size_t>(cell)] == 0 && candidates_[static_cast<std::size_t>(cell)] == 0)
            return true;
    const auto held = [&](int cell) {
        const int v = values_[static_cast<std::size_t>(cell)];
        return v ? bit(v) : candidates_[static_cast<std::size_t>(cell)];
    };
    for (int line = 0; line < side_; ++line) {
        Mask row = 0;
        Mask col = 0;
        for (int k = 0; k < side_; ++k) {
            row |= held(line * side_ + k);
            col |= held(k * side_ + line);
        }
        if (row != all_ || col != all_)
            return true;
    }
    return false;
}

bool SkyscrapersEasyLadder::clueEdge()
{
    const int n = side_;
    for (int slot = 0; slot < 4 * n; ++slot) {
        const int clue = clues_[static_cast<std::size_t>(slot)];
        if (clue != 1 && clue != n)
            continue;
        const auto& line = lines_[static_cast<std::size_t>(slot)];
        for (int k = 0; k < n; ++k) {
            const int value = clue == 1 ? n : k + 1;
            const int cell = line[static_cast<std::size_t>(k)];
            if (values_[static_cast<std::size_t>(cell)] == 0 && (candidates_[static_cast<std::size_t>(cell)] & bit(value))) {
                place(cell, value);
                return true;
            }
            if (clue == 1)
                break;
        }
    }
    return false;
}

bool SkyscrapersEasyLadder::nakedSingle()
{
    for (int cell = 0; cell < cells_; ++cell) {
        const Mask mask = candidates_[static_cast<std::size_t>(cell)];
        if (mask != 0 && (mask & (mask - 1)) == 0) {
            place(cell, std::countr_zero(mask) + 1);
            return true;
        }
    }
    return false;
}

bool SkyscrapersEasyLadder::hiddenSingle()
{
    // The rows, then the columns (CandidateGrid::lineUnits' order).
    for (int unit = 0; unit < 2 * side_; ++unit) {
        const auto cellAt = [&](int k) { return unit < side_ ? unit * side_ + k : k * side_ + (unit - side_); };
        UnitTally tally;
        Mask placed = 0;
        for (int k = 0; k < side_; ++k) {
            const int cell = cellAt(k);
            tally.add(candidates_[static_cast<std::size_t>(cell)]);
            if (const int v = values_[static_cast<std::size_t>(cell)])
                placed |= bit(v);
        }
        const Mask single = tally.singles() & ~placed;
        if (single == 0)
            continue;
        const int v = std::countr_zero(single) + 1;
        for (int k = 0; k < side_; ++k)
            if (candidates_[static_cast<std::size_t>(cellAt(k))] & bit(v)) {
                place(cellAt(k), v);
                return true;
            }
    }
    return false;
}

bool SkyscrapersEasyLadder::boundsOf(int slot, int clue, std::array<Mask, 9>& strike) const
{
    const int n = side_;
    const auto& line = lines_[static_cast<std::size_t>(slot)];
    std::array<int, 10> position;   // of each placed height in the line, or -1
    position.fill(-1);
    for (int k = 0; k < n; ++k)
        if (const int v = values_[line[static_cast<std::size_t>(k)]])
            position[static_cast<std::size_t>(v)] = k;
    const auto open = [&](int k, int height) {   // the square k from the clue is empty and may hold `height`
        const int cell = line[static_cast<std::size_t>(k)];
        return values_[static_cast<std::size_t>(cell)] == 0 && (candidates_[static_cast<std::size_t>(cell)] & bit(height));
    };
    strike.fill(0);
    bool any = false;
    // The lower bounds: counting down from the tallest, the k-th that can still be seen needs clue - k
    // squares in front of it (a placed height hidden behind a taller placed one is never seen).
    int counted = 0;
    int nearestTaller = n;   // the nearest position of a placed height taller than the one looked at
    for (int height = n; height >= 1; --height) {
        const int at = position[static_cast<std::size_t>(height)];
        const bool hidden = at >= 0 && nearestTaller < at;
        if (at >= 0 && at < nearestTaller)
            nearestTaller = at;
        if (hidden)
            continue;
        for (int k = 0; k < clue - counted - 1 && k < n; ++k)
            if (open(k, height)) {
                strike[static_cast<std::size_t>(k)] |= bit(height);
                any = true;
            }
        ++counted;
    }
    if (any)
        return true;
    // The nearly filled clue: the placed run of tallest heights shows all but one of the clue, so the
    // square next to the clue is none of the smallest heights that could stand in front of that run.
    int seen = 0;
    int furthest = n;
    for (int height = n; height >= 1; --height) {
        const int at = position[static_cast<std::size_t>(height)];
        if (at < 0)
            break;
        if (at < furthest) {
            furthest = at;
            ++seen;
        }
    }
    if (clue != seen + 1 || furthest <= 1)
        return false;
    int toRuleOut = furthest - 1;
    for (int height = 1; height <= n && toRuleOut > 0; ++height) {
        if (position[static_cast<std::size_t>(height)] >= furthest)
            continue;
        --toRuleOut;
        if (open(0, height)) {
            strike[0] |= bit(height);
            any = true;
        }
    }
    return any;
}

bool SkyscrapersEasyLadder::clueBounds()
{
    std::array<Mask, 9> strike;
    for (int slot = 0; slot < 4 * side_; ++slot) {
        const int clue = clues_[static_cast<std::size_t>(slot)];
        if (clue < 2 || clue >= side_ || !boundsOf(slot, clue, strike))
            continue;
        const auto& line = lines_[static_cast<std::size_t>(slot)];
        for (int k = 0; k < side_; ++k)
            candidates_[line[static_cast<std::size_t>(k)]] &= ~strike[static_cast<std::size_t>(k)];
        return true;
    }
    return false;
}

bool SkyscrapersEasyLadder::cluesShown() const
{
    for (int slot = 0; slot < 4 * side_; ++slot) {
        const int clue = clues_[static_cast<std::size_t>(slot)];
        if (clue == 0)
            continue;
        const auto& line = lines_[static_cast<std::size_t>(slot)];
        int seen = 0;
        int tallest = 0;
        for (int k = 0; k < side_; ++k)
            if (const int h = values_[line[static_cast<std::size_t>(k)]]; h > tallest) {
                tallest = h;
                ++seen;
            }
        if (seen != clue)
            return false;
    }
    return true;
}

} // namespace ps
