// Techniques about single squares' candidates and the room a region needs: single candidate, no room for
// this size, unreachable square.
#include "FillominoTechniques.h"

#include "core/EngineError.h"

#include <algorithm>
#include <bit>
#include <map>

namespace ps::fillomino_steps {
namespace {

using Group = FillominoStepGrid::Group;

// The values written in somewhere that some empty square may still take, ascending.
std::vector<int> boardValues(const FillominoStepGrid& grid)
{
    thread_local std::vector<char> onBoard;   // scratch kept between calls, as below
    thread_local std::vector<std::uint64_t> live;
    onBoard.assign(static_cast<std::size_t>(grid.maxValue()) + 1, 0);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.value(cell) >= 1 && grid.value(cell) <= grid.maxValue())
            onBoard[static_cast<std::size_t>(grid.value(cell))] = 1;
    live.assign(static_cast<std::size_t>(grid.words()), 0);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        for (int w = 0; w < grid.words(); ++w)
            live[static_cast<std::size_t>(w)] |= grid.candidateBits(cell)[w];
    std::vector<int> out;
    for (int v = 1; v <= grid.maxValue(); ++v)
        if (onBoard[static_cast<std::size_t>(v)] && (live[static_cast<std::size_t>((v - 1) / 64)] >> ((v - 1) % 64) & 1U))
            out.push_back(v);
    return out;
}

// The values whose room can be short somewhere: values written in, and values that some area of empty
// squares holds in only part of its squares. (A value nowhere on the board that every square of an area
// may take has that whole area as its room there, and the area is never smaller than it.)
std::vector<int> roomValues(const FillominoStepGrid& grid)
{
    std::vector<int> out = boardValues(grid);
    const int n = grid.cellCount();
    const auto words = static_cast<std::size_t>(grid.words());
    thread_local std::vector<char> done;
    thread_local std::vector<std::uint64_t> any, every, uneven;
    thread_local std::vector<int> stack;
    done.assign(static_cast<std::size_t>(n), 0);
    any.resize(words);
    every.resize(words);
    uneven.assign(words, 0);
    for (int start = 0; start < n; ++start) {
        if (grid.value(start) != 0 || done[static_cast<std::size_t>(start)])
            continue;
        std::fill(any.begin(), any.end(), 0);
        std::fill(every.begin(), every.end(), ~std::uint64_t{0});
        stack.assign(1, start);
        done[static_cast<std::size_t>(start)] = 1;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            for (std::size_t w = 0; w < words; ++w) {
                any[w] |= grid.candidateBits(cell)[w];
                every[w] &= grid.candidateBits(cell)[w];
            }
            std::array<int, 4> next{};
            const int count = grid.neighbours(cell, next);
            for (int k = 0; k < count; ++k) {
                const int nb = next[static_cast<std::size_t>(k)];
                if (grid.value(nb) == 0 && !done[static_cast<std::size_t>(nb)]) {
                    done[static_cast<std::size_t>(nb)] = 1;
                    stack.push_back(nb);
                }
            }
        }
        for (std::size_t w = 0; w < words; ++w)
            uneven[w] |= any[w] & ~every[w];
    }
    for (std::size_t w = 0; w < words; ++w)
        for (std::uint64_t bits = uneven[w]; bits; bits &= bits - 1) {
            const int v = static_cast<int>(w) * 64 + std::countr_zero(bits) + 1;
            if (v <= grid.maxValue())
                out.push_back(v);
        }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool inOpenGroup(const FillominoStepGrid& grid, int cell, int v)
{
    return grid.value(cell) == v && grid.groups()[static_cast<std::size_t>(grid.groupAt(cell))].incomplete();
}

// Labels the components of the squares `member` accepts; returns each square's component size (0 outside),
// in a list of its own that the next call overwrites.
template <typename Member>
const std::vector<int>& componentSizes(const FillominoStepGrid& grid, Member member, std::vector<int>* label = nullptr)
{
    const int n = grid.cellCount();
    // Scratch kept between calls: the room techniques label the grid once per value at every step.
    thread_local std::vector<int> id;
    thread_local std::vector<int> sizes;
    thread_local std::vector<int> stack;
    id.assign(static_cast<std::size_t>(n), -1);
    sizes.clear();
    for (int start = 0; start < n; ++start) {
        if (id[static_cast<std::size_t>(start)] >= 0 || !member(start))
            continue;
        const int c = static_cast<int>(sizes.size());
        int size = 0;
        stack.assign(1, start);
        id[static_cast<std::size_t>(start)] = c;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            ++size;
            std::array<int, 4> next{};
            const int count = grid.neighbours(cell, next);
            for (int k = 0; k < count; ++k) {
                const int nb = next[static_cast<std::size_t>(k)];
                if (id[static_cast<std::size_t>(nb)] < 0 && member(nb)) {
                    id[static_cast<std::size_t>(nb)] = c;
                    stack.push_back(nb);
                }
            }
        }
        sizes.push_back(size);
    }
    thread_local std::vector<int> out;
    out.assign(static_cast<std::size_t>(n), 0);
    for (int cell = 0; cell < n; ++cell)
        if (id[static_cast<std::size_t>(cell)] >= 0)
            out[static_cast<std::size_t>(cell)] = sizes[static_cast<std::size_t>(id[static_cast<std::size_t>(cell)])];
    if (label)
        *label = id;
    return out;
}

