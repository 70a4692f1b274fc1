#include "SudokuSingles.h"


#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace ps {
namespace {

using Mask = std::uint32_t;

constexpr int kMaxCells = SudokuShape::kMaxSize * SudokuShape::kMaxSize;
constexpr int kMaxUnits = 3 * SudokuShape::kMaxSize;

// The row, column and box (or region) of every square of `shape` (made once per shape and thread).
const std::vector<std::array<int, 3>>& unitsOfSquares(const SudokuShape& shape)
{
    // Shapes of regions other than boxes may come new with every puzzle: only the last few are kept.
    thread_local std::map<std::string, std::vector<std::array<int, 3>>> layouts;
    if (layouts.size() >= 32 && !layouts.contains(shape.key()))
        layouts.clear();
    std::vector<std::array<int, 3>>& units = layouts[shape.key()];
    if (units.empty()) {
        const int n = shape.size();
        for (int cell = 0; cell < shape.cellCount(); ++cell)
            units.push_back({cell / n, n + cell % n, 2 * n + shape.boxOf(cell / n, cell % n)});
    }
    return units;
}

// The grid being filled: the values each unit holds, and the empty squares still to fill.
class SinglesGrid {
public:
    SinglesGrid(const SudokuShape& shape, const Board& givens)
        : shape_(shape), n_(shape.size()), unitsOf_(unitsOfSquares(shape))
    {
        all_ = (Mask{1} << n_) - 1;
        std::fill(used_.begin(), used_.begin() + 3 * n_, 0);
        for (int cell = 0; cell < givens.cellCount(); ++cell) {
            if (const CellValue v = givens.at(cell)) {
                if (v > n_) {
                    broken_ = true;   // not a value of this grid
                    continue;
                }
                const Mask bit = Mask{1} << (v - 1);
                for (int unit : unitsOf_[static_cast<std::size_t>(cell)]) {
                    if (used_[static_cast<std::size_t>(unit)] & bit)
                        broken_ = true;   // a value twice in a unit
                    used_[static_cast<std::size_t>(unit)] |= bit;
                }
                open_[static_cast<std::size_t>(cell)] = 0;
            } else {
                open_[static_cast<std::size_t>(cell)] = 1;
                at_[static_cast<std::size_t>(cell)] = emptyCount_;
                empty_[static_cast<std::size_t>(emptyCount_++)] = cell;
            }
        }
    }

    bool broken() const { return broken_; }
    bool full() const { return emptyCount_ == 0; }

    Mask candidates(int cell) const
    {
        const auto& units = unitsOf_[static_cast<std::size_t>(cell)];
        return all_ & ~(used_[static_cast<std::size_t>(units[0])] | used_[static_cast<std::size_t>(units[1])] |
                        used_[static_cast<std::size_t>(units[2])]);
    }

    // One pass over the empty squares, filling every naked single as it is met. False on a square
    // without candidates; `progress` says whether a square was filled.
    bool nakedPass(bool& progress)
    {
        for (int i = 0; i < emptyCount_;) {
            const int cell = empty_[static_cast<std::size_t>(i)];
            const Mask cand = candidates(cell);
            if (cand == 0)
                return false;
            if (cand & (cand - 1)) {
                ++i;
                continue;
            }
            fill(cell, cand);   // the square moved to slot i is looked at next
            progress = true;
        }
        return true;
    }

    // Fills the hidden singles of every unit. False when a value has no place left in a unit.
    bool hiddenPass(bool& progress)
    {
        for (int unit = 0; unit < 3 * n_; ++unit) {
            const Mask missing = all_ & ~used_[static_cast<std::size_t>(unit)];
            if (missing == 0)
                continue;
            Mask once = 0;
            Mask twice = 0;
            for (int cell : shape_.units()[static_cast<std::size_t>(unit)]) {
                if (!open_[static_cast<std::size_t>(cell)])
                    continue;
                const Mask cand = candidates(cell);
                twice |= once & cand;
                once |= cand;
            }
            if (missing & ~once)
                return false;
            for (Mask hidden = missing & ~twice; hidden; hidden &= hidden - 1) {
                const Mask bit = hidden & (~hidden + 1);
                const int cell = placeIn(unit, bit);
                if (cell < 0)
                    return false;   // its only place was taken meanwhile: no solution
                fill(cell, bit);
                progress = true;
            }
        }
        return true;
    }

private:
    int placeIn(int unit, Mask bit) const
    {
        for (int cell : shape_.units()[static_cast<std::size_t>(unit)])
            if (open_[static_cast<std::size_t>(cell)] && (candidates(cell) & bit))
                return cell;
        return -1;
    }

    // Gives the open square its value and takes it off the list of open squares.
    void fill(int cell, Mask bit)
    {
        for (int unit : unitsOf_[static_cast<std::size_t>(cell)])
            used_[static_cast<std::size_t>(unit)] |= bit;
        open_[static_cast<std::size_t>(cell)] = 0;
        const int slot = at_[static_cast<std::size_t>(cell)];
        const int last = empty_[static_cast<std::size_t>(--emptyCount_)];
        empty_[static_cast<std::size_t>(slot)] = last;
        at_[static_cast<std::size_t>(last)] = slot;
    }

    const SudokuShape& shape_;
    int n_;
    const std::vector<std::array<int, 3>>& unitsOf_;   // row, column and box of each square
    Mask all_ = 0;
    bool broken_ = false;
    // Written before they are read, so left uninitialised: a solve must not pay for clearing 10 KB.
    std::array<Mask, kMaxUnits> used_;
    std::array<char, kMaxCells> open_;   // still to fill
    std::array<int, kMaxCells> empty_;   // the open squares, in slots 0 .. emptyCount_ - 1
    std::array<int, kMaxCells> at_;      // an open square's slot in empty_
    int emptyCount_ = 0;
};

} // namespace

bool singlesSolve(const SudokuShape& shape, const Board& givens, Singles singles)
{
    SinglesGrid grid(shape, givens);
    if (grid.broken())
        return false;
    while (!grid.full()) {
        bool progress = false;
        if (!grid.nakedPass(progress))
            return false;
        if (progress)
            continue;
        if (singles == Singles::Naked || !grid.hiddenPass(progress) || !progress)
            return false;
    }
    return true;
}

} // namespace ps
