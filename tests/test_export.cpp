// The shown puzzle leaving the studio: File > Export Image as PNG and SVG (right proportions, the grid
// visible, written whole or not at all) and Edit > Copy (grid text that reads back, and a picture).
#include "MainWindow.h"
#include "StudioDocument.h"
#include "PuzzleExport.h"
#include "FileSizeLimit.h"
#include "StudioTestState.h"

#include "difficulty/Difficulty.h"
#include "document/GridText.h"
#include "document/PuzzleFile.h"
#include "document/PuzzleImage.h"
#include "generate/BatchGenerator.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTimer>
#include <QXmlStreamReader>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

namespace {

// A generated puzzle saved as a .puzzle file, as the studio opens one.
QString savedPuzzle(const QTemporaryDir& dir, const char* type, const char* parameters, std::uint64_t seed)
{
    const auto rules = ps::makeRules(type, parameters);
    ps::BatchRequest request;
    request.seed = seed;
    request.count = 1;
    request.threads = 1;
    request.backend = rules->defaultBackend();
    request.settings.searchBudget = ps::defaultSearchBudget(*rules);
    const auto items = ps::generateBatch(*rules, request, ps::RuleClassifier());
    if (items.size() != 1)
        return {};
    PuzzleRecord record;
    record.type = QString::fromLatin1(type);
    record.parameters = QString::fromLatin1(parameters);
    record.givens = items.front().result.puzzle;
    record.solution = items.front().result.solution;
    record.difficulty = QStringLiteral("hard");
    const QString path = dir.filePath(QStringLiteral("%1.puzzle").arg(QString::fromLatin1(type)));
    return PuzzleFile::save(path, record, nullptr) ? path : QString();
}

// Closes the next message box and keeps its text.
void closeNextMessage(QString* text)
{
    QTimer::singleShot(0, [text] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                *text = box->text();
                box->accept();
            }
    });
}

bool dark(const QImage& image, int x, int y) { return qGray(image.pixel(x, y)) < 100; }

// The share of dark pixels along the grid's outer border, found as the first dark column/row from each
// side in the image's middle.
struct Border {
    int left = -1, right = -1, top = -1, bottom = -1;
};
Border outerBorder(const QImage& image)
{
    Border b;
    const int midY = image.height() / 2;
    const int midX = image.width() / 2;
    for (int x = 0; x < image.width() && b.left < 0; ++x)
        if (dark(image, x, midY))
            b.left = x;
    for (int x = image.width() - 1; x >= 0 && b.right < 0; --x)
        if (dark(image, x, midY))
            b.right = x;
    for (int y = 0; y < image.height() && b.top < 0; ++y)
        if (dark(image, midX, y))
            b.top = y;
    for (int y = image.height() - 1; y >= 0 && b.bottom < 0; --y)
        if (dark(image, midX, y))
            b.bottom = y;
    return b;
}

