// Published puzzles (janko.at's collections, tests/data/<type>-janko.txt), read as a user's grid
// text file is read: every one proven unique by the native solver with the published solution, a
// sample counted by z3 too. Each puzzle is solved under the rules its text gives (Skyscrapers' size line
// "5 5 4 D": empty squares and distinct diagonals), else the type's default for its size. The Killer and
// Jigsaw variants with distinct diagonals (not their rules; marked label=diagonals) have more than one
// solution under their rules, the published one among them. A puzzle marked label=slow (Fillomino's
// 50x64, about 11 s of CPU) would take too long here: only its published solution is checked against it.
#include "TestData.h"

#include "document/GridText.h"

#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QtTest>

namespace {

std::vector<GridTextPuzzle> readPuzzles(const QString& name, const QString& type)
{
    QFile file(testDataPath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::vector<GridTextPuzzle> puzzles;
    QString error;
    if (!readGridText(QString::fromUtf8(file.readAll()), type, puzzles, &error))
        qWarning("%s", qPrintable(error));
    return puzzles;
}

// The published solutions: 'N N' then N rows of values, in the puzzles' order.
std::vector<std::vector<int>> readSolutions(const QString& name)
{
    const QStringList records = testDataRecords(name);
    std::vector<std::vector<int>> solutions;
    for (qsizetype i = 0; i < records.size(); ++i) {
        const int n = records[i].split(QLatin1Char(' '), Qt::SkipEmptyParts).front().toInt();
        std::vector<int> values;
        for (qsizetype row = 1; row <= n && i + row < records.size(); ++row)
            for (const QString& value : records[i + row].split(QLatin1Char(' '), Qt::SkipEmptyParts))
                values.push_back(value.toInt());
        solutions.push_back(values);
        i += n;
    }
    return solutions;
}

// The puzzle with the solution's values filled in (its cages kept).
ps::Board filled(ps::Board board, const std::vector<int>& values)
{
    for (int i = 0; i < board.cellCount() && i < static_cast<int>(values.size()); ++i)
        board.set(i, static_cast<ps::CellValue>(values[static_cast<std::size_t>(i)]));
    return board;
}

// Whether `a` holds the published `values`; a published 0 is a square without content, which the rules
// draw with a mark (Skyscrapers' empty square).
bool sameValues(const ps::Board& a, const std::vector<int>& values, const ps::PuzzleRules& rules)
{
    if (static_cast<std::size_t>(a.cellCount()) != values.size())
        return false;
    for (int i = 0; i < a.cellCount(); ++i) {
        const int published = values[static_cast<std::size_t>(i)];
        if (published == 0 ? rules.valueMark(a.at(i)).empty() : static_cast<int>(a.at(i)) != published)
            return false;
    }
    return true;
}

} // namespace

class TestPublishedPuzzles : public QObject {
    Q_OBJECT

private slots:
    void puzzlesHaveThePublishedSolutionOnly_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("plainCount");
        QTest::addColumn<int>("diagonalCount");
        QTest::addColumn<int>("slowCount");
        QTest::newRow("killer") << QStringLiteral("killer") << 796 << 14 << 0;
        QTest::newRow("jigsaw") << QStringLiteral("jigsaw") << 665 << 15 << 0;
        QTest::newRow("sudoku") << QStringLiteral("sudoku") << 125 << 0 << 0;
        QTest::newRow("kenken") << QStringLiteral("kenken") << 430 << 0 << 0;
        // 178 plain, 262 with empty squares, 30 with distinct diagonals: every one unique under its rules.
        QTest::newRow("skyscrapers") << QStringLiteral("skyscrapers") << 470 << 0 << 0;
        // 5x4 to 50x64, values to 128 (the 9x9 266 has regions of 15, 11 and 10 and no room to spare).
        QTest::newRow("fillomino") << QStringLiteral("fillomino") << 839 << 0 << 1;
    }

    void puzzlesHaveThePublishedSolutionOnly()
    {
        QFETCH(QString, type);
        QFETCH(int, plainCount);
        QFETCH(int, diagonalCount);
        QFETCH(int, slowCount);
        const std::vector<GridTextPuzzle> puzzles = readPuzzles(type + QStringLiteral("-janko.txt"), type);
        const std::vector<std::vector<int>> solutions = readSolutions(type + QStringLiteral("-janko-solutions.txt"));
        QCOMPARE(static_cast<int>(puzzles.size()), plainCount + diagonalCount + slowCount);
        QCOMPARE(solutions.size(), puzzles.size());
        int plain = 0;
        int diagonal = 0;
        int slow = 0;
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            const ps::Board& board = puzzles[k].board;
            const QString where = QStringLiteral("line %1 (%2)").arg(puzzles[k].line).arg(puzzles[k].source);
            const auto rules = puzzles[k].parameters.isEmpty() ? ps::makeDefaultRules(type.toStdString(), board.rows(), board.cols())
                                                               : ps::makeRules(type.toStdString(), puzzles[k].parameters.toStdString());
            if (puzzles[k].label == QStringLiteral("slow")) {
                ++slow;
                QVERIFY2(board.agreesWith(filled(board, solutions[k])) && rules->isSolution(filled(board, solutions[k])), qPrintable(where));
                continue;
            }
            auto native = ps::makeCountingBackend("native", *rules);
            const ps::SolveResult result = native->countSolutions(board, 2);
            QVERIFY2(!result.solutions.empty(), qPrintable(where));
            if (puzzles[k].label == QStringLiteral("diagonals")) {
                // More than one solution under plain Killer rules; the published one is a solution.
                ++diagonal;
                QVERIFY2(result.count == 2, qPrintable(where));
                QVERIFY2(rules->isSolution(filled(board, solutions[k])), qPrintable(where));
                continue;
            }
            ++plain;
            QVERIFY2(result.count == 1, qPrintable(where));
            QVERIFY2(sameValues(result.solutions.front(), solutions[k], *rules), qPrintable(where));
            // z3, the paper's declarative definition, on every 20th puzzle up to 9x9 and every 4x4.
            if ((k % 20 == 0 && board.rows() <= 9) || board.rows() == 4)
                QVERIFY2(ps::makeCountingBackend("z3", *rules)->countSolutions(board, 2).count == 1, qPrintable(where));
        }
        QCOMPARE(plain, plainCount);
        QCOMPARE(diagonal, diagonalCount);
        QCOMPARE(slow, slowCount);
    }
};

QTEST_APPLESS_MAIN(TestPublishedPuzzles)
#include "test_published_puzzles.moc"
