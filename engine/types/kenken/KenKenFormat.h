#pragma once
#include "types/PuzzleFormat.h"

namespace ps {

// KenKen as text. Grid text: after the size line, N rows of cage clues and then N rows of cage labels
// (core/CagesText.h); a one-square cage's clue is its given. A solved grid (every square filled) is
// written as N rows of values before those two blocks. .puzzle files keep the two blocks as their
// structure lines. Game IDs are sgt-keen's "N:<blocks>,<clues>" (KenKenGameId.h).
class KenKenFormat : public PuzzleFormat {
public:
    bool valueRowsFirst() const override { return false; }
    std::vector<int> blockRowCounts(int rows) const override { return {2 * rows, 3 * rows}; }
    EngineMessage blocksDescription() const override;
    bool recognisesFirstRow(const std::string& row) const override;
    void readBlocks(const std::vector<std::string>& lines, Board& board) const override;
    bool writesValueRows(const Board& board) const override { return board.isFull() || !board.hasCages(); }
    // (The value rows of a solved grid are read as blocks: this format's lines all come after the size line.)
    std::vector<std::string> writeBlocks(const Board& board) const override;

    std::vector<std::string> structureLines(const Board& board) const override;
    void readStructure(const std::vector<std::string>& lines, Board& board) const override;

    std::string gameIdProgram() const override { return "sgt-keen"; }
    std::string gameIdName() const override;
    IdFit fitsGameId(const std::string& id) const override;
    GameIdPuzzle readGameId(const std::string& id) const override;
};

} // namespace ps