QAction* actionNamed(QWidget& window, const char* text)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == QLatin1String(text))
            return a;
    return nullptr;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }

    void pngShowsTheWholeGridCrisplyOnWhite()
    {
        QTemporaryDir dir;
        for (const auto& [type, parameters] : {std::pair{"sudoku", "3x3"}, std::pair{"kenken", "6x6"}, std::pair{"sudoku", "2x3"}}) {
            const QString puzzle = savedPuzzle(dir, type, parameters, 7);
            QVERIFY(!puzzle.isEmpty());
            MainWindow window;
            window.files().openPath(puzzle);
            const QString path = dir.filePath(QStringLiteral("%1.png").arg(QString::fromLatin1(type)));
            QVERIFY(window.files().exportImageTo(path));
            QImage image;
            QVERIFY(image.load(path, "PNG"));
            // 8 mm squares at 300 dpi, and a quarter square of white around the grid.
            const int rows = window.document().record().givens.rows();
            QVERIFY2(image.width() >= rows * 90, qPrintable(QString::number(image.width())));
            QCOMPARE(image.width(), image.height());   // square grid, square picture
            QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
            QCOMPARE(image.pixel(0, 0), qRgb(255, 255, 255));
            QCOMPARE(image.pixel(image.width() - 1, image.height() - 1), qRgb(255, 255, 255));
            // The outer line runs dark along all four sides, inside the picture (nothing cut off).
            const Border b = outerBorder(image);
            QVERIFY(b.left > 0 && b.top > 0 && b.right < image.width() - 1 && b.bottom < image.height() - 1);
            const double cell = (b.right - b.left) / static_cast<double>(rows);
            QVERIFY2(std::abs(cell - 8.0 / 25.4 * 300) < 3, qPrintable(QString::number(cell)));
            int darkAlongBorder = 0;
            for (int y = b.top; y <= b.bottom; ++y)
                darkAlongBorder += dark(image, b.left + 1, y) && dark(image, b.right - 1, y);
            QVERIFY2(darkAlongBorder > 0.95 * (b.bottom - b.top), qPrintable(QString::number(darkAlongBorder)));
        }
    }

    void aRectangularGridKeepsItsProportions()
    {
        const auto rules = ps::makeRules("fillomino", "5x8");
        PuzzleImageRequest request;
        request.rules = rules.get();
        request.givens = rules->emptyBoard();
        const QImage image = renderPuzzleImage(request);
        QCOMPARE(image.width() > image.height(), true);
        const double wide = 8 * 8.0 + 4.0, high = 5 * 8.0 + 4.0;   // squares plus the border, in mm
        QVERIFY(std::abs(image.width() / static_cast<double>(image.height()) - wide / high) < 0.01);
    }

    // Clues outside the grid take a ring of squares around it: the picture grows by it, so the squares
    // still print 8 mm wide, and every clue is inside the picture.
    void cluesOutsideTheGridKeepTheSquaresTheirSize()
    {
        const auto rules = ps::makeRules("skyscrapers", "6x6");
        ps::Rng rng(5);
        PuzzleImageRequest request;
        request.rules = rules.get();
        request.givens = rules->randomSolution(rng);   // every clue outside the grid
        for (int i = 0; i < request.givens.cellCount(); ++i)
            request.givens.set(i, 0);
        const QSizeF mm = puzzleImageSizeMm(request);
        QCOMPARE(mm, QSizeF((6 + 2) * 8.0 + 4.0, (6 + 2) * 8.0 + 4.0));
        const QImage image = renderPuzzleImage(request);
        const Border b = outerBorder(image);
        const double cell = (b.right - b.left) / 6.0;
        QVERIFY2(std::abs(cell - 8.0 / 25.4 * 300) < 3, qPrintable(QString::number(cell)));
        // Dark clue digits in the ring above the grid, and white beyond them to the picture's edge.
        int darkAbove = 0;
        for (int y = 0; y < b.top - 2; ++y)
            for (int x = b.left; x <= b.right; ++x)
                darkAbove += dark(image, x, y);
        QVERIFY(darkAbove > 0);
        for (int x = 0; x < image.width(); ++x)
            QVERIFY(!dark(image, x, 0) && !dark(image, x, image.height() - 1));
        // With the answers filled in, the clues stay as dark as the puzzle's: a finished line greys its clue
        // only while playing, never on a printed answer key.
        const auto darkestAbove = [&](const QImage& picture) {
            int darkest = 255;
            for (int y = 0; y < b.top - 2; ++y)
                for (int x = b.left; x <= b.right; ++x)
                    darkest = std::min(darkest, qGray(picture.pixel(x, y)));
            return darkest;
        };
        PuzzleImageRequest withAnswers = request;
        ps::Rng again(5);
        withAnswers.solution = rules->randomSolution(again);   // the full board whose clues these are
        withAnswers.answers = true;
        const int darkest = darkestAbove(renderPuzzleImage(withAnswers));
        QVERIFY2(darkest < 60, qPrintable(QString::number(darkest)));
        QVERIFY(darkestAbove(image) < 60);
    }

    // Issue 38: the distinct-diagonals variant shows its diagonals (lightly shaded squares, as published
    // diagonal puzzles do); the plain puzzle's squares stay white.
    void theDiagonalsOfTheDiagonalVariantAreShaded()
    {
        const auto centreGrey = [](const char* parameters, int row, int col) {
            const auto rules = ps::makeRules("skyscrapers", parameters);
            PuzzleImageRequest request;
            request.rules = rules.get();
            request.givens = rules->emptyBoard();
            const QImage image = renderPuzzleImage(request);
            const Border b = outerBorder(image);
            const double cell = (b.right - b.left) / 5.0;
            return qGray(image.pixel(static_cast<int>(b.left + (col + 0.5) * cell), static_cast<int>(b.top + (row + 0.5) * cell)));
        };
        QCOMPARE(centreGrey("5x5", 1, 1), 255);
        QVERIFY(centreGrey("5x5:d", 1, 1) < 245);   // on the main diagonal
        QVERIFY(centreGrey("5x5:d", 1, 3) < 245);   // on the other one
        QVERIFY(centreGrey("5x5:d", 1, 3) > 150);   // light: a value written there stays readable
        QCOMPARE(centreGrey("5x5:d", 1, 2), 255);   // off both
    }

    void svgIsWellFormedAndHoldsTheGrid()
    {
        QTemporaryDir dir;
        const QString puzzle = savedPuzzle(dir, "kenken", "6x6", 3);
        QVERIFY(!puzzle.isEmpty());
        MainWindow window;
        window.files().openPath(puzzle);
        const QString path = dir.filePath(QStringLiteral("kenken.SVG"));   // the extension decides, in any case
        QVERIFY(window.files().exportImageTo(path, /*answers=*/true));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QXmlStreamReader xml(svg);
        int lines = 0, texts = 0;
        QString width, viewBox;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("svg")) {
                width = xml.attributes().value(QLatin1String("width")).toString();
                viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
            }
            lines += xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("line") || xml.name() == QLatin1String("path");
            texts += xml.name() == QLatin1String("text");
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(width, QStringLiteral("52mm"));   // 6 squares of 8 mm and 2 mm of white each side
        QVERIFY(!viewBox.isEmpty());
        QVERIFY2(lines >= 10, qPrintable(QString::number(lines)));   // 5 + 5 inner lines at least, and the cages
        QVERIFY2(texts >= 36, qPrintable(QString::number(texts)));   // with the answer: a value in every square
        // Rendered back, it shows the same grid as the PNG.
        QVERIFY(svg.contains("<title>KenKen 6x6</title>"));
    }

    // An unwritable folder (when not running as root, who may write anywhere) and a full disk (a file
    // size limit, which holds for root too): the export says so, and the earlier file stays as it was.
    void aFailedWriteKeepsTheOldFileAndSaysSo()
    {
        QTemporaryDir dir;
        const QString puzzle = savedPuzzle(dir, "sudoku", "3x3", 11);
        QVERIFY(!puzzle.isEmpty());
        MainWindow window;
        window.show();
        window.files().openPath(puzzle);
        QDir(dir.path()).mkdir(QStringLiteral("sheets"));
        const QString folder = dir.filePath(QStringLiteral("sheets"));
        const QByteArray earlier("the teacher's earlier picture");
        const auto exportFails = [&](const QString& path) {
            QString message;
            closeNextMessage(&message);
            if (window.files().exportImageTo(path))
                return QStringLiteral("the export succeeded");
            QCoreApplication::processEvents();
            if (!message.startsWith(QLatin1String("Cannot")) || !message.contains(QFileInfo(path).fileName()))
                return QStringLiteral("no clear message: ") + message;
            QFile old(path);
            if (!old.open(QIODevice::ReadOnly) || old.readAll() != earlier)
                return QStringLiteral("the earlier file changed");
            return QString();
        };
        for (const char* name : {"old.png", "old.svg"}) {
            const QString path = folder + QLatin1Char('/') + QLatin1String(name);
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly) && old.write(earlier) == earlier.size());
            old.close();

            QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));   // no new files in it
            const bool locked = !QFileInfo(folder).isWritable();
            const QString unwritable = locked ? exportFails(path) : QString();
            QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
            QVERIFY2(unwritable.isEmpty(), qPrintable(unwritable));

            // A disk that fills up while the picture is written: writes past 200 bytes fail (EFBIG).
            QString full;
            {
                const FileSizeLimit limit(200);
                QVERIFY(limit.isActive());
                full = exportFails(path);
            }
            QVERIFY2(full.isEmpty(), qPrintable(full));
            // And no half-written file beside it: only the earlier files.
            QVERIFY(QDir(folder).entryList(QDir::Files).size() == (QLatin1String(name) == QLatin1String("old.png") ? 1 : 2));
        }
        QVERIFY(window.files().exportImageTo(folder + QStringLiteral("/old.png")));   // the same export, with room, works
    }

    void copyPutsGridTextAndAPictureOnTheClipboard()
    {
        QTemporaryDir dir;
        MainWindow window;
        QAction* copy = actionNamed(window, "&Copy");
        QVERIFY(copy);
        QVERIFY(!copy->isEnabled());   // nothing shown yet
        QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
        for (const auto& [type, parameters] : {std::pair{"sudoku", "2x3"}, std::pair{"kenken", "5x5"}}) {
            const QString puzzle = savedPuzzle(dir, type, parameters, 5);
            QVERIFY(!puzzle.isEmpty());
            window.files().openPath(puzzle);
            QVERIFY(copy->isEnabled());
            QApplication::clipboard()->clear();
            copy->trigger();
            const QMimeData* data = QApplication::clipboard()->mimeData();
            QVERIFY(data && data->hasText() && data->hasImage());
            QVERIFY(data->hasFormat(QStringLiteral("image/svg+xml")));
            QVERIFY(data->data(QStringLiteral("image/svg+xml")).contains("<svg"));
            const QImage image = qvariant_cast<QImage>(data->imageData());
            QVERIFY(!image.isNull() && image.width() == image.height());
            // The text reads back (as File > Import reads it) into the same givens and cages, with its box.
            std::vector<GridTextPuzzle> read;
            QString error;
            QVERIFY2(readGridText(data->text(), QString::fromLatin1(type), read, &error), qPrintable(error + QLatin1Char('\n') + data->text()));
            QCOMPARE(read.size(), std::size_t{1});
            QCOMPARE(read.front().board, window.document().record().givens);
            QCOMPARE(read.front().parameters, QString::fromLatin1(parameters));
        }
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
