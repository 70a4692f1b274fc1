#pragma once
#include "document/LineFormat.h"
#include "document/PuzzleFile.h"
#include "solve/BackendFactory.h"

#include <QTemporaryDir>

// A .puzzle file for GUI tests to open: the Sudoku `line` (dots for empty squares) with its solution, in `dir`.
namespace studio_test {

// A Hard 9x9 (qqwing's label) with one solution.
inline const char* const kHardPuzzle = "1.....6..8...2..7...38...2.5....6.......42.....17..8693.......4.89.....54....3...";

inline QString savedPuzzle(const QTemporaryDir& dir, const char* line, const QString& box = QStringLiteral("3x3"))
{
    PuzzleLine parsed;
    if (!parsePuzzleLine(QString::fromLatin1(line), parsed, nullptr))
        return {};
    PuzzleRecord record;
    record.type = QStringLiteral("sudoku");
    record.parameters = box;
    record.givens = parsed.board;
    record.difficulty = QStringLiteral("hard");
    const auto rules = record.makeRules();
    const auto solved = ps::makeBackend("native", *rules)->countSolutions(parsed.board, 2);
    if (solved.count != 1)
        return {};
    record.solution = solved.solutions.front();
    const QString path = dir.filePath(QStringLiteral("hard.puzzle"));
    return PuzzleFile::save(path, record, nullptr) ? path : QString();
}

} // namespace studio_test
