#pragma once
#include "PuzzleRecord.h"

#include <QJsonObject>
#include <QString>

// The .puzzle file: one JSON object with a format tag and a schema version.
namespace PuzzleFile {

constexpr int kSchemaVersion = 1;
inline const char* const kFormatTag = "puzzlesmith-puzzle";

QJsonObject toJson(const PuzzleRecord& record);
// Checks everything a user could have got wrong; on failure returns false with a plain message.
bool fromJson(const QJsonObject& json, PuzzleRecord& out, QString* error);

// Written through QSaveFile: the old file stays whole unless the new one was written completely.
bool save(const QString& path, const PuzzleRecord& record, QString* error);
bool load(const QString& path, PuzzleRecord& out, QString* error);

} // namespace PuzzleFile
