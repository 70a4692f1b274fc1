// Worksheets: page layout arithmetic, the PDF's pages and text, and painting.
#include "document/Worksheet.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace ps;

namespace {

std::vector<WorksheetPuzzle> puzzles(const char* box, int count)
{
    std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", box));
    auto backend = makeBackend("native", *rules);
    const ClueBandClassifier classifier;
    PuzzleGenerator generator(*rules, *backend, classifier);
    GenerationSettings settings;
    settings.harvest = false;
    settings.searchBudget = defaultSearchBudget(*rules);
    std::vector<WorksheetPuzzle> out;
    for (int i = 0; i < count; ++i) {
        Rng rng(static_cast<std::uint64_t>(i + 1));
        const GenerationResult result = generator.run(settings, rng);
        out.push_back({rules, result.puzzle, result.solution, QStringLiteral("Medium")});
    }
    return out;
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
};

QTEST_MAIN(TestWorksheet)
#include "test_worksheet.moc"
