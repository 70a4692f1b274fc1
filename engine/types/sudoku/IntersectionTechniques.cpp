// Pointing pairs/triples and box/line reduction: a value confined to where a box and a line cross.
#include "Techniques.h"

namespace ps {
namespace {

// Squares of `unit` that can hold v.
std::vector<int> placesFor(const CandidateGrid& grid, const Unit& unit, int v)
{
    std::vector<int> places;
    for (int cell : unit.cells)
        if (grid.has(cell, v))
            places.push_back(cell);
    return places;
}

bool contains(const Unit& unit, int cell)
{
    for (int c : unit.cells)
        if (c == cell)
            return true;
    return false;
}

// All of `places` lie in `other`: remove v from the rest of `other`. Empty when nothing would change.
std::vector<CellValuePair> eliminateOutside(const CandidateGrid& grid, const Unit& other, const std::vector<int>& places, int v)
{
    std::vector<CellValuePair> out;
    for (int cell : other.cells) {
        bool inPattern = false;
        for (int p : places)
            inPattern |= p == cell;
        if (!inPattern && grid.has(cell, v))
            out.push_back({cell, v});
    }
    return out;
}

// The row or column (kind) holding every square of `places`, or null.
const Unit* commonLine(const CandidateGrid& grid, const std::vector<int>& places, Unit::Kind kind)
{
    for (int u : grid.unitsOf(places.front())) {
        const Unit& line = grid.units()[static_cast<std::size_t>(u)];
        if (line.kind != kind)
            continue;
        bool all = true;
        for (int p : places)
            all &= contains(line, p);
        if (all)
            return &line;
    }
    return nullptr;
}

} // namespace

std::optional<LogicStep> findPointing(const CandidateGrid& grid)
{
    for (const Unit& box : grid.units()) {
        if (box.kind != Unit::Kind::Box)
            continue;
        for (int v = 1; v <= grid.size(); ++v) {
            const std::vector<int> places = placesFor(grid, box, v);
            if (places.size() < 2)
                continue;
            for (Unit::Kind kind : {Unit::Kind::Row, Unit::Kind::Column}) {
                const Unit* line = commonLine(grid, places, kind);
                if (!line)
                    continue;
                auto removed = eliminateOutside(grid, *line, places, v);
                if (removed.empty())
                    continue;
                LogicStep step;
                step.technique = SudokuTechnique::PointingPair;
                step.pattern = places;
                step.eliminations = std::move(removed);
                step.explanation = {kind == Unit::Kind::Row
                                        ? PS_TRANSLATE("Engine", "In box %1, %2 can only go in row %3 (%4), so row %3 has no other %2.")
                                        : PS_TRANSLATE("Engine", "In box %1, %2 can only go in column %3 (%4), so column %3 has no other %2."),
                                    {std::to_string(box.index + 1), logic_text::value(grid, v), std::to_string(line->index + 1),
                                     logic_text::cells(grid, places)}};
                return step;
            }
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> findBoxLineReduction(const CandidateGrid& grid)
{
    for (const Unit& line : grid.units()) {
        if (line.kind == Unit::Kind::Box)
            continue;
        for (int v = 1; v <= grid.size(); ++v) {
            const std::vector<int> places = placesFor(grid, line, v);
            if (places.size() < 2)
                continue;
            const Unit* box = commonLine(grid, places, Unit::Kind::Box);
            if (!box)
                continue;
            auto removed = eliminateOutside(grid, *box, places, v);
            if (removed.empty())
                continue;
            LogicStep step;
            step.technique = SudokuTechnique::BoxLineReduction;
            step.pattern = places;
            step.eliminations = std::move(removed);
            step.explanation = {line.kind == Unit::Kind::Row
                                    ? PS_TRANSLATE("Engine", "In row %1, %2 can only go in box %3 (%4), so box %3 has no other %2.")
                                    : PS_TRANSLATE("Engine", "In column %1, %2 can only go in box %3 (%4), so box %3 has no other %2."),
                                {std::to_string(line.index + 1), logic_text::value(grid, v), std::to_string(box->index + 1),
                                 logic_text::cells(grid, places)}};
            return step;
        }
    }
    return std::nullopt;
}

} // namespace ps
