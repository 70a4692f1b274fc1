// The grid text format: "R C" plus rows, compact rows, comments, several puzzles, and sgt-puzzles game IDs.
#include "document/GridText.h"
#include "solve/SolverBackend.h"
#include "types/TypeRegistry.h"

#include <QFile>
#include <QtTest>

namespace {

ps::Board boardOf(int rows, int cols, const std::vector<int>& values)
{
    ps::Board board(rows, cols);
    for (int i = 0; i < board.cellCount(); ++i)
        board.set(i, static_cast<ps::CellValue>(values.at(static_cast<std::size_t>(i))));
    return board;
}

// A board with a deterministic pattern of values up to `maxValue` and some empty squares.
ps::Board patterned(int rows, int cols, int maxValue)
{
    ps::Board board(rows, cols);
    for (int i = 0; i < board.cellCount(); ++i)
        board.set(i, static_cast<ps::CellValue>(i % 3 == 1 ? 0 : (i * 7919) % maxValue + 1));
    return board;
}

std::vector<GridTextPuzzle> readOk(const QString& text, const QString& hint = {})
{
    std::vector<GridTextPuzzle> puzzles;
    QString error;
    const bool ok = readGridText(text, hint, puzzles, &error);
    if (!ok)
        qWarning() << "unexpected error:" << error;
    return ok ? puzzles : std::vector<GridTextPuzzle>{};
}

// Game IDs made by /usr/games/sgt-solo --generate 2 <params> (sgt-puzzles 20230122), with their box text.
struct SoloId {
    const char* id;
    const char* box;
    int size;
};
const SoloId kSoloIds[] = {
    {"3x3:a3c9_7_6b4_8b7b2c1_2b9_8c2a8a5k7a6a1c5_9b1_6c3b8b6_2b8_7_3c1a", "3x3", 9},
    {"3x3:8_5a6a3_7b1a6j2a1c4a7c1_2_9b8a4b6_5_6c2a4c5a8j3a1b1_3a9a5_4", "3x3", 9},
    {"2x3:6c2a2_5b3b3h4b2b1_3a4c2", "2x3", 6},
    {"2x3:c5c4e5_3a2b2a3_4e3c1c", "2x3", 6},
    {"3x2:e6_5c4a1a2f5a2a3c5_6e", "3x2", 6},
    {"3x2:6a4c1_3a2f1b2f2a3_5c5a2", "3x2", 6},
    {"4x4:11a8_10a6_3_16k7a9_15_8b14a12b16a13a14_12d7c15_6c16_15_11_2_1_7a6f14b11b6a5_3d8_10_2_3e1_14b16_6_11_9b8_4a3_7d12b16b"
     "13_7b10_12_14d2_5b4_10b13_15d1_11_3b4_8b7b11d4_9a5_10b15_9_4_1b2_8e12_11_5_11d10_14a16b3b6f5a1_4_16_8_11_2c14_15c11d7_8a1"
     "6a7b6a15b11_5_9a10k10_15_2a4_1a9", "4x4", 16},
    {"2x2:c4a3d2a1c", "2x2", 4},
    {"2x2:b2_4h3_2b", "2x2", 4},
};

int solutionCount(const ps::Board& givens, const QString& box)
{
    const auto rules = ps::makeRules("sudoku", box.toStdString());
    if (rules->findConflict(givens))
        return 0;
    return rules->makeNativeSolver()->countSolutions(givens, 2).count;
}

// Whether `text` holds the pieces of `mentions` between "…", in order: a piece ends before a counted noun,
// whose plural form ("3 row(s)" now, "3 rows" with the English plural forms) is left open.
bool mentionsInOrder(const QString& text, const QString& mentions)
{
    qsizetype from = 0;
    for (const QString& piece : mentions.split(QStringLiteral("…"))) {
        from = text.indexOf(piece, from);
        if (from < 0)
            return false;
        from += piece.size();
    }
    return true;
}

} // namespace

