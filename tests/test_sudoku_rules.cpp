// Sudoku shapes, random full boards, the paper's symmetry transformations, conflicts and features.
#include "core/EngineError.h"
#include "types/TypeRegistry.h"
#include "types/sudoku/SudokuDifficultyFeatures.h"
#include "types/sudoku/SudokuFeatures.h"
#include "types/sudoku/SudokuRules.h"

#include <QtTest>

namespace {

const QList<QPair<int, int>> kAllShapes = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {5, 2}, {2, 6}, {3, 4},
                                           {4, 3}, {2, 7}, {3, 5}, {5, 3}, {4, 4}, {2, 8}, {3, 6}, {4, 5}, {5, 4}, {3, 7},
                                           {2, 9}, {2, 10}, {2, 11}, {4, 6}, {6, 4}, {3, 8}, {5, 5}, {2, 12}};

} // namespace

class TestSudokuRules : public QObject {
    Q_OBJECT
private slots:
    void everySupportedShapeIsAccepted()
    {
        for (const auto& [r, c] : kAllShapes) {
            const ps::SudokuShape shape(r, c);
            QCOMPARE(shape.size(), r * c);
            QCOMPARE(static_cast<int>(shape.units().size()), 3 * r * c);
            for (const auto& unit : shape.units())
                QCOMPARE(static_cast<int>(unit.size()), r * c);
        }
    }

