#include "GridSteps.h"

#include "UnitTechniques.h"

#include <bit>
#include "core/Bits.h"

namespace ps {

void applyStep(CandidateGrid& grid, const LogicStep& step)
{
    for (const CellValuePair& p : step.placements)
        grid.place(p.cell, p.value);
    for (const CellValuePair& e : step.eliminations)
        grid.eliminate(e.cell, e.value);
}

void narrowCandidates(CandidateGrid& grid, const std::vector<ValueSet>& allowed)
{
    if (allowed.size() != static_cast<std::size_t>(grid.cellCount()))
        return;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const ValueSet& narrowed = allowed[static_cast<std::size_t>(cell)];
        if (grid.value(cell) != 0 || narrowed.isEmpty())
            continue;
        for (int v = 1; v <= grid.size(); ++v)
            if (!narrowed.contains(v))
                grid.eliminate(cell, v);
    }
}

std::optional<LogicStep> guessTowards(const CandidateGrid& grid, const Board& solution, int technique)
{
    int best = -1;
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.value(cell) == 0 && grid.candidates(cell) != 0 &&
            (best < 0 || countBits(grid.candidates(cell)) < countBits(grid.candidates(best))))
            best = cell;
    if (best < 0 || solution.isEmpty() || !grid.has(best, solution.at(best)))
        return std::nullopt;
    LogicStep step;
    step.technique = technique;
    step.pattern = {best};
    step.placements = {{best, solution.at(best)}};
    step.explanation = {PS_TRANSLATE("Engine", "No technique applies here. %1 can be %2; trying %3 leads to the solution (found by backtracking)."),
                        {logic_text::cell(grid, best), logic_text::values(grid, grid.candidates(best)), logic_text::value(grid, solution.at(best))}};
    return step;
}

} // namespace ps
