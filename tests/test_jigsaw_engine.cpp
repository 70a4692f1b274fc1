// Jigsaw Sudoku in the engine: random region layouts, the native solver against z3, generation, the step
// solver, the symmetries, conflicts, and the grid text blocks and sgt-solo game IDs of JigsawFormat. All
// seeded.
#include "TestData.h"

#include "document/GridText.h"

#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "types/jigsaw/JigsawFormat.h"
#include "types/jigsaw/JigsawRegions.h"
#include "types/jigsaw/JigsawRules.h"
#include "types/jigsaw/JigsawType.h"
#include "types/sudoku/SudokuShape.h"

#include <QtTest>

#include <set>
#include <sstream>

namespace {

std::vector<int> regionsOf(const ps::Board& board)
{
    const auto regions = ps::jigsaw_regions::fromCages(board.rows(), board.cages());
    return regions ? *regions : std::vector<int>{};
}

// The regions of n x n boxes as jigsaw_regions numbers them (in the order of first squares).
std::vector<int> boxRegions(int n)
{
    const ps::SudokuShape shape = ps::SudokuShape::mostSquareFor(n);
    std::vector<int> regionOf(static_cast<std::size_t>(n * n));
    for (int cell = 0; cell < n * n; ++cell)
        regionOf[static_cast<std::size_t>(cell)] = shape.regionOf(cell);
    return *ps::jigsaw_regions::fromCages(n, ps::jigsaw_regions::toCages(n, regionOf));
}

ps::GenerationResult generate(const ps::PuzzleRules& rules, std::uint64_t seed, const std::string& backendName = "native")
{
    auto backend = ps::makeBackend(backendName, rules);
    const ps::RuleClassifier classifier;
    ps::PuzzleGenerator generator(rules, *backend, classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    ps::Rng rng(seed);
    return generator.run(settings, rng);
}

int count(const std::string& backend, const ps::PuzzleRules& rules, const ps::Board& board)
{
    return ps::makeCountingBackend(backend, rules)->countSolutions(board, 2).count;
}

// Grid text as JigsawFormat reads it: the values, then the label rows.
ps::Board boardFrom(const std::vector<std::string>& valueRows, const std::vector<std::string>& labelRows)
{
    const int n = static_cast<int>(valueRows.size());
    ps::Board board(n, n);
    for (int r = 0; r < n; ++r) {
        std::istringstream in(valueRows[static_cast<std::size_t>(r)]);
        std::string token;
        for (int c = 0; c < n && in >> token; ++c)
            board.set(r, c, static_cast<ps::CellValue>(token == "-" ? 0 : std::stoi(token)));
    }
    ps::JigsawFormat().readBlocks(labelRows, board);
    return board;
}

} // namespace

class TestJigsawEngine : public QObject {
    Q_OBJECT

private slots:
    void theTypeDescribesItself()
    {
        const ps::PuzzleType type = ps::jigsawType();
        QCOMPARE(QString::fromStdString(type.id), QStringLiteral("jigsaw"));
        QCOMPARE(QString::fromStdString(type.name), QStringLiteral("Jigsaw Sudoku"));
        QCOMPARE(QString::fromStdString(type.defaultParameters), QStringLiteral("9x9"));
        QVERIFY(type.hasCages);
        std::set<std::string> sizes;
        for (const ps::SizeChoice& choice : type.sizes)
            sizes.insert(choice.parameters);
        for (const char* size : {"4x4", "5x5", "7x7", "9x9", "12x12"})
            QVERIFY2(sizes.count(size), size);
        auto rules = type.makeRules("7x7");
        QCOMPARE(rules->rows(), 7);
        QCOMPARE(QString::fromStdString(type.parametersForGrid(5, 5)), QStringLiteral("5x5"));
        QCOMPARE(QString::fromStdString(type.parametersForSize("12x12")), QStringLiteral("12x12"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, type.makeRules("3x3"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, type.makeRules("13x13"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, type.parametersForGrid(9, 8));
        ps::Rng rng(1);
        QCOMPARE(rules->features(rules->randomSolution(rng)).size(), rules->featureNames().size());
        QCOMPARE(rules->featureNames(), ps::puzzleType("sudoku").makeRules("3x3")->featureNames());   // so Sudoku's model reads them
    }

    void layoutsAreValidReproducibleAndNotBoxes()
    {
        for (int n : {4, 5, 6, 7, 9, 12}) {
            std::set<std::vector<int>> distinct;
            int boxes = 0;
            const bool hasBoxes = n == 4 || n == 6 || n == 9 || n == 12;
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                ps::Rng rng(seed);
                const std::vector<int> layout = ps::jigsaw_regions::random(n, rng);
                QVERIFY2(ps::jigsaw_regions::valid(n, layout), qPrintable(QStringLiteral("n=%1 seed=%2").arg(n).arg(seed)));
                ps::Rng again(seed);
                QCOMPARE(ps::jigsaw_regions::random(n, again), layout);
                distinct.insert(layout);
                QVERIFY(layout != ps::jigsaw_regions::rows(n));
                if (hasBoxes && layout == boxRegions(n))
                    ++boxes;
            }
            // 4x4 has few layouts at all.
            QVERIFY2(distinct.size() >= (n == 4 ? 8u : 18u), qPrintable(QStringLiteral("n=%1: %2 distinct layouts of 20").arg(n).arg(distinct.size())));
            QVERIFY(boxes < 20);
        }
        // A region that falls apart, or one square too many, is no layout.
        std::vector<int> broken = ps::jigsaw_regions::rows(4);
        std::swap(broken[1], broken[5]);   // rows 0 and 1 swap a middle square: both fall apart
        QVERIFY(!ps::jigsaw_regions::valid(4, broken));
        broken = ps::jigsaw_regions::rows(4);
        broken[4] = 0;
        QVERIFY(!ps::jigsaw_regions::valid(4, broken));
    }

    void randomSolutionsCarryTheirRegions()
    {
        for (int n : {4, 5, 6, 7, 9, 12}) {
            const ps::JigsawRules rules(n);
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                ps::Rng rng(seed);
                const ps::Board solution = rules.randomSolution(rng);
                QVERIFY(rules.isSolution(solution));
                QVERIFY(ps::jigsaw_regions::valid(n, regionsOf(solution)));
                ps::Rng again(seed);
                QCOMPARE(rules.randomSolution(again), solution);
            }
        }
    }

    void nativeAndZ3CountsAgree()
    {
        int seen[3] = {0, 0, 0};   // boards with 0, 1 and 2+ solutions
        for (int n : {4, 5, 6, 7, 9}) {
            const ps::JigsawRules rules(n);
            auto native = ps::makeCountingBackend("native", rules);
            auto z3 = ps::makeCountingBackend("z3", rules);
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                ps::Rng rng(seed * 31 + static_cast<std::uint64_t>(n));
                const ps::Board solution = rules.randomSolution(rng);
                ps::Board board = solution;
                const int keep = n * n * (20 + static_cast<int>(seed) * 4) / 100;   // 24% to 68% of the squares given
                for (int cell : rng.permutation(n * n))
                    if (board.filledCount() > keep)
                        board.set(cell, 0);
                if (seed % 3 == 0) {   // a wrong given: usually no solution left
                    for (int cell = 0; cell < n * n; ++cell)
                        if (board.at(cell) != 0) {
                            board.set(cell, static_cast<ps::CellValue>(board.at(cell) % n + 1));
                            break;
                        }
                }
                const int a = native->countSolutions(board, 2).count;
                const int b = z3->countSolutions(board, 2).count;
                QVERIFY2(a == b, qPrintable(QStringLiteral("n=%1 seed=%2: native %3, z3 %4").arg(n).arg(seed).arg(a).arg(b)));
                ++seen[a];
            }
        }
        QVERIFY(seen[0] > 0);
        QVERIFY(seen[1] > 0);
        QVERIFY(seen[2] > 0);
        // A board without regions has rows and columns only: a Latin square, on both backends.
        const ps::JigsawRules rules(4);
        ps::Board latin(4, 4);
        latin.set(0, 1);
        latin.set(5, 2);
        latin.set(10, 3);
        QCOMPARE(count("native", rules, latin), 2);
        QCOMPARE(count("z3", rules, latin), 2);
    }

