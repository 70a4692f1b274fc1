// puzzlesmith-cli is a launcher without Qt (app/launcher): it answers plain `rate FILE` and `solve FILE`
// itself and hands
// everything else to the full command line, puzzlesmith-cli-qt. Whatever it answers must be byte for byte
// what the full command prints (standard output, standard error, exit code), in every language; what it
// cannot answer must reach the full command with its input untouched.
#include "ProcessRun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

namespace {

using Run = ProcessRun;

Run run(const QString& program, const QStringList& arguments, const QString& inputFile = {}, const QString& outputFile = {},
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    return runProcess(program, arguments, inputFile, outputFile, environment);
}

QString describe(const Run& r)
{
    return QStringLiteral("exit %1\n--- out:\n%2--- err:\n%3").arg(r.exitCode).arg(QString::fromUtf8(r.out.left(600)), QString::fromUtf8(r.err.left(600)));
}

QProcessEnvironment inLanguage(const QString& locale, const QString& language)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), locale);
    environment.insert(QStringLiteral("LANG"), locale);
    environment.insert(QStringLiteral("LANGUAGE"), language);
    return environment;
}

} // namespace

class TestCliLauncher : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString alone_;           // a copy of the launcher without the full command beside it
    QList<QByteArray> lines_; // generated 9x9 puzzle lines (puzzle,class,source with box=3x3)

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return {};
        return path;
    }

    QByteArray puzzleOf(int i) const { return lines_.at(i).left(81); }

    // The launcher and the full command give the same answer to `arguments` (standard input from
    // `input` when given), in `environment`.
    void compareWithFullCommand(const QStringList& arguments, const QString& input = {},
                                const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
    {
        const Run launcher = run(QStringLiteral(PUZZLESMITH_CLI), arguments, input, {}, environment);
        Run full = run(QStringLiteral(PUZZLESMITH_CLI_QT), arguments, input, {}, environment);
        // Started by the launcher, the full command is given the launcher's argv[0], which --help shows.
        full.out.replace(PUZZLESMITH_CLI_QT, PUZZLESMITH_CLI);
        full.err.replace(PUZZLESMITH_CLI_QT, PUZZLESMITH_CLI);
        QVERIFY2(launcher == full, qPrintable(arguments.join(' ') + "\nlauncher: " + describe(launcher) + "\nfull: " + describe(full)));
    }

    // The launcher answers `arguments` by itself (without the full command beside it), as the full command does.
    void answersAlone(const QStringList& arguments, const QString& input = {},
                      const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
    {
        const Run alone = run(alone_, arguments, input, {}, environment);
        const Run full = run(QStringLiteral(PUZZLESMITH_CLI_QT), arguments, input, {}, environment);
        QCOMPARE(full.exitCode, 0);
        QVERIFY2(alone == full, qPrintable(arguments.join(' ') + "\nalone: " + describe(alone) + "\nfull: " + describe(full)));
    }

    // The launcher leaves `arguments` to the full command: alone it cannot answer, and beside it the
    // answer is the full command's.
    void leavesToFullCommand(const QStringList& arguments, const QString& input = {},
                             const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
    {
        const Run alone = run(alone_, arguments, input, {}, environment);
        QCOMPARE(alone.exitCode, 1);
        QVERIFY2(alone.out.isEmpty() && alone.err.contains("cannot start the full command line"), qPrintable(describe(alone)));
        compareWithFullCommand(arguments, input, environment);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        alone_ = dir_.filePath(QStringLiteral("alone/puzzlesmith-cli"));
        QVERIFY(QDir(dir_.path()).mkpath(QStringLiteral("alone")));
        QVERIFY(QFile::copy(QStringLiteral(PUZZLESMITH_CLI), alone_));
        QVERIFY(QFile::setPermissions(alone_, QFile::ReadOwner | QFile::ExeOwner));
        // Puzzles of every class, by seed (generate writes "puzzle,class,puzzlesmith seed=N box=3x3").
        for (const char* difficulty : {"easy", "medium", "hard", "evil"}) {
            const Run made = run(QStringLiteral(PUZZLESMITH_CLI_QT), {"generate", "--box", "3x3", "--count", "6", "--seed", "31", "--difficulty", difficulty});
            QCOMPARE(made.exitCode, 0);
            for (const QByteArray& line : made.out.split('\n'))
                if (!line.isEmpty())
                    lines_ << line;
        }
        QCOMPARE(lines_.size(), 24);
        QVERIFY(lines_.front().contains("box=3x3"));
    }

    void launcherLinksNoQt()
    {
        QFile program(QStringLiteral(PUZZLESMITH_CLI));
        QVERIFY(program.open(QIODevice::ReadOnly));
        const QByteArray bytes = program.readAll();
        QVERIFY(bytes.contains("libc.so"));   // the libraries it needs are named in it
        QVERIFY(!bytes.contains("libQt6"));
    }

    // Plain 9x9 lines in the forms users keep them: bare puzzles, generate's lines, labels and sources,
    // '0' for an empty square, blank lines, comments, spaces and tabs, no final newline.
    void answersPlainSudokuLinesAlone()
    {
        QByteArray generated, bare, mixed;
        for (int i = 0; i < lines_.size(); ++i) {
            generated += lines_[i] + '\n';
            bare += puzzleOf(i) + '\n';
        }
        mixed = "# a comment\n\n" + QByteArray(puzzleOf(0)).replace('.', '0') + "\n  \t" + puzzleOf(1) + " \t, hard , qqwing 1.3.4\n" +
                "   # indented comment\n" + puzzleOf(2) + ",unreasonable,sgt-solo 3x3du\n" + puzzleOf(3) + ",,\n" + puzzleOf(4) + ",x,(box=3x3)";
        const QString generatedFile = write(QStringLiteral("generated.txt"), generated);
        const QString bareFile = write(QStringLiteral("bare.txt"), bare);
        const QString mixedFile = write(QStringLiteral("with spaces.txt"), mixed);
        for (const char* command : {"rate", "solve"}) {
            answersAlone({command, generatedFile});
            answersAlone({command, bareFile});
            answersAlone({command, mixedFile});
            // Standard input from a file, by "-" and by default.
            answersAlone({command, "-"}, bareFile);
            answersAlone({command}, mixedFile);
        }
        // Every class is among the answers, each line the puzzle and its class.
        const QByteArray out = run(alone_, {"rate", generatedFile}).out;
        for (const char* name : {",easy\n", ",medium\n", ",hard\n", ",evil\n"})
            QVERIFY2(out.contains(name), out.constData());
        QCOMPARE(out.count('\n'), lines_.size());
        QVERIFY(out.startsWith(puzzleOf(0) + ','));
        // solve: each line the solution and the count.
        const QByteArray solved = run(alone_, {"solve", generatedFile}).out;
        QCOMPARE(solved.count('\n'), lines_.size());
        QCOMPARE(solved.count(",1\n"), lines_.size());
        QVERIFY(!solved.contains('.'));
    }

    // solve prints answers without a message for puzzles with no solution (the puzzle, 0) or several (the
    // first solution, 2), so the launcher answers those too; rate says something of them, so it does not.
    void solvesPuzzlesWithNoneOrSeveralSolutionsAlone()
    {
        const QByteArray noSolution = "12345678." + QByteArray(8, '.') + "9" + QByteArray(63, '.');   // R1C9 can only be the 9 of R2C9
        const QString file = write(QStringLiteral("none-and-several.txt"), puzzleOf(0) + '\n' + noSolution + '\n' + QByteArray(81, '.') + ",empty\n");
        answersAlone({"solve", file});
        const QByteArray out = run(alone_, {"solve", file}).out;
        QVERIFY2(out.contains(noSolution + ",0\n") && out.endsWith(",2\n"), out.constData());
        leavesToFullCommand({"rate", file});
    }

    // Whatever the launcher does not answer reaches the full command, input untouched: its messages,
    // other formats and sizes, options, other commands, standard input that is not a file.
    void leavesEverythingElseToTheFullCommand()
    {
        const QByteArray good = puzzleOf(0) + '\n' + puzzleOf(1) + '\n';
        QByteArray conflict = puzzleOf(2);
        const int given = static_cast<int>(std::find_if(conflict.begin(), conflict.end(), [](char c) { return c >= '1' && c <= '9'; }) - conflict.begin());
        conflict[(given / 9) * 9 + (given % 9 + 1) % 9] = conflict[given];   // the same value twice in a row
        if (conflict == puzzleOf(2))
            QFAIL("no conflict made");
        const QList<QPair<QString, QByteArray>> files = {
            {"empty.txt", ""},
            {"only-comments.txt", "# nothing\n\n"},
            {"bad-line-last.txt", good + "123\n"},
            {"bad-character.txt", good + puzzleOf(3).replace(0, 1, "x") + '\n'},
            {"conflict.txt", good + conflict + '\n'},
            {"two-solutions.txt", good + QByteArray(81, '.') + '\n'},
            {"four-by-four.txt", ".....1.23.....4.\n"},
            {"other-box.txt", puzzleOf(0) + ",easy,seed=1 box=3x3 box=3x3\n"},
            {"box-word.txt", puzzleOf(0) + ",easy,seed=1 box=9x1\n"},
            {"crlf.txt", puzzleOf(0) + "\r\n" + puzzleOf(1) + "\r\n"},
            {"bom.txt", "\xEF\xBB\xBF" + good},
            {"accent.txt", "# d\xC3\xA9j\xC3\xA0 vu\n" + good},
            {"nul.txt", good + QByteArray(1, '\0') + '\n'},
            {"grid.txt", "4 4\n. . . .\n. . . 1\n. 2 3 .\n. . . 4\n"},
            {"json.puzzle", "{\"type\": \"sudoku\"}\n"},
        };
        for (const auto& [name, bytes] : files) {
            const QString path = write(name, bytes);
            for (const char* command : {"rate", "solve"}) {
                if (name == QLatin1String("two-solutions.txt") && command == QLatin1String("solve"))
                    continue;   // answered without a message (solvesPuzzlesWithNoneOrSeveralSolutionsAlone)
                leavesToFullCommand({command, path});
                leavesToFullCommand({command}, path);
            }
        }
        const QString goodFile = write(QStringLiteral("good.txt"), good);
        leavesToFullCommand({"rate", dir_.filePath(QStringLiteral("missing.txt"))});
        leavesToFullCommand({"rate", dir_.path()});   // a folder
        leavesToFullCommand({"rate", goodFile, "--score"});
        leavesToFullCommand({"rate", "--format", "grid", goodFile});
        leavesToFullCommand({"rate", "--explain", goodFile});
        leavesToFullCommand({"rate", "--type", "sudoku", goodFile});
        leavesToFullCommand({"rate", goodFile, goodFile});
        leavesToFullCommand({"rate", "--help"});
        leavesToFullCommand({"rate", ""}, goodFile);
        leavesToFullCommand({"solve", "--format", "grid", goodFile});
        leavesToFullCommand({"solve", "--backend", "z3", goodFile});
        leavesToFullCommand({"solve", "--time-limit", "5", goodFile});
        leavesToFullCommand({"solve", goodFile, goodFile});
        leavesToFullCommand({"solve", "--help"});
        leavesToFullCommand({"generate", goodFile});
        leavesToFullCommand({"--version"});
        leavesToFullCommand({});
        leavesToFullCommand({"rates", goodFile});
        // A file named with letters beyond ASCII (the full command decodes its name).
        const QString accented = write(QStringLiteral("d\u00e9j\u00e0.txt"), good);
        leavesToFullCommand({"rate", accented});
        leavesToFullCommand({"solve", accented});
        // Standard input from a pipe: the full command answers each puzzle as it arrives.
        const Run piped = run(alone_, {"rate"});
        QCOMPARE(piped.exitCode, 1);
        QVERIFY(piped.err.contains("cannot start the full command line"));
    }

    // Answers and messages alike in every language the program speaks (the answers are never
    // translated; the messages come from the full command).
    void sameInEveryLanguage()
    {
        QByteArray bare;
        for (int i = 0; i < 6; ++i)
            bare += lines_[i] + '\n';
        const QString goodFile = write(QStringLiteral("six.txt"), bare);
        const QString badFile = write(QStringLiteral("six-and-bad.txt"), bare + "12345\n");
        const std::initializer_list<std::pair<const char*, const char*>> languages = {
            {"de_DE.UTF-8", "de"}, {"fr_FR.UTF-8", "fr"}, {"es_ES.UTF-8", "es"}, {"C", ""}};
        for (const auto& [locale, language] : languages) {
            const QProcessEnvironment environment = inLanguage(QString::fromLatin1(locale), QString::fromLatin1(language));
            answersAlone({"rate", goodFile}, {}, environment);
            answersAlone({"solve", goodFile}, {}, environment);
            leavesToFullCommand({"rate", badFile}, {}, environment);
            leavesToFullCommand({"solve", badFile}, {}, environment);
        }
        // The messages are translated (so the comparison above saw German where German was asked for).
        const Run german = run(QStringLiteral(PUZZLESMITH_CLI), {"rate", badFile}, {}, {}, inLanguage(QStringLiteral("de_DE.UTF-8"), QStringLiteral("de")));
        const Run english = run(QStringLiteral(PUZZLESMITH_CLI), {"rate", badFile}, {}, {}, inLanguage(QStringLiteral("C"), QString()));
        QCOMPARE(german.exitCode, 1);
        QVERIFY2(german.err != english.err, german.err.constData());
    }

    // A failed write goes to the full command, which meets the same failure and reports it.
    void reportsAFullStandardOutputAsTheFullCommandDoes()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        const QString goodFile = write(QStringLiteral("full.txt"), lines_[0] + '\n');
        for (const char* command : {"rate", "solve"}) {
            const Run launcher = run(QStringLiteral(PUZZLESMITH_CLI), {command, goodFile}, {}, QStringLiteral("/dev/full"));
            const Run full = run(QStringLiteral(PUZZLESMITH_CLI_QT), {command, goodFile}, {}, QStringLiteral("/dev/full"));
            QCOMPARE(full.exitCode, 1);
            QVERIFY2(launcher == full, qPrintable(describe(launcher) + "\n" + describe(full)));
            QVERIFY2(launcher.err.contains("standard output"), launcher.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliLauncher)
#include "test_cli_launcher.moc"
