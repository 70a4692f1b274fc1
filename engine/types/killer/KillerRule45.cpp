#include "KillerRule45.h"

#include "KillerCageSets.h"
#include "KillerCageWays.h"

#include "core/EngineError.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>
#include <string>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// The largest virtual cage worked out (the enumeration grows fast, and more squares rarely remove a value).
constexpr std::size_t kMostSquares = 4;

enum class HouseKind { Row, Column, Box, Rows, Columns, Boxes };

struct House {
    HouseKind kind;
    int first;   // 0-based row, column or box; the first of the rows or columns
    int count;   // units in it
    std::vector<int> boxes;   // Boxes: the 0-based boxes
    std::vector<char> inside;   // by square
};

// Unions of boxes: every two boxes of one band (boxes side by side) or one stack, and the bands and
// stacks of more than three lines (three are already among the neighbouring lines).
void addBoxUnions(const CandidateGrid& grid, std::vector<House>& houses)
{
    const int n = grid.size();
    std::vector<const Unit*> boxes;
    for (const Unit& unit : grid.units())
        if (unit.kind == Unit::Kind::Box)
            boxes.push_back(&unit);
    const auto rowOf = [&](const Unit* box) { return box->cells.front() / n; };
    const auto columnOf = [&](const Unit* box) { return box->cells.front() % n; };
    const auto add = [&](std::vector<const Unit*> members) {
        House house{HouseKind::Boxes, members.front()->index, static_cast<int>(members.size()), {}, std::vector<char>(static_cast<std::size_t>(n * n), 0)};
        for (const Unit* box : members) {
            house.boxes.push_back(box->index);
            for (int cell : box->cells)
                house.inside[static_cast<std::size_t>(cell)] = 1;
        }
        houses.push_back(std::move(house));
    };
    for (std::size_t a = 0; a < boxes.size(); ++a)
        for (std::size_t b = a + 1; b < boxes.size(); ++b)
            if (rowOf(boxes[a]) == rowOf(boxes[b]) || columnOf(boxes[a]) == columnOf(boxes[b]))
                add({boxes[a], boxes[b]});
    if (boxes.empty())
        return;
    for (bool band : {true, false}) {
        std::vector<std::vector<const Unit*>> groups;
        for (const Unit* box : boxes) {
            const int key = band ? rowOf(box) : columnOf(box);
            auto it = std::find_if(groups.begin(), groups.end(), [&](const std::vector<const Unit*>& g) { return (band ? rowOf(g.front()) : columnOf(g.front())) == key; });
            if (it == groups.end())
                groups.push_back({box});
            else
                it->push_back(box);
        }
        for (const auto& group : groups) {
            // A band's lines: the box's rows (band) or columns (stack).
            int lines = 0;
            for (int cell : group.front()->cells)
                lines = std::max(lines, band ? cell / n - rowOf(group.front()) + 1 : cell % n - columnOf(group.front()) + 1);
            if (group.size() > 2 && lines > 3)
                add(group);
        }
    }
}

// The houses of an n x n grid with Sudoku's units, made once per thread and size (a step solver asks at
// almost every step).
const std::vector<House>& housesOf(const CandidateGrid& grid)
{
    const int n = grid.size();
    thread_local std::vector<std::vector<House>> made;
    if (made.size() <= static_cast<std::size_t>(n))
        made.resize(static_cast<std::size_t>(n) + 1);
    std::vector<House>& houses = made[static_cast<std::size_t>(n)];
    if (!houses.empty())
        return houses;
    const auto add = [&](HouseKind kind, int first, int count, const std::vector<int>& cells) {
        House house{kind, first, count, {}, std::vector<char>(static_cast<std::size_t>(n * n), 0)};
        for (int cell : cells)
            house.inside[static_cast<std::size_t>(cell)] = 1;
        houses.push_back(std::move(house));
    };
    for (const Unit& unit : grid.units()) {
        const HouseKind kind = unit.kind == Unit::Kind::Row ? HouseKind::Row : unit.kind == Unit::Kind::Column ? HouseKind::Column : HouseKind::Box;
        add(kind, unit.index, 1, unit.cells);
    }
    for (int count = 2; count <= 3; ++count)
        for (int first = 0; first + count <= n; ++first) {
            std::vector<int> rows;
            std::vector<int> columns;
            for (int k = first; k < first + count; ++k)
                for (int i = 0; i < n; ++i) {
                    rows.push_back(k * n + i);
                    columns.push_back(i * n + k);
                }
            add(HouseKind::Rows, first, count, rows);
            add(HouseKind::Columns, first, count, columns);
        }
    addBoxUnions(grid, houses);
    return houses;
}

