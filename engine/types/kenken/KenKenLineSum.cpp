// The row/column sum argument (the "innie" the kenken-maker seed mentions): a row holds 1..n once, so
// it adds up to n(n+1)/2. Take away the cages that lie wholly inside it (when every way to fill one has
// the same sum, e.g. a + cage) and its filled squares: the few squares left must make up the rest.
// Two neighbouring rows (columns) together work the same way and catch cages that span both.
#include "KenKenCageWays.h"
#include "KenKenTechniques.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

constexpr std::size_t kMostSquaresLeft = 3;   // beyond three unknown squares a player no longer adds up

struct LineGroup {
    bool rows = true;
    int first = 0;
    int count = 1;   // 1 or 2 neighbouring lines
    bool holds(int n, int cell) const
    {
        const int index = rows ? cell / n : cell % n;
        return index >= first && index < first + count;
    }
};

// The values the squares `left` can take so that they add up to `sum` (squares in one row or column
// differing); one mask per square.
std::vector<Mask> waysToSum(const CandidateGrid& grid, const std::vector<int>& left, long sum)
{
    std::vector<Mask> allowed(left.size(), 0);
    std::vector<int> values(left.size(), 0);
    const int n = grid.size();
    const auto extend = [&](const auto& self, std::size_t at, long total) -> void {
        if (at == left.size()) {
            if (total == sum)
                for (std::size_t i = 0; i < left.size(); ++i)
                    allowed[i] |= CandidateGrid::bit(values[i]);
            return;
        }
        for (Mask m = grid.candidates(left[at]); m; m &= m - 1) {
            const int v = std::countr_zero(m) + 1;
            bool clash = false;
            for (std::size_t i = 0; i < at; ++i)
                clash |= values[i] == v && (left[i] / n == left[at] / n || left[i] % n == left[at] % n);
            if (clash || total + v > sum)
                continue;
            values[at] = v;
            self(self, at + 1, total + v);
        }
    };
    extend(extend, 0, 0);
    return allowed;
}

std::optional<LogicStep> lineSumStep(const CandidateGrid& grid, CageWaysCache& cache, const LineGroup& group)
{
    const int n = grid.size();
    const long total = static_cast<long>(group.count) * n * (n + 1) / 2;
    long known = 0;
    std::vector<char> covered(static_cast<std::size_t>(n * n), 0);
    for (std::size_t c = 0; c < cache.cages().size(); ++c) {
        const Cage& cage = cache.cages()[c];
        if (cage.operation == CageOperation::None || cage.cells.size() < 2 ||
            !std::all_of(cage.cells.begin(), cage.cells.end(), [&](int cell) { return group.holds(n, cell); }))
            continue;
        const CageWays& ways = cache.ways(grid, c);
        if (ways.count == 0 || ways.minSum != ways.maxSum)
            continue;
        known += ways.minSum;
        for (int cell : cage.cells)
            covered[static_cast<std::size_t>(cell)] = 1;
    }
    std::vector<int> left;
    for (int cell = 0; cell < n * n; ++cell) {
        if (!group.holds(n, cell) || covered[static_cast<std::size_t>(cell)])
            continue;
        if (grid.value(cell) != 0)
            known += grid.value(cell);
        else
            left.push_back(cell);
    }
    if (left.empty() || left.size() > kMostSquaresLeft)
        return std::nullopt;
    const long rest = total - known;
    const std::vector<Mask> allowed = waysToSum(grid, left, rest);
    LogicStep step;
    for (std::size_t i = 0; i < left.size(); ++i)
        for (Mask extra = grid.candidates(left[i]) & ~allowed[i]; extra; extra &= extra - 1)
            step.eliminations.push_back({left[i], std::countr_zero(extra) + 1});
    if (step.eliminations.empty())
        return std::nullopt;
    step.technique = KenKenTechnique::LineSum;
    step.pattern = left;
    std::string leftText;
    for (std::size_t i = 0; i < left.size(); ++i)
        leftText += (i ? "; " : "") + logic_text::cell(grid, left[i]) + ": " + (allowed[i] ? logic_text::values(grid, allowed[i] & grid.candidates(left[i])) : std::string("-"));
    const std::string first = std::to_string(group.first + 1);
    if (group.count == 1)
        step.explanation = {group.rows ? PS_TRANSLATE("Engine", "Row %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6.")
                                       : PS_TRANSLATE("Engine", "Column %1 adds up to %2; the cages and values wholly inside it make %3, so %4 add up to %5. That leaves %6."),
                            {first, std::to_string(total), std::to_string(known), logic_text::cells(grid, left), std::to_string(rest), leftText}};
    else
        step.explanation = {group.rows ? PS_TRANSLATE("Engine", "Rows %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7.")
                                       : PS_TRANSLATE("Engine", "Columns %1 and %2 add up to %3; the cages and values wholly inside them make %4, so %5 add up to %6. That leaves %7."),
                            {first, std::to_string(group.first + 2), std::to_string(total), std::to_string(known), logic_text::cells(grid, left), std::to_string(rest), leftText}};
    return step;
}

} // namespace

std::optional<LogicStep> findLineSum(const CandidateGrid& grid, CageWaysCache& cages)
{
    const int n = grid.size();
    for (int count : {1, 2})
        for (bool rows : {true, false})
            for (int first = 0; first + count <= n; ++first)
                if (auto step = lineSumStep(grid, cages, {rows, first, count}))
                    return step;
    return std::nullopt;
}

} // namespace ps
