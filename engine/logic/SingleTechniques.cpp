// Naked and hidden singles.
#include "UnitTechniques.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <bit>
#include "core/Bits.h"
#include "latin/UnitTally.h"

namespace ps {
namespace {

// The values with one place left in the unit: some square has them, no two do, none is placed there.
CandidateGrid::Mask hiddenSinglesOf(const CandidateGrid& grid, const Unit& unit)
{
    UnitTally tally;
    CandidateGrid::Mask placed = 0;
    for (int cell : unit.cells) {
        tally.add(grid.candidates(cell));   // none for a placed square
        if (grid.value(cell))
            placed |= CandidateGrid::bit(grid.value(cell));
    }
    return tally.singles() & ~placed;
}

// The values other than `keep` that `cell` can no longer hold although none of its units has them
// placed ("5, 8"), or empty.
std::string struckEarlier(const CandidateGrid& grid, int cell, int keep)
{
    CandidateGrid::Mask placed = 0;
    for (int u : grid.unitsOf(cell))
        for (int other : grid.units()[static_cast<std::size_t>(u)].cells)
            if (grid.value(other))
                placed |= CandidateGrid::bit(grid.value(other));
    std::string text;
    for (int v = 1; v <= grid.size(); ++v)
        if (v != keep && !(placed & CandidateGrid::bit(v)) && !grid.has(cell, v))
            text += (text.empty() ? "" : ", ") + logic_text::value(grid, v);
    return text;
}

} // namespace

std::optional<LogicStep> findNakedSingle(const CandidateGrid& grid)
{
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const auto mask = grid.candidates(cell);   // none for a placed square
        if (mask == 0 || (mask & (mask - 1)) != 0)
            continue;
        const int v = std::countr_zero(mask) + 1;
        LogicStep step;
        step.pattern = {cell};
        step.placements = {{cell, v}};
        // Without boxes (a Latin square), other rules than the units took values out too.
        bool inRegion = false;   // its block is an outlined region, not a box
        for (int u : grid.unitsOf(cell))
            inRegion = inRegion || grid.units()[static_cast<std::size_t>(u)].kind == Unit::Kind::Region;
        // Values its row, column and block do not hold left the square's candidates in earlier steps:
        // the sentence names them, so that it is true of what the player sees.
        // (Only for a grid that explains: rating and generation never show the sentence.)
        const std::string struck = grid.explaining() ? struckEarlier(grid, cell, v) : std::string();
        if (!grid.hasBoxes())
            step.explanation = {PS_TRANSLATE("Engine", "%1 must be %2: it is the only value left for it."),
                                {logic_text::cell(grid, cell), logic_text::value(grid, v)}};
        else if (struck.empty())
            step.explanation = {inRegion ? PS_TRANSLATE("Engine", "%1 must be %2: every other value is already in its row, column or region.")
                                         : PS_TRANSLATE("Engine", "%1 must be %2: every other value is already in its row, column or box."),
                                {logic_text::cell(grid, cell), logic_text::value(grid, v)}};
        else
            step.explanation = {inRegion ? PS_TRANSLATE("Engine", "%1 must be %2: every other value is already in its row, column or region, "
                                                                  "or was struck from its candidates by an earlier step (%3).")
                                         : PS_TRANSLATE("Engine", "%1 must be %2: every other value is already in its row, column or box, "
                                                                  "or was struck from its candidates by an earlier step (%3)."),
                                {logic_text::cell(grid, cell), logic_text::value(grid, v), struck}};
        return step;
    }
    return std::nullopt;
}

std::optional<LogicStep> findHiddenSingle(const CandidateGrid& grid)
{
    using Mask = CandidateGrid::Mask;
    for (const Unit& unit : grid.units()) {
        const Mask single = hiddenSinglesOf(grid, unit);
        if (single == 0)
            continue;
        const int v = std::countr_zero(single) + 1;   // the smallest, as a scan by value finds it
        const auto place = std::find_if(unit.cells.begin(), unit.cells.end(), [&](int cell) { return grid.has(cell, v); });
        LogicStep step;
        step.pattern = unit.cells;
        step.placements = {{*place, v}};
        step.explanation = {logic_text::byKind(unit,
                                PS_TRANSLATE("Engine", "%1 must be %2: it is the only cell of row %3 that can hold %2."),
                                PS_TRANSLATE("Engine", "%1 must be %2: it is the only cell of column %3 that can hold %2."),
                                PS_TRANSLATE("Engine", "%1 must be %2: it is the only cell of box %3 that can hold %2."),
                                PS_TRANSLATE("Engine", "%1 must be %2: it is the only cell of region %3 that can hold %2."),
                                PS_TRANSLATE("Engine", "%1 must be %2: it is the only cell of the diagonal %3 that can hold %2.")),
                            {logic_text::cell(grid, *place), logic_text::value(grid, v), logic_text::unitName(grid, unit)}};
        return step;
    }
    return std::nullopt;
}

std::vector<CellValuePair> allSingles(const CandidateGrid& grid)
{
    std::vector<CellValuePair> found;
    allSingles(grid, found);
    return found;
}

void allSingles(const CandidateGrid& grid, std::vector<CellValuePair>& found)
{
    found.clear();
    std::array<std::uint64_t, 16> taken{};   // squares with a single already (grids have at most 625)
    const auto take = [&](int cell) {
        std::uint64_t& word = taken[static_cast<std::size_t>(cell) / 64];
        const std::uint64_t bit = std::uint64_t{1} << (cell % 64);
        const bool first = !(word & bit);
        word |= bit;
        return first;
    };
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const CandidateGrid::Mask m = grid.candidates(cell);   // none for a placed square
        if (m != 0 && (m & (m - 1)) == 0 && take(cell))
            found.push_back({cell, std::countr_zero(m) + 1});
    }
    for (const Unit& unit : grid.units())
        for (CandidateGrid::Mask single = hiddenSinglesOf(grid, unit); single; single &= single - 1) {
            const int v = std::countr_zero(single) + 1;
            const int cell = *std::find_if(unit.cells.begin(), unit.cells.end(), [&](int c) { return grid.has(c, v); });
            if (take(cell))
                found.push_back({cell, v});
        }
}

} // namespace ps