// By square of `cells`: the values some way to give them `target` in all puts there (squares that see
// each other differ; a placed square keeps its value). Empty masks when there is none.
std::vector<Mask> virtualCageAllowed(const CandidateGrid& grid, const std::vector<int>& cells, long target)
{
    std::vector<Mask> allowed(cells.size(), 0);
    std::vector<int> values(cells.size(), 0);
    const auto extend = [&](auto&& self, std::size_t at, long sum) -> void {
        if (at == cells.size()) {
            if (sum == target)
                for (std::size_t i = 0; i < cells.size(); ++i)
                    allowed[i] |= CandidateGrid::bit(values[i]);
            return;
        }
        const int cell = cells[at];
        const Mask options = grid.value(cell) ? CandidateGrid::bit(grid.value(cell)) : grid.candidates(cell);
        for (Mask rest = options; rest; rest &= rest - 1) {
            const int v = std::countr_zero(rest) + 1;
            if (sum + v > target)
                break;
            bool clash = false;
            for (std::size_t before = 0; before < at && !clash; ++before)
                clash = values[before] == v && grid.sees(cells[before], cell);
            if (clash)
                continue;
            values[at] = v;
            self(self, at + 1, sum + v);
        }
    };
    extend(extend, 0, 0);
    return allowed;
}

const char* innieText(HouseKind kind)
{
    switch (kind) {
    case HouseKind::Row: return PS_TRANSLATE("Engine", "Rule of 45: row %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.");
    case HouseKind::Column: return PS_TRANSLATE("Engine", "Rule of 45: column %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.");
    case HouseKind::Box: return PS_TRANSLATE("Engine", "Rule of 45: box %1 holds %2 in all, and the cages wholly inside it add up to %3, so %4, its squares outside them, add up to %5: that leaves %6.");
    case HouseKind::Rows: return PS_TRANSLATE("Engine", "Rule of 45: rows %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.");
    case HouseKind::Columns: return PS_TRANSLATE("Engine", "Rule of 45: columns %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.");
    case HouseKind::Boxes: return PS_TRANSLATE("Engine", "Rule of 45: boxes %1 hold %2 in all, and the cages wholly inside them add up to %3, so %4, their squares outside those cages, add up to %5: that leaves %6.");
    }
    return "";
}

const char* outieText(HouseKind kind)
{
    switch (kind) {
    case HouseKind::Row: return PS_TRANSLATE("Engine", "Rule of 45: row %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the row, add up to %5: that leaves %6.");
    case HouseKind::Column: return PS_TRANSLATE("Engine", "Rule of 45: column %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the column, add up to %5: that leaves %6.");
    case HouseKind::Box: return PS_TRANSLATE("Engine", "Rule of 45: box %1 holds %2 in all, and the cages that cover it add up to %3, so %4, their squares outside the box, add up to %5: that leaves %6.");
    case HouseKind::Rows: return PS_TRANSLATE("Engine", "Rule of 45: rows %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those rows, add up to %5: that leaves %6.");
    case HouseKind::Columns: return PS_TRANSLATE("Engine", "Rule of 45: columns %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those columns, add up to %5: that leaves %6.");
    case HouseKind::Boxes: return PS_TRANSLATE("Engine", "Rule of 45: boxes %1 hold %2 in all, and the cages that cover them add up to %3, so %4, their squares outside those boxes, add up to %5: that leaves %6.");
    }
    return "";
}

std::string houseName(const House& house)
{
    std::string name;
    if (house.kind == HouseKind::Boxes) {
        for (int box : house.boxes)
            name += (name.empty() ? "" : ", ") + std::to_string(box + 1);
        return name;
    }
    if (house.count == 1)
        return std::to_string(house.first + 1);
    for (int k = house.first; k < house.first + house.count; ++k)
        name += (name.empty() ? "" : ", ") + std::to_string(k + 1);
    return name;
}

