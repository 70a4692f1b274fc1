#pragma once
#include "core/Board.h"

#include <QJsonArray>
#include <QString>

// A puzzle's own structure (cages, regions) in .puzzle and harvest files, under the key "cages": the
// lines its type's PuzzleFormat writes (the grid text's blocks, one JSON string per line). Readable, and
// the same notation users import.
namespace CagesJson {

// The lines for `board`'s structure as the type `typeId` writes it (an empty array for none).
QJsonArray toJson(const ps::Board& board, const QString& typeId);

// Reads the lines onto `board` (its values stay) as the type `typeId` reads them: false with a message
// when they do not fit its grid or its givens, or the type's puzzles have no such structure.
bool apply(const QJsonArray& lines, ps::Board& board, const QString& typeId, QString* error);

} // namespace CagesJson
