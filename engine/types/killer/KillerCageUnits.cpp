#include "KillerCageUnits.h"

#include "KillerCageSets.h"
#include "core/EngineError.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

bool isSumCage(const Cage& cage) { return cage.operation == CageOperation::Add || cage.operation == CageOperation::Given; }

bool hasEmpty(const CandidateGrid& grid, const std::vector<int>& cells)
{
    return std::any_of(cells.begin(), cells.end(), [&](int cell) { return grid.value(cell) == 0; });
}

bool contains(const std::vector<int>& cells, int cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); }

Mask unionOf(const std::vector<Mask>& sets)
{
    Mask all = 0;
    for (Mask set : sets)
        all |= set;
    return all;
}

Mask intersectionOf(const std::vector<Mask>& sets)
{
    Mask common = sets.empty() ? 0 : ~Mask{0};
    for (Mask set : sets)
        common &= set;
    return sets.empty() ? 0 : common;
}

// The unit (of `kind`) holding every square of `cells`, or null.
const Unit* commonUnit(const CandidateGrid& grid, const std::vector<int>& cells, Unit::Kind kind)
{
    if (cells.empty())
        return nullptr;
    for (int u : grid.unitsOf(cells.front())) {
        const Unit& unit = grid.units()[static_cast<std::size_t>(u)];
        if (unit.kind != kind)
            continue;
        const bool all = std::all_of(cells.begin(), cells.end(), [&](int cell) { return contains(unit.cells, cell); });
        return all ? &unit : nullptr;
    }
    return nullptr;
}

std::string unitName(const Unit& unit) { return std::to_string(unit.index + 1); }

// Squares of `unit` outside `keep` that still have v as a candidate: v leaves them.
std::vector<CellValuePair> removeFromUnit(const CandidateGrid& grid, const Unit& unit, const std::vector<int>& keep, int v)
{
    std::vector<CellValuePair> out;
    for (int cell : unit.cells)
        if (grid.value(cell) == 0 && grid.has(cell, v) && !contains(keep, cell))
            out.push_back({cell, v});
    return out;
}

// The candidates of `cells` that no set of `sets` holds.
std::vector<CellValuePair> outsideSets(const CandidateGrid& grid, const std::vector<int>& cells, const std::vector<Mask>& sets)
{
    std::vector<CellValuePair> out;
    const Mask allowed = unionOf(sets);
    for (int cell : cells)
        if (grid.value(cell) == 0)
            for (Mask extra = grid.candidates(cell) & ~allowed; extra; extra &= extra - 1)
                out.push_back({cell, std::countr_zero(extra) + 1});
    return out;
}

} // namespace

