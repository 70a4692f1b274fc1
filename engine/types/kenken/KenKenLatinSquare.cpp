#include "KenKenLatinSquare.h"

#include <vector>

namespace ps {
namespace {

// Kuhn's augmenting path from `col`, trying values in the row's random order.
bool augment(int col, const std::vector<std::vector<char>>& allowed, const std::vector<int>& order, std::vector<int>& columnOfValue,
             std::vector<char>& seen)
{
    for (int value : order) {
        if (!allowed[static_cast<std::size_t>(col)][static_cast<std::size_t>(value)] || seen[static_cast<std::size_t>(value)])
            continue;
        seen[static_cast<std::size_t>(value)] = 1;
        const int holder = columnOfValue[static_cast<std::size_t>(value)];
        if (holder < 0 || augment(holder, allowed, order, columnOfValue, seen)) {
            columnOfValue[static_cast<std::size_t>(value)] = col;
            return true;
        }
    }
    return false;
}

} // namespace

Board randomLatinSquare(int side, Rng& rng)
{
    const auto n = static_cast<std::size_t>(side);
    Board board(side, side);
    // allowed[col][value]: the value is not yet in the column.
    std::vector<std::vector<char>> allowed(n, std::vector<char>(n, 1));
    for (int row = 0; row < side; ++row) {
        std::vector<int> columnOfValue(n, -1);
        const std::vector<int> order = rng.permutation(side);
        for (int col : rng.permutation(side)) {
            std::vector<char> seen(n, 0);
            augment(col, allowed, order, columnOfValue, seen);   // always succeeds (see the header)
        }
        for (int value = 0; value < side; ++value) {
            const int col = columnOfValue[static_cast<std::size_t>(value)];
            board.set(row, col, static_cast<CellValue>(value + 1));
            allowed[static_cast<std::size_t>(col)][static_cast<std::size_t>(value)] = 0;
        }
    }
    return board;
}

} // namespace ps
