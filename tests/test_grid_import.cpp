// File > Import and Export Grid Text in the studio: a collection's puzzle opens as a grid to analyse,
// the shown puzzle is written back in the same format, and bad files get a message, never a crash.
#include "MainWindow.h"
#include "StudioDocument.h"
#include "PlaySession.h"
#include "StudioTestState.h"

#include "document/GridText.h"
#include "document/GridTextTypes.h"

#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

namespace {

QString writeFile(const QTemporaryDir& dir, const char* name, const QByteArray& contents)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(contents);
    return path;
}

// Closes the next message box and keeps its text.
void closeNextMessage(QString* text)
{
    QTimer::singleShot(0, [text] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w)) {
                *text = box->text();
                box->accept();
            }
    });
}

// Published shapes: a Futoshiki with its signs, and a Skyscrapers grid whose four rows of clues (above,
// below, left, right) look like rows of values.
const QByteArray kFutoshiki4x4 = "4 4\n. < .   .   .\n.   .   .   v\n.   .   . > .\n.   .   .   .\n.   .   .   .\n^   .   .   .\n.   .   .   .\n";
const QByteArray kSkyscrapers4x4 = "4 4 4\n3 2 1 2\n2 2 3 1\n2 2 1 3\n2 2 3 1\n- - - -\n- - - -\n- - - -\n- - - -\n";

const QByteArray kTwoSudoku4x4 = "# two puzzles\n4 4\n1 - - -\n- - 3 -\n- 4 - -\n- - - 2\n\n4 4\n- 2 - -\n- - - 1\n4 - - -\n- - 3 -\n";

} // namespace

class TestGridImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }

    void aCollectionsPuzzleOpensAsAGridToAnalyse()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.files().importGridPath(writeFile(dir, "two.txt", kTwoSudoku4x4), 1));
        QVERIFY(window.session());
        QCOMPARE(window.session()->rules().rows(), 4);
        QCOMPARE(window.session()->entries().at(1), ps::CellValue{2});   // typed in, ready for Analyse
        QCOMPARE(window.session()->entries().at(7), ps::CellValue{1});
    }

    // A puzzle with its own structure (cages) keeps it while its values are typed and analysed.
    void anImportedPuzzleKeepsItsCages()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.choosePuzzle(QStringLiteral("kenken"), QStringLiteral("4x4"));
        QVERIFY(window.files().importGridPath(writeFile(dir, "cages.txt", "4 4\n24* 2/ . 3-\n. . 7+ .\n3- 5+ . 3\n. . 2/ .\n"
                                                                  "1 2 2 3\n1 1 4 3\n5 6 4 7\n5 6 8 8\n"), 0));
        QVERIFY(window.session());
        QCOMPARE(window.session()->givens().cages().size(), std::size_t{8});
        QCOMPARE(window.session()->entries().at(11), ps::CellValue{3});
    }

    // Issue 38: the file decides the type, whatever type the studio shows; the studio switches to it.
    void theFileDecidesThePuzzleType_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("selected");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Futoshiki signs, Skyscrapers selected") << kFutoshiki4x4 << "skyscrapers" << "futoshiki";
        QTest::newRow("Futoshiki signs, Sudoku selected") << kFutoshiki4x4 << "sudoku" << "futoshiki";
        QTest::newRow("Skyscrapers clues, Futoshiki selected") << kSkyscrapers4x4 << "futoshiki" << "skyscrapers";
        QTest::newRow("Skyscrapers clues, Sudoku selected") << kSkyscrapers4x4 << "sudoku" << "skyscrapers";
        QTest::newRow("values only, Fillomino selected") << kTwoSudoku4x4 << "fillomino" << "fillomino";
        QTest::newRow("game ID, KenKen selected") << QByteArray("5://1//3/3/2////3//2/3///3///,l1l\n") << "kenken" << "skyscrapers";
    }
    void theFileDecidesThePuzzleType()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, selected);
        QFETCH(QString, expected);
        const RecognisedGridText recognised = recogniseGridText(QString::fromUtf8(contents), selected);
        QVERIFY2(recognised.error.isEmpty(), qPrintable(recognised.error));
        QVERIFY(recognised.choices.isEmpty());
        QVERIFY(!recognised.puzzles.empty());
        QCOMPARE(recognised.puzzles.front().type, expected);

        QTemporaryDir dir;
        MainWindow window;
        window.choosePuzzle(selected, QString());
        QVERIFY(window.files().importGridPath(writeFile(dir, "puzzle.txt", contents), 0));
        QVERIFY(window.session());
        QCOMPARE(window.document().record().type, expected);
    }

    // A grid of values only with a type selected whose puzzles have more (Futoshiki's signs): Sudoku or
    // Fillomino, which only the user can say.
    void aGridOfValuesOnlyLeavesTheChoiceToTheUser()
    {
        const RecognisedGridText recognised = recogniseGridText(QString::fromUtf8(kTwoSudoku4x4), QStringLiteral("futoshiki"));
        QVERIFY(recognised.error.isEmpty());
        QVERIFY(recognised.puzzles.empty());
        QVERIFY(recognised.choices.contains(QStringLiteral("sudoku")));
        QVERIFY(recognised.choices.contains(QStringLiteral("fillomino")));
        QVERIFY(!recognised.choices.contains(QStringLiteral("futoshiki")));
        // A damaged Skyscrapers file with Skyscrapers selected: the message is the Skyscrapers reading's.
        const RecognisedGridText damaged = recogniseGridText(QStringLiteral("4 4 4\n3 2 1 2\n2 2 3 1\n"), QStringLiteral("skyscrapers"));
        QVERIFY(damaged.puzzles.empty());
        QVERIFY2(damaged.error.contains(QStringLiteral("Skyscrapers")), qPrintable(damaged.error));
    }

    void theShownPuzzleIsExportedAsGridText()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.files().importGridPath(writeFile(dir, "two.txt", kTwoSudoku4x4), 0));
        const PuzzleRecord shown = window.document().record();
        std::vector<GridTextPuzzle> read;
        QVERIFY(readGridText(writeGridText(shown.givens), QStringLiteral("sudoku"), read, nullptr));
        QCOMPARE(read.size(), std::size_t{1});
        QCOMPARE(read.front().board.at(0), ps::CellValue{1});
        QCOMPARE(read.front().board.at(6), ps::CellValue{3});
    }

    void badFilesAreRefusedWithAMessage_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("ragged") << QByteArray("4 4\n1 - - -\n- - 3\n") << "Line 3";
        QTest::newRow("clash") << QByteArray("4 4\n1 1 - -\n- - - -\n- - - -\n- - - -\n") << "break the rules";
        QTest::newRow("no Sudoku of that size") << QByteArray("5 5\n1 - - - -\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n") << "5x5";
        QTest::newRow("binary") << QByteArray("\x00\x01", 2) << "not a text file";
        QTest::newRow("empty") << QByteArray() << "no puzzle";
    }
    void badFilesAreRefusedWithAMessage()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        MainWindow window;
        QString message;
        closeNextMessage(&message);
        QVERIFY(!window.files().importGridPath(writeFile(dir, "bad.txt", contents), 0));
        QVERIFY2(message.contains(mentions, Qt::CaseInsensitive), qPrintable(message));
        QVERIFY(!window.session());
    }
};

QTEST_MAIN(TestGridImport)
#include "test_grid_import.moc"
