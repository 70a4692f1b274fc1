// Sealed area: an area of empty squares that no unfinished group can grow into holds whole regions of its
// own; trying every way to split it into regions shows what each square must be.
#include "FillominoTechniques.h"

#include "core/EngineError.h"

#include <algorithm>
#include <bit>

namespace ps::fillomino_steps {
namespace {

constexpr int kMaxArea = 12;        // larger areas are left alone: too many ways to split them
constexpr long kMaxTries = 20000;   // shapes tried per area before giving up on it

// Every way to split a sealed area into regions that fit the candidates and the values around it.
class AreaSplitter {
public:
    AreaSplitter(const FillominoStepGrid& grid, std::vector<int> area)
        : grid_(grid)
        , area_(std::move(area))
        , local_(static_cast<std::size_t>(grid.cellCount()), -1)
        , assigned_(area_.size(), 0)
        , seen_(area_.size(), 0)
    {
        for (std::size_t i = 0; i < area_.size(); ++i)
            local_[static_cast<std::size_t>(area_[i])] = static_cast<int>(i);
    }

    // False when it gave up. seen(i): bit v-1 set when some split puts v in the area's i-th square.
    bool run()
    {
        split();
        return tries_ <= kMaxTries;
    }
    int splits() const { return splits_; }
    std::uint32_t seen(std::size_t i) const { return seen_[i]; }

private:
    const FillominoStepGrid& grid_;
    std::vector<int> area_;
    std::vector<int> local_;               // square -> index in area_, or -1
    std::vector<int> assigned_;            // value given by the split so far, 0 = not yet
    std::vector<std::uint32_t> seen_;
    int splits_ = 0;
    long tries_ = 0;

    // May the i-th square belong to a new v-region? (v possible there, no v next to it outside the area
    // or in a region already placed in it)
    bool fits(int i, int v) const
    {
        const int cell = area_[static_cast<std::size_t>(i)];
        if (assigned_[static_cast<std::size_t>(i)] != 0 || !grid_.has(cell, v))
            return false;
        std::array<int, 4> next{};
        const int count = grid_.neighbours(cell, next);
        for (int k = 0; k < count; ++k) {
            const int nb = next[static_cast<std::size_t>(k)];
            const int j = local_[static_cast<std::size_t>(nb)];
            if (j < 0 ? grid_.value(nb) == v : assigned_[static_cast<std::size_t>(j)] == v)
                return false;
        }
        return true;
    }

    void split()
    {
        if (tries_ > kMaxTries)
            return;
        const auto first = std::find(assigned_.begin(), assigned_.end(), 0);
        if (first == assigned_.end()) {
            ++splits_;
            for (std::size_t i = 0; i < area_.size(); ++i)
                seen_[i] |= std::uint32_t{1} << (assigned_[i] - 1);
            return;
        }
        const int start = static_cast<int>(first - assigned_.begin());
        const int left = static_cast<int>(std::count(assigned_.begin(), assigned_.end(), 0));
        for (int v = 1; v <= left; ++v) {
            if (!fits(start, v))
                continue;
            std::vector<int> shape{start};
            std::vector<int> blocked;
            grow(shape, blocked, v);
        }
    }

