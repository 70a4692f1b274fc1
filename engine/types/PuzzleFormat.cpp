#include "PuzzleFormat.h"

namespace ps {

void PuzzleFormat::readBlocks(const std::vector<std::string>& lines, Board& board) const
{
    (void)board;
    if (!lines.empty())
        throw EngineError(PS_TRANSLATE("Engine", "The puzzle has %1 more lines after its rows of values; this type has only values."),
                          {std::to_string(lines.size())});
}

void PuzzleFormat::readStructure(const std::vector<std::string>& lines, Board& board) const
{
    (void)board;
    if (!lines.empty())
        throw EngineError(PS_TRANSLATE("Engine", "This type's puzzles have no cages or regions, but the file gives some."));
}

GameIdPuzzle PuzzleFormat::readGameId(const std::string& id) const
{
    throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is a game ID, but this type reads none."), {id});
}

} // namespace ps
