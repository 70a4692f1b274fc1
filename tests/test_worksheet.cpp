// Worksheets: page layout arithmetic, the PDF's pages and text, and painting.
#include "document/EngineMessages.h"
#include "FileSizeLimit.h"
#include "types/TypeRegistry.h"
#include "document/Worksheet.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>

using namespace ps;

namespace {

std::vector<WorksheetPuzzle> puzzles(const char* box, int count, const char* type = "sudoku")
{
    std::shared_ptr<const PuzzleRules> rules(makeRules(type, box));
    auto backend = makeBackend("native", *rules);
    const RuleClassifier classifier;
    PuzzleGenerator generator(*rules, *backend, classifier);
    GenerationSettings settings;
    settings.harvest = false;
    // Layout does not care whether a 25x25 is minimal, and a minimal one takes over a minute.
    settings.searchBudget = rules->rows() > 16 ? 20 : defaultSearchBudget(*rules);
    std::vector<WorksheetPuzzle> out;
    for (int i = 0; i < count; ++i) {
        Rng rng(static_cast<std::uint64_t>(i + 1));
        const GenerationResult result = generator.run(settings, rng);
        out.push_back({rules, result.puzzle, result.solution, QStringLiteral("Medium")});
    }
    return out;
}

// The shortest distance between two rectangles (0 when they touch or overlap).
double distance(const QRectF& a, const QRectF& b)
{
    const double dx = std::max({0.0, b.left() - a.right(), a.left() - b.right()});
    const double dy = std::max({0.0, b.top() - a.bottom(), a.top() - b.bottom()});
    return std::hypot(dx, dy);
}

WorksheetSettings settingsFor(int perPage, QPageSize::PageSizeId paper = QPageSize::A4)
{
    WorksheetSettings settings;
    settings.title = QStringLiteral("Week 12");
    settings.instructions = QStringLiteral("Fill every row, column and box with each value once.");
    settings.perPage = perPage;
    settings.pageSize = QPageSize(paper);
    return settings;
}

// Every page of a layout: the puzzle pages and the answer pages.
std::vector<WorksheetPage> pagesOf(const WorksheetLayout& layout)
{
    std::vector<WorksheetPage> pages;
    for (int page = 0; page < layout.pageCount(); ++page)
        pages.push_back(layout.page(page));
    return pages;
}

int pdfPageCount(const QByteArray& pdf)
{
    // The page tree root holds the total: "/Type /Pages ... /Count N".
    const auto match = QRegularExpression(QStringLiteral("/Type\\s*/Pages\\b[^>]*?/Count\\s+(\\d+)")).match(QString::fromLatin1(pdf));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

class TestWorksheet : public QObject {
    Q_OBJECT
private slots:
    // The layout model, in millimetres: every layout the dialog offers, on both papers, puzzle and answer
    // pages alike.
    void captionsBelongToTheirGrids()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter})
            for (int side : {4, 9, 16, 25})
                for (int perPage : {1, 2, 4, 6}) {
                    const WorksheetLayout layout(settingsFor(perPage, paper), side, 12);
                    for (const WorksheetPage& page : pagesOf(layout))
                        for (const WorksheetSlot& slot : page.grids) {
                            QVERIFY(slot.caption.top() >= slot.grid.bottom());   // under its grid
                            const double own = distance(slot.caption, slot.grid);
                            for (const WorksheetSlot& other : page.grids)
                                if (other.puzzle != slot.puzzle)
                                    QVERIFY2(own * 3 < distance(slot.caption, other.grid),
                                             qPrintable(QStringLiteral("%1x%1, %2 per page: caption %3 is %4 mm from its grid, %5 mm from grid %6")
                                                            .arg(side).arg(perPage).arg(slot.puzzle + 1).arg(own)
                                                            .arg(distance(slot.caption, other.grid)).arg(other.puzzle + 1)));
                        }
                }
    }

    void everythingStaysOnThePage()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter})
            for (int side : {4, 9, 16, 25})
                for (int perPage : {1, 2, 4, 6}) {
                    const WorksheetLayout layout(settingsFor(perPage, paper), side, 12);
                    const QRectF area(QPointF(0, 0), layout.areaMm());
                    for (const WorksheetPage& page : pagesOf(layout)) {
                        const QRectF body = page.body.adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
                        QVERIFY(area.contains(page.body) && area.contains(page.footer));
                        QVERIFY(page.footer.top() > page.body.bottom());
                        for (const WorksheetSlot& slot : page.grids) {
                            QVERIFY(body.contains(slot.grid) && body.contains(slot.caption));
                            QCOMPARE(slot.grid.width(), slot.grid.height());
                            for (const WorksheetSlot& other : page.grids)
                                QVERIFY(other.puzzle == slot.puzzle || !other.grid.intersects(slot.grid));
                        }
                    }
                }
    }

    void firstGridKeepsClearOfTheNameAndDateLine()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter})
            for (int perPage : {1, 2, 4, 6}) {
                const WorksheetPage page = WorksheetLayout(settingsFor(perPage, paper), 9, 12).page(0);
                QVERIFY(!page.nameDate.isNull() && page.nameDate.top() > page.instructions.bottom());
                for (const WorksheetSlot& slot : page.grids)
                    QVERIFY2(slot.grid.top() - page.nameDate.bottom() >= 6,
                             qPrintable(QStringLiteral("%1 per page: grid %2 starts %3 mm below the name line")
                                            .arg(perPage).arg(slot.puzzle + 1).arg(slot.grid.top() - page.nameDate.bottom())));
            }
        WorksheetSettings bare = settingsFor(6);
        bare.instructions.clear();
        bare.nameAndDate = false;
        const WorksheetPage page = WorksheetLayout(bare, 9, 6).page(0);
        QVERIFY(page.nameDate.isNull() && page.instructions.isNull());
        QVERIFY(page.grids.front().grid.top() - page.title.bottom() >= 6);

        // A sheet mixing types states every type's rules: the instructions get the lines they need
        // (they are drawn word-wrapped, never cut short).
        WorksheetSettings mixed = settingsFor(2);
        mixed.instructions = QString(260, QLatin1Char('x'));
        const WorksheetPage wrapped = WorksheetLayout(mixed, 9, 2).page(0);
        const WorksheetPage oneLine = WorksheetLayout(settingsFor(2), 9, 2).page(0);
        QVERIFY(wrapped.instructions.height() >= 2.5 * oneLine.instructions.height());
        QVERIFY(wrapped.nameDate.top() > wrapped.instructions.bottom());

        // Every type's rules on one sheet (as the worksheet dialog writes them when mixing all types) fit
        // their lines whole, at 300 dpi on A4 with four grids a page: none is cut off at the end.
        QStringList rules;
        for (const ps::PuzzleType& type : ps::puzzleTypes())
            rules << QStringLiteral("%1: %2").arg(QString::fromStdString(type.name), QString::fromStdString(type.instructions));
        WorksheetSettings every = settingsFor(4);
        every.instructions = rules.join(QLatin1Char(' '));
        const QRectF box = WorksheetLayout(every, 9, 7).page(0).instructions;
        QImage device(10, 10, QImage::Format_RGB32);
        const double dotsPerMm = 300 / 25.4;
        device.setDotsPerMeterX(qRound(dotsPerMm * 1000));
        device.setDotsPerMeterY(qRound(dotsPerMm * 1000));
        const QRectF onPaper(box.topLeft() * dotsPerMm, box.size() * dotsPerMm);
        const QFont font = worksheetWrappedFont(onPaper, 4.2 * dotsPerMm, every.instructions, &device);
        const QRectF needed = QFontMetricsF(font, &device).boundingRect(onPaper, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, every.instructions);
        QVERIFY2(needed.height() <= onPaper.height(), qPrintable(QStringLiteral("%1 > %2").arg(needed.height()).arg(onPaper.height())));
    }

    void gridsUseThePageWidth()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter})
            for (int perPage : {1, 2, 4, 6}) {
                const WorksheetLayout layout(settingsFor(perPage, paper), 9, perPage);
                const WorksheetPage page = layout.page(0);
                double left = 1e9, right = -1e9;
                for (const WorksheetSlot& slot : page.grids) {
                    left = std::min(left, slot.grid.left());
                    right = std::max(right, slot.grid.right());
                }
                // Before: 2 per page spanned 57 % of the width, 6 per page 78 %. (A 9x9 alone on a Letter page
                // stops at 20 mm squares.)
                QVERIFY2(right - left >= 0.95 * layout.areaMm().width() || layout.puzzleCellMm() == sheet::kMaxCellMm,
                         qPrintable(QStringLiteral("%1 per page spans %2 of %3 mm").arg(perPage).arg(right - left).arg(layout.areaMm().width())));
            }
        // Two per page go side by side across a landscape page.
        QCOMPARE(WorksheetLayout(settingsFor(2), 9, 2).orientation(), QPageLayout::Landscape);
        for (int perPage : {1, 4, 6})
            QCOMPARE(WorksheetLayout(settingsFor(perPage), 9, 2).orientation(), QPageLayout::Portrait);
        QCOMPARE(WorksheetLayout(settingsFor(2), 4, 2).orientation(), QPageLayout::Portrait);   // 4x4s are as large either way
    }

    void sixteenAtTwoPerPageFillsItsHalf()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter}) {
            const WorksheetLayout layout(settingsFor(2, paper), 16, 2);
            const WorksheetPage page = layout.page(0);
            QCOMPARE(page.grids.size(), std::size_t{2});
            const double half = layout.areaMm().width() / 2;
            for (const WorksheetSlot& slot : page.grids)
                QVERIFY2(slot.grid.width() >= 0.95 * half, qPrintable(QString::number(slot.grid.width())));
            QVERIFY(page.grids[0].grid.right() <= half && page.grids[1].grid.left() >= half);   // one half each
            QVERIFY(layout.puzzleCellMm() >= 7.0);   // before: 6.4 mm (A4), 6.0 mm (Letter)
            QVERIFY(worksheetAdvice(settingsFor(2, paper), 16).warning.isEmpty());
        }
    }

    void smallSquaresWarnAndSuggestFewerPerPage()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter}) {
            const WorksheetAdvice advice = worksheetAdvice(settingsFor(4, paper), 25);
            QVERIFY(advice.cellMm > 3 && advice.cellMm < 4);   // 25x25 at 4 per page: 3.4 and 3.6 mm
            QCOMPARE(advice.suggestedPerPage, 1);
            QVERIFY(advice.suggestedCellMm >= sheet::kMinPuzzleCellMm);
            QVERIFY2(advice.warning.contains(QLatin1String("Choose 1 per page")), qPrintable(advice.warning));
            QCOMPARE(worksheetAdvice(settingsFor(4, paper), 16).suggestedPerPage, 2);
            QCOMPARE(worksheetAdvice(settingsFor(6, paper), 12).suggestedPerPage, 4);
            for (int perPage : {1, 2, 4, 6})
                QVERIFY(worksheetAdvice(settingsFor(perPage, paper), 9).warning.isEmpty());
            QVERIFY(worksheetAdvice(settingsFor(1, paper), 25).warning.isEmpty());
        }
        QCOMPARE(worksheetAdvice(settingsFor(4), 25).warning,
                 QStringLiteral("At 4 per page the squares print only 3.4 mm wide, too small to write in (6.5 mm or more reads well). "
                                "Choose 1 per page for 7.2 mm squares."));
        WorksheetSettings half = settingsFor(1);
        half.scale = 0.5;   // nothing fewer to suggest: the grid scale is what helps
        const WorksheetAdvice advice = worksheetAdvice(half, 25);
        QCOMPARE(advice.suggestedPerPage, 0);
        QVERIFY(advice.warning.contains(QLatin1String("grid scale")));
    }

    void answerKeysAreReadableAndFillTheirPages()
    {
        for (auto paper : {QPageSize::A4, QPageSize::Letter})
            for (int side : {4, 6, 9, 12, 16, 25})
                for (int perPage : {1, 2, 4, 6})
                    for (int count : {1, 5, 12, 13, 40}) {
                        const WorksheetLayout layout(settingsFor(perPage, paper), side, count);
                        // Before: 2.8 mm (A4) and 2.6 mm (Letter) for 25x25.
                        QVERIFY2(layout.answerCellMm() >= sheet::kMinAnswerCellMm,
                                 qPrintable(QStringLiteral("%1x%1: %2 mm").arg(side).arg(layout.answerCellMm())));
                        int shown = 0;
                        for (int page = layout.puzzlePageCount(); page < layout.pageCount(); ++page) {
                            const auto grids = static_cast<int>(layout.page(page).grids.size());
                            QVERIFY2(2 * grids >= layout.answersPerPage(), "an answer page is less than half full");
                            shown += grids;
                        }
                        QCOMPARE(shown, count);
                    }
        QCOMPARE(WorksheetLayout(settingsFor(4), 9, 12).answersPerPage(), 12);
        QCOMPARE(WorksheetLayout(settingsFor(4), 16, 12).answersPerPage(), 6);
        QCOMPARE(WorksheetLayout(settingsFor(1), 25, 12).answersPerPage(), 2);
        QCOMPARE(WorksheetLayout(settingsFor(4), 9, 13).answersPerPage(), 7);   // 7 + 6, not 12 + 1
    }

    void singlePuzzleAnswerGetsAPageOfItsOwn()
    {
        for (const char* box : {"2x2", "3x3", "5x5"}) {
            // As the main window prints the shown puzzle.
            const auto one = puzzles(box, 1);
            WorksheetSettings settings;
            settings.title = QString::fromStdString(one.front().rules->describe());
            settings.perPage = 1;
            settings.answers = true;
            const Worksheet worksheet(settings, one);
            QCOMPARE(worksheet.pageCount(), 2);
            const WorksheetPage puzzle = worksheet.layout().page(0);
            const WorksheetPage answer = worksheet.layout().page(1);
            QVERIFY(answer.answers);
            QCOMPARE(answer.grids.size(), std::size_t{1});
            // As large as the puzzle itself (before: a 51 mm stamp in the top-left corner) and centred.
            QCOMPARE(answer.grids[0].grid.width(), puzzle.grids[0].grid.width());
            QVERIFY(answer.grids[0].grid.width() >= std::min(150.0, sheet::kMaxCellMm * one.front().givens.rows()));
            QVERIFY(std::abs(answer.grids[0].grid.center().x() - answer.body.center().x()) < 1e-6);
        }
    }

    void sizeListSpeaksInGridSizes()
    {
        QStringList labels;
        int previous = 0;
        for (const SizeChoice& choice : puzzleType("sudoku").sizes) {
            labels << translateEngineMessage(choice.label);
            const auto rules = makeRules("sudoku", choice.parameters);   // every offered shape is valid
            QVERIFY(rules->rows() >= previous);
            previous = rules->rows();
        }
        QCOMPARE(labels, QStringList({"4×4 (boxes 2×2)", "6×6 (boxes 2×3)", "6×6 (boxes 3×2)", "8×8 (boxes 2×4)", "8×8 (boxes 4×2)",
                                      "9×9 (boxes 3×3)", "10×10 (boxes 2×5)", "10×10 (boxes 5×2)", "12×12 (boxes 3×4)",
                                      "12×12 (boxes 4×3)", "15×15 (boxes 3×5)", "15×15 (boxes 5×3)", "16×16 (boxes 4×4)",
                                      "20×20 (boxes 4×5)", "20×20 (boxes 5×4)", "25×25 (boxes 5×5)"}));
    }

    void pdfPagesTakeTheLayoutsOrientation()
    {
        for (int perPage : {2, 4}) {
            WorksheetSettings settings = settingsFor(perPage);
            const Worksheet worksheet(settings, puzzles("3x3", 3));
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("w.pdf"));
            QVERIFY(writeWorksheetPdf(path, worksheet, nullptr));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto box = QRegularExpression(QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([\\d.]+)\\s+([\\d.]+)"))
                                 .match(QString::fromLatin1(file.readAll()));
            QVERIFY(box.hasMatch());
            QCOMPARE(box.captured(1).toDouble() > box.captured(2).toDouble(), perPage == 2);
        }
    }

    void pageCounts_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("perPage");
        QTest::addColumn<bool>("answers");
        QTest::addColumn<int>("pages");
        QTest::newRow("12 by 4 with answers") << 12 << 4 << true << 3 + 1;
        QTest::newRow("12 by 6 without") << 12 << 6 << false << 2;
        QTest::newRow("13 by 4 with answers") << 13 << 4 << true << 4 + 2;
        QTest::newRow("1 by 1 with answers") << 1 << 1 << true << 2;
        QTest::newRow("5 by 2 with answers") << 5 << 2 << true << 3 + 1;
    }
    void pageCounts()
    {
        QFETCH(int, count);
        QFETCH(int, perPage);
        QFETCH(bool, answers);
        QFETCH(int, pages);
        WorksheetSettings settings;
        settings.perPage = perPage;
        settings.answers = answers;
        QCOMPARE(Worksheet(settings, puzzles("3x3", count)).pageCount(), pages);
    }

    void pdfHasThePagesAndTheText()
    {
        WorksheetSettings settings;
        settings.title = QStringLiteral("Week Twelve");
        settings.instructions = QStringLiteral("Fill every row");
        settings.answers = true;
        const Worksheet worksheet(settings, puzzles("3x3", 12));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.pdf"));
        QString error;
        QVERIFY2(writeWorksheetPdf(path, worksheet, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPageCount(pdf), 4);

        QProcess text;   // poppler-utils, installed by scripts/setup.sh
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
        QVERIFY2(text.waitForFinished(30000) && text.exitCode() == 0, "pdftotext failed");
        const QString content = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY(content.contains(QLatin1String("Week Twelve")));
        QVERIFY(content.contains(QLatin1String("Fill every row")));
        QVERIFY(content.contains(QLatin1String("Name ___")));
        QVERIFY(content.contains(QLatin1String("12. Medium")));
        QVERIFY(content.contains(QLatin1String("Answers: Week Twelve")));
        QVERIFY(content.contains(QLatin1String("Page 4 of 4")));
    }

    // KenKen on paper: every cage's clue is printed ("12+", "2−", "6×", "3÷" as the player reads them),
    // in the puzzles and again in the answer key.
    void kenKenPrintsEveryCageClue()
    {
        WorksheetSettings settings;
        settings.title = QStringLiteral("Cages");
        settings.answers = true;
        settings.perPage = 4;
        const std::vector<WorksheetPuzzle> kenken = puzzles("6x6", 4, "kenken");
        const Worksheet worksheet(settings, kenken);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.pdf"));
        QString error;
        QVERIFY2(writeWorksheetPdf(path, worksheet, &error), qPrintable(error));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY2(text.waitForFinished(30000) && text.exitCode() == 0, "pdftotext failed");
        const QString content = QString::fromUtf8(text.readAllStandardOutput());
        int clues = 0;
        for (const WorksheetPuzzle& p : kenken)
            for (const Cage& cage : p.givens.cages()) {
                if (cage.cells.size() < 2)
                    continue;
                const QString label = QString::fromStdString(cageLabel(cage));
                QVERIFY2(content.count(label) >= 2, qPrintable(label));   // puzzle and answer key
                ++clues;
            }
        QVERIFY(clues > 20);
    }

    // Issue 38: a title naming all seven types and a variant's long caption wrap instead of being cut
    // ("... Skyscr…"), so that no type and no rule is lost on paper.
    void longTitlesAndCaptionsWrapWhole()
    {
        QStringList names;
        for (const PuzzleType& type : puzzleTypes())
            names << QString::fromStdString(type.name);
        WorksheetSettings settings;
        settings.title = names.join(QStringLiteral(" · "));
        settings.perPage = 4;
        settings.answers = true;
        const Worksheet worksheet(settings, puzzles("5x5:4d", 2, "skyscrapers"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.pdf"));
        QString error;
        QVERIFY2(writeWorksheetPdf(path, worksheet, &error), qPrintable(error));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY2(text.waitForFinished(30000) && text.exitCode() == 0, "pdftotext failed");
        const QString content = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        QVERIFY2(!content.contains(QChar(0x2026)), qPrintable(content.left(400)));   // nothing elided
        for (const QString& name : names)
            QVERIFY2(content.count(name) >= 2, qPrintable(name));   // the puzzle and the answer title
        QVERIFY2(content.contains(QLatin1String("diagonals")), qPrintable(content.left(400)));
    }

    void largeGridsGetSixAnswersAPage()
    {
        WorksheetSettings settings;
        settings.perPage = 1;
        const Worksheet worksheet(settings, puzzles("4x4", 7));
        QCOMPARE(worksheet.puzzlePageCount(), 7);
        QCOMPARE(worksheet.answerPageCount(), 2);
    }

    void everyPagePaintsInk()
    {
        WorksheetSettings settings;
        settings.title = QStringLiteral("T");
        const Worksheet worksheet(settings, puzzles("2x3", 5));
        for (int page = 0; page < worksheet.pageCount(); ++page) {
            QImage image(600, 850, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            worksheet.paintPage(painter, page, QRectF(20, 20, 560, 810));
            painter.end();
            int dark = 0;
            for (int y = 0; y < image.height(); y += 2)
                for (int x = 0; x < image.width(); x += 2)
                    dark += qGray(image.pixel(x, y)) < 100;
            QVERIFY2(dark > 500, qPrintable(QStringLiteral("page %1 is nearly blank").arg(page + 1)));
        }
    }

    void unwritablePathIsAClearError()
    {
        const Worksheet worksheet(WorksheetSettings{}, puzzles("2x2", 1));
        QString error;
        QVERIFY(!writeWorksheetPdf(QStringLiteral("/nonexistent/dir/w.pdf"), worksheet, &error));
        QVERIFY(error.contains(QLatin1String("Cannot write")));
    }

    // A disk that fills up while the PDF is written: the save fails with a clear message and the
    // earlier sheet stays whole.
    void aFullDiskLeavesTheEarlierSheetWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("week.pdf"));
        const Worksheet worksheet(WorksheetSettings{}, puzzles("3x3", 2));
        QString error;
        QVERIFY2(writeWorksheetPdf(path, worksheet, &error), qPrintable(error));
        QFile earlier(path);
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        const QByteArray before = earlier.readAll();
        earlier.close();
        QVERIFY(before.size() > 4000);
        {
            const FileSizeLimit limit(4000);
            QVERIFY(limit.isActive());
            QVERIFY(!writeWorksheetPdf(path, worksheet, &error));
        }
        QVERIFY2(error.startsWith(QLatin1String("Cannot save")) && error.contains(QLatin1String("unchanged")), qPrintable(error));
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        QCOMPARE(earlier.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("week.pdf")});   // no leftover
    }
};

QTEST_MAIN(TestWorksheet)
#include "test_worksheet.moc"
