#include "BoardTransform.h"

namespace ps {
namespace {

// The slot of `clues` whose line starts at `first` and continues at `second` (the first two squares of a
// moved line), or -1 when they do not start a line at the grid's edge.
int slotStartingWith(const OuterClues& clues, int first, int second)
{
    const int cols = clues.cols();
    const int r1 = first / cols, c1 = first % cols, r2 = second / cols, c2 = second % cols;
    if (c1 == c2 && r1 == 0 && r2 == 1)
        return clues.slot(GridSide::Top, c1);
    if (c1 == c2 && r1 == clues.rows() - 1 && r2 == r1 - 1)
        return clues.slot(GridSide::Bottom, c1);
    if (r1 == r2 && c1 == 0 && c2 == 1)
        return clues.slot(GridSide::Left, r1);
    if (r1 == r2 && c1 == cols - 1 && c2 == c1 - 1)
        return clues.slot(GridSide::Right, r1);
    return -1;
}

} // namespace

Board BoardTransform::apply(const Board& board) const
{
    Board out(board.rows(), board.cols());
    for (int i = 0; i < board.cellCount(); ++i) {
        const CellValue v = board.at(i);
        out.set(destination[static_cast<std::size_t>(i)], relabel.empty() ? v : relabel[v]);
    }
    if (board.hasCages()) {
        Cages cages = board.cages();
        for (Cage& cage : cages)
            for (int& cell : cage.cells)
                cell = destination[static_cast<std::size_t>(cell)];
        out.setCages(std::move(cages));   // normalized again: the squares moved
    }
    if (board.hasOuterClues()) {
        const OuterClues& clues = board.outerClues();
        OuterClues moved(board.rows(), board.cols());
        for (int slot = 0; slot < clues.slotCount(); ++slot) {
            const std::vector<int> line = clues.line(slot);
            if (clues.at(slot) == 0 || line.size() < 2)
                continue;
            const int target = slotStartingWith(clues, destination[static_cast<std::size_t>(line[0])], destination[static_cast<std::size_t>(line[1])]);
            if (target >= 0)
                moved.set(target, clues.at(slot));
        }
        out.setOuterClues(std::move(moved));
    }
    return out;
}

} // namespace ps
