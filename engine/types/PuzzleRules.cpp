#include "PuzzleRules.h"

#include "logic/StepSolver.h"
#include "solve/SolverBackend.h"

namespace ps {

std::unique_ptr<SolverBackend> PuzzleRules::makeNativeSolver() const { return nullptr; }

std::unique_ptr<StepSolver> PuzzleRules::makeStepSolver() const { return nullptr; }

bool PuzzleRules::isSolution(const Board& board) const
{
    return fits(board) && board.isFull() && !findConflict(board);
}

} // namespace ps
