// The seed line at the foot of each worksheet page: what it prints (read back from the PDF, as a
// teacher with a lost sheet would read it) makes the very same puzzle again through
// `puzzlesmith-cli generate`, for the studio's worksheets and `puzzlesmith-cli worksheet` alike.
#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "document/GridText.h"
#include "document/Worksheet.h"
#include "document/WorksheetLayout.h"
#include "types/PuzzleRules.h"
#include "types/TypeRegistry.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted() || !process.waitForFinished(240000)) {
        process.kill();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// The commands printed in a PDF, in page order (pdftotext keeps a line's words together).
QStringList printedCommands(const QString& pdf)
{
    const Run text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QStringList commands;
    static const QRegularExpression command(QStringLiteral("puzzlesmith-cli generate[^\\n]*?--seed \\d+"));
    for (auto it = command.globalMatch(text.out); it.hasNext();)
        commands << it.next().captured(0);
    return commands;
}

// Runs a printed command (with grid output added) and returns the puzzle it makes.
std::optional<ps::Board> remade(const QString& command, const QString& typeId)
{
    QStringList arguments = command.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (arguments.size() < 2 || arguments.takeFirst() != QLatin1String("puzzlesmith-cli"))
        return std::nullopt;
    const Run made = run(QStringLiteral(PUZZLESMITH_CLI), arguments << QStringLiteral("--format") << QStringLiteral("grid"));
    std::vector<GridTextPuzzle> puzzles;
    if (made.exitCode != 0 || !readGridText(made.out, typeId, puzzles, nullptr) || puzzles.size() != 1)
        return std::nullopt;
    return puzzles.front().board;
}

std::vector<std::shared_ptr<const ps::PuzzleRules>> sudokuAndKenKen6()
{
    return {std::shared_ptr<const ps::PuzzleRules>(ps::makeRules("sudoku", "2x3")), std::shared_ptr<const ps::PuzzleRules>(ps::makeRules("kenken", "6x6"))};
}

const std::vector<ps::Difficulty> kMix{ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil};

} // namespace

