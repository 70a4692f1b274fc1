#pragma once
#include "core/Board.h"
#include "core/EngineError.h"

#include <optional>
#include <string>
#include <vector>

namespace ps {

// A puzzle read from a published game ID: its board (givens, and its own structure such as cages or
// regions) and the type's parameters when the ID names more than the grid's size (a Sudoku box), else "".
struct GameIdPuzzle {
    Board board;
    std::string parameters;
};

// How a type's puzzles are written as text beyond plain rows of values: the blocks of grid text that
// carry their structure (cages, regions), the structure lines of .puzzle and harvest files, and the game
// IDs of the program that publishes them (sgt-puzzles). Registered with the type (PuzzleType::format),
// so the readers and writers of the app never name a type. The defaults describe a type whose puzzles
// are values only, with no game ID.
class PuzzleFormat {
public:
    virtual ~PuzzleFormat() = default;

    // --- Grid text. After the "R C" line come R rows of values (when valueRowsFirst()), then the blocks:
    // the lines up to the next blank line or the end, one of blockRowCounts(R) in number.
    virtual bool valueRowsFirst() const { return true; }
    // The words written after "R C" on the size line of a puzzle with these parameters: the highest value
    // ("5 5 5", as published puzzle collections write it), a variant's letter ("5 5 4 D"); none for the
    // usual "R C".
    virtual std::vector<std::string> sizeLineWords(const Board& board, const std::string& parameters) const
    {
        (void)board;
        (void)parameters;
        return {};
    }
    // The parameters the words after "R C" on a size line give ("4 D" of "5 5 4 D"), "" when they say no
    // more than the grid's size; nothing when the type reads no such words (then the reader takes only a
    // highest value equal to the side, for every type, and says what it refuses). Throws EngineError
    // saying what is not supported.
    virtual std::optional<std::string> parametersFromSizeLine(int rows, int cols, const std::vector<std::string>& words) const
    {
        (void)rows;
        (void)cols;
        (void)words;
        return std::nullopt;
    }
    // The numbers of block lines a puzzle of `rows` rows may have (none: values only). A type whose
    // givens are optional lists both counts (rows of clues and labels, then rows of givens or not).
    virtual std::vector<int> blockRowCounts(int rows) const { (void)rows; return {}; }
    // What the blocks hold, for messages: "rows of cage clues, then rows of cage labels".
    virtual EngineMessage blocksDescription() const { return {}; }
    // Whether `row`, the first line after a size line, can only be this type's (a cage clue row "12+ -
    // 3"): grid text without a type hint is then read as this type's.
    virtual bool recognisesFirstRow(const std::string& row) const { (void)row; return false; }
    // Reads the block lines into `board`, which has the grid's size and, when valueRowsFirst(), the
    // givens. Throws EngineError saying which line and square are wrong.
    virtual void readBlocks(const std::vector<std::string>& lines, Board& board) const;
    // The same for a puzzle of these parameters (what the size line or the reader's type option gave, ""
    // for the type's default at this size), for a type whose blocks read differently under some of its
    // rules (a size line giving a highest value below the side). By default readBlocks.
    virtual void readBlocksFor(const std::string& parameters, const std::vector<std::string>& lines, Board& board) const
    {
        (void)parameters;
        readBlocks(lines, board);
    }
    // Whether `board` is written with rows of values (a type whose blocks hold the givens writes values
    // only for a full board, a solution) and the block lines that follow them.
    virtual bool writesValueRows(const Board& board) const { (void)board; return valueRowsFirst(); }
    virtual std::vector<std::string> writeBlocks(const Board& board) const { (void)board; return {}; }
    // The same for a puzzle of these parameters ("": the type's default); by default writeBlocks.
    virtual std::vector<std::string> writeBlocksFor(const std::string& parameters, const Board& board) const
    {
        (void)parameters;
        return writeBlocks(board);
    }

    // --- .puzzle and harvest files: the structure of a puzzle as lines of text (stored as "cages"), read
    // back onto a board that already holds the givens. Throws EngineError when the lines do not fit.
    virtual std::vector<std::string> structureLines(const Board& board) const { (void)board; return {}; }
    virtual void readStructure(const std::vector<std::string>& lines, Board& board) const;

    // --- Game IDs ("9x9:..." as sgt-puzzles publishes them).
    // The program whose IDs these are ("sgt-solo"), or "" when the type reads none.
    virtual std::string gameIdProgram() const { return {}; }
    // The kind of ID for messages: "Solo (Sudoku)" (PS_TRANSLATE("Engine", ...)).
    virtual std::string gameIdName() const { return {}; }
    // How well `id` fits this type's IDs: not at all, by its shape (the "9x9j:" prefix), or also by the
    // amount of description the size needs.
    enum class IdFit { No, Shape, Size };
    virtual IdFit fitsGameId(const std::string& id) const { (void)id; return IdFit::No; }
    // The puzzle `id` describes. Throws EngineError saying what is wrong (no "Line N:" prefix).
    virtual GameIdPuzzle readGameId(const std::string& id) const;
    // Whether the type writes game IDs (writeGameId).
    virtual bool writesGameIds() const { return false; }
    // Whether it writes them for puzzles of these parameters ("": the type's default): not where the peer
    // program has no such rules (a peer that plays only the plain form of a type's rules). By default writesGameIds().
    virtual bool writesGameIdsFor(const std::string& parameters) const
    {
        (void)parameters;
        return writesGameIds();
    }
    // The game ID of `board` that readGameId reads back, or "" where the type writes none.
    virtual std::string writeGameId(const Board& board) const
    {
        (void)board;
        return {};
    }
};

} // namespace ps
