#include "SudokuFormat.h"

#include "core/SgtDescription.h"

#include <algorithm>

namespace ps {
namespace {

constexpr long long kMaxSide = 64;

} // namespace

std::string SudokuFormat::gameIdName() const { return PS_TRANSLATE("Engine", "Solo (Sudoku)"); }

PuzzleFormat::IdFit SudokuFormat::fitsGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    // Letters after the size are other kinds of Solo puzzle (cages, X diagonals, irregular regions): not ours.
    if (!parts || parts->second.empty() || !parts->flags.empty() || parts->description.find(',') != std::string::npos)
        return IdFit::No;
    const long long a = sgt::digitsValue(parts->first, 1000);
    const long long b = sgt::digitsValue(parts->second, 1000);
    const long long covered = sgt::squaresCovered(parts->description, sgt::Givens::Numbers);
    return a > 0 && b > 0 && covered >= 0 && covered == a * b * a * b ? IdFit::Size : IdFit::Shape;
}

GameIdPuzzle SudokuFormat::readGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (!parts || parts->second.empty() || !parts->flags.empty() || parts->description.find(',') != std::string::npos)
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a plain Solo (Sudoku) game ID, which reads CxR:<description>; Solo IDs with cages, X "
                                                 "diagonals or regions are read by their own puzzle types, if any."),
                          {sgt::shortened(id)});
    const long long a = sgt::digitsValue(parts->first, 1000);
    const long long b = sgt::digitsValue(parts->second, 1000);
    if (a < 2 || b < 2 || a * b > kMaxSide)
        throw EngineError(PS_TRANSLATE("Engine", "the Solo ID's box %1x%2 is not supported: a box has at least 2 rows and 2 columns, and "
                                                 "the grid (rows times columns of the box) at most 64 squares a side."),
                          {sgt::shortened(parts->first), sgt::shortened(parts->second)});
    const int side = static_cast<int>(a * b);
    std::size_t bad = 0;
    const long long covered = sgt::squaresCovered(parts->description, sgt::Givens::Numbers, &bad);
    if (covered < 0)
        throw EngineError(PS_TRANSLATE("Engine", "'%1' does not belong in a Solo ID's description: it holds 'a'-'z' for runs of empty "
                                                 "squares and givens as numbers from 1, with '_' between two givens."),
                          {std::string(1, parts->description[bad])});
    if (covered != static_cast<long long>(side) * side)
        throw EngineError(PS_TRANSLATE("Engine", "the game ID's description covers %n square(s), but its %1x%1 grid has %2.", nullptr, count),
                          {std::to_string(side), std::to_string(side * side)},
                          static_cast<int>(std::min<long long>(covered, 1'000'000'000)));
    std::string tooLarge;
    const std::vector<long> values = sgt::decodeGrid(parts->description, sgt::Givens::Numbers, side * side, side, &tooLarge);
    if (!tooLarge.empty())
        throw EngineError(PS_TRANSLATE("Engine", "the given %1 is too large for a %2x%2 Sudoku, whose values run from 1 to %2."),
                          {sgt::shortened(tooLarge), std::to_string(side)});
    GameIdPuzzle puzzle{Board(side, side), parts->first + "x" + parts->second};
    for (int i = 0; i < side * side; ++i)
        puzzle.board.set(i, static_cast<CellValue>(values[static_cast<std::size_t>(i)]));
    return puzzle;
}

} // namespace ps
