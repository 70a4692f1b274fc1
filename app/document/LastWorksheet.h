#pragma once
#include "Worksheet.h"

#include <QString>
#include <vector>

// The puzzles of the last worksheet made, kept on disk so that a teacher can rate them for a group after
// the class has solved them, days later (Play > Rate Last Worksheet for a Group…). One JSON file: each
// puzzle as the .puzzle format keeps it, with the class it was printed as.
namespace LastWorksheet {

// <application data>/last-worksheet.json
QString defaultPath();

// Atomic (QSaveFile + commitCompletely). False with a message when it cannot be written.
bool save(const QString& path, const std::vector<WorksheetPuzzle>& puzzles, QString* error);
// Nothing (and no message) when there is no file; a message when it is damaged.
bool load(const QString& path, std::vector<WorksheetPuzzle>& out, QString* error);

} // namespace LastWorksheet
