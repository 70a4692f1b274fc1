#include "SudokuRules.h"

#include "SudokuNativeSolver.h"
#include "Sudoku9Solver.h"
#include "SudokuSingles.h"
#include "core/ValueSymbols.h"
#include "latin/RepeatedValues.h"

namespace ps {
namespace {

std::string cellName(int n, int cell)
{
    return squareName(cell, n);
}

const char* duplicateTemplate(const SudokuShape& shape, int unit)
{
    if (unit < shape.size())
        return PS_TRANSLATE("Engine", "Row %1 has %2 twice (%3 and %4).");
    if (unit < 2 * shape.size())
        return PS_TRANSLATE("Engine", "Column %1 has %2 twice (%3 and %4).");
    if (shape.hasBoxes())
        return PS_TRANSLATE("Engine", "Box %1 has %2 twice (%3 and %4).");
    return PS_TRANSLATE("Engine", "Region %1 has %2 twice (%3 and %4).");
}

} // namespace

EngineMessage SudokuRules::description() const
{
    return {PS_TRANSLATE("Engine", "Sudoku %1x%1 (%2 boxes)"), {std::to_string(shape_.size()), shape_.text()}};
}

std::unique_ptr<SolverBackend> SudokuRules::makeNativeSolver() const { return makeSudokuNativeSolver(shape_); }

std::unique_ptr<SolverBackend> makeSudokuNativeSolver(const SudokuShape& shape)
{
    if (shape.hasBoxes() && shape.boxRows() == 3 && shape.boxCols() == 3)
        return std::make_unique<Sudoku9Solver>();
    return std::make_unique<SudokuNativeSolver>(shape);
}

std::optional<bool> SudokuRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    if (!fits(givens))
        return false;
    switch (level) {
    case Difficulty::Easy: return singlesSolve(shape_, givens, Singles::Naked);
    case Difficulty::Medium: return singlesSolve(shape_, givens, Singles::NakedAndHidden);
    case Difficulty::Hard:
    case Difficulty::Evil: break;
    }
    return std::nullopt;
}

std::vector<int> SudokuRules::conflictingCells(const Board& board) const
{
    return squaresWithRepeatedValues(board, shape_.units());
}

std::optional<EngineMessage> SudokuRules::findConflict(const Board& board) const
{
    const int n = shape_.size();
    if (!fits(board))
        return EngineMessage{PS_TRANSLATE("Engine", "The grid is %1x%2; these rules need %3x%3."),
                             {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(n)}};
    for (int i = 0; i < board.cellCount(); ++i)
        if (board.at(i) > n)
            return EngineMessage{PS_TRANSLATE("Engine", "%1 holds %2, but values only go up to %3."),
                                 {cellName(n, i), std::to_string(board.at(i)), std::to_string(n)}};
    if (const std::optional<RepeatedValue> repeat = findRepeatedValue(board, shape_.units()))
        return EngineMessage{duplicateTemplate(shape_, repeat->unit),
                             {std::to_string(repeat->unit % n + 1), std::string(1, valueToSymbol(board.at(repeat->first))),
                              cellName(n, repeat->first), cellName(n, repeat->second)}};
    return std::nullopt;
}

} // namespace ps
