#include "FutoshikiSignSteps.h"

#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// What a square can hold: its value once placed, else its candidates.
Mask possible(const CandidateGrid& grid, int cell) { return grid.value(cell) ? CandidateGrid::bit(grid.value(cell)) : grid.candidates(cell); }
int smallest(Mask m) { return std::countr_zero(m) + 1; }
int largest(Mask m) { return 32 - std::countl_zero(m); }
Mask upTo(int value) { return value <= 0 ? 0 : value >= 32 ? ~Mask{0} : (Mask{1} << value) - 1; }   // values 1..value

void eliminate(const CandidateGrid& grid, int cell, Mask drop, std::vector<CellValuePair>& out)
{
    if (grid.value(cell))
        return;
    for (Mask m = grid.candidates(cell) & drop; m; m &= m - 1)
        out.push_back({cell, std::countr_zero(m) + 1});
}

// The squares reachable from `cell` along `next` (the smaller or the larger neighbours), not itself.
std::vector<int> reachable(int cell, const std::vector<std::vector<int>>& next, int cellCount)
{
    std::vector<char> seen(static_cast<std::size_t>(cellCount), 0);
    std::vector<int> found;
    std::vector<int> todo{cell};
    seen[static_cast<std::size_t>(cell)] = 1;
    while (!todo.empty()) {
        const int at = todo.back();
        todo.pop_back();
        for (int other : next[static_cast<std::size_t>(at)])
            if (!seen[static_cast<std::size_t>(other)]) {
                seen[static_cast<std::size_t>(other)] = 1;
                found.push_back(other);
                todo.push_back(other);
            }
    }
    std::sort(found.begin(), found.end());
    return found;
}

// The k-th smallest (or largest) value of `mask`, 1-based k; 0 when it has fewer than k.
int kthValue(Mask mask, int k, bool fromTop)
{
    std::vector<int> values;
    for (Mask m = mask; m; m &= m - 1)
        values.push_back(std::countr_zero(m) + 1);
    if (static_cast<int>(values.size()) < k)
        return 0;
    return fromTop ? values[values.size() - static_cast<std::size_t>(k)] : values[static_cast<std::size_t>(k - 1)];
}

} // namespace

std::optional<LogicStep> findSignBound(const CandidateGrid& grid, const futoshiki::SignLinks& links)
{
    for (const auto& [low, high] : links.pairs) {
        const Mask lowMask = possible(grid, low);
        const Mask highMask = possible(grid, high);
        if (lowMask == 0 || highMask == 0)
            continue;
        const int ceiling = largest(highMask);
        const int floor = smallest(lowMask);
        std::vector<CellValuePair> out;
        eliminate(grid, low, ~upTo(ceiling - 1), out);
        eliminate(grid, high, upTo(floor), out);
        if (out.empty())
            continue;
        LogicStep step;
        step.pattern = {low, high};
        step.eliminations = std::move(out);
        step.explanation = {PS_TRANSLATE("Engine", "The sign makes %1 smaller than %2: %1 stays below %3, the largest value %2 can hold, and %2 "
                                                   "stays above %4, the smallest value %1 can hold."),
                            {logic_text::cell(grid, low), logic_text::cell(grid, high), logic_text::value(grid, ceiling),
                             logic_text::value(grid, floor)}};
        return step;
    }
    return std::nullopt;
}

std::optional<LogicStep> findSignChain(const CandidateGrid& grid, const futoshiki::SignLinks& links)
{
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (grid.value(cell))
            continue;
        for (const bool above : {true, false}) {
            // above: `cell` is larger than the squares on its smaller side.
            const std::vector<int> side = reachable(cell, above ? links.smaller : links.larger, grid.cellCount());
            if (side.size() < 2)
                continue;
            for (const Unit& unit : grid.units()) {
                std::vector<int> inUnit;
                Mask together = 0;
                for (int other : unit.cells)
                    if (std::binary_search(side.begin(), side.end(), other)) {
                        inUnit.push_back(other);
                        together |= possible(grid, other);
                    }
                if (inUnit.size() < 2)
                    continue;
                const int k = static_cast<int>(inUnit.size());
                const int bound = kthValue(together, k, !above);
                if (bound == 0)
                    continue;   // they cannot all differ: a mistake the singles will show
                std::vector<CellValuePair> out;
                eliminate(grid, cell, above ? upTo(bound) : ~upTo(bound - 1), out);
                if (out.empty())
                    continue;
                LogicStep step;
                step.pattern = inUnit;
                step.pattern.insert(step.pattern.begin(), cell);
                step.eliminations = std::move(out);
                const bool row = unit.kind == Unit::Kind::Row;
                step.explanation = {above ? (row ? PS_TRANSLATE("Engine", "Along the signs %1 is larger than %2, which lie in one row and so hold %3 "
                                                                          "different values: one of them is at least %4, so %1 is more than %4.")
                                                 : PS_TRANSLATE("Engine", "Along the signs %1 is larger than %2, which lie in one column and so hold "
                                                                          "%3 different values: one of them is at least %4, so %1 is more than %4."))
                                          : (row ? PS_TRANSLATE("Engine", "Along the signs %1 is smaller than %2, which lie in one row and so hold "
                                                                          "%3 different values: one of them is at most %4, so %1 is less than %4.")
                                                 : PS_TRANSLATE("Engine", "Along the signs %1 is smaller than %2, which lie in one column and so hold "
                                                                          "%3 different values: one of them is at most %4, so %1 is less than %4.")),
                                    {logic_text::cell(grid, cell), logic_text::cells(grid, inUnit), std::to_string(k), logic_text::value(grid, bound)}};
                return step;
            }
        }
    }
    return std::nullopt;
}

} // namespace ps