    void unsupportedShapesAreRefusedWithTheLimits_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* text : {"1x4", "4x1", "5x6", "6x5", "3", "x3", "3x", "axb", "", "3x3x3", "-3x-3", "1000x2"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }
    void unsupportedShapesAreRefusedWithTheLimits()
    {
        QFETCH(QString, text);
        try {
            ps::SudokuShape::parse(text.toStdString());
            QFAIL("accepted an unsupported shape");
        } catch (const ps::EngineError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("4 to 25")), e.what());
        }
    }

    void parseAcceptsUpperCaseX() { QCOMPARE(ps::SudokuShape::parse("3X4").boxCols(), 4); }

    void mostSquareShape()
    {
        QCOMPARE(ps::SudokuShape::mostSquareFor(9).text(), std::string("3x3"));
        QCOMPARE(ps::SudokuShape::mostSquareFor(6).text(), std::string("2x3"));
        QCOMPARE(ps::SudokuShape::mostSquareFor(12).text(), std::string("3x4"));
        QCOMPARE(ps::SudokuShape::mostSquareFor(16).text(), std::string("4x4"));
        QCOMPARE(ps::SudokuShape::mostSquareFor(24).text(), std::string("4x6"));
        QCOMPARE(ps::SudokuShape::mostSquareFor(25).text(), std::string("5x5"));
        for (int bad : {0, 3, 5, 7, 11, 13, 17, 19, 23, 26, 36})
            QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::SudokuShape::mostSquareFor(bad));
    }

    void boxesFollowTheShape()
    {
        const ps::SudokuShape shape(2, 3);   // 6x6: boxes of 2 rows x 3 columns
        QCOMPARE(shape.boxOf(0, 2), 0);
        QCOMPARE(shape.boxOf(0, 3), 1);
        QCOMPARE(shape.boxOf(1, 5), 1);
        QCOMPARE(shape.boxOf(2, 0), 2);
        QCOMPARE(shape.boxOf(5, 5), 5);
    }

    void randomSolutionsAreValidForEveryShape()
    {
        for (const auto& [r, c] : kAllShapes) {
            const ps::SudokuRules rules(ps::SudokuShape(r, c));
            for (std::uint64_t seed = 0; seed < 5; ++seed) {
                ps::Rng rng(seed);
                const ps::Board board = rules.randomSolution(rng);
                QVERIFY2(rules.isSolution(board), rules.describe().c_str());
            }
        }
    }

    void randomSolutionsDependOnlyOnTheSeed()
    {
        const ps::SudokuRules rules(ps::SudokuShape(3, 3));
        ps::Rng a(11), b(11), c(12);
        const ps::Board first = rules.randomSolution(a);
        QCOMPARE(rules.randomSolution(b), first);
        QVERIFY(rules.randomSolution(c) != first);
    }

    void everySymmetryKeepsBoardsValid()
    {
        for (const auto& [r, c] : kAllShapes) {
            const ps::SudokuRules rules(ps::SudokuShape(r, c));
            ps::Rng rng(static_cast<std::uint64_t>(r * 100 + c));
            const ps::Board board = rules.randomSolution(rng);
            for (int round = 0; round < 5; ++round)
                for (const ps::BoardTransform& t : rules.randomSymmetries(rng)) {
                    const ps::Board out = t.apply(board);
                    QVERIFY2(rules.isSolution(out), (rules.describe() + ": " + t.name).c_str());
                }
        }
    }

    void squareBoxesHaveTheSevenTransformations()
    {
        ps::Rng rng(1);
        QCOMPARE(ps::SudokuRules(ps::SudokuShape(3, 3)).randomSymmetries(rng).size(), std::size_t(7));
        // Non-square boxes: no transformation that swaps rows and columns (Table 1's 12x12 column).
        const auto rect = ps::SudokuRules(ps::SudokuShape(3, 4)).randomSymmetries(rng);
        QCOMPARE(rect.size(), std::size_t(6));
        for (const auto& t : rect)
            QVERIFY(t.name != "rotate 90" && t.name.find("diagonal") == std::string::npos);
    }

    void symmetriesKeepAPuzzleAndItsSolutionMatched()
    {
        const ps::SudokuRules rules(ps::SudokuShape(2, 3));
        ps::Rng rng(5);
        const ps::Board solution = rules.randomSolution(rng);
        ps::Board puzzle = solution;
        for (int i = 0; i < puzzle.cellCount(); i += 3)
            puzzle.set(i, 0);
        for (const auto& t : rules.randomSymmetries(rng))
            QVERIFY(t.apply(puzzle).agreesWith(t.apply(solution)));
    }

    void conflictsAreFoundAndNamed()
    {
        const ps::SudokuRules rules(ps::SudokuShape(3, 3));
        ps::Board board(9, 9);
        QVERIFY(!rules.findConflict(board));
        board.set(0, 1, 5);
        board.set(0, 6, 5);
        const auto row = rules.findConflict(board);
        QVERIFY(row);
        QCOMPARE(QString::fromStdString(row->text()), QStringLiteral("Row 1 has 5 twice (R1C2 and R1C7)."));

        ps::Board boxClash(9, 9);
        boxClash.set(0, 0, 3);
        boxClash.set(2, 2, 3);
        QVERIFY(QString::fromStdString(rules.findConflict(boxClash)->text()).startsWith(QLatin1String("Box 1 has 3 twice")));

        ps::Board tooLarge(4, 4);
        tooLarge.set(5, 9);
        QVERIFY(ps::SudokuRules(ps::SudokuShape(2, 2)).findConflict(tooLarge));
        QVERIFY(rules.findConflict(ps::Board(4, 4)));
    }

    void paperFeaturesFor9x9()
    {
        const ps::SudokuShape shape(3, 3);
        ps::Board board(9, 9);
        board.set(0, 0, 1);
        board.set(0, 1, 2);
        board.set(4, 4, 1);
        const std::vector<double> f = ps::sudokuPaperFeatures(shape, board, 2);
        QCOMPARE(f.size(), std::size_t(15));
        QCOMPARE(f[0], 2.0);    // solutions
        QCOMPARE(f[1], 78.0);   // empty squares
        QCOMPARE(f[2], 9.0);    // rows with >= 7 blanks
        QCOMPARE(f[3], 9.0);    // columns
        QCOMPARE(f[4], 9.0);    // boxes
        QCOMPARE(f[5], 2.0);    // occurrences of 1
        QCOMPARE(f[6], 1.0);    // occurrences of 2
        QCOMPARE(f[7], 0.0);
        const double mean = 3.0 / 9;
        const double sd = std::sqrt(((2 - mean) * (2 - mean) + (1 - mean) * (1 - mean) + 7 * mean * mean) / 9);
        QVERIFY(qFuzzyCompare(f[14], sd));
    }

    void difficultyFeaturesHaveOneLengthForEverySize()
    {
        const std::size_t length = ps::sudokuDifficultyFeatureNames().size();
        for (const char* box : {"2x2", "3x3", "4x4"}) {
            const ps::SudokuRules rules(ps::SudokuShape::parse(box));
            ps::Rng rng(2);
            ps::Board board = rules.randomSolution(rng);
            const auto full = rules.features(board);
            QCOMPARE(full.size(), length);
            QCOMPARE(full[0], 1.0);   // one solution
            QCOMPARE(full[1], 0.0);   // nothing empty
            board.set(0, 0);
            const auto oneEmpty = rules.features(board);
            QVERIFY(oneEmpty[1] > 0);
            QCOMPARE(oneEmpty[0], 1.0);
            QCOMPARE(oneEmpty[10], 0.0);   // a naked single is the hardest technique
            QCOMPARE(rules.features(rules.emptyBoard())[0], 2.0);   // solutions are capped at 2
        }
    }

    void homogeneity()
    {
        const ps::SudokuShape shape(3, 3);
        ps::Board board(9, 9);
        for (int c = 0; c < 5; ++c)
            board.set(0, c, static_cast<ps::CellValue>(c + 1));
        const ps::Homogeneity h = ps::sudokuHomogeneity(shape, board);
        QCOMPARE(h.least, 0);
        QCOMPARE(h.most, 5);
    }

    void registryBuildsAndRefuses()
    {
        QCOMPARE(ps::makeRules("sudoku", "2x3")->rows(), 6);
        QCOMPARE(ps::makeDefaultRules("sudoku", 12, 12)->parameters(), std::string("3x4"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::makeRules("chess", "3x3"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::makeDefaultRules("sudoku", 9, 8));
    }
};

QTEST_GUILESS_MAIN(TestSudokuRules)
#include "test_sudoku_rules.moc"