class TestGridText : public QObject {
    Q_OBJECT
private slots:
    void writesTheDocumentedLayout()
    {
        const ps::Board board = boardOf(2, 3, {3, 0, 0, 0, 1, 9});
        QCOMPARE(writeGridText(board), QStringLiteral("2 3\n3 - -\n- 1 9\n"));
        // Values of several digits: columns aligned, still space-separated.
        const ps::Board wide = boardOf(2, 2, {12, 0, 3, 23});
        QCOMPARE(writeGridText(wide), QStringLiteral("2 2\n12  -\n 3 23\n"));
        QCOMPARE(writeGridTexts({board, wide}), writeGridText(board) + QLatin1Char('\n') + writeGridText(wide));
    }

    void roundTrips()
    {
        const std::vector<ps::Board> boards = {
            patterned(5, 5, 5),
            patterned(10, 18, 180),  // rectangular, values far above 9
            patterned(18, 10, 23),
            patterned(16, 16, 16),
            patterned(1, 1, 1),
            patterned(64, 64, 64),
            boardOf(1, 3, {65535, 0, 10}),
            ps::Board(3, 4),         // all empty
        };
        for (const ps::Board& board : boards) {
            const auto puzzles = readOk(writeGridText(board));
            QCOMPARE(puzzles.size(), std::size_t(1));
            QCOMPARE(puzzles[0].board, board);
            QCOMPARE(puzzles[0].line, 1);
            QVERIFY(puzzles[0].parameters.isEmpty());
        }
        const auto all = readOk(writeGridTexts(boards));
        QCOMPARE(all.size(), boards.size());
        int line = 1;
        for (std::size_t i = 0; i < boards.size(); ++i) {
            QCOMPARE(all[i].board, boards[i]);
            QCOMPARE(all[i].line, line);
            line += boards[i].rows() + 2;
        }
    }

    void readsSeveralPuzzlesWithCommentsAndBlankLines()
    {
        const QString text = QStringLiteral("\xFEFF# a collection\r\n"
                                            "\r\n"
                                            "2 2\r\n"
                                            "1 -\r\n"
                                            "# a comment between rows\r\n"
                                            ". 12\r\n"
                                            "\r\n\r\n  \t\r\n"
                                            "# puzzle 2, after three blank lines\r\n"
                                            "1 3\r\n"
                                            "  7   -  0  \r\n"
                                            "# a comment separates puzzles too\r\n"
                                            "3x3:a3c9_7_6b4_8b7b2c1_2b9_8c2a8a5k7a6a1c5_9b1_6c3b8b6_2b8_7_3c1a\r\n"
                                            "5x5:2a5b3a34c2b5a2c3c\r\n"
                                            "1 1\r\n"
                                            "65535");  // no final line break
        const auto puzzles = readOk(text);
        QCOMPARE(puzzles.size(), std::size_t(5));
        QCOMPARE(puzzles[0].board, boardOf(2, 2, {1, 0, 0, 12}));
        QCOMPARE(puzzles[0].line, 3);
        QCOMPARE(puzzles[1].board, boardOf(1, 3, {7, 0, 0}));
        QCOMPARE(puzzles[1].line, 11);
        QCOMPARE(puzzles[2].board.rows(), 9);
        QCOMPARE(puzzles[2].parameters, QStringLiteral("3x3"));
        QCOMPARE(puzzles[2].line, 14);
        QCOMPARE(puzzles[3].board.rows(), 5);
        QVERIFY(puzzles[3].parameters.isEmpty());
        QCOMPARE(puzzles[3].line, 15);
        QCOMPARE(puzzles[4].board, boardOf(1, 1, {65535}));
        QCOMPARE(puzzles[4].line, 16);
    }

    // generate --format grid names the parameters in the comment before each puzzle; they come back.
    void readsParametersFromTheCommentBeforeAPuzzle()
    {
        std::vector<GridTextPuzzle> read;
        QString error;
        const QString text = QStringLiteral("# easy, puzzlesmith seed=1 type=sudoku parameters=3x2\n6 6\n1 - - - - -\n- - - - - -\n"
                                            "- - - - - -\n- - - - - -\n- - - - - -\n- - - - - 2\n\n# no parameters here\n1 1\n-\n");
        QVERIFY2(readGridText(text, QString(), read, &error), qPrintable(error));
        QCOMPARE(read.size(), std::size_t{2});
        QCOMPARE(read[0].parameters, QStringLiteral("3x2"));
        QVERIFY(read[1].parameters.isEmpty());
    }

