// Sudoku's classes are defined by what solving needs (types/sudoku/SudokuSolvingClass.h). This test
// generates seeded puzzles per class, checks that each is of its class by that definition (and has one
// solution), and has an independent grader, qqwing (the Debian package qqwing), order them.
#include "TestData.h"
#include "core/EngineError.h"
#include "core/ValueSymbols.h"
#include "difficulty/Difficulty.h"
#include "difficulty/RankStatistics.h"
#include "generate/GenPuzzles.h"
#include "generate/TargetedGeneration.h"
#include "solve/BackendFactory.h"
#include "types/sudoku/SudokuBoxSingles.h"
#include "types/sudoku/SudokuRules.h"
#include "types/sudoku/SudokuSingles.h"
#include "types/sudoku/SudokuSolvingClass.h"

#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <map>

namespace {

constexpr ps::Difficulty kClasses[] = {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil};
const QStringList kQqwingLevels{"simple", "easy", "intermediate", "expert"};

struct Made {
    ps::Difficulty level;
    ps::Board puzzle;
};

// `perClass` puzzles of each class, seeds 1, 2, ... (through generateAtDifficulty, as the command line
// makes them; the class is the rule's, so no learnt model is needed).
std::vector<Made> generatePerClass(const ps::SudokuRules& rules, int perClass)
{
    auto backend = ps::makeBackend("native", rules);
    const ps::RuleClassifier classifier;
    ps::PuzzleGenerator generator(rules, *backend, classifier);
    std::vector<Made> made;
    for (ps::Difficulty level : kClasses)
        for (int seed = 1; seed <= perClass; ++seed) {
            ps::Rng rng(static_cast<std::uint64_t>(seed));
            const ps::TargetedResult found = ps::generateAtDifficulty(generator, rules, classifier, {}, level, rng, ps::kMaxRunsForClass);
            if (!found.reached)
                qFatal("no %s puzzle at seed %d", ps::difficultyName(level).c_str(), seed);
            made.push_back({level, found.puzzle});
        }
    return made;
}

QString qqwingLine(const ps::Board& puzzle)
{
    QString line;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        line += puzzle.at(cell) == 0 ? QChar('.') : QChar('0' + puzzle.at(cell));
    return line;
}

} // namespace

class TestSudokuClasses : public QObject {
    Q_OBJECT

private slots:
    // Each generated puzzle has one solution and needs exactly its class's techniques: the easier
    // class's solve does not finish it, its own does.
    void generatedPuzzlesNeedTheirClassesTechniques()
    {
        for (const char* box : {"3x3", "2x3"}) {
            const ps::SudokuRules rules(ps::SudokuShape::parse(box));
            auto counter = ps::makeBackend("z3", rules);
            for (const Made& made : generatePerClass(rules, 2)) {
                QCOMPARE(counter->countSolutions(made.puzzle, 2).count, 1);
                QCOMPARE(ps::sudokuSolvingClass(rules.shape(), made.puzzle), made.level);
                QCOMPARE(rules.ruleDifficulty(made.puzzle), made.level);
                if (made.level != ps::Difficulty::Easy) {
                    const auto easier = static_cast<ps::Difficulty>(static_cast<int>(made.level) - 1);
                    QVERIFY(!ps::sudokuSolvesWithin(rules.shape(), made.puzzle, easier));
                }
            }
        }
    }

    // On sgt-solo's own puzzles (the held-out part of ../shared/data, graded by its grader), our class is
    // its level's: trivial easy, basic medium (both by definition), intermediate and advanced hard,
    // extreme and unreasonable evil (sgt-solo's set elimination takes sets of any size, ours up to
    // quads, so an advanced 16x16 may need more).
    void sgtSolosOwnPuzzlesGetItsLevelsClass()
    {
        const std::map<QString, ps::Difficulty> classOfLevel{{"trivial", ps::Difficulty::Easy},       {"basic", ps::Difficulty::Medium},
                                                             {"intermediate", ps::Difficulty::Hard}, {"advanced", ps::Difficulty::Hard},
                                                             {"extreme", ps::Difficulty::Evil},      {"unreasonable", ps::Difficulty::Evil}};
        int agree = 0, total = 0;
        for (const QString& record : testDataRecords("sudoku-graded-heldout.txt")) {
            const QStringList fields = record.split(',');
            const QString grid = fields[0];
            const QString level = fields[1].section(';', 0, 0);
            if (!fields[2].startsWith("sgt-solo") || !classOfLevel.count(level))
                continue;
            const int n = static_cast<int>(std::lround(std::sqrt(grid.size())));
            if (n > 16)
                continue;   // 25x25 ones (basic) are checked below, where the class check is slower
            const ps::SudokuShape shape = ps::SudokuShape::mostSquareFor(n);
            ps::Board board(n, n);
            for (int cell = 0; cell < n * n; ++cell)
                board.set(cell, static_cast<ps::CellValue>(grid[cell] == '.' ? 0 : ps::symbolToValue(grid[cell].toLatin1())));
            const ps::Difficulty ours = ps::sudokuSolvingClass(shape, board);
            const ps::Difficulty theirs = classOfLevel.at(level);
            if (theirs == ps::Difficulty::Easy || theirs == ps::Difficulty::Medium)
                QVERIFY2(ours == theirs, qPrintable(record));
            agree += ours == theirs;
            ++total;
        }
        qInfo("our class is sgt-solo's level's class for %d of %d of its puzzles", agree, total);
        QVERIFY(total > 600);
        QVERIFY2(agree >= total * 97 / 100, qPrintable(QString("%1 of %2").arg(agree).arg(total)));
    }

