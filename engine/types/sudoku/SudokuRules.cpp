#include "SudokuRules.h"

#include "SudokuNativeSolver.h"
#include "Sudoku9Solver.h"
#include "SudokuSingles.h"
#include "SudokuSolvingClass.h"
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
    if (!shape_.hasBoxes()) {   // Jigsaw's layouts: its model's classes, steered by the singles ladder
        switch (level) {
        case Difficulty::Easy: return singlesSolve(shape_, givens, Singles::Naked);
        case Difficulty::Medium: return singlesSolve(shape_, givens, Singles::NakedAndHidden);
        case Difficulty::Hard:
        case Difficulty::Evil: break;
        }
        return std::nullopt;
    }
    if (level == Difficulty::Evil)
        return std::nullopt;   // everything is, and the classifier need not be asked
    return sudokuSolvesWithin(shape_, givens, level);
}

Difficulty SudokuRules::ruleDifficulty(const Board& givens) const
{
    if (!fits(givens))
        return Difficulty::Evil;
    return sudokuSolvingClass(shape_, givens);
}

bool SudokuRules::learntScoreApplies() const
{
    // The sizes of resources/training/sudoku-graded.txt with every level they have (sgt-solo caps 4x4 at
    // trivial, its highest level there).
    return shape_.hasSquareBoxes() && shape_.size() <= 16;
}

std::vector<Difficulty> SudokuRules::offeredDifficulties() const
{
    // Measured (docs/difficulty-score.md, "Sudoku's classes"): above 16x16 a full grid emptied to a
    // minimal puzzle is evil by the ladder, and a run passes through hard so rarely that one hard 25x25
    // took minutes of runs; easy and medium come from the singles bounds in a fraction of a second.
    if (shape_.size() > 16)
        return {Difficulty::Easy, Difficulty::Medium, Difficulty::Evil};
    return {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil};
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
