#include "KillerCageSteps.h"

#include "KillerCageSets.h"

#include "core/EngineError.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// Up to this many squares a cage's orderings are listed one by one; larger cages go by value sets.
constexpr std::size_t kListedCageSize = 4;

// Lists every ordering of different values with the cage's sum: cheapest for small cages.
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

std::vector<Mask> killerCageAllowed(const CandidateGrid& grid, const Cage& cage)
{
    // Per value set that can fill the cage (killerValueSets), the values each square takes in some way
    // of matching the squares to the set's values: squares 0..i-1 reach a subset `m` of the set's values
    // (forward), squares i..k-1 can take the rest (backward); a value is allowed in square i when a
    // forward subset without it and a backward finish with it meet. Exact, like listing every ordering,
    // but 2^k states per set instead of up to k! orderings.
    const std::size_t k = cage.cells.size();
    if (k <= kListedCageSize)
        return WayEnumerator(grid, cage).run();
    std::vector<Mask> allowed(k, 0);
    if (k > 16)
        return allowed;
    std::vector<Mask> options(k);
    for (std::size_t i = 0; i < k; ++i)
        options[i] = killerOptions(grid, cage.cells[i]);
    const std::size_t states = std::size_t{1} << k;
    std::vector<char> forward((k + 1) * states);
    std::vector<char> backward((k + 1) * states);
    std::vector<int> values;
    for (const Mask set : killerValueSets(grid, cage.cells, cage.target)) {
        values.clear();
        for (Mask rest = set; rest; rest &= rest - 1)
            values.push_back(std::countr_zero(rest) + 1);
        if (values.size() != k)
            continue;
        std::fill(forward.begin(), forward.end(), 0);
        std::fill(backward.begin(), backward.end(), 0);
        forward[0] = 1;
        for (std::size_t i = 0; i < k; ++i)
            for (std::size_t m = 0; m < states; ++m)
                if (forward[i * states + m])
                    for (std::size_t j = 0; j < k; ++j)
                        if (!(m >> j & 1) && (options[i] & CandidateGrid::bit(values[j])))
                            forward[(i + 1) * states + (m | std::size_t{1} << j)] = 1;
        backward[k * states + states - 1] = 1;
        for (std::size_t i = k; i-- > 0;)
            for (std::size_t m = 0; m < states; ++m)
                for (std::size_t j = 0; j < k && !backward[i * states + m]; ++j)
                    if (!(m >> j & 1) && (options[i] & CandidateGrid::bit(values[j])) && backward[(i + 1) * states + (m | std::size_t{1} << j)])
                        backward[i * states + m] = 1;
        for (std::size_t i = 0; i < k; ++i)
            for (std::size_t m = 0; m < states; ++m)
                if (forward[i * states + m])
                    for (std::size_t j = 0; j < k; ++j)
                        if (!(m >> j & 1) && (options[i] & CandidateGrid::bit(values[j])) && backward[(i + 1) * states + (m | std::size_t{1} << j)])
                            allowed[i] |= CandidateGrid::bit(values[j]);
    }
    return allowed;
}

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
