#include "FutoshikiSigns.h"

#include <algorithm>
#include <iterator>

namespace ps::futoshiki {

int slotCount(int side) { return 2 * side * side; }

std::optional<std::pair<int, int>> slotSquares(int slot, int side)
{
    const int square = slot / 2;
    if (slot < 0 || square >= side * side)
        return std::nullopt;
    if (slot % 2 == 0)
        return square % side + 1 < side ? std::optional(std::pair{square, square + 1}) : std::nullopt;
    return square / side + 1 < side ? std::optional(std::pair{square, square + side}) : std::nullopt;
}

int slotBetween(int a, int b, int side)
{
    const int first = std::min(a, b);
    const int second = std::max(a, b);
    if (second == first + 1 && first % side + 1 < side)
        return 2 * first;
    if (second == first + side)
        return 2 * first + 1;
    return -1;
}

Cage sign(int smaller, int larger) { return Cage{{smaller, larger}, CageOperation::Less, 0}; }

bool isSign(const Cage& cage) { return cage.operation == CageOperation::Less && cage.cells.size() == 2; }

Cages everySign(const Board& solution)
{
    const int side = solution.cols();
    Cages signs;
    for (int slot = 0; slot < slotCount(side); ++slot)
        if (const auto squares = slotSquares(slot, side)) {
            const auto [a, b] = *squares;
            signs.push_back(solution.at(a) < solution.at(b) ? sign(a, b) : sign(b, a));
        }
    return signs;
}

namespace {

// The sign of `slot` among `puzzle`'s cages (it joins the slot's two squares, in one order or the
// other), or the end of its cages.
Cages::const_iterator findSign(const Board& puzzle, int slot)
{
    const Cages& cages = puzzle.cages();
    const auto squares = slotSquares(slot, puzzle.cols());
    if (!squares)
        return cages.end();
    const auto [first, second] = *squares;
    return std::find_if(cages.begin(), cages.end(), [first, second](const Cage& cage) {
        if (!isSign(cage))
            return false;
        const int a = cage.cells[0];
        const int b = cage.cells[1];
        return (a == first && b == second) || (a == second && b == first);
    });
}

} // namespace

bool hasSign(const Board& puzzle, int slot) { return findSign(puzzle, slot) != puzzle.cages().end(); }

std::optional<Board> withoutSign(const Board& puzzle, int slot)
{
    const Cages& cages = puzzle.cages();
    const auto found = findSign(puzzle, slot);
    if (found == cages.end())
        return std::nullopt;
    // Generation asks this for every sign it tests. The other signs are copied into a scratch list kept
    // by the thread first, and only then moved into a list of their own: allocated the other way round,
    // the list (over 1 KB at 5x5) comes first and makes malloc consolidate the small blocks the last
    // board's signs freed, so that every sign copied after it took malloc's slow path (a third of
    // generation's time at 5x5 Easy went to malloc and free).
    thread_local Cages scratch;
    scratch.clear();
    scratch.insert(scratch.end(), cages.begin(), found);
    scratch.insert(scratch.end(), std::next(found), cages.end());
    Cages fewer(std::make_move_iterator(scratch.begin()), std::make_move_iterator(scratch.end()));
    Board without = puzzle;
    without.setCages(std::move(fewer));
    return without;
}

SignLinks signLinks(const Board& board)
{
    SignLinks links;
    links.smaller.resize(static_cast<std::size_t>(board.cellCount()));
    links.larger.resize(static_cast<std::size_t>(board.cellCount()));
    for (const Cage& cage : board.cages())
        if (isSign(cage)) {
            const int low = cage.cells[0];
            const int high = cage.cells[1];
            links.smaller[static_cast<std::size_t>(high)].push_back(low);
            links.larger[static_cast<std::size_t>(low)].push_back(high);
            links.pairs.emplace_back(low, high);
        }
    return links;
}

} // namespace ps::futoshiki
