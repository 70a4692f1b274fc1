#include "FillominoFormat.h"

#include "core/SgtDescription.h"

#include <algorithm>

namespace ps {
namespace {

constexpr long long kMaxSide = 64;

bool hasFillingShape(const std::optional<sgt::GameIdParts>& parts)
{
    return parts && !parts->second.empty() && parts->flags.empty() && parts->description.find(',') == std::string::npos &&
           parts->description.find('_') == std::string::npos;
}

} // namespace

std::string FillominoFormat::gameIdName() const { return PS_TRANSLATE("Engine", "Filling (Fillomino)"); }

PuzzleFormat::IdFit FillominoFormat::fitsGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (!hasFillingShape(parts))
        return IdFit::No;
    const long long w = sgt::digitsValue(parts->first, 1000);
    const long long h = sgt::digitsValue(parts->second, 1000);
    const long long covered = sgt::squaresCovered(parts->description, sgt::Givens::Digits);
    return w > 0 && h > 0 && covered == w * h ? IdFit::Size : IdFit::Shape;
}

GameIdPuzzle FillominoFormat::readGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (!hasFillingShape(parts))
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a Filling (Fillomino) game ID, which reads WxH:<description>."),
                          {sgt::shortened(id)});
    const long long w = sgt::digitsValue(parts->first, 1000);
    const long long h = sgt::digitsValue(parts->second, 1000);
    if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide)
        throw EngineError(PS_TRANSLATE("Engine", "the Filling ID's size %1x%2 is not supported: a grid has 1 to 64 columns and 1 to 64 rows."),
                          {sgt::shortened(parts->first), sgt::shortened(parts->second)});
    const int cols = static_cast<int>(w);
    const int rows = static_cast<int>(h);
    std::size_t bad = 0;
    const long long covered = sgt::squaresCovered(parts->description, sgt::Givens::Digits, &bad);
    if (covered < 0)
        throw EngineError(PS_TRANSLATE("Engine", "'%1' does not belong in a Filling ID's description: it holds 'a'-'z' for runs of empty "
                                                 "squares and one digit for each given."),
                          {std::string(1, parts->description[bad])});
    if (covered != static_cast<long long>(rows) * cols)
        throw EngineError(PS_TRANSLATE("Engine", "the game ID's description covers %n square(s), but its %1x%2 grid has %3.", nullptr, count),
                          {std::to_string(cols), std::to_string(rows), std::to_string(rows * cols)},
                          static_cast<int>(std::min<long long>(covered, 1'000'000'000)));
    const std::vector<long> values = sgt::decodeGrid(parts->description, sgt::Givens::Digits, rows * cols, 9);
    GameIdPuzzle puzzle{Board(rows, cols), {}};
    for (int i = 0; i < rows * cols; ++i)
        puzzle.board.set(i, static_cast<CellValue>(values[static_cast<std::size_t>(i)]));
    return puzzle;
}

std::string FillominoFormat::writeGameId(const Board& board) const
{
    // Filling's description: 'a'..'z' for a run of 1..26 empty squares, one digit per given, nothing
    // between two givens side by side.
    std::string description;
    int run = 0;
    const auto endRun = [&] {
        if (run > 0)
            description += static_cast<char>('a' + run - 1);
        run = 0;
    };
    for (int i = 0; i < board.cellCount(); ++i) {
        const CellValue value = board.at(i);
        if (value > 9)
            return {};
        if (value == 0) {
            if (++run == 26)
                endRun();
            continue;
        }
        endRun();
        description += static_cast<char>('0' + value);
    }
    endRun();
    return std::to_string(board.cols()) + "x" + std::to_string(board.rows()) + ":" + description;
}

} // namespace ps
