// Sudoku shapes, random full boards, the paper's symmetry transformations, conflicts and features.
#include "core/EngineError.h"
#include "types/TypeRegistry.h"
#include "types/sudoku/SudokuDifficultyFeatures.h"
#include "types/sudoku/SudokuFeatures.h"
#include "types/sudoku/SudokuRules.h"

#include "TestData.h"

#include <QtTest>

#include <set>

namespace {

const QList<QPair<int, int>> kAllShapes = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {5, 2}, {2, 6}, {3, 4},
                                           {4, 3}, {2, 7}, {3, 5}, {5, 3}, {4, 4}, {2, 8}, {3, 6}, {4, 5}, {5, 4}, {3, 7},
                                           {2, 9}, {2, 10}, {2, 11}, {4, 6}, {6, 4}, {3, 8}, {5, 5}, {2, 12}};

} // namespace

namespace {

// The distinct sets of values among a band's mini-rows (a row cut by the stacks) as a share of its
// mini-rows, averaged over the bands; with `stacks`, the same for the stacks' mini-columns.
double distinctMiniLineShare(const ps::SudokuShape& shape, const ps::Board& grid, bool stacks)
{
    const int n = shape.size();
    const int across = stacks ? shape.boxCols() : shape.boxRows();   // lines in a band (stack)
    const int along = stacks ? shape.boxRows() : shape.boxCols();    // squares in a mini-line
    double share = 0;
    for (int strip = 0; strip < n / across; ++strip) {
        std::set<std::set<int>> sets;
        for (int line = strip * across; line < (strip + 1) * across; ++line)
            for (int piece = 0; piece < n / along; ++piece) {
                std::set<int> values;
                for (int k = piece * along; k < (piece + 1) * along; ++k)
                    values.insert(stacks ? grid.at(k, line) : grid.at(line, k));
                sets.insert(values);
            }
        share += static_cast<double>(sets.size()) / (across * (n / along));
    }
    return share / (n / across);
}

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

    // Full grids come from a randomized search, not from one pattern grid moved by the symmetries: a
    // pattern grid (and everything the symmetries make of it) has exactly boxRows distinct mini-rows in
    // every band, a random grid nearly all different. Bands of two rows are alike in every grid (the
    // second row of a box holds what the first does not), so only bands of three rows or more tell.
    void randomGridsComeFromAllGrids()
    {
        for (const auto& [r, c] : std::vector<std::pair<int, int>>{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {4, 5}, {5, 4}, {5, 5}}) {
            const ps::SudokuShape shape(r, c);
            const ps::SudokuRules rules(shape);
            const int grids = shape.size() <= 12 ? 100 : 4;
            double bandShare = 0;
            double stackShare = 0;
            for (int seed = 1; seed <= grids; ++seed) {
                ps::Rng rng(static_cast<std::uint64_t>(seed));
                const ps::Board grid = rules.randomSolution(rng);
                QVERIFY2(rules.isSolution(grid), rules.describe().c_str());
                ps::Rng again(static_cast<std::uint64_t>(seed));
                QCOMPARE(rules.randomSolution(again), grid);
                bandShare += distinctMiniLineShare(shape, grid, false) / grids;
                stackShare += distinctMiniLineShare(shape, grid, true) / grids;
            }
            const QString where = QString::fromStdString(shape.text());
            if (r >= 3)   // a pattern grid: 1/r
                QVERIFY2(bandShare > 1.0 / r + 0.35, qPrintable(QStringLiteral("%1: bands %2").arg(where).arg(bandShare)));
            if (c >= 3)
                QVERIFY2(stackShare > 1.0 / c + 0.35, qPrintable(QStringLiteral("%1: stacks %2").arg(where).arg(stackShare)));
        }
    }

    // The same statistic at 9x9 against grids made by another generator: the solutions of qqwing's
    // puzzles in the data (qqwing fills its grids by a randomized search of its own).
    void random9x9GridsLookLikeQqwingGrids()
    {
        const ps::SudokuShape shape(3, 3);
        double theirs = 0;
        int theirCount = 0;
        for (const QString& record : testDataRecords(QStringLiteral("sudoku-9x9-solved.txt")).mid(0, 100)) {
            const QString solution = record.section(QLatin1Char(':'), 2);
            QCOMPARE(solution.size(), 81);
            ps::Board grid(9, 9);
            for (int cell = 0; cell < 81; ++cell)
                grid.set(cell, static_cast<ps::CellValue>(solution[cell].digitValue()));
            theirs += distinctMiniLineShare(shape, grid, false) + distinctMiniLineShare(shape, grid, true);
            theirCount += 2;
        }
        QCOMPARE(theirCount, 200);
        const ps::SudokuRules rules(shape);
        double ours = 0;
        int patternLike = 0;   // every band and stack with 3 distinct mini-lines, as a pattern grid has
        const int grids = 1000;
        for (int seed = 1; seed <= grids; ++seed) {
            ps::Rng rng(static_cast<std::uint64_t>(seed));
            const ps::Board grid = rules.randomSolution(rng);
            const double bands = distinctMiniLineShare(shape, grid, false);
            const double stacks = distinctMiniLineShare(shape, grid, true);
            ours += bands + stacks;
            patternLike += bands < 0.34 && stacks < 0.34;
        }
        ours /= 2 * grids;
        theirs /= theirCount;
        QVERIFY2(std::abs(ours - theirs) < 0.03, qPrintable(QStringLiteral("ours %1, qqwing %2").arg(ours).arg(theirs)));
        QCOMPARE(patternLike, 0);
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
