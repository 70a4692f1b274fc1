#include "SkyscrapersRandomSquares.h"

#include "latin/LatinSearch.h"

#include <stdexcept>

namespace ps {

Board randomDiagonalLatinSquare(int side, Rng& rng)
{
    std::vector<std::vector<int>> units = LatinUnits::rowsAndColumns(side);
    for (std::vector<int>& diagonal : LatinUnits::diagonals(side))
        units.push_back(std::move(diagonal));
    LatinSearch search{LatinUnits(side, units)};
    const Board near = randomLatinSquare(side, rng);
    std::vector<CandidateMask> guide(static_cast<std::size_t>(near.cellCount()));
    for (int cell = 0; cell < near.cellCount(); ++cell)
        guide[static_cast<std::size_t>(cell)] = CandidateMask{1} << (near.at(cell) - 1);
    search.load(Board(side, side));
    std::vector<Board> found;
    search.run(1, 0, nullptr, found, LatinGuide{guide.data(), false});
    if (found.empty())
        throw std::logic_error("randomDiagonalLatinSquare: no diagonal Latin square of this side");
    std::vector<int> relabel(static_cast<std::size_t>(side));
    for (int v = 0; v < side; ++v)
        relabel[static_cast<std::size_t>(v)] = v + 1;
    rng.shuffle(relabel);
    Board board = found.front();
    for (int cell = 0; cell < board.cellCount(); ++cell)
        board.set(cell, static_cast<CellValue>(relabel[static_cast<std::size_t>(board.at(cell) - 1)]));
    return board;
}

} // namespace ps