class TestWorksheetSeeds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Like test_worksheet: a missing pdftotext fails (scripts/setup.sh installs poppler-utils).
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
                 "pdftotext (poppler-utils, in scripts/install-packages.sh) is needed to read the PDF back");
    }

    void theLineSaysWhatMakesThePuzzle()
    {
        WorksheetPuzzle puzzle;
        puzzle.rules = std::shared_ptr<const ps::PuzzleRules>(ps::makeRules("sudoku", "3x2"));
        puzzle.difficulty = QStringLiteral("Hard");
        QVERIFY(worksheetSeedLine(3, puzzle).isEmpty());   // no seed, no line
        puzzle.seed = 1234567;
        puzzle.level = ps::Difficulty::Evil;   // asked for evil; "Hard" is what came out
        QCOMPARE(worksheetRemakeCommand(puzzle), QStringLiteral("puzzlesmith-cli generate --type sudoku --box 3x2 --difficulty evil --seed 1234567"));
        QCOMPARE(worksheetSeedLine(3, puzzle),
                 QStringLiteral("3 · Sudoku 6x6 (3x2 boxes) · Hard · seed 1234567: puzzlesmith-cli generate --type sudoku --box 3x2 --difficulty evil --seed 1234567"));
        puzzle.rules = std::shared_ptr<const ps::PuzzleRules>(ps::makeRules("fillomino", "5x8"));
        QCOMPARE(worksheetRemakeCommand(puzzle), QStringLiteral("puzzlesmith-cli generate --type fillomino --size 5x8 --difficulty evil --seed 1234567"));
    }

    // Every layout the dialog offers: a line per slot, under every grid and caption, on the page, clear
    // of the page number, and no answer page has them.
    void seedLinesHaveTheirOwnPlace()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter})
            for (int side : {4, 9, 16, 25})
                for (int perPage : {1, 2, 4, 6}) {
                    WorksheetSettings settings;
                    settings.perPage = perPage;
                    settings.pageSize = QPageSize(paper);
                    settings.instructions = QString(120, QLatin1Char('x'));
                    const WorksheetLayout layout(settings, side, 13);
                    const QRectF area(QPointF(0, 0), layout.areaMm());
                    for (int index = 0; index < layout.pageCount(); ++index) {
                        const WorksheetPage page = layout.page(index);
                        if (page.answers) {
                            QVERIFY(page.seedLines.empty());
                            continue;
                        }
                        QCOMPARE(static_cast<int>(page.seedLines.size()), perPage);
                        for (const QRectF& line : page.seedLines) {
                            QVERIFY(area.contains(line) && page.footer.contains(line));
                            QVERIFY(line.top() > page.body.bottom());
                            QVERIFY(line.right() <= area.width() - 25);   // the page number's place stays free
                            for (const WorksheetSlot& slot : page.grids)
                                QVERIFY(line.top() > slot.caption.bottom());
                        }
                    }
                    // Without seeds (the main window's single puzzle) the footer is the page number alone.
                    settings.seedFooter = false;
                    QVERIFY(WorksheetLayout(settings, side, 13).page(0).seedLines.empty());
                }
    }

    // The studio's worksheet (generateWorksheetPuzzles, as the dialog calls it) as a PDF: each printed
    // command, run through the CLI, makes exactly the puzzle on the sheet.
    void printedSeedsMakeTheSamePuzzlesAgain()
    {
        QString error;
        const auto classifier = DifficultyModels::classifierFor(QStringLiteral("sudoku"), {}, &error);
        QVERIFY2(classifier, qPrintable(error));
        const int count = 5;
        auto puzzles = generateWorksheetPuzzles(sudokuAndKenKen6(), kMix, count, 424242, *classifier,
                                                [](ps::Difficulty d) { return QString::fromStdString(ps::difficultyName(d)); });
        QCOMPARE(static_cast<int>(puzzles.size()), count);
        std::vector<WorksheetPuzzle> kept = puzzles;
        WorksheetSettings settings;
        settings.perPage = 2;
        settings.answers = true;
        const Worksheet worksheet(settings, std::move(puzzles));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        QVERIFY2(writeWorksheetPdf(pdf, worksheet, &error), qPrintable(error));
        const QStringList commands = printedCommands(pdf);
        QCOMPARE(commands.size(), count);   // one per puzzle, none on the answer pages, none cut short
        for (int i = 0; i < count; ++i) {
            const WorksheetPuzzle& puzzle = kept[static_cast<std::size_t>(i)];
            QCOMPARE(commands[i], worksheetRemakeCommand(puzzle));
            const auto board = remade(commands[i], QString::fromStdString(puzzle.rules->typeId()));
            QVERIFY2(board, qPrintable(commands[i]));
            QVERIFY2(*board == puzzle.givens, qPrintable(QStringLiteral("puzzle %1: %2").arg(i + 1).arg(commands[i])));
        }
    }

    // `puzzlesmith-cli worksheet` prints the same lines for the same seed (the layout is shared), six to
    // a page too.
    void theCommandLineWorksheetPrintsThemToo()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("cli.pdf"));
        const Run made = run(QStringLiteral(PUZZLESMITH_CLI), {"worksheet", "--type", "sudoku,kenken", "--size", "6x6", "--difficulty", "easy",
                                                               "--count", "7", "--per-page", "6", "--seed", "99", "-o", pdf});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QString error;
        const auto classifier = DifficultyModels::classifierFor(QStringLiteral("sudoku"), {}, &error);
        QVERIFY2(classifier, qPrintable(error));
        const auto puzzles = generateWorksheetPuzzles(sudokuAndKenKen6(), {ps::Difficulty::Easy}, 7, 99, *classifier,
                                                      [](ps::Difficulty d) { return QString::fromStdString(ps::difficultyName(d)); });
        QStringList expected;
        for (const WorksheetPuzzle& puzzle : puzzles)
            expected << worksheetRemakeCommand(puzzle);
        QCOMPARE(printedCommands(pdf), expected);
        const auto board = remade(expected.last(), QStringLiteral("sudoku"));   // the second page's one
        QVERIFY(board && *board == puzzles.back().givens);
    }
};

QTEST_MAIN(TestWorksheetSeeds)
#include "test_worksheet_seeds.moc"
