#include "KenKenFormat.h"

#include "KenKenGameId.h"
#include "core/CagesText.h"
#include "core/SgtDescription.h"
#include "core/TextTokens.h"

#include <cstdlib>

namespace ps {
namespace {

Cages cagesOf(const std::vector<std::string>& lines, int rows, int cols)
{
    return parseCagesText({lines.begin(), lines.begin() + rows}, {lines.begin() + rows, lines.end()}, rows, cols);
}

} // namespace

EngineMessage KenKenFormat::blocksDescription() const
{
    return {PS_TRANSLATE("Engine", "clues, then cage labels"), {}};
}

bool KenKenFormat::recognisesFirstRow(const std::string& row) const
{
    // A row of cage clues rather than values: some token is a clue with an operation ("12+", "3/").
    for (const std::string& token : splitWords(row)) {
        const auto clue = parseCageClue(token);
        if (clue && clue->first != CageOperation::Given)
            return true;
    }
    return false;
}

void KenKenFormat::readBlocks(const std::vector<std::string>& lines, Board& board) const
{
    const int rows = board.rows();
    if (static_cast<int>(lines.size()) == 3 * rows) {
        // A solved grid: its values, then its cages.
        for (int r = 0; r < rows; ++r) {
            int c = 0;
            for (const std::string& token : splitWords(lines[static_cast<std::size_t>(r)])) {
                char* end = nullptr;
                const long value = std::strtol(token.c_str(), &end, 10);
                if (c >= board.cols() || *end != '\0' || value < 1 || value > board.cols())
                    throw EngineError(PS_TRANSLATE("Engine", "Row %1 of the solved grid holds \"%2\" where a value from 1 to %3 belongs."),
                                      {std::to_string(r + 1), token, std::to_string(board.cols())});
                board.set(r, c++, static_cast<CellValue>(value));
            }
            if (c != board.cols())
                throw EngineError(PS_TRANSLATE("Engine", "Row %1 of the solved grid has %2 values, not %3."),
                                  {std::to_string(r + 1), std::to_string(c), std::to_string(board.cols())});
        }
        readStructure({lines.begin() + rows, lines.end()}, board);
        return;
    }
    Cages cages = cagesOf(lines, board.rows(), board.cols());
    for (const Cage& cage : cages)
        if (cage.operation == CageOperation::Given)
            board.set(cage.cells.front(), static_cast<CellValue>(cage.target));
    board.setCages(std::move(cages));
}

std::vector<std::string> KenKenFormat::writeBlocks(const Board& board) const
{
    return structureLines(board);   // after the values of a solved grid, alone for a puzzle
}

std::vector<std::string> KenKenFormat::structureLines(const Board& board) const
{
    if (!board.hasCages())
        return {};
    return formatCagesText(board.cages(), board.rows(), board.cols());
}

void KenKenFormat::readStructure(const std::vector<std::string>& lines, Board& board) const
{
    const int rows = board.rows();
    if (static_cast<int>(lines.size()) != 2 * rows)
        throw EngineError(PS_TRANSLATE("Engine", "The cages have %n line(s); a grid of %1 rows needs %2 (clues, then labels).", nullptr, count),
                          {std::to_string(rows), std::to_string(2 * rows)}, static_cast<int>(lines.size()));
    Cages cages = cagesOf(lines, rows, board.cols());
    for (const Cage& cage : cages)
        if (cage.operation == CageOperation::Given && board.at(cage.cells.front()) != cage.target)
            throw EngineError(PS_TRANSLATE("Engine", "The cage at %1 shows %2, but the grid holds something else there."),
                              {squareName(cage.cells.front(), board.cols()), std::to_string(cage.target)});
    board.setCages(std::move(cages));
}

std::string KenKenFormat::gameIdName() const { return PS_TRANSLATE("Engine", "Keen (KenKen)"); }

PuzzleFormat::IdFit KenKenFormat::fitsGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (!parts || !parts->second.empty() || !parts->flags.empty() || parts->description.find(',') == std::string::npos)
        return IdFit::No;
    try {
        parseKeenGameId(id);
        return IdFit::Size;
    } catch (const EngineError&) {
        return IdFit::Shape;
    }
}

GameIdPuzzle KenKenFormat::readGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (!parts || !parts->second.empty() || !parts->flags.empty() || parts->description.find(',') == std::string::npos)
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a Keen (KenKen) game ID, which reads N:<cages>,<clues>."), {sgt::shortened(id)});
    return {parseKeenGameId(id), {}};
}

} // namespace ps
