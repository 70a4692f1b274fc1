// The peer lists `bench --peers` reads (engine/types/<id>/bench-peers.txt, app/cli/BenchPeerList): every
// registered type's list reads, and a broken line is refused with its number.
// (Also the progress share of `generate`, GenerateProgress.h: a command-line part with no process to run.)
#include "BenchPeerList.h"
#include "GenerateProgress.h"

#include "types/TypeRegistry.h"

#include <QProcess>
#include <QtTest>

using namespace cli::bench;

class TestBenchPeers : public QObject {
    Q_OBJECT

private slots:
    void everyTypesListReads()
    {
        int generators = 0;
        for (const ps::PuzzleType& type : ps::puzzleTypes()) {
            const QString id = QString::fromStdString(type.id);
            QString error;
            const std::optional<BenchPeers> peers = benchPeersOf(id, &error);
            QVERIFY2(peers, qPrintable(error));
            for (const PeerGenerator& peer : peers->generators) {
                QVERIFY(!peer.label.isEmpty() && !peer.command.program.isEmpty() && !peer.command.arguments.isEmpty());
                QVERIFY(peer.count > 0);
                QVERIFY(peer.command.arguments.contains(QString::number(peer.count)));   // the same count on both sides
                QVERIFY(type.makeRules(peer.parameters));   // throws on parameters the type does not take
                ++generators;
            }
            for (const PeerSolver* solver : {&peers->solver, &peers->rater})
                QVERIFY(solver->command.program.isEmpty() || solver->side > 0);
        }
        QVERIFY(generators > 0);
    }

    // The levels are read by the type's own grader scales, as `generate --difficulty` would aim.
    void levelsComeFromTheTypesScales()
    {
        QString error;
        const auto sudoku = benchPeersOf(QStringLiteral("sudoku"), &error);
        QVERIFY2(sudoku, qPrintable(error));
        const auto job = [&](const BenchPeers& peers, const char* label) -> const PeerGenerator* {
            for (const PeerGenerator& peer : peers.generators)
                if (peer.label == QLatin1String(label))
                    return &peer;
            return nullptr;
        };
        const PeerGenerator* qqwingEasy = job(*sudoku, "9x9 qqwing easy / medium");
        QVERIFY(qqwingEasy);
        QCOMPARE(qqwingEasy->level, std::optional(ps::Difficulty::Medium));   // qqwing's easy is our medium
        QCOMPARE(qqwingEasy->command.program, QStringLiteral("qqwing"));
        QCOMPARE(qqwingEasy->command.arguments, (QStringList{"--generate", "100", "--difficulty", "easy", "--one-line"}));
        const PeerGenerator* any = job(*sudoku, "16x16 sgt-solo basic / any");
        QVERIFY(any && !any->level);
        QCOMPARE(sudoku->solver.side, 9);
        QCOMPARE(sudoku->tdokuSide, 9);

        const auto kenken = benchPeersOf(QStringLiteral("kenken"), &error);
        QVERIFY2(kenken, qPrintable(error));
        const PeerGenerator* extreme = job(*kenken, "4x4 evil (sgt-keen extreme)");
        QVERIFY(extreme);
        QCOMPARE(extreme->level, std::optional(ps::Difficulty::Evil));
        QCOMPARE(extreme->command.arguments, (QStringList{"--generate", "100", "4dx"}));
        QCOMPARE(kenken->tdokuSide, 0);   // tdoku solves Sudoku only
    }

