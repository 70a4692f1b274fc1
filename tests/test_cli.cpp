// puzzlesmith-cli as a user runs it: output, determinism, and clear errors with non-zero exits.
#include "ReferenceSolver.h"
#include "TestData.h"

#include "document/DifficultyModels.h"
#include "document/LineFormat.h"
#include "document/PuzzleFile.h"
#include "types/TypeRegistry.h"

#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/types.h>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& arguments, const QByteArray& input = {},
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(240000))
        process.kill();
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

Run cli(const QStringList& arguments, const QByteArray& input = {}) { return run(QStringLiteral(PUZZLESMITH_CLI), arguments, input); }

// A .puzzle file of generate --seed 1, with `from` replaced by `to`.
QByteArray puzzleJson(const char* from, const char* to)
{
    QProcess process;
    process.start(QStringLiteral(PUZZLESMITH_CLI), {"generate", "--seed", "1", "--format", "json"});
    process.waitForFinished(60000);
    QByteArray json = process.readAllStandardOutput();
    if (!json.contains(from))
        qFatal("The generated .puzzle file has no %s to replace", from);
    return json.replace(from, to);
}

QStringList nonEmptyLines(const QString& text) { return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    // The studio answers --help and --version without a display, and refuses a wrong type or size with a
    // message and exit code 2 before it opens a window.
    void studioCommandLine()
    {
        QProcessEnvironment noDisplay = QProcessEnvironment::systemEnvironment();
        noDisplay.remove(QStringLiteral("DISPLAY"));
        noDisplay.remove(QStringLiteral("WAYLAND_DISPLAY"));
        noDisplay.remove(QStringLiteral("QT_QPA_PLATFORM"));
        const QString studio = QStringLiteral(PUZZLESMITH_STUDIO);
        const Run version = run(studio, {"--version"}, {}, noDisplay);
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.startsWith(QStringLiteral("Puzzlesmith ")), qPrintable(version.out));
        const Run help = run(studio, {"--help"}, {}, noDisplay);
        QCOMPARE(help.exitCode, 0);
        for (const char* option : {"--type", "--size", "--box", "FILE"})
            QVERIFY2(help.out.contains(QLatin1String(option)), option);
        const Run unknownType = run(studio, {"--type", "chess"});
        QCOMPARE(unknownType.exitCode, 2);
        QVERIFY2(unknownType.err.contains(QStringLiteral("chess")), qPrintable(unknownType.err));
        const Run badSize = run(studio, {"--size", "7x7"});
        QCOMPARE(badSize.exitCode, 2);
        QVERIFY2(badSize.err.contains(QStringLiteral("7x7")), qPrintable(badSize.err));
        QCOMPARE(run(studio, {"--type", "kenken", "--box", "3x3"}).exitCode, 2);
        QCOMPARE(run(studio, {"--frobnicate"}).exitCode, 2);
    }

    // A type whose puzzles are more than values cannot come as puzzle lines: say which formats it can come
    // in, in the type's own words (Futoshiki's signs and Skyscrapers' clues are no cages).
    void cagedTypesRefusePuzzleLines()
    {
        for (const QByteArray& input : {QByteArray("4:garbage\n"), QByteArray(81, '.') + "\n"}) {
            const Run run = cli({"solve", "--type", "kenken", "-"}, input);
            QVERIFY(run.exitCode != 0);
            QVERIFY2(run.err.contains(QLatin1String("KenKen puzzles cannot be read from a puzzle line")) && run.err.contains(QLatin1String("grid text")) &&
                         run.err.contains(QLatin1String("clues, then cage labels")) && run.err.contains(QLatin1String("sgt-keen game IDs")),
                     qPrintable(run.err));
            QVERIFY(run.out.isEmpty());
        }
        for (const char* type : {"futoshiki", "skyscrapers"}) {
            const Run run = cli({"solve", "--type", type, "-"}, QByteArray(25, '.') + "\n");
            QVERIFY(run.exitCode != 0);
            QVERIFY2(run.err.contains(QLatin1String("more than their values")) && !run.err.contains(QLatin1String("cage")), qPrintable(run.err));
            const Run generated = cli({"generate", "--type", type, "--size", "5x5", "--format", "line"});
            QCOMPARE(generated.exitCode, 2);
            QVERIFY2(generated.err.contains(QLatin1String("more than their values")) && !generated.err.contains(QLatin1String("cage")), qPrintable(generated.err));
        }
    }

    // A KenKen's cages do not fit a puzzle line: generate writes grid text unless asked otherwise, and
    // refuses the line format; solve with --format line says the grid does not fit instead of printing
    // values without their cages.
    void cagedTypesAreNeverWrittenAsPuzzleLines()
    {
        const Run generated = cli({"generate", "--type", "kenken", "--size", "4x4", "--seed", "5"});
        QCOMPARE(generated.exitCode, 0);
        const QStringList lines = nonEmptyLines(generated.out);
        QVERIFY2(lines.size() == 10 && lines[1] == QLatin1String("4 4"), qPrintable(generated.out));   // comment, size, 4 clue rows, 4 label rows
        const Run solved = cli({"solve", "--type", "kenken", "-"}, generated.out.toUtf8());
        QCOMPARE(solved.exitCode, 0);
        QVERIFY2(solved.out.contains(QLatin1String("solutions=1")), qPrintable(solved.out));

        const Run asLine = cli({"generate", "--type", "kenken", "--size", "4x4", "--seed", "5", "--format", "line"});
        QVERIFY(asLine.exitCode != 0);
        QVERIFY2(asLine.err.contains(QLatin1String("KenKen puzzles are more than their values")), qPrintable(asLine.err));
        QVERIFY(asLine.out.isEmpty());

        const Run solvedAsLine = cli({"solve", "--type", "kenken", "--format", "line", "-"}, generated.out.toUtf8());
        QVERIFY(solvedAsLine.exitCode != 0);
        QVERIFY2(solvedAsLine.err.contains(QLatin1String("does not fit the line format")), qPrintable(solvedAsLine.err));
    }

    void generateIsReproducibleDistinctAndUnique_data()
    {
        QTest::addColumn<QString>("box");
        for (const char* box : {"2x2", "2x3", "3x3", "3x4"})
            QTest::newRow(box) << QString::fromLatin1(box);
    }
    void generateIsReproducibleDistinctAndUnique()
    {
        QFETCH(QString, box);
        const QStringList args{"generate", "--type", "sudoku", "--box", box, "--count", "20", "--seed", "1"};
        const Run first = cli(args);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(cli(args).out, first.out);
        const QStringList lines = nonEmptyLines(first.out);
        QCOMPARE(lines.size(), 20);
        QSet<QString> grids;
        const QStringList shape = box.split(QLatin1Char('x'));
        reference::SudokuSolver ref(shape[0].toInt(), shape[1].toInt());
        for (const QString& line : lines) {
            PuzzleLine parsed;
            QVERIFY2(parsePuzzleLine(line, parsed, nullptr), qPrintable(line));
            grids.insert(line.section(QLatin1Char(','), 0, 0));
            QCOMPARE(ref.count({parsed.board.cells().begin(), parsed.board.cells().end()}, 2).count, 1);
            QVERIFY(line.section(QLatin1Char(','), 2).startsWith(QLatin1String("puzzlesmith seed=")));
            QVERIFY(line.section(QLatin1Char(','), 2).endsWith(QLatin1String(" box=") + box));
        }
        QCOMPARE(grids.size(), 20);
    }

    void solveAndRateReadTheBoxOfGeneratedLinesAndPuzzleFiles()
    {
        // 6x6 with boxes of 3 rows x 2 columns: not the default 2x3, so the line's box=3x2 must be used.
        const Run generated = cli({"generate", "--box", "3x2", "--count", "3", "--seed", "1"});
        const Run solved = cli({"solve"}, generated.out.toUtf8());
        QCOMPARE(solved.exitCode, 0);
        for (const QString& line : nonEmptyLines(solved.out))
            QVERIFY2(line.endsWith(QLatin1String(",1")), qPrintable(line));
        QCOMPARE(cli({"rate"}, generated.out.toUtf8()).exitCode, 0);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.puzzle"));
        QCOMPARE(cli({"generate", "--box", "4x3", "--seed", "2", "--format", "json", "-o", path}).exitCode, 0);
        const Run fromFile = cli({"solve", path});
        QCOMPARE(fromFile.exitCode, 0);
        QVERIFY(fromFile.out.trimmed().endsWith(QLatin1String(",1")));
        // A file named .puzzle gets the studio's own format without --format, for every type.
        for (const ps::PuzzleType& type : ps::puzzleTypes()) {
            const QString named = dir.filePath(QString::fromStdString(type.id) + QStringLiteral(".puzzle"));
            QCOMPARE(cli({"generate", "--type", QString::fromStdString(type.id), "--seed", "3", "-o", named}).exitCode, 0);
            PuzzleRecord record;
            QString error;
            QVERIFY2(PuzzleFile::load(named, record, &error), qPrintable(QString::fromStdString(type.id) + QStringLiteral(": ") + error));
        }
        QFile damaged(dir.filePath(QStringLiteral("bad.puzzle")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{ \"format\": \"puzzlesmith-puzzle\", ");
        damaged.close();
        const Run refused = cli({"solve", damaged.fileName()});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains(QLatin1String("not valid JSON")));
    }

    void tooManyBadLinesAreSummarised()
    {
        QByteArray junk;
        for (int i = 0; i < 30; ++i)
            junk += "not a puzzle\n";
        const Run run = cli({"solve"}, junk);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(nonEmptyLines(run.err).size(), 11);
        QVERIFY(run.err.contains(QLatin1String("20 more bad line")));
    }

    void itemOfABatchIsTheSinglePuzzleOfItsSeed()
    {
        const QStringList batch = nonEmptyLines(cli({"generate", "--count", "3", "--seed", "40"}).out);
        QCOMPARE(nonEmptyLines(cli({"generate", "--seed", "42"}).out).value(0), batch.value(2));
    }

    // A long job shows its progress on standard error: plain lines when it is not a terminal, ending
    // with the figures of the whole job. PUZZLESMITH_PROGRESS_AFTER=0 makes every job "long"; by default
    // a job of a few puzzles says nothing, and standard output is the same either way.
    void generateShowsProgressOnStandardError()
    {
        const QStringList arguments{QStringLiteral("generate"), QStringLiteral("--box"), QStringLiteral("3x3"), QStringLiteral("--count"),
                                    QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--threads"), QStringLiteral("1")};
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PUZZLESMITH_PROGRESS_AFTER"), QStringLiteral("0"));
        const Run shown = run(QStringLiteral(PUZZLESMITH_CLI), arguments, {}, environment);
        QCOMPARE(shown.exitCode, 0);
        // (The English plural comes with the translations' next update: "puzzle(s)" until then.)
        QVERIFY2(shown.err.contains(QRegularExpression(QStringLiteral("100% 3 of 3 puzzle(s|\\(s\\)) made, 243 squares tested"))),
                 qPrintable(shown.err));
        environment.remove(QStringLiteral("PUZZLESMITH_PROGRESS_AFTER"));
        const Run quiet = run(QStringLiteral(PUZZLESMITH_CLI), arguments, {}, environment);
        QCOMPARE(quiet.exitCode, 0);
        QCOMPARE(quiet.out, shown.out);
    }

    // Futoshiki and Skyscrapers write the game IDs of their peers (sgt-unequal, sgt-towers), and read them
    // back as the same puzzles (rated from the IDs, they print the grids the grid text gives); the
    // Skyscrapers variants, which sgt-towers does not play, are refused. sgt-unequal's adjacent mode
    // ("5a:") is refused as such, not as text that is no puzzle.
    void gameIdsAreWrittenAndReadBack()
    {
        for (const char* type : {"futoshiki", "skyscrapers"}) {
            const QStringList common{"--type", type, "--size", "5x5", "--seed", "7", "--count", "2", "--threads", "1"};
            const Run ids = cli(QStringList{"generate", "--format", "gameid"} + common);
            QCOMPARE(ids.exitCode, 0);
            QCOMPARE(nonEmptyLines(ids.out).size(), 2);
            QVERIFY2(ids.out.startsWith(QLatin1String("5:")), qPrintable(ids.out));
            const Run grids = cli(QStringList{"generate", "--format", "grid"} + common);
            QCOMPARE(grids.exitCode, 0);
            const Run fromIds = cli({"rate", "--type", type, "--format", "grid", "-"}, ids.out.toUtf8());
            const Run fromGrids = cli({"rate", "--type", type, "--format", "grid", "-"}, grids.out.toUtf8());
            QCOMPARE(fromIds.exitCode, 0);
            QVERIFY2(fromIds.out.count(QLatin1String("difficulty=")) == 2, qPrintable(fromIds.out + fromIds.err));
            QCOMPARE(fromIds.out, fromGrids.out);
        }
        const Run variant = cli({"generate", "--type", "skyscrapers", "--variant", "5x5:4", "--format", "gameid"});
        QCOMPARE(variant.exitCode, 2);
        QVERIFY2(variant.err.contains(QLatin1String("sgt-towers")), qPrintable(variant.err));
        const QByteArray adjacent = "5a:" + QByteArray("0,").repeated(25) + "\n";
        for (const QStringList& arguments : {QStringList{"solve", "--type", "futoshiki", "-"}, QStringList{"solve", "-"}}) {
            const Run refused = cli(arguments, adjacent);
            QCOMPARE(refused.exitCode, 1);
            QVERIFY2(refused.err.contains(QLatin1String("adjacent mode")) && refused.err.contains(QLatin1String("not supported")) &&
                         !refused.err.contains(QLatin1String("cage")),
                     qPrintable(refused.err));
        }
    }

    // A Futoshiki grid of a size we do not play is refused while the file is read, with the file's name,
    // as a game ID of that size is.
    void unsupportedFutoshikiSizesAreRefusedWhenRead()
    {
        QByteArray text = "30 30\n";
        for (int k = 0; k < 59; ++k)   // rows of values and lines of signs alike: "." everywhere
            text += QByteArray(".   ").repeated(29) + ".\n";
        const Run refused = cli({"solve", "--type", "futoshiki", "-"}, text);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.startsWith(QLatin1String("Error: \"standard input\": ")) && refused.err.contains(QLatin1String("Futoshiki size \"30x30\" is not supported")),
                 qPrintable(refused.err));
    }

    // Without --type, grid text that only one type reads is read as that type, as the studio's Import Grid
    // Text recognises it: a Skyscrapers grid (its rows of clues look like values) and a Futoshiki grid whose
    // first row has no sign. A grid no type reads keeps the plain reading's message.
    void gridTextIsRecognisedWithoutType()
    {
        const QByteArray skyscrapers = "4 4 4\n3 2 1 2\n2 2 3 1\n2 2 1 3\n2 2 3 1\n- - - -\n- - - -\n- - - -\n- - - -\n";
        const Run towers = cli({"solve", "--format", "grid", "-"}, skyscrapers);
        QCOMPARE(towers.exitCode, 0);
        QVERIFY2(towers.out.contains(QLatin1String("solutions=1")), qPrintable(towers.out + towers.err));
        QVERIFY2(towers.out.contains(QLatin1String("2 1 4 3")), qPrintable(towers.out));
        const QByteArray futoshiki = "4 4\n.   .   .   .\n^   .   .   v\n. < .   .   .\n.   .   ^   .\n. > .   . < .\n.   ^   .   .\n. > 3   . < .\n";
        const Run unequal = cli({"solve", "-"}, futoshiki);
        QVERIFY2(unequal.exitCode == 0 && unequal.out.contains(QLatin1String("solutions=")), qPrintable(unequal.out + unequal.err));
        const Run nonsense = cli({"solve", "-"}, "4 4 4\nx y z w\n");
        QCOMPARE(nonsense.exitCode, 1);
        QVERIFY2(nonsense.err.startsWith(QLatin1String("Error: \"standard input\": ")), qPrintable(nonsense.err));
    }

    void generateJsonWritesAValidPuzzleFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.puzzle"));
        const Run run = cli({"generate", "--box", "2x3", "--seed", "5", "--strategy", "symmetric", "--format", "json", "-o", path});
        QCOMPARE(run.exitCode, 0);
        PuzzleRecord record;
        QString error;
        QVERIFY2(PuzzleFile::load(path, record, &error), qPrintable(error));
        QCOMPARE(record.parameters, QStringLiteral("2x3"));
        QCOMPARE(record.seed, std::optional<quint64>(5));
        QCOMPARE(record.generator->strategy, QStringLiteral("symmetric"));
        QVERIFY(record.givens.agreesWith(record.solution));
    }

    void targetEmptyAndMaxSolutions()
    {
        const QString line = nonEmptyLines(cli({"generate", "--seed", "3", "--target-empty", "40"}).out).value(0);
        QCOMPARE(line.section(QLatin1Char(','), 0, 0).count(QLatin1Char('.')), 40);
        const QString loose = nonEmptyLines(cli({"generate", "--box", "2x2", "--seed", "3", "--max-solutions", "2"}).out).value(0);
        const Run solved = cli({"solve"}, loose.toUtf8());
        QVERIFY(solved.out.trimmed().endsWith(QLatin1String(",1")) || solved.out.trimmed().endsWith(QLatin1String(",2")));
    }

    void solveAgreesWithLabelledPuzzles()
    {
        QStringList puzzles, solutions;
        for (const QString& record : testDataRecords("sudoku-9x9-solved.txt").mid(0, 60)) {
            puzzles << record.section(QLatin1Char(':'), 0, 0);
            solutions << record.section(QLatin1Char(':'), 2, 2) + QStringLiteral(",1");
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("in.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(("# comment line\n\n" + puzzles.join(QLatin1Char('\n')) + "\n").toUtf8());
        file.close();
        const Run run = cli({"solve", path});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(nonEmptyLines(run.out), solutions);
        QCOMPARE(nonEmptyLines(cli({"solve", "-"}, puzzles.join(QLatin1Char('\n')).toUtf8()).out), solutions);
    }

    void solveReportsNoneAndSeveral()
    {
        // A 4x4 whose givens do not clash but leave no solution (column 4 forces R4C4 = 3, and row 4
        // already has a 3), and a 4x4 with several solutions.
        const Run several = cli({"solve"}, "......34...23...\n12..34..........\n");
        QCOMPARE(several.exitCode, 0);
        const QStringList lines = nonEmptyLines(several.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0], QStringLiteral("......34...23...,0"));
        QVERIFY(lines[1].endsWith(QLatin1String(",2")));
    }

    // The grid text format: generate writes it, solve and rate read it and answer in it; the line
    // format stays available, and a grid it cannot hold gets a clear message.
    void gridFormatRoundTrip()
    {
        const Run made = cli({"generate", "--size", "6x6", "--seed", "3", "--count", "2", "--format", "grid"});
        QCOMPARE(made.exitCode, 0);
        QCOMPARE(made.out.count(QLatin1String("\n6 6\n")), 2);
        QVERIFY(made.out.startsWith(QLatin1String("# ")));
        const Run solved = cli({"solve"}, made.out.toUtf8());
        QCOMPARE(solved.exitCode, 0);
        QCOMPARE(solved.out.count(QLatin1String("solutions=1\n")), 2);
        const Run asLines = cli({"solve", "--format", "line"}, made.out.toUtf8());
        QCOMPARE(nonEmptyLines(asLines.out).size(), 2);
        QVERIFY(nonEmptyLines(asLines.out)[0].endsWith(QLatin1String(",1")));
        const Run rated = cli({"rate"}, made.out.toUtf8());
        QCOMPARE(rated.exitCode, 0);
        QCOMPARE(rated.out.count(QLatin1String("difficulty=")), 2);
        // No solution, and several: solutions=0 (the input back) and solutions=2.
        const Run counts = cli({"solve"}, "4 4\n- - - -\n- - - -\n- - 3 4\n- 2 3 -\n\n4 4\n1 2 - -\n3 4 - -\n- - - -\n- - - -\n");
        QCOMPARE(counts.out.count(QLatin1String("solutions=")), 2);
        QVERIFY2(counts.out.contains(QLatin1String("solutions=2")), qPrintable(counts.out));
        const Run bad = cli({"solve"}, "4 4\n1 2 - -\n3 4 -\n");
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(QLatin1String("Line 3")), qPrintable(bad.err));
    }

    // rate --score ends each line with the 0-100 score, whose band is the class printed before it; the
    // grid format puts it after the class.
    void rateScoreEndsEachLine()
    {
        const QStringList records = testDataRecords("sudoku-solo-9x9-sample.txt").mid(0, 12);
        const Run rated = cli({"rate", "--score"}, records.join(QLatin1Char('\n')).toUtf8() + '\n');
        QCOMPARE(rated.exitCode, 0);
        const QStringList lines = nonEmptyLines(rated.out);
        QCOMPARE(lines.size(), 12);
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("sudoku"));
        QVERIFY2(model, qPrintable(error));
        for (const QString& line : lines) {
            const QStringList fields = line.split(QLatin1Char(','));
            QCOMPARE(fields.size(), 3);
            bool ok = false;
            const double score = fields[2].toDouble(&ok);
            QVERIFY2(ok && score >= 0 && score <= 100, qPrintable(line));
            QCOMPARE(QString::fromStdString(ps::difficultyName(model->bands().classOf(score))), fields[1]);
        }
        const Run kenken = cli({"rate", "--type", "kenken", "--score"}, testDataRecords("kenken-keen-heldout.txt").mid(0, 1).join(QString()).toUtf8() + '\n');
        QCOMPARE(kenken.exitCode, 0);
        QVERIFY2(kenken.out.contains(QRegularExpression(QStringLiteral("difficulty=[a-z]+ score=[0-9.]+"))), qPrintable(kenken.out + kenken.err));
    }

    // The 25x25 near miss is answered (not minutes of silence); one no solver settles quickly is reported as
    // undecided within the time limit, with no partial output and a non-zero exit.
    void hardGridsAreAnsweredOrReportedInTime()
    {
        const QStringList records = testDataRecords("sudoku-25x25-near-miss.txt");
        const Run solved = cli({"solve"}, records[0].toUtf8() + '\n');
        QCOMPARE(solved.exitCode, 0);
        QVERIFY(solved.out.trimmed().endsWith(QLatin1String(",1")));
        const Run rated = cli({"rate"}, records[0].toUtf8() + '\n');
        QCOMPARE(rated.exitCode, 0);
        QCOMPARE(nonEmptyLines(rated.out).size(), 1);
        // The native solver settles this one in about a second, too close to the limit; z3's integer
        // encoding is still undecided after 10 seconds.
        const Run undecided = cli({"solve", "--backend", "z3-int", "--time-limit", "1"}, records[2].toUtf8() + '\n');
        QCOMPARE(undecided.exitCode, 1);
        QVERIFY(undecided.out.isEmpty());
        QVERIFY2(undecided.err.contains(QLatin1String("could not be decided within 1 second")), qPrintable(undecided.err));
    }

    // The z3 backends answer as the native one from the command line, also when two threads make the
    // first z3 calls at once (on x86-64 Linux z3 is loaded at its first call: engine/core/LoadOnFirstUse.h).
    void z3BackendsAnswerAsTheNativeOne()
    {
        const Run puzzles = cli({"generate", "--size", "4x4", "--count", "6", "--seed", "3"});
        QCOMPARE(puzzles.exitCode, 0);
        const Run native = cli({"solve"}, puzzles.out.toUtf8());
        QCOMPARE(native.exitCode, 0);
        for (const char* backend : {"z3", "z3-int"}) {
            const Run z3 = cli({"solve", "--backend", backend}, puzzles.out.toUtf8());
            QVERIFY2(z3.exitCode == 0, qPrintable(z3.err));
            QCOMPARE(z3.out, native.out);
        }
        const QStringList generate{"generate", "--size", "4x4", "--count", "4", "--seed", "9", "--threads", "2", "--backend"};
        const Run byZ3 = cli(generate + QStringList{"z3"});
        QVERIFY2(byZ3.exitCode == 0, qPrintable(byZ3.err));
        QCOMPARE(byZ3.out, cli(generate + QStringList{"native"}).out);
    }

    // Files with a UTF-8 byte-order mark read as what they are.
    void byteOrderMarksAreIgnored()
    {
        const QByteArray json = puzzleJson("\"seed\"", "\"seed\"");
        const Run run = cli({"solve"}, QByteArray("\xEF\xBB\xBF") + json);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.trimmed().endsWith(QLatin1String(",1")), qPrintable(run.err));
        const Run lines = cli({"solve"}, QByteArray("\xEF\xBB\xBF") + "1.3.2.4..1.3.2.4\n");
        QVERIFY2(!lines.err.contains(QLatin1String("position 1")), qPrintable(lines.err));
    }

    // generate writes each puzzle when it is ready: the first line arrives long before a big batch ends,
    // and an interrupted batch leaves whole lines on a pipe and the old file (or none) on -o.
    void generateStreamsAndStopsCleanly()
    {
        QProcess streaming;
        streaming.start(QStringLiteral(PUZZLESMITH_CLI), {"generate", "--count", "100000", "--seed", "5"});
        QVERIFY(streaming.waitForReadyRead(60000));
        while (!streaming.canReadLine())
            QVERIFY(streaming.waitForReadyRead(60000));
        const QString first = QString::fromUtf8(streaming.readLine()).trimmed();
        QCOMPARE(streaming.state(), QProcess::Running);
        QCOMPARE(first, nonEmptyLines(cli({"generate", "--seed", "5"}).out).value(0));
        ::kill(static_cast<pid_t>(streaming.processId()), SIGINT);
        QVERIFY(streaming.waitForFinished(30000));
        QCOMPARE(streaming.exitStatus(), QProcess::NormalExit);
        QCOMPARE(streaming.exitCode(), 130);
        const QByteArray rest = streaming.readAllStandardOutput();
        QVERIFY(rest.isEmpty() || rest.endsWith('\n'));   // whole lines only
        QVERIFY(QString::fromUtf8(streaming.readAllStandardError()).contains(QLatin1String("Interrupted after")));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("puzzles.txt"));
        for (int signal : {SIGINT, SIGKILL}) {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old\n");
            old.close();
            QProcess writer;
            writer.start(QStringLiteral(PUZZLESMITH_CLI), {"generate", "--count", "100000", "-o", path});
            QVERIFY(writer.waitForStarted());
            QTest::qWait(300);
            ::kill(static_cast<pid_t>(writer.processId()), signal);
            QVERIFY(writer.waitForFinished(30000));
            QVERIFY(old.open(QIODevice::ReadOnly));
            QCOMPARE(old.readAll(), QByteArray("old\n"));
            old.close();
            for (const QString& name : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden))   // (a temporary file at most)
                QVERIFY2(name == QLatin1String("puzzles.txt") || name.startsWith(QLatin1String("puzzles.txt.")), qPrintable(name));
        }
    }

    // Only a puzzle with exactly one solution has a difficulty.
    void rateRefusesNonPuzzles_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no solution") << QByteArray("......34...23...\n") << "no solution";
        QTest::newRow("several") << QByteArray("12..34..........\n") << "more than one solution";
        QTest::newRow("empty grid") << QByteArray(".................................................................................\n")
                                    << "more than one solution";
        QTest::newRow("one given") << QByteArray("5................................................................................\n")
                                   << "more than one solution";
    }
    void rateRefusesNonPuzzles()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, mentions);
        const Run run = cli({"rate"}, input);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
    }

    void badInputGivesClearErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("wrong length") << QStringList{"solve"} << QByteArray("123\n") << "3 character";
        QTest::newRow("bad character") << QStringList{"solve"} << QByteArray("12x4341221434321\n") << "'x' at position 3";
        QTest::newRow("contradictory givens") << QStringList{"solve"} << QByteArray("11..............\n") << "Row 1 has 1 twice";
        QTest::newRow("box does not fit line") << QStringList{"solve", "--box", "3x3"} << QByteArray("1...............\n") << "4x4 grid";
        QTest::newRow("unreadable file") << QStringList{"solve", "/nonexistent/puzzles.txt"} << QByteArray() << "cannot open";
        QTest::newRow("unsupported box") << QStringList{"generate", "--box", "5x6"} << QByteArray() << "not supported";
        QTest::newRow("box 1x9") << QStringList{"generate", "--box", "1x9"} << QByteArray() << "not supported";
        QTest::newRow("bad count") << QStringList{"generate", "--count", "zero"} << QByteArray() << "--count";
        QTest::newRow("bad seed") << QStringList{"generate", "--seed", "-1"} << QByteArray() << "--seed";
        QTest::newRow("bad strategy") << QStringList{"generate", "--strategy", "fast"} << QByteArray() << "--strategy";
        QTest::newRow("bad backend") << QStringList{"generate", "--backend", "dlx"} << QByteArray() << "--backend takes";
        QTest::newRow("solve bad backend") << QStringList{"solve", "--backend", "dlx"} << QByteArray() << "--backend takes";
        QTest::newRow("bench bad backend") << QStringList{"bench", "--backend", "dlx"} << QByteArray() << "--backend takes";
        QTest::newRow("bench bad size") << QStringList{"bench", "--sizes", "3x3,foo"} << QByteArray() << "not supported";
        QTest::newRow("bench stray argument") << QStringList{"bench", "extra"} << QByteArray() << "no file arguments";
        QTest::newRow("binary input") << QStringList{"solve", "/bin/ls"} << QByteArray() << "not a text file";
        QTest::newRow("no command") << QStringList{} << QByteArray() << "Usage";
        QTest::newRow("target too large") << QStringList{"generate", "--target-empty", "82"} << QByteArray() << "--target-empty";
        QTest::newRow("unknown option") << QStringList{"generate", "--colour", "red"} << QByteArray() << "colour";
        QTest::newRow("unknown type") << QStringList{"generate", "--type", "chess"} << QByteArray() << "Unknown puzzle type";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << QByteArray() << "unknown command";
        QTest::newRow("empty output name") << QStringList{"generate", "-o", ""} << QByteArray() << "--output needs a file name";
        QTest::newRow("bench no sizes") << QStringList{"bench", "--sizes", ""} << QByteArray() << "--sizes needs";
        QTest::newRow("empty list") << QStringList{"solve"} << QByteArray("[]\n") << "holds no puzzle";
        QTest::newRow("nothing") << QStringList{"solve"} << QByteArray("# only a comment\n") << "holds no puzzle";
        QTest::newRow("json null") << QStringList{"solve"} << QByteArray("null\n") << "holds a JSON value";
        QTest::newRow("list of numbers") << QStringList{"solve"} << QByteArray("[1]") << "not a puzzle object";
        QTest::newRow("unreadable") << QStringList{"solve", "/proc/self/mem"} << QByteArray() << "cannot read";
        QTest::newRow("negative seed field") << QStringList{"solve"} << puzzleJson("\"seed\": \"1\"", "\"seed\": -5") << "\"seed\" field must be a whole number";
        QTest::newRow("givens not rows") << QStringList{"solve"} << puzzleJson("\"givens\": [", "\"givens\": 7, \"x\": [") << "\"givens\" field must be a list of rows, but it is a number";
        QTest::newRow("unknown difficulty") << QStringList{"rate"} << puzzleJson("\"difficulty\": \"", "\"difficulty\": \"fiendish") << "is not one of easy, medium, hard or evil";
        QTest::newRow("time limit zero") << QStringList{"solve", "--time-limit", "0"} << QByteArray() << "--time-limit";
        QTest::newRow("rate time limit") << QStringList{"rate", "--time-limit", "x"} << QByteArray() << "--time-limit";
        QTest::newRow("rate wrong length") << QStringList{"rate"} << QByteArray("1234\n") << "4 character";
        QTest::newRow("rate clash") << QStringList{"rate"} << QByteArray("11..............\n") << "Row 1 has 1 twice";
        QTest::newRow("rate missing model") << QStringList{"rate", "--model", "/nonexistent.model"} << QByteArray() << "Cannot open";
        QTest::newRow("rate damaged model") << QStringList{"rate", "--model", "/etc/hostname"} << QByteArray() << "damaged";
        QTest::newRow("train without data") << QStringList{"train", "--out", "/tmp/x.model"} << QByteArray() << "--data";
        QTest::newRow("train bad label") << QStringList{"train", "--data", testDataPath("sudoku-bench-9x9.txt"), "--out", "/tmp/x.model"}
                                         << QByteArray() << "is not a difficulty";
        QTest::newRow("bad difficulty") << QStringList{"generate", "--difficulty", "fiendish"} << QByteArray() << "--difficulty";
        QTest::newRow("worksheet per page") << QStringList{"worksheet", "--per-page", "3", "-o", "/tmp/x.pdf"} << QByteArray() << "--per-page";
        QTest::newRow("worksheet no output") << QStringList{"worksheet"} << QByteArray() << "-o FILE";
        QTest::newRow("worksheet bad folder") << QStringList{"worksheet", "--count", "1", "-o", "/nonexistent/x.pdf"} << QByteArray() << "Cannot write";
    }
    void badInputGivesClearErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QString, mentions);
        const Run run = cli(args, input);
        QVERIFY2(run.exitCode > 0, qPrintable(QStringLiteral("exit %1: %2").arg(run.exitCode).arg(run.err)));
        QVERIFY2(run.err.contains(mentions, Qt::CaseInsensitive), qPrintable(run.err));
    }

    void rateFilesPuzzlesAndExplains()
    {
        const QStringList records = testDataRecords("sudoku-qqwing-9x9-sample.txt");
        const QString simple = records.filter(QStringLiteral(",simple,")).value(0);
        const QString expert = records.filter(QStringLiteral(",expert,")).value(0);
        const Run run = cli({"rate"}, (simple + '\n' + expert + '\n').toUtf8());
        QCOMPARE(run.exitCode, 0);
        // Sudoku's classes are what solving needs: qqwing's simple puzzle needs naked singles, which
        // cross-hatching (hidden singles in boxes, easy) does not give, so it is medium (sgt-solo: basic).
        QCOMPARE(nonEmptyLines(run.out), (QStringList{simple.section(',', 0, 0) + ",medium", expert.section(',', 0, 0) + ",evil"}));
        const Run explained = cli({"rate", "--explain"}, simple.toUtf8());
        QVERIFY(explained.out.contains(QLatin1String("[naked single]")));
        QVERIFY(explained.out.contains(QLatin1String("hardest technique: naked single")));
        // In another language the technique names are that language's, as the explanations beside them
        // (they are words for people, not identifiers: scripts read the class and score columns).
        QProcessEnvironment german = QProcessEnvironment::systemEnvironment();
        german.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        german.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        const Run explainedInGerman = ::run(QStringLiteral(PUZZLESMITH_CLI), {"rate", "--explain"}, simple.toUtf8(), german);
        QVERIFY2(explainedInGerman.out.contains(QLatin1String("[nackter Einer]")) && !explainedInGerman.out.contains(QLatin1String("naked single")),
                 qPrintable(explainedInGerman.out));
        const Run evaluated = cli({"rate", "--evaluate", testDataPath("sudoku-qqwing-9x9-sample.txt")});
        QCOMPARE(evaluated.exitCode, 0);
        QVERIFY(evaluated.out.contains(QLatin1String("200 labelled puzzle")));
    }

    void generateAtADifficulty()
    {
        const Run run = cli({"generate", "--difficulty", "hard", "--count", "3", "--seed", "11"});
        QCOMPARE(run.exitCode, 0);
        for (const QString& line : nonEmptyLines(run.out))
            QCOMPARE(line.section(QLatin1Char(','), 1, 1), QStringLiteral("hard"));
        const Run tiny = cli({"generate", "--box", "2x2", "--difficulty", "evil", "--seed", "1"});
        QCOMPARE(tiny.exitCode, 0);
        QVERIFY2(tiny.err.contains(QLatin1String("did not come out evil")), qPrintable(tiny.err));
        QCOMPARE(nonEmptyLines(tiny.out).size(), 1);
    }

    void trainWritesAModelThatRateUses()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("mine.model"));
        const Run train = cli({"train", "--data", testDataPath("sudoku-qqwing-9x9-sample.txt"), "--out", model, "--quick"});
        QCOMPARE(train.exitCode, 0);
        QVERIFY(train.out.contains(QLatin1String("cross-validation accuracy")));
        const QString simple = testDataRecords("sudoku-qqwing-9x9-sample.txt").filter(QStringLiteral(",simple,")).value(0);
        // The class is what solving needs (medium, as in rateFilesPuzzlesAndExplains); the model gives the score.
        QCOMPARE(cli({"rate", "--model", model}, simple.toUtf8()).out.trimmed(), simple.section(',', 0, 0) + ",medium");
    }

    void worksheetWritesAPdf()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.pdf"));
        const Run run = cli({"worksheet", "--type", "sudoku", "--box", "3x3", "--difficulty", "medium", "--count", "12", "--per-page", "4",
                             "--answers", "--title", "TEXT", "-o", path, "--seed", "3"});
        QCOMPARE(run.exitCode, 0);
        // puzzle\S*: "puzzle(s)" until the English plural forms make it "puzzles".
        QVERIFY2(run.out.contains(QRegularExpression(QStringLiteral("12 puzzle\\S* on 4 page"))), qPrintable(run.out + run.err));
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.readAll().startsWith("%PDF"));
    }

    // The full command line links Qt Core only (loading QtGui and the libraries behind it took a third of
    // a short command's start): the drawing is puzzlesmith-worksheet's, which `worksheet` starts. The
    // launcher users type, puzzlesmith-cli, links no Qt at all (test_cli_launcher).
    void commandLineNeedsNoGuiLibrary()
    {
        QFile program(QStringLiteral(PUZZLESMITH_CLI_QT));
        QVERIFY(program.open(QIODevice::ReadOnly));
        const QByteArray bytes = program.readAll();
        QVERIFY(bytes.contains("libQt6Core.so"));   // the libraries it needs are named in it
        QVERIFY(!bytes.contains("libQt6Gui.so"));
        // Without the worksheet program beside it (or in ../lib/puzzlesmith), worksheet says so.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("puzzlesmith-cli-qt"));
        QVERIFY(QFile::copy(program.fileName(), copy));
        QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::ExeOwner));
        const Run alone = run(copy, {"worksheet", "--count", "1", "-o", dir.filePath(QStringLiteral("w.pdf"))});
        QCOMPARE(alone.exitCode, 1);
        QVERIFY2(alone.err.contains("cannot start the worksheet program"), qPrintable(alone.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("w.pdf"))));
    }

    void helpForEverySubcommand()
    {
        for (const char* command : {"generate", "solve", "bench", "rate", "train", "worksheet"}) {
            const Run run = cli({command, "--help"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.contains(QLatin1String("puzzlesmith-cli ") + command), qPrintable(run.out));
        }
        QVERIFY(cli({"--help"}).out.contains(QLatin1String("generate")));
    }

    void benchPrintsFigures()
    {
        const Run run = cli({"bench", "--sizes", "2x2,2x3", "--puzzles", "3"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QLatin1String("median ms")));
        const QStringList lines = nonEmptyLines(run.out);
        QCOMPARE(lines.size(), 6);
        QVERIFY(lines[2].startsWith(QLatin1String("4x4")));
        // Up to 16x16 every square is tested, so every puzzle is minimal.
        QVERIFY2(lines[2].contains(QLatin1String("3/3 (0n 0?)")) && lines[3].contains(QLatin1String("3/3 (0n 0?)")), qPrintable(run.out));
        QVERIFY(lines[4].startsWith(QLatin1String("minimal:")));
        QVERIFY(lines[5].contains(QLatin1String("peak memory")));

        const Run solve = cli({"bench", "--solve", testDataPath("sudoku-solo-4-16-25.txt")});
        QCOMPARE(solve.exitCode, 0);
        QVERIFY(solve.out.contains(QLatin1String("trivial 4x4")));

        const Run batch = cli({"bench", "--batch", "20"});
        QCOMPARE(batch.exitCode, 0);
        QVERIFY2(batch.out.contains(QRegularExpression(QStringLiteral("20 Sudoku 9x9 \\(3x3 boxes\\) puzzle\\S* on 1 thread"))), qPrintable(batch.out));

        // Every type has its own sizes and peers; Fillomino's peer is sgt-filling.
        const Run fillomino = cli({"bench", "--type", "fillomino", "--sizes", "5x5,4x7", "--puzzles", "3"});
        QCOMPARE(fillomino.exitCode, 0);
        QVERIFY(fillomino.out.contains(QLatin1String("4x7")));
        const Run fillominoBatch = cli({"bench", "--type", "fillomino", "--batch", "4"});
        QCOMPARE(fillominoBatch.exitCode, 0);
        QVERIFY2(fillominoBatch.out.contains(QRegularExpression(QStringLiteral("4 Fillomino 9x9 puzzle\\S* on 1 thread"))), qPrintable(fillominoBatch.out));

        // Rating reads any puzzle file (benchmark lists have no difficulty labels).
        const Run rate = cli({"bench", "--rate", testDataPath("sudoku-bench-9x9.txt")});
        QCOMPARE(rate.exitCode, 0);
        QVERIFY2(rate.out.contains(QRegularExpression(QStringLiteral("rated 2400 puzzle\\S* on one thread"))), qPrintable(rate.out));

        // --tdoku runs our solve and tdoku's line solver as whole processes on the same puzzles and prints both
        // command lines (/bin/true and /bin/false stand in for a tdoku that works and one that fails). Our
        // side is the command as users type it: the launcher, no --type for the default type.
        const Run tdokuStandIn = cli({"bench", "--solve", testDataPath("sudoku-bench-9x9.txt"), "--tdoku", "/bin/true"});
        QCOMPARE(tdokuStandIn.exitCode, 0);
        QVERIFY2(tdokuStandIn.out.contains(QLatin1String("CPU time of the whole process")) && tdokuStandIn.out.contains(QLatin1String("/puzzlesmith-cli solve -"))
                     && tdokuStandIn.out.contains(QLatin1String("/bin/true 2 <")),
                 qPrintable(tdokuStandIn.out));
        const Run tdokuFails = cli({"bench", "--solve", testDataPath("sudoku-bench-9x9.txt"), "--tdoku", "/bin/false"});
        QCOMPARE(tdokuFails.exitCode, 0);
        QVERIFY2(tdokuFails.out.contains(QLatin1String("tdoku is not installed or failed")), qPrintable(tdokuFails.out));
        // --tdoku names tdoku's line solver and goes with --solve.
        const Run tdokuAlone = cli({"bench", "--tdoku", "/bin/true"});
        QCOMPARE(tdokuAlone.exitCode, 2);
        QVERIFY(tdokuAlone.err.contains(QLatin1String("--tdoku goes with --solve")));
        const Run tdokuMissing = cli({"bench", "--solve", testDataPath("sudoku-bench-9x9.txt"), "--tdoku", "/no/such/run_benchmark"});
        QCOMPARE(tdokuMissing.exitCode, 2);
        QVERIFY(tdokuMissing.err.contains(QLatin1String("is not a program")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
