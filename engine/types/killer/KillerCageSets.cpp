#include "KillerCageSets.h"

#include "logic/UnitTechniques.h"

#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// Whether every square can take its own value of `set` (a perfect matching, by augmenting paths).
bool matches(const std::vector<Mask>& options, Mask set)
{
    std::vector<int> holder(33, -1);   // by value: the square holding it
    for (std::size_t square = 0; square < options.size(); ++square) {
        std::vector<char> tried(33, 0);
        const auto augment = [&](auto&& self, std::size_t s) -> bool {
            for (Mask rest = options[s] & set; rest; rest &= rest - 1) {
                const int v = std::countr_zero(rest);
                if (tried[static_cast<std::size_t>(v)])
                    continue;
                tried[static_cast<std::size_t>(v)] = 1;
                const int other = holder[static_cast<std::size_t>(v)];
                if (other < 0 || self(self, static_cast<std::size_t>(other))) {
                    holder[static_cast<std::size_t>(v)] = static_cast<int>(s);
                    return true;
                }
            }
            return false;
        };
        if (!augment(augment, square))
            return false;
    }
    return true;
}

} // namespace

std::vector<Mask> killerValueSets(const CandidateGrid& grid, const std::vector<int>& cells, long target)
{
    std::vector<Mask> sets;
    const int n = grid.size();
    const int k = static_cast<int>(cells.size());
    if (k == 0 || k > n)
        return sets;
    std::vector<Mask> options;
    Mask reachable = 0;
    for (int cell : cells) {
        options.push_back(killerOptions(grid, cell));
        reachable |= options.back();
    }
    // Sets of k values in increasing order; a value no square can take is skipped.
    const auto extend = [&](auto&& self, int from, int left, long sum, Mask set) -> void {
        if (left == 0) {
            if (sum == target && matches(options, set))
                sets.push_back(set);
            return;
        }
        for (int v = from; v <= n; ++v) {
            // The smallest sum still possible grows with v: stop once it passes the target.
            if (sum + static_cast<long>(left) * v + static_cast<long>(left) * (left - 1) / 2 > target)
                break;
            if (!(reachable & CandidateGrid::bit(v)))
                continue;
            self(self, v + 1, left - 1, sum + v, set | CandidateGrid::bit(v));
        }
    };
    extend(extend, 1, k, 0, 0);
    return sets;
}

std::string killerRemaining(const CandidateGrid& grid, const std::vector<CellValuePair>& eliminations)
{
    std::string text;
    std::vector<int> done;
    for (const CellValuePair& e : eliminations) {
        bool seen = false;
        for (int d : done)
            seen = seen || d == e.cell;
        if (seen)
            continue;
        done.push_back(e.cell);
        Mask left = grid.candidates(e.cell);
        for (const CellValuePair& other : eliminations)
            if (other.cell == e.cell)
                left &= ~CandidateGrid::bit(other.value);
        text += (text.empty() ? "" : "; ") + logic_text::cell(grid, e.cell) + ": " + (left ? logic_text::values(grid, left) : std::string("-"));
    }
    return text;
}

} // namespace ps