// Calls `visit` with the squares of each component of `member` (1 for a square in the set), in the order
// of the components' first squares; empties `member` on the way.
template <typename Visit>
void forEachComponent(const FillominoStepGrid& grid, std::vector<char>& member, Visit visit)
{
    thread_local std::vector<int> component;
    const int n = grid.cellCount();
    for (int start = 0; start < n; ++start) {
        if (!member[static_cast<std::size_t>(start)])
            continue;
        member[static_cast<std::size_t>(start)] = 0;
        component.assign(1, start);
        for (std::size_t i = 0; i < component.size(); ++i) {
            std::array<int, 4> next{};
            const int count = grid.neighbours(component[i], next);
            for (int k = 0; k < count; ++k) {
                const int nb = next[static_cast<std::size_t>(k)];
                if (member[static_cast<std::size_t>(nb)]) {
                    member[static_cast<std::size_t>(nb)] = 0;
                    component.push_back(nb);
                }
            }
        }
        visit(component);
    }
}

// Marks the squares a v-region could use (the set roomSizes() labels) in `member`.
void markRoomFor(const FillominoStepGrid& grid, int v, std::vector<char>& member)
{
    const int n = grid.cellCount();
    member.assign(static_cast<std::size_t>(n), 0);
    // A square with a value has no candidates, so its bit for v is clear.
    const std::size_t word = static_cast<std::size_t>(v - 1) / 64;
    const std::uint64_t bit = std::uint64_t{1} << ((v - 1) % 64);
    for (int cell = 0; cell < n; ++cell)
        member[static_cast<std::size_t>(cell)] = (grid.candidateBits(cell)[word] & bit) != 0 || inOpenGroup(grid, cell, v);
}

// The space a v-region through an empty square could use: empty squares that may be v and unfinished
// groups of v.
const std::vector<int>& roomSizes(const FillominoStepGrid& grid, int v, std::vector<int>* label = nullptr)
{
    return componentSizes(grid, [&](int cell) { return grid.value(cell) == 0 ? grid.has(cell, v) : inOpenGroup(grid, cell, v); }, label);
}

// Emits one step per square from per-square eliminations (ascending squares).
template <typename MakeStep>
bool emitPerSquare(const std::map<int, std::vector<int>>& found, std::vector<LogicStep>& out, bool all, MakeStep make)
{
    for (const auto& [cell, list] : found) {
        out.push_back(make(cell, list));
        if (!all)
            return true;
    }
    return !found.empty();
}

} // namespace

bool findSingleCandidate(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    bool found = false;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (grid.value(cell) != 0 || grid.candidateCount(cell) != 1)
            continue;
        const int v = grid.candidateValues(cell).front();
        LogicStep step;
        step.technique = FillominoTechnique::SingleCandidate;
        step.pattern = {cell};
        step.placements = {{cell, v}};
        step.explanation = {PS_TRANSLATE("Engine", "%1 must be %2: every other value has been ruled out there, or would need more room than there is around it."),
                            {grid.cellName(cell), value(v)}};
        out.push_back(std::move(step));
        found = true;
        if (!all)
            return true;
    }
    return found;
}

