#include "PuzzleRules.h"

#include "difficulty/ScoreBands.h"

#include "logic/StepSolver.h"
#include "solve/SolverBackend.h"

namespace ps {

std::unique_ptr<StepSolver> PuzzleRules::makeStepSolver() const { return nullptr; }

Difficulty PuzzleRules::ruleDifficulty(const Board& givens) const
{
    const double share = static_cast<double>(givens.filledCount()) / cellCount();
    if (share >= 36.0 / 81)
        return Difficulty::Easy;
    if (share >= 31.0 / 81)
        return Difficulty::Medium;
    if (share >= 27.0 / 81)
        return Difficulty::Hard;
    return Difficulty::Evil;
}

double PuzzleRules::ruleScore(const Board& givens) const { return ScoreBands().middleOf(ruleDifficulty(givens)); }

bool PuzzleRules::isSolution(const Board& board) const
{
    return fits(board) && board.isFull() && !findConflict(board);
}

} // namespace ps