    // A size line with nothing after it (end of text or a blank line) is a message, for every type hint.
    void aSizeLineAloneIsAMessage()
    {
        for (const QString& hint : {QString(), QStringLiteral("sudoku"), QStringLiteral("kenken"), QStringLiteral("jigsaw"), QStringLiteral("fillomino")})
            for (const QString& text : {QStringLiteral("9 9"), QStringLiteral("9 9\n"), QStringLiteral("9 9\n\n"), QStringLiteral("4 4\n\n1 2\n")}) {
                std::vector<GridTextPuzzle> puzzles;
                QString error;
                QVERIFY2(!readGridText(text, hint, puzzles, &error), qPrintable(hint + u':' + text));
                QVERIFY2(error.contains(QLatin1String("line 1"), Qt::CaseInsensitive), qPrintable(error));
            }
    }

    // Published variants are read by the type whose format reads them (Skyscrapers: a highest value below
    // the side, empty squares; a trailing D, distinct diagonals) as its parameters; without such a type they
    // are refused by name, never read as the plain puzzle (which gave wrong answers).
    void variantSizeLinesGoToTheTypeOrAreRefusedByName()
    {
        const QString parks = QStringLiteral("4 4 3\n2 2 1 2\n1 2 3 1\n2 2 3 1\n2 2 1 3\n- - - -\n- - - -\n- - - -\n- - - -\n");
        const QString diagonals = QStringLiteral("4 4 4 D\n- - - -\n- - - -\n1 2 3 -\n- - - -\n- - - -\n- - - -\n- - - -\n1 - - -\n");
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY(!readGridText(parks, QString(), puzzles, &error));
        QVERIFY2(error.contains(QLatin1String("gives 3 as the highest value of a 4x4 grid")), qPrintable(error));
        QVERIFY(!readGridText(diagonals, QString(), puzzles, &error));
        QVERIFY2(error.contains(QLatin1String("\"4 4 4 D\" ends in a letter")), qPrintable(error));
        QVERIFY(puzzles.empty());
        QCOMPARE(readOk(parks, QStringLiteral("skyscrapers")).front().parameters, QStringLiteral("4x4:3"));
        QCOMPARE(readOk(diagonals, QStringLiteral("skyscrapers")).front().parameters, QStringLiteral("4x4:d"));
        QVERIFY(looksLikeGridText(QStringLiteral("5 5 5 D\n")));
        // The plain form with the highest value equal to the side still reads, as the type's default.
        const auto plain = readOk(QStringLiteral("4 4 4\n- - - -\n- - - -\n1 2 3 -\n- - - -\n- - - -\n- - - -\n- - - -\n- - - -\n"), QStringLiteral("skyscrapers"));
        QVERIFY(!plain.empty());
        QVERIFY(plain.front().parameters.isEmpty());
    }

    void readsCompactRows()
    {
        const auto puzzles = readOk(QStringLiteral("3 5\n3..5.\n-1--2\n1 2 3 4 5\n\n2 1\n12\n3\n"));
        QCOMPARE(puzzles.size(), std::size_t(2));
        QCOMPARE(puzzles[0].board, boardOf(3, 5, {3, 0, 0, 5, 0, 0, 1, 0, 0, 2, 1, 2, 3, 4, 5}));
        // One column: a row is one value, so "12" is twelve.
        QCOMPARE(puzzles[1].board, boardOf(2, 1, {12, 3}));
    }

    void appendsAndLeavesOutputAloneOnError()
    {
        std::vector<GridTextPuzzle> puzzles(1);
        QString error;
        QVERIFY(readGridText(QStringLiteral("1 1\n4\n"), {}, puzzles, &error));
        QCOMPARE(puzzles.size(), std::size_t(2));
        QVERIFY(!readGridText(QStringLiteral("1 1\n4\n\n1 1\nx\n"), {}, puzzles, &error));
        QCOMPARE(puzzles.size(), std::size_t(2));
        QVERIFY(!readGridText(QString(), {}, puzzles, nullptr));  // no message wanted: no crash
    }

