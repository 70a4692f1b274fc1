#pragma once
#include "types/PuzzleFormat.h"

namespace ps {

// How Jigsaw Sudoku puzzles are written beyond their values.
//
// Grid text: after "N N", N rows of values ('-' for an empty square), then N rows of region labels, one
// per square, squares with the same label forming one region:
//     4 4
//     - - 3 -
//     ...
//     A A D D
//     A A D D
//     B B B C
//     B C C C
// Labels are written as letters A, B, ... (numbers from 1 beyond 26 regions); any token is read, and a
// row without spaces is read one character per square. .puzzle and harvest files store the label rows.
//
// Game IDs: sgt-solo's jigsaw IDs, "Nj:<grid>,<blocks>" or "CxRj:<grid>,<blocks>" (N = C*R): the grid
// as Solo writes givens (a letter for a run of empty squares, 'a' = 1 ... 'z' = 26, numbers for givens,
// '_' between two givens), the blocks as runs along the grid's internal edges: first the vertical edges
// row by row, then the horizontal ones column by column, then one more at the end; '_' is an edge, 'a'
// to 'y' that many non-edges then an edge, 'z' 25 non-edges. Squares on both sides of a non-edge are in
// one region, which must make N regions of N squares.
class JigsawFormat final : public PuzzleFormat {
public:
    std::vector<int> blockRowCounts(int rows) const override { return {rows}; }
    EngineMessage blocksDescription() const override;
    void readBlocks(const std::vector<std::string>& lines, Board& board) const override;
    std::vector<std::string> writeBlocks(const Board& board) const override;

    std::vector<std::string> structureLines(const Board& board) const override { return writeBlocks(board); }
    void readStructure(const std::vector<std::string>& lines, Board& board) const override { readBlocks(lines, board); }

    std::string gameIdProgram() const override { return "sgt-solo"; }
    std::string gameIdName() const override;
    IdFit fitsGameId(const std::string& id) const override;
    GameIdPuzzle readGameId(const std::string& id) const override;
};

} // namespace ps