bool findNoRoom(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    std::map<int, std::vector<int>> found;
    thread_local std::vector<char> member;
    for (int v : roomValues(grid)) {
        if (grid.quiet(FillominoStepGrid::NoRoomQuiet, v))   // nothing for v last time, and v's part is the same
            continue;
        // The squares that may take v in a component of v's room smaller than v.
        bool any = false;
        markRoomFor(grid, v, member);
        forEachComponent(grid, member, [&](const std::vector<int>& component) {
            if (static_cast<int>(component.size()) >= v)
                return;
            for (int cell : component)
                if (grid.has(cell, v)) {
                    found[cell].push_back(v);
                    any = true;
                }
        });
        if (!any)
            grid.markQuiet(FillominoStepGrid::NoRoomQuiet, v);
    }
    return emitPerSquare(found, out, all, [&](int cell, const std::vector<int>& list) {
        LogicStep step;
        step.technique = FillominoTechnique::NoRoom;
        std::vector<int> label;
        roomSizes(grid, list.front(), &label);
        for (int c = 0; c < grid.cellCount(); ++c)
            if (label[static_cast<std::size_t>(c)] >= 0 && label[static_cast<std::size_t>(c)] == label[static_cast<std::size_t>(cell)])
                step.pattern.push_back(c);
        for (int v : list)
            step.eliminations.push_back({cell, v});
        step.explanation = {PS_TRANSLATE("Engine", "%1 cannot be %2: there is not enough room around it for a region that big."),
                            {grid.cellName(cell), values(list)}};
        return step;
    });
}

bool findUnreachableSquare(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    std::map<int, std::vector<int>> found;
    const int n = grid.cellCount();
    // Scratch kept between calls.
    thread_local std::vector<int> score;
    thread_local std::vector<std::vector<int>> buckets;
    thread_local std::vector<char> member;
    // A value nowhere on the board is reached by no group, and a new region of it has exactly the room
    // findNoRoom() looks at: only values on the board need this finder.
    for (int v : boardValues(grid)) {
        if (grid.quiet(FillominoStepGrid::UnreachableQuiet, v))   // nothing for v last time, and v's part is the same
            continue;
        // The least size an unfinished v-group reaches when it grows to a square (a lower bound: more
        // groups may join on the way).
        score.assign(static_cast<std::size_t>(n), v + 1);
        if (buckets.size() < static_cast<std::size_t>(v) + 1)   // emptied, not made afresh: they keep their memory
            buckets.resize(static_cast<std::size_t>(v) + 1);
        for (std::size_t s = 0; s <= static_cast<std::size_t>(v); ++s)
            buckets[s].clear();
        for (const Group& group : grid.groups())
            if (group.value == v && group.incomplete())
                for (int cell : group.cells) {
                    score[static_cast<std::size_t>(cell)] = group.size();
                    buckets[static_cast<std::size_t>(group.size())].push_back(cell);
                }
        for (int s = 1; s < v; ++s)
            for (std::size_t i = 0; i < buckets[static_cast<std::size_t>(s)].size(); ++i) {
                const int cell = buckets[static_cast<std::size_t>(s)][i];
                if (score[static_cast<std::size_t>(cell)] != s)
                    continue;
                std::array<int, 4> next{};
                const int count = grid.neighbours(cell, next);
                for (int k = 0; k < count; ++k) {
                    const int nb = next[static_cast<std::size_t>(k)];
                    if (grid.has(nb, v) && score[static_cast<std::size_t>(nb)] > s + 1) {
                        score[static_cast<std::size_t>(nb)] = s + 1;
                        buckets[static_cast<std::size_t>(s) + 1].push_back(nb);
                    }
                }
            }
        // The squares no group reaches, in a component of fewer than v squares of those where a new
        // v-region could lie: it uses no square next to a v, since it would join it.
        bool any = false;
        member.assign(static_cast<std::size_t>(n), 0);
        for (int cell = 0; cell < n; ++cell)
            member[static_cast<std::size_t>(cell)] = grid.has(cell, v) && !grid.touchesValue(cell, v);
        forEachComponent(grid, member, [&](const std::vector<int>& component) {
            if (static_cast<int>(component.size()) >= v)
                return;
            for (int cell : component)
                if (score[static_cast<std::size_t>(cell)] > v) {
                    found[cell].push_back(v);
                    any = true;
                }
        });
        if (!any)
            grid.markQuiet(FillominoStepGrid::UnreachableQuiet, v);
    }
    return emitPerSquare(found, out, all, [&](int cell, const std::vector<int>& list) {
        LogicStep step;
        step.technique = FillominoTechnique::UnreachableSquare;
        step.pattern = {cell};
        for (int v : list)
            step.eliminations.push_back({cell, v});
        step.explanation = {PS_TRANSLATE("Engine", "%1 cannot be %2: no group of that value can grow to it without getting too big, and a new region of that size has no room there."),
                            {grid.cellName(cell), values(list)}};
        return step;
    });
}

} // namespace ps::fillomino_steps
