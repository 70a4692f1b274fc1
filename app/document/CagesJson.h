#pragma once
#include "core/Board.h"

#include <QJsonArray>
#include <QString>

// A puzzle's cages in .puzzle and harvest files: the grid text's two blocks (core/CagesText.h), one JSON
// string per line, clue rows first, then label rows. Readable, and the same notation users import.
namespace CagesJson {

// The lines for `board`'s cages (an empty array for a board without them).
QJsonArray toJson(const ps::Board& board);

// Reads the lines onto `board` (its values stay): false with a message when they do not describe cages
// for its grid, or a one-square cage's value differs from the board's value there.
bool apply(const QJsonArray& lines, ps::Board& board, QString* error);

} // namespace CagesJson
