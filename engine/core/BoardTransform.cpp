#include "BoardTransform.h"

namespace ps {

Board BoardTransform::apply(const Board& board) const
{
    Board out(board.rows(), board.cols());
    for (int i = 0; i < board.cellCount(); ++i) {
        const CellValue v = board.at(i);
        out.set(destination[static_cast<std::size_t>(i)], relabel.empty() ? v : relabel[v]);
    }
    return out;
}

} // namespace ps
