// Naked and hidden pairs, triples and quads.
#include "logic/Combinations.h"
#include "UnitTechniques.h"

#include <algorithm>
#include <array>
#include <bit>
#include "core/Bits.h"

namespace ps {
namespace {

int emptySquares(const CandidateGrid& grid, const Unit& unit)
{
    return static_cast<int>(unit.cells.size()) - countBits(grid.placesInUnit(unitIndex(grid, unit))[0]);
}

} // namespace

std::optional<LogicStep> findNakedSubset(const CandidateGrid& grid, int size)
{
    using Mask = CandidateGrid::Mask;
    std::optional<LogicStep> found;
    for (const Unit& unit : grid.units()) {
        if (emptySquares(grid, unit) <= size)
            continue;   // a subset of every empty square leaves nothing to take out
        std::array<int, 32> open{};   // empty squares with 2..size candidates
        int openCount = 0;
        for (int cell : unit.cells) {
            const int count = countBits(grid.candidates(cell));
            if (grid.value(cell) == 0 && count >= 2 && count <= size)
                open[static_cast<std::size_t>(openCount++)] = cell;
        }
        forEachCombination(openCount, size, [&](std::span<const int> pick) {
            Mask together = 0;
            for (int i : pick)
                together |= grid.candidates(open[static_cast<std::size_t>(i)]);
            if (countBits(together) != size)
                return false;
            const auto inSubset = [&](int cell) {
                for (int i : pick)
                    if (open[static_cast<std::size_t>(i)] == cell)
                        return true;
                return false;
            };
            LogicStep step;
            for (int cell : unit.cells) {
                if (grid.value(cell) != 0 || !(grid.candidates(cell) & together) || inSubset(cell))
                    continue;
                for (int v = 1; v <= grid.size(); ++v)
                    if ((together & CandidateGrid::bit(v)) && grid.has(cell, v))
                        step.eliminations.push_back({cell, v});
            }
            if (step.eliminations.empty())
                return false;
            for (int i : pick)
                step.pattern.push_back(open[static_cast<std::size_t>(i)]);
            step.explanation = {logic_text::byKind(unit,
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of row %3 can hold those values."),
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of column %3 can hold those values."),
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of box %3 can hold those values."),
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of region %3 can hold those values."),
                                    PS_TRANSLATE("Engine", "%1 can only hold %2 between them, so no other cell of the diagonal %3 can hold those values.")),
                                {logic_text::cells(grid, step.pattern), logic_text::values(grid, together), logic_text::unitName(grid, unit)}};
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
    using Mask = CandidateGrid::Mask;
    std::optional<LogicStep> found;
    for (const Unit& unit : grid.units()) {
        // Unplaced values with 2..size places, and those places as positions in the unit.
        if (emptySquares(grid, unit) <= size)
            continue;   // the subset's squares would be every empty square, holding nothing else already
        const Mask* placesOfValue = grid.placesInUnit(unitIndex(grid, unit));
        const Mask placed = placesOfValue[0];
        std::array<int, 32> values{};
        std::array<Mask, 32> placesOf{};
        int valueCount = 0;
        for (int v = 1; v <= grid.size(); ++v) {
            const int count = countBits(placesOfValue[static_cast<std::size_t>(v)]);
            if (!(placed & CandidateGrid::bit(v)) && count >= 2 && count <= size) {
                values[static_cast<std::size_t>(valueCount)] = v;
                placesOf[static_cast<std::size_t>(valueCount++)] = placesOfValue[static_cast<std::size_t>(v)];
            }
        }
        forEachCombination(valueCount, size, [&](std::span<const int> pick) {
            Mask together = 0;
            Mask chosen = 0;
            for (int i : pick) {
                together |= placesOf[static_cast<std::size_t>(i)];
                chosen |= CandidateGrid::bit(values[static_cast<std::size_t>(i)]);
            }
            if (countBits(together) != size)
                return false;
            bool changes = false;
            for (Mask rest = together; rest && !changes; rest &= rest - 1)
                changes = (grid.candidates(unit.cells[static_cast<std::size_t>(std::countr_zero(rest))]) & ~chosen) != 0;
            if (!changes)
                return false;
            // The squares in the order the values name them (as the eliminations are listed).
            std::vector<int> cells;
            for (int i : pick)
                for (Mask rest = placesOf[static_cast<std::size_t>(i)]; rest; rest &= rest - 1) {
                    const int cell = unit.cells[static_cast<std::size_t>(std::countr_zero(rest))];
                    if (std::find(cells.begin(), cells.end(), cell) == cells.end())
                        cells.push_back(cell);
                }
            LogicStep step;
            for (int cell : cells)
                for (int v = 1; v <= grid.size(); ++v)
                    if (!(chosen & CandidateGrid::bit(v)) && grid.has(cell, v))
                        step.eliminations.push_back({cell, v});
            std::sort(cells.begin(), cells.end());
            step.pattern = cells;
            step.explanation = {logic_text::byKind(unit,
                                    PS_TRANSLATE("Engine", "In row %1, the values %2 can only go in %3, so those cells hold nothing else."),
                                    PS_TRANSLATE("Engine", "In column %1, the values %2 can only go in %3, so those cells hold nothing else."),
                                    PS_TRANSLATE("Engine", "In box %1, the values %2 can only go in %3, so those cells hold nothing else."),
                                    PS_TRANSLATE("Engine", "In region %1, the values %2 can only go in %3, so those cells hold nothing else."),
                                    PS_TRANSLATE("Engine", "On the diagonal %1, the values %2 can only go in %3, so those cells hold nothing else.")),
                                {logic_text::unitName(grid, unit), logic_text::values(grid, chosen), logic_text::cells(grid, cells)}};
            found = std::move(step);
            return true;
        });
        if (found)
            return found;
    }
    return std::nullopt;
}

} // namespace ps
