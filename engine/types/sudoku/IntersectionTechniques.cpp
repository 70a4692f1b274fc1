// Pointing pairs/triples and box/line reduction: a value confined to where a box and a line cross.
#include "Techniques.h"

#include <algorithm>
#include <array>
#include <bit>

namespace ps {
namespace {

// The squares of a unit that can hold a value (a unit has at most 25).
struct Places {
    std::array<int, 32> cells{};
    int count = 0;
    std::vector<int> list() const { return {cells.begin(), cells.begin() + count}; }
    bool holds(int cell) const { return std::find(cells.begin(), cells.begin() + count, cell) != cells.begin() + count; }
};

Places placesFor(const Unit& unit, CandidateGrid::Mask positions)
{
    Places places;
    for (; positions; positions &= positions - 1)
        places.cells[static_cast<std::size_t>(places.count++)] = unit.cells[static_cast<std::size_t>(std::countr_zero(positions))];
    return places;
}

bool inUnit(const CandidateGrid& grid, int cell, int unit)
{
    const std::vector<int>& units = grid.unitsOf(cell);
    return std::find(units.begin(), units.end(), unit) != units.end();
}

// All of `places` lie in `other`: remove v from the rest of `other`. Empty when nothing would change.
std::vector<CellValuePair> eliminateOutside(const CandidateGrid& grid, const Unit& other, const Places& places, int v)
{
    std::vector<CellValuePair> out;
    for (int cell : other.cells)
        if (grid.has(cell, v) && !places.holds(cell))
            out.push_back({cell, v});
    return out;
}

// The row, column or box (kind) holding every square of `places`, or null.
const Unit* commonLine(const CandidateGrid& grid, const Places& places, Unit::Kind kind)
{
    const int n = grid.size();
    const int first = places.cells[0];
    for (int k = 1; k < places.count; ++k) {
        const int cell = places.cells[static_cast<std::size_t>(k)];
        if ((kind == Unit::Kind::Row && cell / n != first / n) || (kind == Unit::Kind::Column && cell % n != first % n))
            return nullptr;
    }
    for (int u : grid.unitsOf(first)) {
        const Unit& line = grid.units()[static_cast<std::size_t>(u)];
        const bool block = kind == Unit::Kind::Box || kind == Unit::Kind::Region;
        if (block ? !line.isBlock() : line.kind != kind)
            continue;
        bool all = true;
        for (int k = 1; k < places.count && all && block; ++k)
            all = inUnit(grid, places.cells[static_cast<std::size_t>(k)], u);
        return all ? &line : nullptr;
    }
    return nullptr;
}

} // namespace

std::optional<LogicStep> findPointing(const CandidateGrid& grid)
{
    for (const Unit& box : grid.units()) {
        if (!box.isBlock())
            continue;
        const CandidateGrid::Mask* placesOfValue = grid.placesInUnit(unitIndex(grid, box));
        for (int v = 1; v <= grid.size(); ++v) {
            const CandidateGrid::Mask positions = placesOfValue[static_cast<std::size_t>(v)];
            if ((positions & (positions - 1)) == 0)
                continue;   // fewer than two places
            const Places places = placesFor(box, positions);
            for (Unit::Kind kind : {Unit::Kind::Row, Unit::Kind::Column}) {
                const Unit* line = commonLine(grid, places, kind);
                if (!line)
                    continue;
                auto removed = eliminateOutside(grid, *line, places, v);
                if (removed.empty())
                    continue;
                LogicStep step;
                step.technique = SudokuTechnique::PointingPair;
                step.pattern = places.list();
                step.eliminations = std::move(removed);
                const bool region = box.kind == Unit::Kind::Region;
                step.explanation = {kind == Unit::Kind::Row
                                        ? (region ? PS_TRANSLATE("Engine", "In region %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2.")
                                                  : PS_TRANSLATE("Engine", "In box %1, the value %2 can only go in row %3 (%4), so row %3 has no other %2."))
                                        : (region ? PS_TRANSLATE("Engine", "In region %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.")
                                                  : PS_TRANSLATE("Engine", "In box %1, the value %2 can only go in column %3 (%4), so column %3 has no other %2.")),
                                    {std::to_string(box.index + 1), logic_text::value(grid, v), std::to_string(line->index + 1),
                                     logic_text::cells(grid, step.pattern)}};
                return step;
            }
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> findBoxLineReduction(const CandidateGrid& grid)
{
    for (const Unit& line : grid.units()) {
        if (line.isBlock())
            continue;
        const CandidateGrid::Mask* placesOfValue = grid.placesInUnit(unitIndex(grid, line));
        for (int v = 1; v <= grid.size(); ++v) {
            const CandidateGrid::Mask positions = placesOfValue[static_cast<std::size_t>(v)];
            if ((positions & (positions - 1)) == 0)
                continue;   // fewer than two places
            const Places places = placesFor(line, positions);
            const Unit* box = commonLine(grid, places, Unit::Kind::Box);
            if (!box)
                continue;
            auto removed = eliminateOutside(grid, *box, places, v);
            if (removed.empty())
                continue;
            LogicStep step;
            step.technique = SudokuTechnique::BoxLineReduction;
            step.pattern = places.list();
            step.eliminations = std::move(removed);
            const bool region = box->kind == Unit::Kind::Region;
            step.explanation = {line.kind == Unit::Kind::Row
                                    ? (region ? PS_TRANSLATE("Engine", "In row %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.")
                                              : PS_TRANSLATE("Engine", "In row %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2."))
                                    : (region ? PS_TRANSLATE("Engine", "In column %1, the value %2 can only go in region %3 (%4), so region %3 has no other %2.")
                                              : PS_TRANSLATE("Engine", "In column %1, the value %2 can only go in box %3 (%4), so box %3 has no other %2.")),
                                {std::to_string(line.index + 1), logic_text::value(grid, v), std::to_string(box->index + 1),
                                 logic_text::cells(grid, step.pattern)}};
            return step;
        }
    }
    return std::nullopt;
}

} // namespace ps
