#include "PuzzleRules.h"

#include "solve/SolverBackend.h"

namespace ps {

std::unique_ptr<SolverBackend> PuzzleRules::makeNativeSolver() const { return nullptr; }

bool PuzzleRules::isSolution(const Board& board) const
{
    return fits(board) && board.isFull() && !findConflict(board);
}

} // namespace ps
