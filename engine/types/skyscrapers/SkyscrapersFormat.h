#pragma once
#include "types/PuzzleFormat.h"

namespace ps {

// Skyscrapers as text. Grid text as published collections write it: the size line "N N N" (rows, columns,
// highest value), four rows of N clues outside the grid (top: the columns seen from above; bottom: from
// below; left: the rows seen from the left; right: from the right; "-" or "." or 0 for none), then N rows
// of givens ("-" or "." for empty; a solution's rows are its values). .puzzle and harvest files keep the
// four clue rows as their structure lines. Game IDs are sgt-towers' "N:<4N clues, '/' between>[,<givens>]"
// in the same order (top, bottom, left, right), an empty field for no clue.
//
// The rule options (SkyscrapersShape) are written on the size line as janko.at's collections write them:
// "5 5 4" for heights 1 to 4 with empty squares, "4 4 4 D" for different values on the diagonals too. An
// empty square is 0 in the rows of givens and in a solution's rows; "-" and "." stay "not given".
// sgt-towers has neither option: its game IDs are plain puzzles.
class SkyscrapersFormat : public PuzzleFormat {
public:
    bool valueRowsFirst() const override { return false; }
    std::vector<int> blockRowCounts(int rows) const override { return {4 + rows}; }
    EngineMessage blocksDescription() const override;
    std::vector<std::string> sizeLineWords(const Board& board, const std::string& parameters) const override;
    std::optional<std::string> parametersFromSizeLine(int rows, int cols, const std::vector<std::string>& words) const override;
    void readBlocks(const std::vector<std::string>& lines, Board& board) const override;
    void readBlocksFor(const std::string& parameters, const std::vector<std::string>& lines, Board& board) const override;
    bool writesValueRows(const Board& board) const override
    {
        (void)board;
        return false;   // the givens follow the clue rows
    }
    std::vector<std::string> writeBlocks(const Board& board) const override;
    std::vector<std::string> writeBlocksFor(const std::string& parameters, const Board& board) const override;

    std::vector<std::string> structureLines(const Board& board) const override;
    void readStructure(const std::vector<std::string>& lines, Board& board) const override;

    std::string gameIdProgram() const override { return "sgt-towers"; }
    std::string gameIdName() const override;
    IdFit fitsGameId(const std::string& id) const override;
    GameIdPuzzle readGameId(const std::string& id) const override;
    bool writesGameIds() const override { return true; }
    bool writesGameIdsFor(const std::string& parameters) const override;   // plain puzzles only
    std::string writeGameId(const Board& board) const override;           // towersGameId
};

// The sgt-towers game ID of `board` (its clues and givens), as sgt-towers writes it.
std::string towersGameId(const Board& board);

} // namespace ps
