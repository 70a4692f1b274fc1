#include "KillerCageSteps.h"

#include "KillerCageSets.h"

#include "core/EngineError.h"
#include "latin/SumCombinations.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// The most squares a cage can have and still have a way: one value each of 1..16 (SumCombinations).
constexpr std::size_t kLargestCage = SumCombinations::kLargestSide;

// Up to this many squares, the ways of giving a value set's values to the squares are followed one by
// one (at most 3! per set); larger cages go by subsets of the set's values (2^k states per set).
constexpr std::size_t kFollowedCageSize = 4;

// The values square `at`.. of a small cage take in some way of giving each square one of `left` (the
// set's values not yet given), each a value it may take; `path` holds the earlier squares' values.
// ORs them into `allowed`; true when there was a way.
bool markSmallWays(const Mask* options, std::size_t k, std::size_t at, Mask left, Mask* path, Mask* allowed)
{
    if (at + 1 == k) {   // the last square takes the one value left
        if (!(options[at] & left))
            return false;
        path[at] = left;
        for (std::size_t i = 0; i < k; ++i)
            allowed[i] |= path[i];
        return true;
    }
    bool any = false;
    for (Mask rest = options[at] & left; rest; rest &= rest - 1) {
        const Mask value = rest & (~rest + 1);
        path[at] = value;
        any = markSmallWays(options, k, at + 1, left ^ value, path, allowed) || any;
    }
    return any;
}

// The same for a larger cage: squares 0..i-1 reach a subset `m` of the set's values (forward), squares
// i..k-1 can take the rest (backward); a value is allowed in square i when a forward subset without it
// and a backward finish with it meet. Exact, like following every way, but 2^k states per set instead of
// up to k! ways.
bool markLargeWays(const Mask* options, std::size_t k, Mask set, Mask* allowed)
{
    thread_local std::vector<char> forward;
    thread_local std::vector<char> backward;
    int values[kLargestCage];
    std::size_t count = 0;
    for (Mask rest = set; rest; rest &= rest - 1)
        values[count++] = std::countr_zero(rest) + 1;
    const std::size_t states = std::size_t{1} << k;
    forward.assign((k + 1) * states, 0);
    backward.assign((k + 1) * states, 0);
    forward[0] = 1;
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t m = 0; m < states; ++m)
            if (forward[i * states + m])
                for (std::size_t j = 0; j < k; ++j)
                    if (!(m >> j & 1) && (options[i] & CandidateGrid::bit(values[j])))
                        forward[(i + 1) * states + (m | std::size_t{1} << j)] = 1;
    if (!forward[k * states + states - 1])
        return false;
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
    return true;
}

// By square of a cage of k squares (each its `options`: placed value or candidates) and sum `target`,
// with values 1..n: the values some way to fill it puts there, into `allowed`. False when there is no
// way. The ways are found per value set of the sum (SumCombinations, a table made once per side): a set
// is worth following only when every square may take one of its values and the squares may take all of
// them between them.
bool cageAllowedInto(const Mask* options, std::size_t k, long target, int n, Mask* allowed)
{
    std::fill(allowed, allowed + k, Mask{0});
    if (k == 0 || k > kLargestCage || n < 1 || n > SumCombinations::kLargestSide)
        return false;
    Mask reachable = 0;
    for (std::size_t i = 0; i < k; ++i)
        reachable |= options[i];
    Mask path[kLargestCage] = {};
    bool any = false;
    for (const Mask set : SumCombinations::forSide(n).sets(static_cast<int>(k), target)) {
        if (set & ~reachable)
            continue;
        bool everySquare = true;
        for (std::size_t i = 0; i < k && everySquare; ++i)
            everySquare = (options[i] & set) != 0;
        if (!everySquare)
            continue;
        const bool found = k <= kFollowedCageSize ? markSmallWays(options, k, 0, set, path, allowed) : markLargeWays(options, k, set, allowed);
        any = any || found;
    }
    return any;
}

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
    if (k > kLargestCage)
        return false;
    Mask options[kLargestCage] = {};
    Mask allowed[kLargestCage] = {};
    for (std::size_t i = 0; i < k; ++i)
        options[i] = killerOptions(grid, cage.cells[i]);
    if (!cageAllowedInto(options, k, cage.target, grid.size(), allowed))
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
    if (k > kLargestCage)
        return allowed;
    Mask options[kLargestCage] = {};
    for (std::size_t i = 0; i < k; ++i)
        options[i] = killerOptions(grid, cage.cells[i]);
    cageAllowedInto(options, k, cage.target, grid.size(), allowed.data());
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
