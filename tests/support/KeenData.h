#pragma once
// sgt-keen's labelled puzzles for the KenKen tests.
#include "core/Board.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <vector>

// tests/data/kenken-keen.txt (copied from ../shared/data): records of "size N", N rows of cage ids, one
// line per cage "<id> <op> <target>", then "label <level>".
struct KeenPuzzle {
    ps::Board puzzle;
    std::string label;
    std::string gameId;   // as sgt-keen printed it
};

inline std::vector<KeenPuzzle> keenPuzzles()
{
    QFile file(QStringLiteral(PUZZLESMITH_TEST_DATA "/kenken-keen.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read kenken-keen.txt");
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    std::vector<KeenPuzzle> out;
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QLatin1String("size ")))
            continue;
        const int n = lines[i].mid(5).toInt();
        std::map<QChar, std::vector<int>> cells;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                cells[lines[i + 1 + r][c]].push_back(r * n + c);
        ps::Cages cages;
        KeenPuzzle record{ps::Board(n, n), {}, {}};
        for (int j = i + 1 + n; j < lines.size() && !lines[j].isEmpty(); ++j) {
            const QStringList parts = lines[j].split(QLatin1Char(' '));
            if (parts[0] == QLatin1String("label"))
                record.label = parts[1].toStdString();
            else if (parts[0] == QLatin1String("gameid"))
                record.gameId = parts[1].toStdString();
            else if (parts.size() == 3 && parts[0].size() == 1) {
                cages.push_back({cells[parts[0][0]], static_cast<ps::CageOperation>(parts[1].toLatin1()[0]), parts[2].toLong()});
                if (cages.back().operation == ps::CageOperation::Given)   // a one-square cage is its given
                    record.puzzle.set(cages.back().cells.front(), static_cast<ps::CellValue>(cages.back().target));
            }
        }
        record.puzzle.setCages(std::move(cages));
        out.push_back(std::move(record));
    }
    return out;
}