    // Above 16x16 hard is not offered (not reached in reasonable time), and asking for it says which are.
    void largeGridsOfferTheClassesThatAreReal()
    {
        const ps::SudokuRules rules(ps::SudokuShape::parse("5x5"));
        const std::vector<ps::Difficulty> offered = rules.offeredDifficulties();
        QCOMPARE(offered, (std::vector<ps::Difficulty>{ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Evil}));
        QCOMPARE(ps::SudokuRules(ps::SudokuShape::parse("4x4")).offeredDifficulties().size(), std::size_t{4});
        auto backend = ps::makeBackend("native", rules);
        const ps::RuleClassifier classifier;
        ps::PuzzleGenerator generator(rules, *backend, classifier);
        ps::Rng rng(1);
        try {
            ps::generateAtDifficulty(generator, rules, classifier, {}, ps::Difficulty::Hard, rng, 1);
            QFAIL("hard was generated at 25x25");
        } catch (const ps::EngineError& error) {
            QVERIFY2(QString::fromStdString(error.message().text()).contains("easy, medium, evil"), error.what());
        }
        // The learnt score is not used where the model never saw the size's levels.
        QVERIFY(!rules.learntScoreApplies());
        QVERIFY(!ps::SudokuRules(ps::SudokuShape::parse("2x3")).learntScoreApplies());
        QVERIFY(ps::SudokuRules(ps::SudokuShape::parse("4x4")).learntScoreApplies());
    }

    // qqwing, an independent grader, orders the classes: Spearman's rank correlation of our class
    // against qqwing's level (simple, easy, intermediate, expert) at least 0.9, and no class's mean
    // level below the one before it.
    void qqwingOrdersTheClasses()
    {
        const QString qqwing = QStandardPaths::findExecutable("qqwing");
        if (qqwing.isEmpty())
            QSKIP("qqwing is not installed (Debian package qqwing; scripts/install-packages.sh installs it): "
                  "the classes cannot be checked against an independent grader.");
        const ps::SudokuRules rules(ps::SudokuShape::parse("3x3"));
        const std::vector<Made> made = generatePerClass(rules, 6);
        QStringList lines;
        for (const Made& m : made)
            lines << qqwingLine(m.puzzle);
        QProcess process;
        process.start(qqwing, {"--solve", "--stats", "--csv"});
        QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
        process.write((lines.join('\n') + '\n').toLatin1());
        process.closeWriteChannel();
        QVERIFY2(process.waitForFinished(120000), "qqwing did not finish");
        QCOMPARE(process.exitCode(), 0);
        QStringList rows = QString::fromLatin1(process.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(!rows.isEmpty() && rows.takeFirst().startsWith("Solution"), "qqwing's --csv output has changed");
        QCOMPARE(rows.size(), static_cast<qsizetype>(made.size()));
        std::vector<double> ours, theirs;
        std::vector<double> sum(4, 0), count(4, 0);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QStringList fields = rows[i].split(',');
            QVERIFY2(fields.size() > 10, qPrintable(rows[i]));
            const qsizetype level = kQqwingLevels.indexOf(fields[10].toLower());
            QVERIFY2(level >= 0, qPrintable("qqwing's level \"" + fields[10] + "\" is not one of " + kQqwingLevels.join(", ")));
            const auto ourClass = static_cast<std::size_t>(made[static_cast<std::size_t>(i)].level);
            ours.push_back(static_cast<double>(ourClass));
            theirs.push_back(static_cast<double>(level));
            sum[ourClass] += static_cast<double>(level);
            count[ourClass] += 1;
        }
        QString means;
        for (std::size_t k = 0; k < 4; ++k)
            means += QString(" %1: %2").arg(QString::fromStdString(ps::difficultyName(static_cast<ps::Difficulty>(k)))).arg(sum[k] / count[k], 0, 'f', 2);
        const double rho = ps::spearman(ours, theirs);
        qInfo("qqwing: Spearman %.4f; mean qqwing level per class:%s", rho, qPrintable(means));
        QVERIFY2(rho >= 0.9, qPrintable(QString("Spearman %1 against qqwing; mean qqwing level per class:%2").arg(rho).arg(means)));
        for (std::size_t k = 1; k < 4; ++k)
            QVERIFY2(sum[k] / count[k] >= sum[k - 1] / count[k - 1], qPrintable("qqwing ranks a class below the one before it:" + means));
    }
};

QTEST_GUILESS_MAIN(TestSudokuClasses)
#include "test_sudoku_classes.moc"
