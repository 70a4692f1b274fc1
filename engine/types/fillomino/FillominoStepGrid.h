#pragma once
#include "core/Board.h"
#include "core/ValueSet.h"
#include "logic/LogicStep.h"

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace ps {

// The state a human keeps while solving Fillomino step by step: the values written in, and for every empty
// square the values it may still take. The plain bound "a region cannot be bigger than the space it lies
// in" always holds (a square keeps only values up to the size of its area of empty squares, or up to that
// area joined with the unfinished groups of the value around it); every further elimination is a
// technique's step.
class FillominoStepGrid {
public:
    // A maximal orthogonally connected group of squares holding the same value.
    struct Group {
        int value = 0;
        std::vector<int> cells;   // ascending
        std::vector<int> exits;   // the empty squares next to it, ascending
        int size() const { return static_cast<int>(cells.size()); }
        bool complete() const { return size() == value; }
        bool incomplete() const { return size() < value; }
    };

    explicit FillominoStepGrid(const Board& filled);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int cellCount() const { return rows_ * cols_; }
    int maxValue() const { return cellCount(); }

    int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    bool has(int cell, int v) const
    {
        if (v < 1 || v > maxValue() || value(cell) != 0)
            return false;
        return (bits_[static_cast<std::size_t>(cell * words_ + (v - 1) / 64)] >> ((v - 1) % 64)) & 1U;
    }
    // The candidates of `cell` as words() 64-bit words (bit v-1 = value v).
    const std::uint64_t* candidateBits(int cell) const { return &bits_[static_cast<std::size_t>(cell * words_)]; }
    int words() const { return words_; }
    int candidateCount(int cell) const;
    std::vector<int> candidateValues(int cell) const;   // ascending
    ValueSet candidates(int cell) const;

    // Writes `v` in (a square holding another value, or one where v was ruled out, breaks the grid). Call
    // boundBySpace() after placing values, or use apply().
    void place(int cell, int v);
    void boundBySpace();
    void eliminate(int cell, int v);
    // Keeps only the values of `allowed` (the player's pencil marks).
    void narrow(int cell, const ValueSet& allowed);
    void apply(const LogicStep& step);

    // The squares next to `cell`; returns how many (0..4).
    int neighbours(int cell, std::array<int, 4>& out) const
    {
        const int row = cell / cols_;
        const int col = cell % cols_;
        int count = 0;
        if (row > 0)
            out[static_cast<std::size_t>(count++)] = cell - cols_;
        if (col > 0)
            out[static_cast<std::size_t>(count++)] = cell - 1;
        if (col + 1 < cols_)
            out[static_cast<std::size_t>(count++)] = cell + 1;
        if (row + 1 < rows_)
            out[static_cast<std::size_t>(count++)] = cell + cols_;
        return count;
    }
    const std::vector<Group>& groups() const
    {
        if (!groupsValid_)
            rebuildGroups();
        return groups_;
    }
    // The index in groups() of the group holding `cell`, or -1 for an empty square.
    int groupAt(int cell) const
    {
        if (!groupsValid_)
            rebuildGroups();
        return groupOf_[static_cast<std::size_t>(cell)];
    }
    // The size of the group `cell` would join if it took `v`: 1 plus the sizes of the distinct v-groups
    // next to it.
    int joinSize(int cell, int v) const;
    // True when a square next to `cell` holds `v`.
    bool touchesValue(int cell, int v) const;
    // The squares an unfinished group could grow over: empty squares that may still take its value and
    // unfinished groups of that value (with `blocked` left out), flooded from the group, stopping once
    // `limit` squares are found. Returns how many were found.
    int room(const Group& group, int blocked, int limit, std::vector<int>* reached = nullptr) const;

    bool isSolved() const;
    // A square with no value left, a group grown past its value, or an unfinished group without room to
    // reach its size.
    bool isBroken() const;
    // True when every square holds its value in `solution` (a full board of this size that solves the
    // puzzle) or may still take it, and no placement broke the grid. Such a grid is not broken (each
    // group lies inside its solution region, which leaves it room), so this cheap test can stand in for
    // isBroken() while the solution is known.
    bool followsSolution(const Board& solution) const;
    int emptyCount() const;
    Board board() const;

    std::string cellName(int cell) const;   // "R4C7"

    // Memo for the finders that read one value's part of the grid only: for value v, which squares may
    // still take v, which hold v, and so v's groups (so never which squares are empty, nor other values).
    // Such a finder that found nothing for v need not look at v again until that part changes: the grid
    // stamps v afresh whenever a square loses v as a candidate or a square's value becomes or stops
    // being v. The stamps and the memo are copied with the grid.
    enum QuietCheck : int { NoRoomQuiet, BottleneckQuiet, UnreachableQuiet, RoomQuiet, kQuietChecks };
    // True when `check` found nothing for `v` and v's part has not changed since.
    bool quiet(QuietCheck check, int v) const
    {
        if (v < 1 || v > maxValue())
            return false;
        return quiet_[static_cast<std::size_t>(check)][static_cast<std::size_t>(v)] == valueStamp_[static_cast<std::size_t>(v)];
    }
    // Notes that `check` found nothing for `v` in the grid as it is.
    void markQuiet(QuietCheck check, int v) const
    {
        if (v >= 1 && v <= maxValue())
            quiet_[static_cast<std::size_t>(check)][static_cast<std::size_t>(v)] = valueStamp_[static_cast<std::size_t>(v)];
    }

private:
    int rows_;
    int cols_;
    int words_;                          // 64-bit words of candidate bits per square
    std::vector<int> values_;
    std::vector<std::uint64_t> bits_;   // square c, value v: word c*words_ + (v-1)/64, bit (v-1)%64
    bool conflict_ = false;
    mutable bool groupsValid_ = false;
    mutable std::vector<Group> groups_;
    mutable std::vector<int> groupOf_;
    std::vector<std::uint32_t> valueStamp_;   // per value 0..maxValue(): changed when v's part changes
    std::uint32_t lastStamp_ = 1;
    mutable std::array<std::vector<std::uint32_t>, kQuietChecks> quiet_;   // per check, per value: 0 = unknown

    void clearCandidates(int cell);
    void touchValue(int v)
    {
        if (v >= 1 && v <= maxValue())
            valueStamp_[static_cast<std::size_t>(v)] = ++lastStamp_;
    }
    // Stamps every value of `bits` (one word of `cell`'s candidates, starting at value low + 1).
    void touchValues(std::uint64_t bits, int low)
    {
        for (; bits; bits &= bits - 1)
            touchValue(low + std::countr_zero(bits) + 1);
    }
    void rebuildGroups() const;
};

} // namespace ps