    // Enumerates each connected shape of v squares holding `shape` once: a square passed over is not used
    // again in that branch (`blocked`).
    void grow(std::vector<int>& shape, std::vector<int>& blocked, int v)
    {
        if (++tries_ > kMaxTries)
            return;
        if (static_cast<int>(shape.size()) == v) {
            for (int i : shape)
                assigned_[static_cast<std::size_t>(i)] = v;
            // A square of the shape must not touch a further square of the same value: that square would
            // then belong to the region too (checked by fits() for later regions).
            split();
            for (int i : shape)
                assigned_[static_cast<std::size_t>(i)] = 0;
            return;
        }
        // Candidates: area squares next to the shape, not in it, not blocked, that fit v.
        std::vector<int> options;
        for (int i : shape) {
            std::array<int, 4> next{};
            const int count = grid_.neighbours(area_[static_cast<std::size_t>(i)], next);
            for (int k = 0; k < count; ++k) {
                const int j = local_[static_cast<std::size_t>(next[static_cast<std::size_t>(k)])];
                if (j < 0 || std::find(shape.begin(), shape.end(), j) != shape.end() ||
                    std::find(blocked.begin(), blocked.end(), j) != blocked.end() || std::find(options.begin(), options.end(), j) != options.end())
                    continue;
                if (fits(j, v))
                    options.push_back(j);
            }
        }
        const std::size_t blockedBefore = blocked.size();
        for (int j : options) {
            shape.push_back(j);
            grow(shape, blocked, v);
            shape.pop_back();
            blocked.push_back(j);   // later branches leave j out: shapes with j were all made above
        }
        blocked.resize(blockedBefore);
    }
};

} // namespace

bool findSealedArea(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    bool found = false;
    const int n = grid.cellCount();
    // Scratch kept between calls (this finder runs at most steps of a solve).
    thread_local std::vector<char> done;
    thread_local std::vector<int> stack;
    thread_local std::vector<int> area;
    done.assign(static_cast<std::size_t>(n), 0);
    for (int start = 0; start < n; ++start) {
        if (grid.value(start) != 0 || done[static_cast<std::size_t>(start)])
            continue;
        area.clear();
        bool sealed = true;
        stack.assign(1, start);
        done[static_cast<std::size_t>(start)] = 1;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            area.push_back(cell);
            std::array<int, 4> next{};
            const int count = grid.neighbours(cell, next);
            for (int k = 0; k < count; ++k) {
                const int nb = next[static_cast<std::size_t>(k)];
                const int v = grid.value(nb);
                if (v == 0) {
                    if (!done[static_cast<std::size_t>(nb)]) {
                        done[static_cast<std::size_t>(nb)] = 1;
                        stack.push_back(nb);
                    }
                } else if (grid.has(cell, v) && grid.groups()[static_cast<std::size_t>(grid.groupAt(nb))].incomplete() && grid.joinSize(cell, v) <= v) {
                    sealed = false;   // this group may grow into the area
                }
            }
        }
        if (!sealed || area.size() < 2 || area.size() > static_cast<std::size_t>(kMaxArea))
            continue;
        std::sort(area.begin(), area.end());
        AreaSplitter splitter(grid, area);
        if (!splitter.run() || splitter.splits() == 0)
            continue;   // gave up, or no split at all: the grid is broken, which other checks report
        LogicStep step;
        step.technique = FillominoTechnique::SealedArea;
        step.pattern = area;
        std::string result;
        for (std::size_t i = 0; i < area.size(); ++i) {
            const std::uint32_t seen = splitter.seen(i);
            if (std::popcount(seen) == 1) {
                const int v = std::countr_zero(seen) + 1;
                step.placements.push_back({area[i], v});
                result += (result.empty() ? "" : ", ") + grid.cellName(area[i]) + " = " + value(v);
            }
        }
        if (step.placements.empty()) {
            for (std::size_t i = 0; i < area.size(); ++i)
                for (int v : grid.candidateValues(area[i]))
                    if (v > 32 || !(splitter.seen(i) >> (v - 1) & 1U)) {
                        step.eliminations.push_back({area[i], v});
                        result += (result.empty() ? "" : ", ") + value(v) + " in " + grid.cellName(area[i]);
                    }
            if (step.eliminations.empty())
                continue;
            step.explanation = {PS_TRANSLATE("Engine", "No unfinished region can reach %1, so these squares must be split into whole regions of their own; no way of doing that puts %2."),
                                {cells(grid, area), result}};
        } else {
            step.explanation = {PS_TRANSLATE("Engine", "No unfinished region can reach %1, so these squares must be split into whole regions of their own; every way of doing that gives %2."),
                                {cells(grid, area), result}};
        }
        out.push_back(std::move(step));
        found = true;
        if (!all)
            return true;
    }
    return found;
}

} // namespace ps::fillomino_steps
