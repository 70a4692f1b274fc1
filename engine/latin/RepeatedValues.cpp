#include "RepeatedValues.h"

#include <algorithm>
#include <cstdint>

namespace ps {
namespace {

// The largest value on the board (so the scratch arrays cover every value, also out-of-range ones).
int largestValue(const Board& board)
{
    int largest = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        largest = std::max(largest, static_cast<int>(board.at(cell)));
    return largest;
}

} // namespace

std::optional<RepeatedValue> findRepeatedValue(const Board& board, const std::vector<std::vector<int>>& units)
{
    // Values up to 63 (every grid people solve) as bits of a word: the unit is read once, and only on a
    // repeat again for the value's first square. `solve` asks this of every puzzle it reads.
    const auto repeatAmongSmallValues = [&]() -> std::optional<std::optional<RepeatedValue>> {
        for (std::size_t u = 0; u < units.size(); ++u) {
            std::uint64_t seen = 0;
            for (int cell : units[u]) {
                const CellValue v = board.at(cell);
                if (v >= 64)
                    return std::nullopt;   // not a small value: the general way below
                const std::uint64_t bit = std::uint64_t{1} << v;
                if (v != 0 && (seen & bit) != 0) {
                    const int first = *std::find_if(units[u].begin(), units[u].end(), [&](int c) { return board.at(c) == v; });
                    return RepeatedValue{static_cast<int>(u), first, cell};
                }
                seen |= bit;
            }
        }
        return std::optional<RepeatedValue>();
    };
    if (const auto answer = repeatAmongSmallValues())
        return *answer;
    std::vector<int> seenAt(static_cast<std::size_t>(largestValue(board)) + 1);
    for (std::size_t u = 0; u < units.size(); ++u) {
        std::fill(seenAt.begin(), seenAt.end(), -1);
        for (int cell : units[u]) {
            const CellValue v = board.at(cell);
            if (v == 0)
                continue;
            if (seenAt[v] >= 0)
                return RepeatedValue{static_cast<int>(u), seenAt[v], cell};
            seenAt[v] = cell;
        }
    }
    return std::nullopt;
}

std::vector<int> squaresWithRepeatedValues(const Board& board, const std::vector<std::vector<int>>& units)
{
    std::vector<int> count(static_cast<std::size_t>(largestValue(board)) + 1);
    std::vector<char> repeated(static_cast<std::size_t>(board.cellCount()), 0);
    for (const std::vector<int>& unit : units) {
        std::fill(count.begin(), count.end(), 0);
        for (int cell : unit)
            ++count[board.at(cell)];
        for (int cell : unit)
            if (board.at(cell) != 0 && count[board.at(cell)] > 1)
                repeated[static_cast<std::size_t>(cell)] = 1;
    }
    std::vector<int> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (repeated[static_cast<std::size_t>(cell)])
            cells.push_back(cell);
    return cells;
}

} // namespace ps