    void refusesBadText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("hint");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << QString() << QString() << "holds no puzzle";
        QTest::newRow("only comments") << "# nothing\n\n# here\n" << QString() << "holds no puzzle";
        QTest::newRow("not a size line") << "# c\nhello world\n" << QString() << "Line 2: expected a size line";
        QTest::newRow("one number") << "9\n" << QString() << "Line 1: expected a size line";
        QTest::newRow("line format") << "1.3.....4...2..1,easy\n" << QString() << "Line 1: expected a size line";
        QTest::newRow("zero rows") << "0 5\n" << QString() << "Line 1: a grid has 1 to 64 rows";
        QTest::newRow("65 columns") << "3 65\n" << QString() << "Line 1: a grid has 1 to 64 rows";
        QTest::newRow("huge size") << "99999999999999999999999 3\n" << QString() << "Line 1: a grid has 1 to 64 rows";
        QTest::newRow("short row") << "2 3\n1 2 3\n1 2\n" << QString() << "Line 3: row 2: found 2 value…, expected 3.";
        QTest::newRow("long row") << "2 3\n1 2 3 4\n" << QString() << "Line 2: row 1: found 4 value…, expected 3.";
        QTest::newRow("long compact row") << "2 3\n1234\n" << QString() << "Line 2: row 1: found 4 value…, expected 3.";
        QTest::newRow("junk token") << "2 2\n1 x\n" << QString() << "Line 2: \"x\" in row 1 is not a value";
        QTest::newRow("glued tokens") << "1 4\n3. .5\n" << QString() << "Line 2: \"3.\" in row 1 is not a value";
        QTest::newRow("letter in compact row") << "1 3\n1A3\n" << QString() << "Line 2: 'A' in row 1 is not a value";
        QTest::newRow("negative") << "2 2\n1 2\n-3 4\n" << QString() << "Line 3: the value -3 in row 2 is negative";
        QTest::newRow("too large") << "1 2\n65536 1\n" << QString() << "Line 2: the value 65536 in row 1 is too large";
        QTest::newRow("far too large") << "1 2\n1 123456789012345678901234567890\n" << QString() << "Line 2: the value 1234";
        QTest::newRow("text ends") << "3 3\n1 2 3\n" << QString() << "Line 1: the text ends after 1 of the 3 row";
        QTest::newRow("blank line inside") << "3 3\n1 2 3\n\n4 5 6\n" << QString() << "Line 3: the blank line ends the puzzle from line 1 after 1 of its 3 row";
        QTest::newRow("extra row") << "2 2\n1 2\n3 4\n1 2\n" << QString() << "Line 4: the puzzle from line 1 already has the 2 row";
        QTest::newRow("second puzzle") << "1 1\n5\n\n# c\n2 2\n1 2\n3\n" << QString() << "Line 7: row 2: found 1 value…, expected 2.";
        QTest::newRow("filling short") << "5x5:2a5b\n" << QString() << "Line 1: the game ID's description covers 5 square…, but its 5x5 grid has 25.";
        QTest::newRow("filling long") << "1 1\n1\n\n2x2:z\n" << QString() << "Line 4: the game ID's description covers 26 square";
        QTest::newRow("filling bad char") << "5x5:2A5b\n" << QString() << "Line 1: 'A' does not belong in a Filling ID";
        QTest::newRow("filling too big") << "65x1:z\n" << QStringLiteral("fillomino") << "Line 1: the Filling ID's size 65x1";
        QTest::newRow("solo as filling") << "2x2:c4a3d2a1c\n" << QStringLiteral("fillomino") << "It reads as a Solo (Sudoku) ID";
        QTest::newRow("filling as solo") << "5x5:2a5b3a34c2b5a2c3c\n" << QStringLiteral("sudoku") << "It reads as a Filling (Fillomino) ID";
        QTest::newRow("solo given too large") << "2x2:5o\n" << QStringLiteral("sudoku") << "Line 1: the given 5 is too large for a 4x4 Sudoku";
        QTest::newRow("solo leading zero") << "2x2:05o\n" << QStringLiteral("sudoku") << "Line 1: '0' does not belong in a Solo ID";
        QTest::newRow("solo thin box") << "1x4:p\n" << QStringLiteral("sudoku") << "Line 1: the Solo ID's box 1x4 is not supported";
        QTest::newRow("solo too big") << "9x9:z\n" << QStringLiteral("sudoku") << "Line 1: the Solo ID's box 9x9 is not supported";
        QTest::newRow("jigsaw") << "9j:abc,def\n" << QString() << "Line 1: The game ID \"9j:abc,def\" describes 6 squares, but its 9x9 grid has 81.";
        QTest::newRow("killer as sudoku") << "2x2k:p,_a_a____aaa_aaaa,4_6a3a8b6_6a7d\n" << QStringLiteral("sudoku")
                                          << "is not a plain Solo (Sudoku) game ID…It reads as a Solo killer (Killer Sudoku) ID";
        QTest::newRow("keen short") << "4:abc,a6m8\n" << QString() << "Line 1: \"4:abc,a6m8\" is not a Keen game ID: its cage layout stops";
        QTest::newRow("keen clues") << "3:_a_aa_c,s1a8\n" << QStringLiteral("kenken") << "it has fewer clues than cages";
        QTest::newRow("filling as keen") << "5x5:2a5b3a34c2b5a2c3c\n" << QStringLiteral("kenken") << "Line 1: \"5x5:2a5b3a34c2b5a2c3c\" is not a Keen (KenKen) game ID";
        QTest::newRow("kenken short") << "4 4\n24* 2/ . 3-\n. . 7+ .\n" << QString() << "the text ends after 2 of the 8 row… (clues, then cage labels)";
        QTest::newRow("kenken blank") << "4 4\n24* 2/ . 3-\n. . 7+ .\n\n" << QString() << "Line 4: the blank line ends the KenKen puzzle from line 1 after 2 of its 8 row";
        QTest::newRow("kenken bad clue") << "2 2\n. .\n. .\n1 1\n1 1\n" << QStringLiteral("kenken") << "The puzzle from line 1: The cage at R1C1 has no clue.";
        QTest::newRow("kenken apart") << "2 2\n3+ 3+\n. .\n1 2\n2 1\n" << QString() << "squares that do not touch";
    }

    void refusesBadText()
    {
        QFETCH(QString, text);
        QFETCH(QString, hint);
        QFETCH(QString, mentions);
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY(!readGridText(text, hint, puzzles, &error));
        QVERIFY2(mentionsInOrder(error, mentions), qPrintable(error));
        QVERIFY(puzzles.empty());
        // The same with Windows line breaks.
        QString crlf = text;
        crlf.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
        QString crlfError;
        QVERIFY(!readGridText(crlf, hint, puzzles, &crlfError));
        QCOMPARE(crlfError, error);
    }

    // KenKen's variant: clue rows, then label rows; bare numbers are givens; written back the same way.
    void readsAndWritesKenKen()
    {
        const QString text = QStringLiteral("# label=hard source=hand\n4 4\n24* 2/ . 3-\n. . 7+ .\n3- 5+ . 3\n. . 2/ .\n"
                                            "1 2 2 3\n1 1 4 3\n5 6 4 7\n5 6 8 8\n\n4:aa_a_3a_ba__a_a,s1a5m12d2s1m2a5\n");
        for (const QString& hint : {QString(), QStringLiteral("kenken")}) {
            const std::vector<GridTextPuzzle> puzzles = readOk(text, hint);
            QCOMPARE(puzzles.size(), std::size_t{2});
            const ps::Board& first = puzzles[0].board;
            QCOMPARE(puzzles[0].label, QStringLiteral("hard"));
            QCOMPARE(puzzles[0].source, QStringLiteral("hand"));
            QCOMPARE(first.cages().size(), std::size_t{8});
            QCOMPARE(first.filledCount(), 1);
            QCOMPARE(static_cast<int>(first.at(11)), 3);
            QCOMPARE(first.cages().front().operation, ps::CageOperation::Multiply);
            QCOMPARE(first.cages().front().target, 24L);
            QCOMPARE(puzzles[1].board.rows(), 4);
            QCOMPARE(puzzles[1].board.cages().size(), std::size_t{7});
            const std::vector<GridTextPuzzle> again = readOk(writeGridTexts({first, puzzles[1].board}, QStringLiteral("kenken")), QStringLiteral("kenken"));
            QVERIFY(again[0].board == first);
            QVERIFY(again[1].board == puzzles[1].board);
        }
    }

    // Every game ID of the Fillomino data decodes to the grid printed in the same record.
    void decodesAllFillingIds()
    {
        QFile file(QStringLiteral(PUZZLESMITH_TEST_DATA "/fillomino-filling.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        int records = 0;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (!lines[i].startsWith(QLatin1String("size ")))
                continue;
            const int n = lines[i].mid(5).toInt();
            // The printed grid is compact grid text once it has a size line.
            const QString printed = QStringLiteral("%1 %1\n").arg(n) + lines.mid(i + 1, n).join(QLatin1Char('\n'));
            qsizetype g = i + n + 1;
            while (g < lines.size() && !lines[g].startsWith(QLatin1String("gameid ")))
                ++g;
            QVERIFY(g < lines.size());
            const QString id = lines[g].mid(7).trimmed();
            const auto expected = readOk(printed);
            const auto hinted = readOk(id, QStringLiteral("fillomino"));
            const auto guessed = readOk(id);
            QCOMPARE(expected.size(), std::size_t(1));
            QCOMPARE(hinted.size(), std::size_t(1));
            QCOMPARE(guessed.size(), std::size_t(1));
            QVERIFY2(hinted[0].board == expected[0].board, qPrintable(id));
            QVERIFY2(guessed[0].board == expected[0].board, qPrintable(id));
            QVERIFY(hinted[0].parameters.isEmpty());
            ++records;
        }
        QCOMPARE(records, 630);
    }

    // W is the number of columns, H of rows (sgt-filling --generate 2 7x4, decoded by hand).
    void decodesRectangularFillingIds()
    {
        const auto puzzles = readOk(QStringLiteral("7x4:a4a372b55b3d4a7c4d\n7x4:4b5b5a35b752a55b5c2a5a"), QStringLiteral("fillomino"));
        QCOMPARE(puzzles.size(), std::size_t(2));
        QCOMPARE(puzzles[0].board, boardOf(4, 7, {0, 4, 0, 3, 7, 2, 0,
                                                  0, 5, 5, 0, 0, 3, 0,
                                                  0, 0, 0, 4, 0, 7, 0,
                                                  0, 0, 4, 0, 0, 0, 0}));
        QCOMPARE(puzzles[1].board.rows(), 4);
        QCOMPARE(puzzles[1].board.cols(), 7);
        QCOMPARE(puzzles[1].line, 2);
    }

    // A hand-decoded Solo ID: 'c' is three empty squares, '_' only separates givens.
    void decodesSoloIdByHand()
    {
        const auto puzzles = readOk(QStringLiteral("2x2:c4a3d2a1c\n2x2:b2_4h3_2b"), QStringLiteral("sudoku"));
        QCOMPARE(puzzles.size(), std::size_t(2));
        QCOMPARE(puzzles[0].board, boardOf(4, 4, {0, 0, 0, 4,
                                                  0, 3, 0, 0,
                                                  0, 0, 2, 0,
                                                  1, 0, 0, 0}));
        QCOMPARE(puzzles[0].parameters, QStringLiteral("2x2"));
        QCOMPARE(puzzles[1].board, boardOf(4, 4, {0, 0, 2, 4,
                                                  0, 0, 0, 0,
                                                  0, 0, 0, 0,
                                                  3, 2, 0, 0}));
        // Givens of two digits.
        const auto big = readOk(QStringLiteral("4x4:11a8_10a6_3_16k7a9_15_8b14a12b16a13a14_12d7c15_6c16_15_11_2_1_7a6f14b11b6a5_3d8_10"
                                               "_2_3e1_14b16_6_11_9b8_4a3_7d12b16b13_7b10_12_14d2_5b4_10b13_15d1_11_3b4_8b7b11d4_9a5_"
                                               "10b15_9_4_1b2_8e12_11_5_11d10_14a16b3b6f5a1_4_16_8_11_2c14_15c11d7_8a16a7b6a15b11_5_9"
                                               "a10k10_15_2a4_1a9"));
        QCOMPARE(big.size(), std::size_t(1));
        QCOMPARE(big[0].board.at(0, 0), ps::CellValue(11));
        QCOMPARE(big[0].board.at(0, 1), ps::CellValue(0));
        QCOMPARE(big[0].board.at(0, 2), ps::CellValue(8));
        QCOMPARE(big[0].board.at(0, 3), ps::CellValue(10));
        QCOMPARE(big[0].board.at(0, 5), ps::CellValue(6));
        QCOMPARE(big[0].board.at(0, 7), ps::CellValue(16));
        QCOMPARE(big[0].board.at(15, 15), ps::CellValue(9));
    }

    // sgt-solo's "CxR" is a box of C rows by R columns, which this project writes "CxR" too: every generated
    // puzzle has exactly one solution with that box, and (for the rectangular boxes) none or several with the
    // transposed one.
    void decodesSoloIdsWithTheirBox()
    {
        for (const SoloId& solo : kSoloIds) {
            const QString id = QString::fromLatin1(solo.id);
            const auto hinted = readOk(id, QStringLiteral("sudoku"));
            const auto guessed = readOk(id);
            QCOMPARE(hinted.size(), std::size_t(1));
            QCOMPARE(guessed.size(), std::size_t(1));
            QCOMPARE(guessed[0].board, hinted[0].board);
            QCOMPARE(guessed[0].parameters, hinted[0].parameters);
            const GridTextPuzzle& puzzle = hinted[0];
            QCOMPARE(puzzle.board.rows(), solo.size);
            QCOMPARE(puzzle.board.cols(), solo.size);
            QCOMPARE(puzzle.parameters, QString::fromLatin1(solo.box));
            QVERIFY(puzzle.board.filledCount() > 0);
            QVERIFY2(solutionCount(puzzle.board, puzzle.parameters) == 1, solo.id);
            const QStringList sides = puzzle.parameters.split(QLatin1Char('x'));
            if (sides[0] != sides[1])
                QVERIFY2(solutionCount(puzzle.board, sides[1] + QLatin1Char('x') + sides[0]) != 1, solo.id);
            // Written as grid text and read back, the board is the same.
            QCOMPARE(readOk(writeGridText(puzzle.board)).at(0).board, puzzle.board);
        }
    }

    void sniffsTheFormat()
    {
        QVERIFY(looksLikeGridText(QStringLiteral("# comment\n\n9 9\n")));
        QVERIFY(looksLikeGridText(QStringLiteral("\xFEFF  5 5\r\n3..5.\r\n")));
        QVERIFY(looksLikeGridText(QStringLiteral("5x5:2a5b3a34c2b5a2c3c")));
        QVERIFY(looksLikeGridText(QStringLiteral("3x3:a3c9_7_6b4_8b7b2c1\n")));
        QVERIFY(!looksLikeGridText(QString()));
        QVERIFY(!looksLikeGridText(QStringLiteral("# only a comment\n")));
        QVERIFY(!looksLikeGridText(QStringLiteral("1.3.....4...2..1,easy\n")));
        QVERIFY(!looksLikeGridText(QStringLiteral("{\"type\": \"sudoku\"}")));
        QVERIFY(!looksLikeGridText(QStringLiteral("9\n")));
        QVERIFY(looksLikeGridText(QStringLiteral("4:abc,a6m8")));   // a Keen ID's shape
    }
};

QTEST_GUILESS_MAIN(TestGridText)
#include "test_grid_text.moc"
