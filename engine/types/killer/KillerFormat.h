#pragma once
#include "types/PuzzleFormat.h"

namespace ps {

// Killer Sudoku as text. Grid text, as published collections write it: after the size line, N rows of
// cage sums (a cage's sum in one of its squares, "-" or "." elsewhere), then N rows of cage labels
// (squares with the same label form a cage), and when the puzzle has givens a further N rows of givens
// ("-", "." or "0" for an empty square). A one-square cage's sum is its square's given: such givens are
// read from the cages, and the block of givens is written only for values outside one-square cages. A
// solved grid is written the same way, its values as the givens.
// .puzzle files keep the sums and labels as their structure lines.
//
// Game IDs: sgt-solo's killer IDs, "RxCk:<grid>,<cages>,<sums>" (boxes of R rows and C columns, which
// must be this size's boxes: 2x2k, 2x3k, 2x4k, 3x3k...): the givens as Solo writes them, the cages as a
// block structure (core/SgtDescription.h), and each cage's sum in one of its squares, written as givens.
class KillerFormat : public PuzzleFormat {
public:
    bool valueRowsFirst() const override { return false; }
    std::vector<int> blockRowCounts(int rows) const override { return {2 * rows, 3 * rows}; }
    EngineMessage blocksDescription() const override;
    void readBlocks(const std::vector<std::string>& lines, Board& board) const override;
    bool writesValueRows(const Board& board) const override { return !board.hasCages(); }
    std::vector<std::string> writeBlocks(const Board& board) const override;

    std::vector<std::string> structureLines(const Board& board) const override;
    void readStructure(const std::vector<std::string>& lines, Board& board) const override;

    std::string gameIdProgram() const override { return "sgt-solo"; }
    std::string gameIdName() const override;
    IdFit fitsGameId(const std::string& id) const override;
    GameIdPuzzle readGameId(const std::string& id) const override;
    // "3x3k:..." for a 9x9 board with cages (other sizes by their boxes), every filled square a given.
    // sgt-solo's cages have two squares or more, so a one-square cage is joined to a neighbouring cage
    // (its sum grows by the given): one whose squares all see it, else one whose solution values differ
    // from it (the native solver finds the solution), so that the ID is the same puzzle. "" when a given
    // has no such neighbour, or the board does not have exactly one solution and needs it.
    bool writesGameIds() const override { return true; }
    std::string writeGameId(const Board& board) const override;
};

} // namespace ps
