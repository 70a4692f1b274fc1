#pragma once
#include "PuzzleRecord.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// The .puzzle file: one JSON object with a format tag and a schema version. Schema 2 (written now)
// keeps grids as lists of row texts ("3 - - 12 -") with "rows" and "cols", pencil marks as lists of
// values, and the type's own structure as text (empty for types without cages or regions); schema 1 files (grids
// as one line-format string, marks as bit masks, square grids up to 25 values) still open.
namespace PuzzleFile {

constexpr int kSchemaVersion = 2;
inline const char* const kFormatTag = "puzzlesmith-puzzle";

QJsonObject toJson(const PuzzleRecord& record);
// Checks everything a user could have got wrong; on failure returns false with a plain message.
bool fromJson(const QJsonObject& json, PuzzleRecord& out, QString* error);

// Written through OutputFile (QSaveFile for a regular file): the old file stays whole unless the new one was written completely.
bool save(const QString& path, const PuzzleRecord& record, QString* error);
bool load(const QString& path, PuzzleRecord& out, QString* error);
// The contents of a .puzzle file (`path` names it in messages).
bool parse(const QByteArray& bytes, const QString& path, PuzzleRecord& out, QString* error);

// Files larger than this are refused before they are read.
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
// Editors on some systems start UTF-8 files with a byte-order mark; it is not part of the contents.
QByteArray dropByteOrderMark(const QByteArray& bytes);

} // namespace PuzzleFile
