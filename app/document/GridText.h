#pragma once
#include "core/Board.h"

#include <QString>
#include <vector>

// The "grid text" format that puzzle collections publish, one or more puzzles per file:
//
//   # a comment           lines starting with '#' are skipped (between puzzles they separate them, as a blank line does)
//   5 5                   rows cols (1 to 64 each)
//   3 - - 5 -             one line per row: decimal numbers (0 to 65535) are givens, '-' or '.' is empty
//   - 1 - - 12
//   3..5.                 a row may be written without spaces when every value is one character (1-9, '.', '-', '0')
//   ...
//                         one or more blank lines separate puzzles
//   5x5:2a5b3a34c2b5a     an sgt-puzzles game ID, one per line: Filling "WxH:desc" (W columns, H rows)
//   3x3:a2_13e...         or Solo "CxR:desc" (an N x N Sudoku, N = C*R, with boxes of C rows by R columns)
//   4:aa_a_3a_ba__a_a,s1a5m12d2s1m2a5   or Keen "N:<cages>,<clues>" (KenKen; see KenKenGameId.h)
//
// Types whose puzzles carry cages (PuzzleType::hasCages: KenKen), when hinted, or when the first row
// holds a clue with an operation: after the size line, N rows of cage clues and then N rows of cage
// labels (core/CagesText.h):
//   4 4
//   24* 2/ . 3-           a clue per cage in one of its squares: 12+ 2- 6* (or 6x) 3/ (or 3:), a bare
//   . . 7+ .              number for a one-square cage (a given); '-' or '.' in the other squares
//   3- 5+ . 3
//   . . 2/ .
//   1 2 2 3               squares with the same label form one cage
//   1 1 4 3
//   5 6 4 7
//   5 6 8 8
//
// A comment line just before a puzzle may carry words that describe it: parameters=RxC (as generate
// writes it), label=hard and source=sgt-keen (labelled data for training and tests).
//
// Game IDs: in desc, 'a'..'z' is a run of 1..26 empty squares; Filling writes each given as one digit,
// Solo as a decimal number with '_' between two adjacent givens.
struct GridTextPuzzle {
    ps::Board board;
    // The type's parameters when the text gives them: a Solo ID's box as SudokuShape writes it ("2x3": 2
    // rows by 3 columns), or a "parameters=RxC" word in a comment line just before the puzzle (as
    // puzzlesmith-cli generate --format grid writes it); else empty.
    QString parameters;
    QString label;       // a "label=..." word in that comment line, else empty
    QString source;      // a "source=..." word there, else empty
    int line = 0;        // the puzzle's first line, 1-based
};

// Reads every puzzle of `text` and appends them to `out`. `typeHint` (a type id) says how a game ID is
// read: as the type's PuzzleType::gameId says, or, when empty, by its size (a Solo ID's description
// covers (C*R)^2 squares, a Filling one W*H, so the two cannot be confused). On a bad or missing puzzle:
// false, `out` unchanged, and a message that names the line and what to fix.
bool readGridText(const QString& text, const QString& typeHint, std::vector<GridTextPuzzle>& out, QString* error);

// "R C\n", then one line per row: values separated by spaces (aligned when some have more digits),
// '-' for an empty square; a board with cages that is not full writes the two KenKen blocks instead.
// Ends with "\n".
QString writeGridText(const ps::Board& board);
// The boards one after the other, separated by one blank line.
QString writeGridTexts(const std::vector<ps::Board>& boards);

// For telling formats apart: the first line that is neither blank nor a comment is a size line
// ("R C") or a game ID ("NxM:...").
bool looksLikeGridText(const QString& text);
