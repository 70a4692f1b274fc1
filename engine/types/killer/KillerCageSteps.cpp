#include "KillerCageSteps.h"

#include "KillerCageSets.h"
#include "KillerCageWays.h"

#include "core/EngineError.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

bool worthAsking(const CandidateGrid& grid, const Cage& cage)
{
    if (cage.operation != CageOperation::Add && cage.operation != CageOperation::Given)
        return false;
    for (int cell : cage.cells)
        if (grid.value(cell) == 0)
            return true;
    return false;
}

// The cage's eliminations, appended to `out`; false when it has no way.
bool appendEliminations(const CandidateGrid& grid, const Cage& cage, std::vector<CellValuePair>& out)
{
    const std::size_t k = cage.cells.size();
    if (k > kLargestKillerCage)
        return false;
    Mask options[kLargestKillerCage] = {};
    Mask allowed[kLargestKillerCage] = {};
    for (std::size_t i = 0; i < k; ++i)
        options[i] = killerOptions(grid, cage.cells[i]);
    if (!killerCageWays(options, k, cage.target, grid.size(), allowed))
        return false;
    for (std::size_t i = 0; i < k; ++i) {
        const int cell = cage.cells[i];
        if (grid.value(cell) != 0)
            continue;
        for (Mask extra = grid.candidates(cell) & ~allowed[i]; extra; extra &= extra - 1)
            out.push_back({cell, std::countr_zero(extra) + 1});
    }
    return true;
}

} // namespace

std::vector<Mask> killerCageAllowed(const CandidateGrid& grid, const Cage& cage)
{
    const std::size_t k = cage.cells.size();
    std::vector<Mask> allowed(k, 0);
    if (k > kLargestKillerCage)
        return allowed;
    Mask options[kLargestKillerCage] = {};
    for (std::size_t i = 0; i < k; ++i)
        options[i] = killerOptions(grid, cage.cells[i]);
    killerCageWays(options, k, cage.target, grid.size(), allowed.data());
    return allowed;
}

std::optional<LogicStep> findCageCombination(const CandidateGrid& grid, const Cages& cages)
{
    for (const Cage& cage : cages) {
        if (!worthAsking(grid, cage))
            continue;
        std::vector<CellValuePair> out;
        if (!appendEliminations(grid, cage, out) || out.empty())
            continue;   // a cage with no way gives no step (the grid is broken)
        LogicStep step;
        step.pattern = cage.cells;
        if (grid.explaining())
            step.explanation = {PS_TRANSLATE("Engine", "The cage at %1 adds up to %2 with %3 different values; only some values make it: that leaves %4."),
                                {logic_text::cells(grid, cage.cells), std::to_string(cage.target), std::to_string(cage.cells.size()),
                                 killerRemaining(grid, out)}};
        step.eliminations = std::move(out);
        return step;
    }
    return std::nullopt;
}

std::vector<CellValuePair> allCageCombinationEliminations(const CandidateGrid& grid, const Cages& cages, bool& broken)
{
    std::vector<CellValuePair> out;
    for (const Cage& cage : cages) {
        if (!worthAsking(grid, cage))
            continue;
        if (!appendEliminations(grid, cage, out)) {
            broken = true;
            return {};
        }
    }
    return out;
}

} // namespace ps
