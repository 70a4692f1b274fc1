#include "BoardTransform.h"

namespace ps {

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
    return out;
}

} // namespace ps
