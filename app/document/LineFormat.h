#pragma once
#include "core/Board.h"

#include <QString>

// The one-line puzzle format shared with ../shared/data and other tools:
//   <N*N characters, row-major; 1-9 then A=10 ... P=25; '.' (or '0') empty>[,label[,source]]
// N comes from the length (4 to 25).
struct PuzzleLine {
    ps::Board board;
    QString label;
    QString source;
};

// Blank lines and lines starting with '#' carry no puzzle.
bool isPuzzleLine(const QString& line);

// Parses one line; on failure returns false and a message that says what to fix.
bool parsePuzzleLine(const QString& line, PuzzleLine& out, QString* error);

// Whether the line format can hold `board`: a square grid of 4 to 25 squares a side whose values stay
// within the side, without cages (larger grids and values, and cages, need the grid text format,
// GridText.h).
bool fitsPuzzleLine(const ps::Board& board);

// The board's characters, then ",label" and ",source" when given.
QString formatPuzzleLine(const ps::Board& board, const QString& label = {}, const QString& source = {});