std::optional<LogicStep> findCageUnitInteraction(const CandidateGrid& grid, const Cages& cages)
{
    for (const Cage& cage : cages) {
        if (!isSumCage(cage) || !hasEmpty(grid, cage.cells))
            continue;
        const std::vector<Mask> sets = killerValueSets(grid, cage.cells, cage.target);
        for (Mask sure = intersectionOf(sets); sure; sure &= sure - 1) {
            const int v = std::countr_zero(sure) + 1;
            std::vector<int> places;
            for (int cell : cage.cells)
                if (killerOptions(grid, cell) & CandidateGrid::bit(v))
                    places.push_back(cell);
            for (Unit::Kind kind : {Unit::Kind::Row, Unit::Kind::Column, Unit::Kind::Box}) {
                const Unit* unit = commonUnit(grid, places, kind);
                if (!unit)
                    continue;
                std::vector<CellValuePair> out = removeFromUnit(grid, *unit, cage.cells, v);
                if (out.empty())
                    continue;
                LogicStep step;
                step.pattern = cage.cells;
                if (grid.explaining())
                    step.explanation = {logic_text::byKind(*unit,
                                                           PS_TRANSLATE("Engine", "Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in row %4 (%5), so the rest of row %4 has no %3."),
                                                           PS_TRANSLATE("Engine", "Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in column %4 (%5), so the rest of column %4 has no %3."),
                                                           PS_TRANSLATE("Engine", "Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in box %4 (%5), so the rest of box %4 has no %3."),
                                                           PS_TRANSLATE("Engine", "Every set of values that makes the cage at %1 add up to %2 holds %3, and in the cage %3 can only go in box %4 (%5), so the rest of box %4 has no %3.")),
                                        {logic_text::cells(grid, cage.cells), std::to_string(cage.target), logic_text::value(grid, v), unitName(*unit),
                                         logic_text::cells(grid, places)}};
                step.eliminations = std::move(out);
                return step;
            }
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> findCageSplitting(const CandidateGrid& grid, const Cages& cages)
{
    const int n = grid.size();
    std::vector<int> cageOf(static_cast<std::size_t>(n * n), -1);
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (isSumCage(cages[i]))
            for (int cell : cages[i].cells)
                if (cell >= 0 && cell < n * n)
                    cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    for (std::size_t u = 0; u < grid.units().size(); ++u) {
        const Unit& unit = grid.units()[u];
        const Mask* placesOfValue = grid.placesInUnit(static_cast<int>(u));
        for (int v = 1; v <= n; ++v) {
            Mask positions = placesOfValue[static_cast<std::size_t>(v)];
            if (positions == 0 || (placesOfValue[0] & CandidateGrid::bit(v)))
                continue;   // placed already, or broken
            std::vector<int> places;
            for (; positions; positions &= positions - 1)
                places.push_back(unit.cells[static_cast<std::size_t>(std::countr_zero(positions))]);
            const int c = cageOf[static_cast<std::size_t>(places.front())];
            if (c < 0 || std::any_of(places.begin(), places.end(), [&](int cell) { return cageOf[static_cast<std::size_t>(cell)] != c; }))
                continue;
            const Cage& cage = cages[static_cast<std::size_t>(c)];
            std::vector<Mask> sets = killerValueSets(grid, cage.cells, cage.target);
            const std::size_t before = sets.size();
            sets.erase(std::remove_if(sets.begin(), sets.end(), [&](Mask set) { return !(set & CandidateGrid::bit(v)); }), sets.end());
            if (sets.size() == before || sets.empty())
                continue;
            std::vector<CellValuePair> out = outsideSets(grid, cage.cells, sets);
            if (out.empty())
                continue;
            LogicStep step;
            step.pattern = cage.cells;
            if (grid.explaining())
                step.explanation = {logic_text::byKind(unit,
                                                       PS_TRANSLATE("Engine", "In row %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6."),
                                                       PS_TRANSLATE("Engine", "In column %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6."),
                                                       PS_TRANSLATE("Engine", "In box %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6."),
                                                       PS_TRANSLATE("Engine", "In box %1, the value %2 can only go in %3, squares of the cage at %4, so that cage holds %2: of the sets of values that add up to %5, only those with %2 are left, which leaves %6.")),
                                    {unitName(unit), logic_text::value(grid, v), logic_text::cells(grid, places), logic_text::cells(grid, cage.cells),
                                     std::to_string(cage.target), killerRemaining(grid, out)}};
            step.eliminations = std::move(out);
            return step;
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> findHiddenCage(const CandidateGrid& grid, const Cages& cages)
{
    const int n = grid.size();
    const long unitTotal = static_cast<long>(n) * (n + 1) / 2;
    std::vector<int> cageOf(static_cast<std::size_t>(n * n), -1);
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (isSumCage(cages[i]))
            for (int cell : cages[i].cells)
                if (cell >= 0 && cell < n * n)
                    cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    for (const Unit& unit : grid.units()) {
        long inside = 0;
        std::vector<int> innies;
        std::vector<char> counted(cages.size(), 0);
        for (int cell : unit.cells) {
            const int c = cageOf[static_cast<std::size_t>(cell)];
            const bool wholly = c >= 0 && std::all_of(cages[static_cast<std::size_t>(c)].cells.begin(), cages[static_cast<std::size_t>(c)].cells.end(),
                                                      [&](int x) { return contains(unit.cells, x); });
            if (!wholly) {
                innies.push_back(cell);
            } else if (!counted[static_cast<std::size_t>(c)]) {
                counted[static_cast<std::size_t>(c)] = 1;
                inside += cages[static_cast<std::size_t>(c)].target;
            }
        }
        if (innies.size() < 2 || innies.size() >= unit.cells.size() || !hasEmpty(grid, innies))
            continue;
        const long target = unitTotal - inside;
        const std::vector<Mask> sets = killerValueSets(grid, innies, target);
        if (sets.empty())
            continue;   // broken: the cage combinations and singles find it
        std::vector<CellValuePair> out = outsideSets(grid, innies, sets);
        for (Mask sure = intersectionOf(sets); sure; sure &= sure - 1)
            for (const CellValuePair& e : removeFromUnit(grid, unit, innies, std::countr_zero(sure) + 1))
                out.push_back(e);
        if (out.empty())
            continue;
        std::sort(out.begin(), out.end(), [](const CellValuePair& a, const CellValuePair& b) { return a.cell != b.cell ? a.cell < b.cell : a.value < b.value; });
        LogicStep step;
        step.pattern = innies;
        if (grid.explaining())
            step.explanation = {logic_text::byKind(unit,
                                                   PS_TRANSLATE("Engine", "Hidden cage: %1, the squares of row %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4."),
                                                   PS_TRANSLATE("Engine", "Hidden cage: %1, the squares of column %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4."),
                                                   PS_TRANSLATE("Engine", "Hidden cage: %1, the squares of box %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4."),
                                                   PS_TRANSLATE("Engine", "Hidden cage: %1, the squares of box %2 outside the cages wholly inside it, add up to %3 with different values, like a cage; the sets of values that make it leave %4.")),
                                {logic_text::cells(grid, innies), unitName(unit), std::to_string(target), killerRemaining(grid, out)}};
        step.eliminations = std::move(out);
        return step;
    }
    return std::nullopt;
}

} // namespace ps