    void generationMakesUniqueReproduciblePuzzles()
    {
        for (int n : {5, 7, 9}) {
            const ps::JigsawRules rules(n);
            for (std::uint64_t seed : {3, 4}) {
                const ps::GenerationResult result = generate(rules, seed);
                const ps::Board& puzzle = result.puzzle;
                QVERIFY(puzzle.agreesWith(result.solution));
                QCOMPARE(puzzle.cages(), result.solution.cages());
                QVERIFY(ps::jigsaw_regions::valid(n, regionsOf(puzzle)));
                QVERIFY(puzzle.emptyCount() > n * n / 3);
                QCOMPARE(count("z3", rules, puzzle), 1);
                QCOMPARE(generate(rules, seed).puzzle, puzzle);
            }
            QVERIFY(generate(rules, 3).puzzle != generate(rules, 4).puzzle);
        }
    }

    void theStepSolverFinishesGeneratedPuzzles()
    {
        const ps::JigsawRules rules(9);
        const auto solver = rules.makeStepSolver();
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const ps::GenerationResult result = generate(rules, seed);
            const ps::StepTrace trace = solver->solve(result.puzzle);
            QVERIFY(trace.solved);
            QCOMPARE(trace.result.cells(), result.solution.cells());
            const auto candidates = solver->candidates(result.puzzle);
            for (int cell = 0; cell < 81; ++cell)
                if (result.puzzle.at(cell) == 0)
                    QVERIFY(candidates[static_cast<std::size_t>(cell)].contains(result.solution.at(cell)));
        }
    }

