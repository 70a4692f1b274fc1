#pragma once
#include "types/PuzzleFormat.h"

namespace ps {

// Futoshiki as text.
//
// Grid text: after the size line "N N", 2N - 1 lines: the N rows of values with the signs between
// them, and between two rows a line of the signs between them.
//   - A row of values: N values (1..N, or "." or "0" for an empty square), and between two values "<"
//     or ">" where a sign stands (the point at the smaller value); spaces anywhere.
//   - A line between rows: one mark under each value: "^" (the upper square is smaller), "v" (the lower
//     one is), "." (no sign); spaces anywhere.
//       3 < .   .
//       .   ^   .   .
// (the same signs as sgt-unequal's text form). .puzzle files keep the same lines, values left out, as
// their structure lines. Game IDs are sgt-unequal's "N:<squares>": per square, comma-separated, its
// value (0: empty) and the letters U, R, D, L for each neighbour it is greater than; a run of letters
// a..z stands for 1..26 empty squares without signs.
class FutoshikiFormat : public PuzzleFormat {
public:
    bool valueRowsFirst() const override { return false; }
    std::vector<int> blockRowCounts(int rows) const override { return {2 * rows - 1}; }
    EngineMessage blocksDescription() const override;
    bool recognisesFirstRow(const std::string& row) const override;
    void readBlocks(const std::vector<std::string>& lines, Board& board) const override;
    bool writesValueRows(const Board& board) const override { (void)board; return false; }
    std::vector<std::string> writeBlocks(const Board& board) const override;

    std::vector<std::string> structureLines(const Board& board) const override;
    void readStructure(const std::vector<std::string>& lines, Board& board) const override;

    std::string gameIdProgram() const override { return "sgt-unequal"; }
    std::string gameIdName() const override;
    IdFit fitsGameId(const std::string& id) const override;
    GameIdPuzzle readGameId(const std::string& id) const override;
    bool writesGameIds() const override { return true; }
    std::string writeGameId(const Board& board) const override;   // futoshikiGameId
};

// The lines of a board as the grid text above writes them (`withValues` false: "." everywhere).
std::vector<std::string> futoshikiLines(const Board& board, bool withValues);
// sgt-unequal's game ID of a board ("5:0,3R,...").
std::string futoshikiGameId(const Board& board);

} // namespace ps
