#include "KillerCageSteps.h"

#include "KillerCageSets.h"

#include "core/EngineError.h"
#include "logic/UnitTechniques.h"

#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

class WayEnumerator {
public:
    WayEnumerator(const CandidateGrid& grid, const Cage& cage) : cage_(cage), allowed_(cage.cells.size(), 0), values_(cage.cells.size(), 0)
    {
        for (int cell : cage.cells) {
            const int placed = grid.value(cell);
            choices_.push_back(placed ? CandidateGrid::bit(placed) : grid.candidates(cell));
        }
    }
    std::vector<Mask> run()
    {
        if (!cage_.cells.empty())
            extend(0, 0, 0);
        return allowed_;
    }

private:
    void extend(std::size_t at, long sum, Mask used)
    {
        const std::size_t size = cage_.cells.size();
        for (Mask options = choices_[at] & ~used; options; options &= options - 1) {
            const int v = std::countr_zero(options) + 1;
            const long newSum = sum + v;
            if (newSum > cage_.target)
                break;   // values come in increasing order
            values_[at] = v;
            if (at + 1 == size) {
                if (newSum == cage_.target)
                    for (std::size_t i = 0; i < size; ++i)
                        allowed_[i] |= CandidateGrid::bit(values_[i]);
                continue;
            }
            extend(at + 1, newSum, used | CandidateGrid::bit(v));
        }
    }

    const Cage& cage_;
    std::vector<Mask> choices_;
    std::vector<Mask> allowed_;
    std::vector<int> values_;
};

bool worthAsking(const CandidateGrid& grid, const Cage& cage)
{
    if (cage.operation != CageOperation::Add && cage.operation != CageOperation::Given)
        return false;
    for (int cell : cage.cells)
        if (grid.value(cell) == 0)
            return true;
    return false;
}

// The cage's eliminations; `broken` when it has no way.
std::vector<CellValuePair> eliminationsOf(const CandidateGrid& grid, const Cage& cage, bool& broken)
{
    std::vector<CellValuePair> out;
    const std::vector<Mask> allowed = killerCageAllowed(grid, cage);
    if (allowed.empty() || allowed.front() == 0) {
        broken = true;
        return out;
    }
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
        const int cell = cage.cells[i];
        if (grid.value(cell) != 0)
            continue;
        for (Mask extra = grid.candidates(cell) & ~allowed[i]; extra; extra &= extra - 1)
            out.push_back({cell, std::countr_zero(extra) + 1});
    }
    return out;
}

} // namespace

std::vector<Mask> killerCageAllowed(const CandidateGrid& grid, const Cage& cage) { return WayEnumerator(grid, cage).run(); }

std::optional<LogicStep> findCageCombination(const CandidateGrid& grid, const Cages& cages)
{
    for (const Cage& cage : cages) {
        if (!worthAsking(grid, cage))
            continue;
        bool broken = false;
        std::vector<CellValuePair> out = eliminationsOf(grid, cage, broken);
        if (out.empty())
            continue;
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
        for (const CellValuePair& e : eliminationsOf(grid, cage, broken))
            out.push_back(e);
        if (broken)
            return {};
    }
    return out;
}

} // namespace ps
