#include "FillominoStepGrid.h"

#include <algorithm>
#include <bit>

namespace ps {

FillominoStepGrid::FillominoStepGrid(const Board& filled)
    : rows_(filled.rows())
    , cols_(filled.cols())
    , words_((filled.cellCount() + 63) / 64)
    , values_(static_cast<std::size_t>(filled.cellCount()), 0)
    , bits_(static_cast<std::size_t>(filled.cellCount()) * static_cast<std::size_t>(words_), 0)
    , valueStamp_(static_cast<std::size_t>(filled.cellCount()) + 1, 1)
{
    for (std::vector<std::uint32_t>& memo : quiet_)
        memo.assign(valueStamp_.size(), 0);
    for (int cell = 0; cell < cellCount(); ++cell) {
        values_[static_cast<std::size_t>(cell)] = filled.at(cell);
        if (filled.at(cell) == 0)
            for (int w = 0; w < words_; ++w)
                bits_[static_cast<std::size_t>(cell * words_ + w)] = ~std::uint64_t{0};
    }
    boundBySpace();
}

int FillominoStepGrid::candidateCount(int cell) const
{
    int total = 0;
    for (int w = 0; w < words_; ++w)
        total += std::popcount(bits_[static_cast<std::size_t>(cell * words_ + w)]);
    return total;
}

std::vector<int> FillominoStepGrid::candidateValues(int cell) const
{
    std::vector<int> out;
    for (int w = 0; w < words_; ++w)
        for (std::uint64_t bits = bits_[static_cast<std::size_t>(cell * words_ + w)]; bits; bits &= bits - 1)
            out.push_back(w * 64 + std::countr_zero(bits) + 1);
    return out;
}

ValueSet FillominoStepGrid::candidates(int cell) const
{
    ValueSet set;
    for (int v : candidateValues(cell))
        set.insert(v);
    return set;
}

void FillominoStepGrid::clearCandidates(int cell)
{
    for (int w = 0; w < words_; ++w) {
        std::uint64_t& word = bits_[static_cast<std::size_t>(cell * words_ + w)];
        touchValues(word, w * 64);
        word = 0;
    }
}

void FillominoStepGrid::place(int cell, int v)
{
    if (value(cell) == v)
        return;
    if (value(cell) != 0 || !has(cell, v))
        conflict_ = true;
    touchValue(value(cell));
    touchValue(v);
    values_[static_cast<std::size_t>(cell)] = v;
    clearCandidates(cell);
    groupsValid_ = false;
}

void FillominoStepGrid::eliminate(int cell, int v)
{
    if (v < 1 || v > maxValue() || value(cell) != 0)
        return;
    std::uint64_t& word = bits_[static_cast<std::size_t>(cell * words_ + (v - 1) / 64)];
    const std::uint64_t bit = std::uint64_t{1} << ((v - 1) % 64);
    if (word & bit)
        touchValue(v);
    word &= ~bit;
}

void FillominoStepGrid::narrow(int cell, const ValueSet& allowed)
{
    if (value(cell) != 0)
        return;
    for (int v : candidateValues(cell))
        if (!allowed.contains(v))
            eliminate(cell, v);
}

void FillominoStepGrid::apply(const LogicStep& step)
{
    for (const CellValuePair& p : step.placements)
        place(p.cell, p.value);
    for (const CellValuePair& e : step.eliminations)
        eliminate(e.cell, e.value);
    if (!step.placements.empty())
        boundBySpace();
}

namespace {

// Sorts a group's squares or exits: a handful mostly, sorted by insertion without std::sort's call
// overhead.
void sortSmall(std::vector<int>& list)
{
    if (list.size() > 32) {
        std::sort(list.begin(), list.end());
        return;
    }
    for (std::size_t i = 1; i < list.size(); ++i) {
        const int item = list[i];
        std::size_t j = i;
        for (; j > 0 && list[j - 1] > item; --j)
            list[j] = list[j - 1];
        list[j] = item;
    }
}

} // namespace

void FillominoStepGrid::rebuildGroups() const
{
    // The groups are rebuilt after every placement while solving: the Group objects of the last build
    // are reused, so their lists keep their memory (allocating them afresh was a tenth of a step solve).
    std::size_t used = 0;
    groupOf_.assign(static_cast<std::size_t>(cellCount()), -1);
    thread_local std::vector<int> stack;
    for (int start = 0; start < cellCount(); ++start) {
        if (value(start) == 0 || groupOf_[static_cast<std::size_t>(start)] >= 0)
            continue;
        const int id = static_cast<int>(used);
        if (used == groups_.size())
            groups_.emplace_back();
        Group& group = groups_[used++];
        group.cells.clear();
        group.exits.clear();
        group.value = value(start);
        stack.assign(1, start);
        groupOf_[static_cast<std::size_t>(start)] = id;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            group.cells.push_back(cell);
            std::array<int, 4> next{};
            const int count = neighbours(cell, next);
            for (int k = 0; k < count; ++k) {
                const int n = next[static_cast<std::size_t>(k)];
                if (value(n) == 0)
                    group.exits.push_back(n);
                else if (value(n) == group.value && groupOf_[static_cast<std::size_t>(n)] < 0) {
                    groupOf_[static_cast<std::size_t>(n)] = id;
                    stack.push_back(n);
                }
            }
        }
        sortSmall(group.cells);
        sortSmall(group.exits);
        group.exits.erase(std::unique(group.exits.begin(), group.exits.end()), group.exits.end());
    }
    groups_.resize(used);
    groupsValid_ = true;
}

