#include "PuzzleRules.h"

#include "difficulty/ScoreBands.h"

#include "logic/StepSolver.h"
#include "solve/SolverBackend.h"

namespace ps {

std::unique_ptr<StepSolver> PuzzleRules::makeStepSolver() const { return nullptr; }

GridPresentation PuzzleRules::presentation(const Board& shown) const
{
    GridPresentation look(rows(), cols());
    if (shown.hasCages()) {
        const Cages& cages = shown.cages();
        for (std::size_t k = 0; k < cages.size(); ++k)
            for (int cell : cages[k].cells)
                if (cell >= 0 && cell < cellCount())
                    look.region[static_cast<std::size_t>(cell)] = static_cast<int>(k);
    } else {
        for (int i = 0; i < cellCount(); ++i)
            look.region[static_cast<std::size_t>(i)] = regionOf(i);
    }
    look.outlineRegions();
    return look;
}

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

std::optional<Difficulty> PuzzleRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    (void)source;
    return parseDifficulty(label);
}

double PuzzleRules::ruleScore(const Board& givens) const { return ScoreBands().middleOf(ruleDifficulty(givens)); }

std::optional<double> PuzzleRules::scoreFromLabel(const std::string& label, const std::string& source) const
{
    (void)source;
    if (const auto level = parseDifficulty(label))
        return 12.5 + 25.0 * static_cast<int>(*level);
    return std::nullopt;
}

bool PuzzleRules::isSolution(const Board& board) const
{
    return fits(board) && board.isFull() && !findConflict(board);
}

std::optional<Board> PuzzleRules::emptied(const Board& puzzle, const Board& solution, const std::vector<int>& squares,
                                          std::optional<Difficulty> aim, Rng& rng) const
{
    (void)aim;
    (void)rng;
    if (!mayEmpty(puzzle, solution, squares))
        return std::nullopt;
    Board candidate = puzzle;
    for (int square : squares)
        candidate.set(square, 0);
    return candidate;
}

} // namespace ps
