#include "PuzzleRules.h"

namespace ps {

bool PuzzleRules::isSolution(const Board& board) const
{
    return fits(board) && board.isFull() && !findConflict(board);
}

} // namespace ps