int FillominoStepGrid::joinSize(int cell, int v) const
{
    std::array<int, 4> next{};
    const int count = neighbours(cell, next);
    std::array<int, 4> seen{};
    int seenCount = 0;
    int size = 1;
    for (int k = 0; k < count; ++k) {
        const int n = next[static_cast<std::size_t>(k)];
        if (value(n) != v)
            continue;
        const int g = groupAt(n);
        if (std::find(seen.begin(), seen.begin() + seenCount, g) != seen.begin() + seenCount)
            continue;
        seen[static_cast<std::size_t>(seenCount++)] = g;
        size += groups()[static_cast<std::size_t>(g)].size();
    }
    return size;
}

bool FillominoStepGrid::touchesValue(int cell, int v) const
{
    std::array<int, 4> next{};
    const int count = neighbours(cell, next);
    for (int k = 0; k < count; ++k)
        if (value(next[static_cast<std::size_t>(k)]) == v)
            return true;
    return false;
}

bool FillominoStepGrid::isBroken() const
{
    if (conflict_)
        return true;
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (value(cell) != 0)
            continue;
        std::uint64_t any = 0;
        for (int w = 0; w < words_; ++w)
            any |= bits_[static_cast<std::size_t>(cell * words_ + w)];
        if (any == 0)
            return true;
    }
    const std::vector<Group>& all = groups();
    for (const Group& group : all)
        if (group.size() > group.value)
            return true;
    // Room is read from value v's part of the grid only (FillominoStepGrid::quiet): the values whose
    // groups all had room at the last look and whose part has not changed since are not looked at again.
    for (const Group& group : all)
        if (group.incomplete() && !quiet(RoomQuiet, group.value) && room(group, -1, group.value) < group.value)
            return true;
    for (const Group& group : all)
        if (group.incomplete())
            markQuiet(RoomQuiet, group.value);
    return false;
}

bool FillominoStepGrid::followsSolution(const Board& solution) const
{
    if (conflict_)
        return false;
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int v = solution.at(cell);
        if (value(cell) != v && !has(cell, v))
            return false;
    }
    return true;
}

int FillominoStepGrid::emptyCount() const { return static_cast<int>(std::count(values_.begin(), values_.end(), 0)); }

bool FillominoStepGrid::isSolved() const { return emptyCount() == 0 && !isBroken(); }

Board FillominoStepGrid::board() const
{
    Board out(rows_, cols_);
    for (int cell = 0; cell < cellCount(); ++cell)
        out.set(cell, static_cast<CellValue>(value(cell)));
    return out;
}

std::string FillominoStepGrid::cellName(int cell) const
{
    return squareName(cell, cols_);
}

} // namespace ps
