#include "SolverBackend.h"

#include "core/EngineError.h"

namespace ps {

bool SolverBackend::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    const SolveResult result = countSolutions(givens, 2);
    for (const Board& s : result.solutions)
        if (s.cells() != reference.cells())
            return true;
    return false;
}

std::optional<bool> SolverBackend::hasSolutionDifferingAt(const Board& givens, const Board& reference, int square)
{
    (void)givens;
    (void)reference;
    (void)square;
    return std::nullopt;
}

void SolverBackend::requireSquareTest(const Board& givens, const Board& reference, int square)
{
    if (!reference.isFull() || !givens.agreesWith(reference) || square < 0 || square >= givens.cellCount() || givens.at(square) != 0)
        throw EngineError(PS_TRANSLATE("Engine", "A test for another solution needs a full reference that agrees with the givens and an empty square."));
}

void SolverBackend::requireFits(const Board& board, int rows, int cols, int maxValue)
{
    if (board.rows() != rows || board.cols() != cols)
        throw EngineError(PS_TRANSLATE("Engine", "The solver was given a %1x%2 grid for %3x%4 rules."),
                          {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(rows), std::to_string(cols)});
    for (CellValue v : board.cells())
        if (v > maxValue)
            throw EngineError(PS_TRANSLATE("Engine", "The value %1 is out of range: values run from 1 to %2."),
                              {std::to_string(v), std::to_string(maxValue)});
}

} // namespace ps
