#pragma once
#include "core/Board.h"

#include <QString>
#include <vector>

// The "grid text" format that puzzle collections publish, one or more puzzles per file:
//
//   # a comment           lines starting with '#' are skipped (between puzzles they separate them, as a blank line does)
//   5 5                   rows cols (1 to 64 each); a type may read more words after them: a highest
//                         value ("5 5 5"), a variant's letter ("5 5 4 D"; PuzzleFormat::parametersFromSizeLine)
//   3 - - 5 -             one line per row: decimal numbers (0 to 65535) are givens, '-' or '.' is empty
//   - 1 - - 12
//   3..5.                 a row may be written without spaces when every value is one character (1-9, '.', '-', '0')
//   ...
//                         one or more blank lines separate puzzles
//   5x5:2a5b3a34c2b5a     a game ID as a type's publisher writes it, one per line (sgt-puzzles)
//
// A type whose puzzles carry their own structure (cages, regions) says through its PuzzleFormat what
// follows the size line: rows of values or not, then how many lines of blocks (clue rows, label rows),
// and it reads and writes them. Which type a grid is: the type hint; else a "type=ID" word in a comment
// just before it; else the type whose format recognises its first row (a row of cage clues); else values
// only. A game ID is read by the hinted type, or by the type whose format fits it.
//
// A comment line just before a puzzle may carry words that describe it: type=ID, parameters=RxC (as
// generate writes it), label=hard and source=sgt-keen (labelled data for training and tests).
struct GridTextPuzzle {
    ps::Board board;
    // The type's parameters when the text gives them: a Solo ID's box as SudokuShape writes it ("2x3": 2
    // rows by 3 columns), or a "parameters=RxC" word in a comment line just before the puzzle (as
    // puzzlesmith-cli generate --format grid writes it); else empty.
    QString parameters;
    QString label;       // a "label=..." word in that comment line, else empty
    QString source;      // a "source=..." word there, else empty
    QString type;        // the type the text says it is (a game ID, a type= word, a type's own rows), else empty
    int line = 0;        // the puzzle's first line, 1-based
};

// Reads every puzzle of `text` and appends them to `out`. `typeHint` (a type id) says how grids and game
// IDs are read; without one, each type's format is asked which reading fits (a Solo ID's description
// covers (C*R)^2 squares, a Filling one W*H, so the two cannot be confused). On a bad or missing puzzle:
// false, `out` unchanged, and a message that names the line and what to fix.
bool readGridText(const QString& text, const QString& typeHint, std::vector<GridTextPuzzle>& out, QString* error);

// "R C\n", then one line per row: values separated by spaces (aligned when some have more digits),
// '-' for an empty square, then the blocks of the type's format (its cages or regions; a type whose
// blocks hold the givens writes only them). Ends with "\n". No type: values only.
// `parameters`: the type's rules, for a type that writes some of them on the size line ("5 5 4 D") or
// writes values differently under them ("": the type's default).
QString writeGridText(const ps::Board& board, const QString& typeId = {}, const QString& parameters = {});
// The boards one after the other, separated by one blank line.
QString writeGridTexts(const std::vector<ps::Board>& boards, const QString& typeId = {}, const QString& parameters = {});

// For telling formats apart: the first line that is neither blank nor a comment is a size line
// ("R C") or a game ID ("NxM:...").
bool looksLikeGridText(const QString& text);
