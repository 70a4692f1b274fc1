#pragma once
// Reading the data files copied into tests/data.
#include <QFile>
#include <QString>
#include <QStringList>

#ifndef PUZZLESMITH_TEST_DATA
#error "PUZZLESMITH_TEST_DATA must name the tests/data folder"
#endif

inline QString testDataPath(const QString& name) { return QStringLiteral(PUZZLESMITH_TEST_DATA "/") + name; }

// The lines of a data file that carry a record (no blank or '#' lines).
inline QStringList testDataRecords(const QString& name)
{
    QFile file(testDataPath(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QStringList records;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty() && !line.startsWith(QLatin1Char('#')))
            records << line.trimmed();
    return records;
}