    // Our side of every type's jobs is a `generate` command the type accepts: the line format only where
    // its puzzles are values only (bench --peers printed "ours failed" for every job of a type with
    // structure, whose puzzles the line format cannot hold). Each type's first job is run with one puzzle.
    void ourSideOfEveryJobRuns()
    {
        for (const ps::PuzzleType& type : ps::puzzleTypes()) {
            const QString id = QString::fromStdString(type.id);
            QString error;
            const std::optional<BenchPeers> peers = benchPeersOf(id, &error);
            QVERIFY2(peers, qPrintable(error));
            for (const PeerGenerator& peer : peers->generators) {
                const QStringList arguments = ourGenerateArguments(id, peer, QStringLiteral("native"));
                const QString format = arguments.value(arguments.indexOf(QStringLiteral("--format")) + 1);
                QVERIFY2(format == QLatin1String("grid") || (format == QLatin1String("line") && !type.hasCages),
                         qPrintable(id + QLatin1Char(' ') + peer.label));
            }
            if (peers->generators.empty())
                continue;
            PeerGenerator one = peers->generators.front();
            one.count = 1;
            QProcess generate;
            generate.start(QStringLiteral(PUZZLESMITH_CLI), ourGenerateArguments(id, one, QStringLiteral("native")));
            QVERIFY(generate.waitForFinished(300000));
            QVERIFY2(generate.exitCode() == 0, qPrintable(id + QStringLiteral(": ") + QString::fromUtf8(generate.readAllStandardError())));
            QVERIFY2(!generate.readAllStandardOutput().trimmed().isEmpty(), qPrintable(id));
        }
    }

    // The progress share never runs ahead of the puzzles made: a run aimed at a class tests squares many
    // times over, which once showed "99% 0 of 3 puzzles made".
    void progressNeverRunsAheadOfThePuzzlesMade()
    {
        QCOMPARE(cli::progressPercent(0, 3, 5000, 81, false), 32);    // the first puzzle under way: before its mark
        QCOMPARE(cli::progressPercent(1, 3, 5000, 81, false), 65);
        QCOMPARE(cli::progressPercent(2, 3, 100000, 81, false), 99);
        QCOMPARE(cli::progressPercent(0, 3, 81, 81, false), 32);
        QCOMPARE(cli::progressPercent(0, 100, 81, 81, false), 0);     // a plain run: the squares tested
        QCOMPARE(cli::progressPercent(40, 100, 41 * 81, 81, false), 40);
        QCOMPARE(cli::progressPercent(40, 100, 40 * 81 + 40, 81, false), 40);
        QCOMPARE(cli::progressPercent(50, 100, 20 * 81, 81, false), 50);   // never below the puzzles made
        QCOMPARE(cli::progressPercent(3, 3, 100000, 81, true), 100);
        QCOMPARE(cli::progressPercent(2, 3, 100000, 81, true), 66);   // interrupted
    }

    void brokenLinesAreRefused()
    {
        const QString good = QStringLiteral("# a comment\n\ngenerator | 9x9 q | 3x3 | 3 | qqwing simple | qqwing --generate {n}\n");
        QString error;
        const auto read = readBenchPeers(good, QStringLiteral("sudoku"), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->generators.front().command.arguments, (QStringList{"--generate", "3"}));
        const QStringList broken{
            QStringLiteral("generator | 9x9 q | 3x3 | 3 | qqwing fiendish | qqwing --generate {n}"),   // a level qqwing has not
            QStringLiteral("generator | 9x9 q | 1x9 | 3 | - | qqwing --generate {n}"),                // parameters Sudoku does not take
            QStringLiteral("generator | 9x9 q | 3x3 | two | - | qqwing --generate {n}"),              // not a count
            QStringLiteral("generator | 9x9 q | 3x3 | 3 | - | qqwing --generate 3"),                  // no {n}: the counts could differ
            QStringLiteral("generator | 9x9 q | 3x3 | 3 | - | "),                                      // no program
            QStringLiteral("generator | 9x9 q | 3x3 | 2 | - | 3 | qqwing --generate {n}"),            // the old form, two counts
            QStringLiteral("solver | 9"),                                                              // a field short
            QStringLiteral("grader | 9 | qqwing"),                                                     // an unknown kind
        };
        for (const QString& line : broken) {
            error.clear();
            QVERIFY2(!readBenchPeers(good + line + QLatin1Char('\n'), QStringLiteral("sudoku"), &error), qPrintable(line));
            QVERIFY2(error.contains(QLatin1String("Line 4")), qPrintable(error));
        }
    }
};

QTEST_GUILESS_MAIN(TestBenchPeers)
#include "test_bench_peers.moc"
