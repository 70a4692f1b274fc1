// Naked and hidden pairs, triples and quads.
#include "logic/Combinations.h"
#include <algorithm>
#include "UnitTechniques.h"

#include <bit>

namespace ps {
std::optional<LogicStep> findNakedSubset(const CandidateGrid& grid, int size)
{
    std::optional<LogicStep> found;
    for (const Unit& unit : grid.units()) {
        std::vector<int> open;   // empty squares with 2..size candidates
        for (int cell : unit.cells) {
            const int count = std::popcount(grid.candidates(cell));
            if (grid.value(cell) == 0 && count >= 2 && count <= size)
                open.push_back(cell);
        }
        forEachCombination(static_cast<int>(open.size()), size, [&](const std::vector<int>& pick) {
            CandidateGrid::Mask together = 0;
            std::vector<int> subset;
            for (int i : pick) {
                subset.push_back(open[static_cast<std::size_t>(i)]);
                together |= grid.candidates(subset.back());
            }
            if (std::popcount(together) != size)
                return false;
            LogicStep step;
            for (int cell : unit.cells) {
                if (grid.value(cell) != 0 || std::find(subset.begin(), subset.end(), cell) != subset.end())
                    continue;
                for (int v = 1; v <= grid.size(); ++v)
                    if ((together & CandidateGrid::bit(v)) && grid.has(cell, v))
                        step.eliminations.push_back({cell, v});
            }
            if (step.eliminations.empty())
                return false;
            step.pattern = subset;
            step.explanation = {logic_text::byKind(unit,
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of row %3 can hold those values."),
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of column %3 can hold those values."),
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of box %3 can hold those values.")),
                                {logic_text::cells(grid, subset), logic_text::values(grid, together), std::to_string(unit.index + 1)}};
            found = std::move(step);
            return true;
        });
        if (found)
            return found;
    }
    return std::nullopt;
}

std::optional<LogicStep> findHiddenSubset(const CandidateGrid& grid, int size)
{
    std::optional<LogicStep> found;
    for (const Unit& unit : grid.units()) {
        std::vector<int> values;                       // unplaced values with 2..size places
        std::vector<std::vector<int>> placesOf;
        for (int v = 1; v <= grid.size(); ++v) {
            std::vector<int> places;
            bool placed = false;
            for (int cell : unit.cells) {
                placed |= grid.value(cell) == v;
                if (grid.has(cell, v))
                    places.push_back(cell);
            }
            if (!placed && places.size() >= 2 && static_cast<int>(places.size()) <= size) {
                values.push_back(v);
                placesOf.push_back(std::move(places));
            }
        }
        forEachCombination(static_cast<int>(values.size()), size, [&](const std::vector<int>& pick) {
            std::vector<int> cells;
            CandidateGrid::Mask chosen = 0;
            for (int i : pick) {
                chosen |= CandidateGrid::bit(values[static_cast<std::size_t>(i)]);
                for (int cell : placesOf[static_cast<std::size_t>(i)])
                    if (std::find(cells.begin(), cells.end(), cell) == cells.end())
                        cells.push_back(cell);
            }
            if (static_cast<int>(cells.size()) != size)
                return false;
            LogicStep step;
            for (int cell : cells)
                for (int v = 1; v <= grid.size(); ++v)
                    if (!(chosen & CandidateGrid::bit(v)) && grid.has(cell, v))
                        step.eliminations.push_back({cell, v});
            if (step.eliminations.empty())
                return false;
            std::sort(cells.begin(), cells.end());
            step.pattern = cells;
            step.explanation = {logic_text::byKind(unit,
                                    PS_TRANSLATE("Engine", "In row %1, %2 can only go in %3, so those cells hold nothing else."),
                                    PS_TRANSLATE("Engine", "In column %1, %2 can only go in %3, so those cells hold nothing else."),
                                    PS_TRANSLATE("Engine", "In box %1, %2 can only go in %3, so those cells hold nothing else.")),
                                {std::to_string(unit.index + 1), logic_text::values(grid, chosen), logic_text::cells(grid, cells)}};
            found = std::move(step);
            return true;
        });
        if (found)
            return found;
    }
    return std::nullopt;
}

} // namespace ps
