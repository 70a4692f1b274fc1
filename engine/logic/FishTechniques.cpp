// X-wing (2 lines) and swordfish (3 lines): a value confined to the same k columns in k rows (or the
// other way round) cannot appear elsewhere in those columns.
#include "logic/Combinations.h"
#include <algorithm>
#include "UnitTechniques.h"

namespace ps {

std::optional<LogicStep> findFish(const CandidateGrid& grid, int size)
{
    const int n = grid.size();
    for (bool rowsAsBase : {true, false}) {
        for (int v = 1; v <= n; ++v) {
            std::vector<int> lines;                     // base lines with 2..size places for v
            std::vector<std::vector<int>> crossOf;      // for each: the cross lines of those places
            for (int line = 0; line < n; ++line) {
                std::vector<int> cross;
                bool placed = false;
                for (int k = 0; k < n; ++k) {
                    const int cell = rowsAsBase ? line * n + k : k * n + line;
                    placed |= grid.value(cell) == v;
                    if (grid.has(cell, v))
                        cross.push_back(k);
                }
                if (!placed && cross.size() >= 2 && static_cast<int>(cross.size()) <= size) {
                    lines.push_back(line);
                    crossOf.push_back(std::move(cross));
                }
            }
            std::optional<LogicStep> found;
            forEachCombination(static_cast<int>(lines.size()), size, [&](const std::vector<int>& pick) {
                std::vector<int> cross;
                std::vector<int> base;
                for (int i : pick) {
                    base.push_back(lines[static_cast<std::size_t>(i)]);
                    for (int k : crossOf[static_cast<std::size_t>(i)])
                        if (std::find(cross.begin(), cross.end(), k) == cross.end())
                            cross.push_back(k);
                }
                if (static_cast<int>(cross.size()) != size)
                    return false;
                LogicStep step;
                for (int k : cross)
                    for (int line = 0; line < n; ++line) {
                        const int cell = rowsAsBase ? line * n + k : k * n + line;
                        if (std::find(base.begin(), base.end(), line) == base.end() && grid.has(cell, v))
                            step.eliminations.push_back({cell, v});
                        else if (std::find(base.begin(), base.end(), line) != base.end() && grid.has(cell, v))
                            step.pattern.push_back(cell);
                    }
                if (step.eliminations.empty())
                    return false;
                std::sort(step.pattern.begin(), step.pattern.end());
                std::sort(base.begin(), base.end());
                std::sort(cross.begin(), cross.end());
                std::string baseText, crossText;
                for (int b : base)
                    baseText += (baseText.empty() ? "" : ", ") + std::to_string(b + 1);
                for (int c : cross)
                    crossText += (crossText.empty() ? "" : ", ") + std::to_string(c + 1);
                step.explanation = {rowsAsBase ? PS_TRANSLATE("Engine", "In rows %1, %2 can only go in columns %3, so those columns have no other %2.")
                                               : PS_TRANSLATE("Engine", "In columns %1, %2 can only go in rows %3, so those rows have no other %2."),
                                    {baseText, logic_text::value(grid, v), crossText}};
                found = std::move(step);
                return true;
            });
            if (found)
                return found;
        }
    }
    return std::nullopt;
}

} // namespace ps
