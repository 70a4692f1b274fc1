#include "SudokuRules.h"

#include "SudokuNativeSolver.h"
#include "Sudoku9Solver.h"
#include "SudokuSingles.h"
#include "core/ValueSymbols.h"

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
    std::vector<char> clashing(static_cast<std::size_t>(board.cellCount()), 0);
    for (const auto& unit : shape_.units())
        for (int a : unit)
            for (int b : unit)
                if (a < b && board.at(a) != 0 && board.at(a) == board.at(b))
                    clashing[static_cast<std::size_t>(a)] = clashing[static_cast<std::size_t>(b)] = 1;
    std::vector<int> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (clashing[static_cast<std::size_t>(cell)])
            cells.push_back(cell);
    return cells;
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
    const auto& units = shape_.units();
    for (std::size_t u = 0; u < units.size(); ++u) {
        std::vector<int> seenAt(static_cast<std::size_t>(n + 1), -1);
        for (int cell : units[u]) {
            const CellValue v = board.at(cell);
            if (v == 0)
                continue;
            if (seenAt[v] >= 0)
                return EngineMessage{duplicateTemplate(shape_, static_cast<int>(u)),
                                     {std::to_string(static_cast<int>(u) % n + 1), std::string(1, valueToSymbol(v)),
                                      cellName(n, seenAt[v]), cellName(n, cell)}};
            seenAt[v] = cell;
        }
    }
    return std::nullopt;
}

} // namespace ps