    void symmetriesKeepSolutionsWithTheirRegions()
    {
        for (int n : {5, 9}) {
            const ps::JigsawRules rules(n);
            ps::Rng rng(11);
            const ps::Board solution = rules.randomSolution(rng);
            const auto transforms = rules.randomSymmetries(rng);
            QCOMPARE(static_cast<int>(transforms.size()), 8);   // relabel, and the 7 rotations and reflections
            for (const ps::BoardTransform& t : transforms) {
                const ps::Board moved = t.apply(solution);
                QVERIFY2(rules.isSolution(moved), t.name.c_str());
                QVERIFY(ps::jigsaw_regions::valid(n, regionsOf(moved)));
            }
        }
    }

    void conflictsNameTheRegion()
    {
        // Regions A = R1C1 R1C2 R2C1 R2C2, B = R3C1 R3C2 R3C3 R4C1, ...
        const std::vector<std::string> labels{"A A D D", "A A D D", "B B B C", "B C C C"};
        const ps::JigsawRules rules(4);
        QVERIFY(!rules.findConflict(boardFrom({"1 - - -", "- - - -", "- 1 - -", "- - - -"}, labels)));
        // R3C2 and R4C1: another row and column, the same region.
        const ps::Board clash = boardFrom({"- - - -", "- - - -", "- 1 - -", "1 - - -"}, labels);
        const auto conflict = rules.findConflict(clash);
        QVERIFY(conflict);
        QVERIFY2(QString::fromStdString(conflict->text()).startsWith(QStringLiteral("Region")), conflict->text().c_str());
        QCOMPARE(rules.conflictingCells(clash), (std::vector<int>{9, 12}));
        ps::Board unregioned = clash;
        unregioned.setCages({{{0, 1}, ps::CageOperation::None, 0}});
        QVERIFY(rules.findConflict(unregioned));
    }

    void appendixGameIdsDecode()
    {
        const ps::JigsawFormat format;
        const ps::GameIdPuzzle four = format.readGameId("4j:b3f3_1c4a,abc_cb_a_aa");
        QCOMPARE(four.board, boardFrom({"- - 3 -", "- - - -", "- 3 1 -", "- - 4 -"}, {"A A D D", "A A D D", "B B B C", "B C C C"}));
        QCOMPARE(format.writeBlocks(four.board), (std::vector<std::string>{"A A B B", "A A B B", "C C C D", "C D D D"}));
        const ps::GameIdPuzzle five = format.readGameId("5j:d5_4b3a2c1j,__b____aa__aja_abaa_");
        const ps::Board expected = boardFrom({"- - - - 5", "4 - - 3 -", "2 - - - 1", "- - - - -", "- - - - -"},
                                             {"D A B B B", "D A B C B", "D A A C C", "D A E C C", "D E E E E"});
        QCOMPARE(five.board, expected);
        // The appendix's solutions.
        const ps::JigsawRules rules4(4);
        const auto native4 = ps::makeCountingBackend("native", rules4);
        const ps::SolveResult solved4 = native4->countSolutions(four.board, 2);
        QCOMPARE(solved4.count, 1);
        QCOMPARE(solved4.solutions.front().cells(), (std::vector<ps::CellValue>{1, 2, 3, 4, 3, 4, 2, 1, 4, 3, 1, 2, 2, 1, 4, 3}));
        const ps::JigsawRules rules5(5);
        const ps::SolveResult solved5 = ps::makeCountingBackend("native", rules5)->countSolutions(five.board, 2);
        QCOMPARE(solved5.count, 1);
        QCOMPARE(solved5.solutions.front().cells(),
                 (std::vector<ps::CellValue>{1, 2, 3, 4, 5, 4, 5, 1, 3, 2, 2, 3, 4, 5, 1, 3, 1, 5, 2, 4, 5, 4, 2, 1, 3}));
        // The CxRj form names the same grid.
        QCOMPARE(format.readGameId("2x2j:b3f3_1c4a,abc_cb_a_aa").board, four.board);
        QCOMPARE(format.fitsGameId("4j:b3f3_1c4a,abc_cb_a_aa"), ps::PuzzleFormat::IdFit::Size);
    }