// The step for the virtual cage `cells` of sum `target`, if it removes a candidate.
std::optional<LogicStep> stepFor(const CandidateGrid& grid, const std::vector<int>& cells, long target)
{
    if (cells.empty() || cells.size() > kMostSquares || target < 1)
        return std::nullopt;
    if (std::all_of(cells.begin(), cells.end(), [&](int cell) { return grid.value(cell) != 0; }))
        return std::nullopt;
    // Squares that all see each other (always the innies of one unit) are a cage of different values:
    // KillerCageWays answers it the same way, from the side's table of value sets and remembered.
    bool oneUnit = true;
    for (std::size_t i = 0; i < cells.size() && oneUnit; ++i)
        for (std::size_t j = i + 1; j < cells.size() && oneUnit; ++j)
            oneUnit = grid.sees(cells[i], cells[j]);
    std::vector<Mask> allowed(cells.size(), 0);
    if (oneUnit) {
        Mask options[kMostSquares] = {};
        for (std::size_t i = 0; i < cells.size(); ++i)
            options[i] = killerOptions(grid, cells[i]);
        killerCageWays(options, cells.size(), target, grid.size(), allowed.data());
    } else {
        allowed = virtualCageAllowed(grid, cells, target);
    }
    std::vector<CellValuePair> out;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (grid.value(cells[i]) != 0)
            continue;
        for (Mask extra = grid.candidates(cells[i]) & ~allowed[i]; extra; extra &= extra - 1)
            out.push_back({cells[i], std::countr_zero(extra) + 1});
    }
    if (out.empty())
        return std::nullopt;
    LogicStep step;
    step.pattern = cells;
    step.eliminations = std::move(out);
    return step;
}

} // namespace

std::optional<LogicStep> findRule45(const CandidateGrid& grid, const Cages& cages, Rule45Houses which)
{
    const int n = grid.size();
    const long unitTotal = static_cast<long>(n) * (n + 1) / 2;
    // Scratch kept per thread: the step solver asks at almost every step.
    thread_local std::vector<int> cageOf;
    thread_local std::vector<int> innies;
    thread_local std::vector<int> outies;
    thread_local std::vector<char> seen;
    cageOf.assign(static_cast<std::size_t>(n * n), -1);
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (cages[i].operation == CageOperation::Add || cages[i].operation == CageOperation::Given)
            for (int cell : cages[i].cells)
                if (cell >= 0 && cell < n * n)
                    cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    for (const House& house : housesOf(grid)) {
        const bool single = house.kind == HouseKind::Row || house.kind == HouseKind::Column || house.kind == HouseKind::Box;
        if (single == (which == Rule45Houses::SeveralUnits))
            continue;
        const long total = unitTotal * house.count;
        long insideSum = 0;      // the cages wholly inside
        long coveringSum = 0;    // every cage with a square inside
        bool everyInnieCaged = true;
        innies.clear();
        outies.clear();
        seen.assign(cages.size(), 0);
        for (int cell = 0; cell < n * n; ++cell) {
            if (!house.inside[static_cast<std::size_t>(cell)])
                continue;
            const int c = cageOf[static_cast<std::size_t>(cell)];
            if (c < 0) {
                everyInnieCaged = false;
                innies.push_back(cell);
                continue;
            }
            const Cage& cage = cages[static_cast<std::size_t>(c)];
            const bool wholly = std::all_of(cage.cells.begin(), cage.cells.end(), [&](int x) { return house.inside[static_cast<std::size_t>(x)] != 0; });
            if (!wholly)
                innies.push_back(cell);
            if (seen[static_cast<std::size_t>(c)])
                continue;
            seen[static_cast<std::size_t>(c)] = 1;
            coveringSum += cage.target;
            if (wholly) {
                insideSum += cage.target;
            } else {
                for (int x : cage.cells)
                    if (!house.inside[static_cast<std::size_t>(x)])
                        outies.push_back(x);
            }
        }
        const bool wantInnies = which != Rule45Houses::SingleUnitOuties;
        const bool wantOuties = which != Rule45Houses::SingleUnitInnies;
        if (auto step = wantInnies ? stepFor(grid, innies, total - insideSum) : std::nullopt) {
            if (grid.explaining())
                step->explanation = {innieText(house.kind), {houseName(house), std::to_string(total), std::to_string(insideSum),
                                                             logic_text::cells(grid, innies), std::to_string(total - insideSum),
                                                             killerRemaining(grid, step->eliminations)}};
            return step;
        }
        if (!everyInnieCaged || !wantOuties)
            continue;
        std::sort(outies.begin(), outies.end());
        if (auto step = stepFor(grid, outies, coveringSum - total)) {
            if (grid.explaining())
                step->explanation = {outieText(house.kind), {houseName(house), std::to_string(total), std::to_string(coveringSum),
                                                             logic_text::cells(grid, outies), std::to_string(coveringSum - total),
                                                             killerRemaining(grid, step->eliminations)}};
            return step;
        }
    }
    return std::nullopt;
}

} // namespace ps