    void malformedGameIdsAreRefused_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("no comma") << "4j:b3f3_1c4a";
        QTest::newRow("killer") << "4jk:b3f3_1c4a,abc_cb_a_aa";
        QTest::newRow("X diagonals") << "4jx:b3f3_1c4a,abc_cb_a_aa";
        QTest::newRow("plain Solo") << "2x2:b3f3_1c4a";
        QTest::newRow("grid too short") << "4j:b3f3_1c4,abc_cb_a_aa";
        QTest::newRow("grid too long") << "4j:b3f3_1c4b,abc_cb_a_aa";
        QTest::newRow("value too large") << "4j:b5f3_1c4a,abc_cb_a_aa";
        QTest::newRow("bad grid character") << "4j:b3f3_1c4A,abc_cb_a_aa";
        QTest::newRow("too few borders") << "4j:b3f3_1c4a,abc_cb_a_a";
        QTest::newRow("too many borders") << "4j:b3f3_1c4a,abc_cb_a_aaa";
        QTest::newRow("too few regions") << "4j:b3f3_1c4a,abdcb_a_aa";
        QTest::newRow("too many regions") << "4j:b3f3_1c4a,____________________a_a";
        QTest::newRow("a region too big") << "4j:b3f3_1c4a,abd_bb_a_aa";
        QTest::newRow("three parts") << "4j:b3f3_1c4a,abc_cb_a_aa,x";
        QTest::newRow("too small a grid") << "3j:c,aaaaaa_";
        QTest::newRow("too large a grid") << "13j:z,a";
        QTest::newRow("no size") << "j:b3f3_1c4a,abc_cb_a_aa";
    }

    void malformedGameIdsAreRefused()
    {
        QFETCH(QString, id);
        const ps::JigsawFormat format;
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId(id.toStdString()));
        QVERIFY(format.fitsGameId(id.toStdString()) != ps::PuzzleFormat::IdFit::Size);
    }

    void otherGameIdsAreNotClaimed()
    {
        const ps::JigsawFormat format;
        QCOMPARE(format.fitsGameId("9x9:a1b2"), ps::PuzzleFormat::IdFit::No);
        QCOMPARE(format.fitsGameId("3x3:a1b2"), ps::PuzzleFormat::IdFit::No);
        QCOMPARE(format.fitsGameId("9 9"), ps::PuzzleFormat::IdFit::No);
        QCOMPARE(format.fitsGameId("9j:abc"), ps::PuzzleFormat::IdFit::Shape);
        QCOMPARE(format.fitsGameId("3x3j:abc,def"), ps::PuzzleFormat::IdFit::Shape);
        QCOMPARE(QString::fromStdString(format.gameIdProgram()), QStringLiteral("sgt-solo"));
        // Sudoku's format does not read jigsaw IDs either.
        QVERIFY(ps::puzzleType("sudoku").format->fitsGameId("4j:b3f3_1c4a,abc_cb_a_aa") != ps::PuzzleFormat::IdFit::Size);
    }

    void gridTextBlocksRoundTrip()
    {
        const ps::JigsawFormat format;
        QCOMPARE(format.blockRowCounts(9), std::vector<int>{9});
        for (int n : {4, 7, 9, 12}) {
            const ps::JigsawRules rules(n);
            ps::Rng rng(static_cast<std::uint64_t>(n));
            const ps::Board solution = rules.randomSolution(rng);
            const std::vector<std::string> lines = format.writeBlocks(solution);
            QCOMPARE(static_cast<int>(lines.size()), n);
            ps::Board read(n, n);
            format.readBlocks(lines, read);
            QCOMPARE(read.cages(), solution.cages());
            ps::Board stored(n, n);
            format.readStructure(format.structureLines(solution), stored);
            QCOMPARE(stored.cages(), solution.cages());
        }
        // Compact rows and any labels.
        ps::Board compact(4, 4);
        format.readBlocks({"xxyy", "xxyy", "zzzw", "zwww"}, compact);
        QCOMPARE(format.writeBlocks(compact), (std::vector<std::string>{"A A B B", "A A B B", "C C C D", "C D D D"}));
        // Wrong blocks say what is wrong.
        ps::Board board(4, 4);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"A A B B", "A A B B", "C C C D"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"A A B B", "A A B B", "C C C D", "C D D"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"A A B B", "A A B B", "C C C D", "C D D A"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"A B A B", "A B A B", "C D C D", "C D C D"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"A A B B", "A A B B", "C C C E", "C D D D"}, board));
    }

    void soloPuzzlesHaveOneSolution()
    {
        const QStringList ids = testDataRecords(QStringLiteral("jigsaw-solo.txt"));
        QVERIFY(ids.size() >= 40);
        const ps::JigsawFormat format;
        std::set<int> sides;
        for (const QString& id : ids) {
            const ps::GameIdPuzzle puzzle = format.readGameId(id.toStdString());
            const int n = puzzle.board.rows();
            sides.insert(n);
            const ps::JigsawRules rules(n);
            QVERIFY(ps::jigsaw_regions::valid(n, regionsOf(puzzle.board)));
            QVERIFY2(count("native", rules, puzzle.board) == 1, qPrintable(id));
            QVERIFY2(count("z3", rules, puzzle.board) == 1, qPrintable(id));
            QVERIFY(!rules.findConflict(puzzle.board));
            // sgt-solo's basic level: singles finish them.
            QCOMPARE(rules.logicSolvesWithin(puzzle.board, ps::Difficulty::Medium), std::optional<bool>(true));
        }
        QCOMPARE(sides, (std::set<int>{5, 6, 7, 9, 12}));
    }

    // Hand-made puzzles in grid text, read as a user's file is: one solution each, the one worked out by hand.
    void handMadeGridTextPuzzlesAreSolved()
    {
        QFile file(testDataPath(QStringLiteral("jigsaw-handmade.txt")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY2(readGridText(QString::fromUtf8(file.readAll()), QStringLiteral("jigsaw"), puzzles, &error), qPrintable(error));
        QCOMPARE(puzzles.size(), std::size_t{2});
        const std::vector<std::vector<int>> expected{{1, 2, 3, 4, 3, 4, 2, 1, 4, 3, 1, 2, 2, 1, 4, 3},
                                                     {1, 2, 3, 4, 5, 4, 5, 1, 3, 2, 2, 3, 4, 5, 1, 3, 1, 5, 2, 4, 5, 4, 2, 1, 3}};
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            const ps::Board& board = puzzles[k].board;
            const ps::JigsawRules rules(board.rows());
            QVERIFY(ps::jigsaw_regions::valid(board.rows(), regionsOf(board)));
            for (const char* backend : {"native", "z3"}) {
                const ps::SolveResult result = ps::makeCountingBackend(backend, rules)->countSolutions(board, 2);
                QCOMPARE(result.count, 1);
                for (int i = 0; i < board.cellCount(); ++i)
                    QCOMPARE(static_cast<int>(result.solutions.front().at(i)), expected[k][static_cast<std::size_t>(i)]);
            }
        }
    }

    // The hints speak of regions, never of boxes, on a grid whose regions are not boxes.
    void hintsNameRegionsNotBoxes()
    {
        const ps::JigsawRules rules(9);
        bool region = false;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const ps::StepTrace trace = rules.makeStepSolver()->solve(generate(rules, seed).puzzle);
            for (const ps::LogicStep& step : trace.steps) {
                const std::string& text = step.explanation.messageTemplate;
                QVERIFY2(text.find("box") == std::string::npos, text.c_str());
                region = region || text.find("region") != std::string::npos;
            }
        }
        QVERIFY(region);
    }
};

QTEST_GUILESS_MAIN(TestJigsawEngine)
#include "test_jigsaw_engine.moc"
