// Fillomino's engine side: parameters, rules and conflicts, full boards, symmetries, the emptying rule,
// the features and a GenPuzzles run. The solvers are checked in test_fillomino_solver.cpp.
#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "generate/TargetedGeneration.h"
#include "solve/Z3Backend.h"
#include "types/fillomino/FillominoDifficulty.h"
#include "types/fillomino/FillominoFeatures.h"
#include "types/fillomino/FillominoFormat.h"
#include "types/fillomino/FillominoTechniques.h"
#include "types/fillomino/FillominoGroups.h"
#include "types/fillomino/FillominoRules.h"
#include "types/fillomino/FillominoSolutionMaker.h"
#include "types/fillomino/FillominoStepSolver.h"
#include "core/GridSymmetries.h"

#include <QtTest>

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

Q_DECLARE_METATYPE(ps::Board)
Q_DECLARE_METATYPE(std::vector<double>)

namespace {

ps::FillominoRules rulesFor(const std::string& parameters) { return ps::FillominoRules(ps::FillominoShape::parse(parameters)); }

// A board from rows of one character per square: '.' empty, '1'-'9', or 'a'-'z' for 10-35.
ps::Board board(std::initializer_list<const char*> rows)
{
    ps::Board out(static_cast<int>(rows.size()), static_cast<int>(std::strlen(*rows.begin())));
    int r = 0;
    for (const char* row : rows) {
        for (int c = 0; c < out.cols(); ++c) {
            const char ch = row[c];
            if (ch >= '1' && ch <= '9')
                out.set(r, c, static_cast<ps::CellValue>(ch - '0'));
            else if (ch >= 'a' && ch <= 'z')
                out.set(r, c, static_cast<ps::CellValue>(ch - 'a' + 10));
        }
        ++r;
    }
    return out;
}

// Answers a fixed class: these tests are about the puzzles, not their classes.
class FixedClassifier final : public ps::DifficultyClassifier {
public:
    ps::Difficulty classify(const ps::DifficultySpec&, const ps::Board&, const ps::ClassifyContext&) const override { return ps::Difficulty::Medium; }
};

ps::GenerationResult generate(const ps::PuzzleRules& rules, ps::SolverBackend& solver, std::uint64_t seed, bool harvest = false)
{
    const FixedClassifier classifier;
    ps::PuzzleGenerator generator(rules, solver, classifier);
    ps::GenerationSettings settings;
    settings.harvest = harvest;
    ps::Rng rng(seed);
    return generator.run(settings, rng);
}

// Sizes of the regions of full boards, counted once per region.
std::map<int, int> regionSizes(const ps::FillominoRules& rules, int boards, std::uint64_t firstSeed)
{
    std::map<int, int> sizes;
    for (int i = 0; i < boards; ++i) {
        ps::Rng rng(firstSeed + static_cast<std::uint64_t>(i));
        for (const ps::FillominoGroup& region : ps::equalValueGroups(rules.shape(), rules.randomSolution(rng)))
            ++sizes[region.value];
    }
    return sizes;
}

} // namespace

class TestFillominoEngine : public QObject {
    Q_OBJECT
private slots:
    void parametersAreParsed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("9x9") << "9x9" << 9 << 9;
        QTest::newRow("10x18") << "10x18" << 10 << 18;
        QTest::newRow("capital X") << "20X36" << 20 << 36;
        QTest::newRow("smallest") << "1x1" << 1 << 1;
        QTest::newRow("largest") << "64x64" << 64 << 64;
    }
    void parametersAreParsed()
    {
        QFETCH(QString, text);
        QFETCH(int, rows);
        QFETCH(int, cols);
        const auto rules = rulesFor(text.toStdString());
        QCOMPARE(rules.rows(), rows);
        QCOMPARE(rules.cols(), cols);
        QCOMPARE(rules.typeId(), std::string("fillomino"));
        QCOMPARE(rules.parameters(), std::to_string(rows) + "x" + std::to_string(cols));
        QCOMPARE(rules.describe(), "Fillomino " + std::to_string(rows) + "x" + std::to_string(cols));
        QCOMPARE(rules.maxValue(), rows * cols);   // one region may cover the grid
        QVERIFY(rules.needsIntegerCells());
        QCOMPARE(rules.regionOf(0), -1);
        QCOMPARE(rulesFor(rules.parameters()).parameters(), rules.parameters());
    }

    void badParametersAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* text : {"0x5", "65x3", "5x65", "9", "axb", "9x9x9", "", "-3x4", "1000x1"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }
    void badParametersAreRefused()
    {
        QFETCH(QString, text);
        try {
            (void)rulesFor(text.toStdString());
            QFAIL("accepted");
        } catch (const ps::EngineError& error) {
            // The message names what was given and the limits.
            const ps::EngineMessage& message = error.message();
            QCOMPARE(message.arguments, (std::vector<std::string>{text.toStdString(), "1", "64"}));
            QVERIFY(QString::fromStdString(message.text()).contains(QLatin1String("from 1 to 64")));
        }
    }

    void findsConflicts_data()
    {
        QTest::addColumn<ps::Board>("board");
        QTest::addColumn<QString>("message");   // empty: no conflict
        QTest::addColumn<QList<int>>("cells");
        QTest::newRow("valid full") << board({"3322", "3441", "1443", "2233"}) << QString() << QList<int>{};
        QTest::newRow("partial, open groups") << board({"3..2", "....", "..4.", "...."}) << QString() << QList<int>{};
        QTest::newRow("overgrown") << board({"333.", "3...", "....", "...."})
                                   << "R1C1 holds 3 and is joined to other squares holding 3: 4 squares in all (R1C1 to R2C1), "
                                      "but a region of 3 has exactly 3."
                                   << QList<int>{0, 1, 2, 4};
        QTest::newRow("equal regions touch") << board({"22..", "22..", "....", "...."})
                                             << "R1C1 holds 2 and is joined to other squares holding 2: 4 squares in all (R1C1 to R2C2), "
                                                "but a region of 2 has exactly 2."
                                             << QList<int>{0, 1, 4, 5};
        QTest::newRow("closed alone") << board({"121.", "434.", "....", "...."})
                                      << "R1C2 holds 2, but it is closed off on its own and a region of 2 needs 2 squares."
                                      << QList<int>{1};
        QTest::newRow("closed group") << board({"44", "44", "44"})
                                      << "R1C1 holds 4 and is joined to other squares holding 4: 6 squares in all (R1C1 to R3C2), "
                                         "but a region of 4 has exactly 4."
                                      << QList<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("closed too small") << board({"33.", "52."})
                                          << "R2C1 holds 5, but it is closed off on its own and a region of 5 needs 5 squares."
                                          << QList<int>{3};
        QTest::newRow("closed group too small") << board({"44", "66", "66"})
                                                << "R1C1 holds 4, but its group is closed off at 2 squares (R1C1 to R1C2) and a region "
                                                   "of 4 needs 4."
                                                << QList<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("value too large") << board({"5.", ".."}) << "R1C1 holds 5, but values only go up to 4 on this grid."
                                         << QList<int>{0};
    }
    void findsConflicts()
    {
        QFETCH(ps::Board, board);
        QFETCH(QString, message);
        QFETCH(QList<int>, cells);
        const ps::FillominoRules rules(ps::FillominoShape(board.rows(), board.cols()));
        const auto conflict = rules.findConflict(board);
        QCOMPARE(conflict ? QString::fromStdString(conflict->text()) : QString(), message);
        const std::vector<int> found = rules.conflictingCells(board);
        QCOMPARE(QList<int>(found.begin(), found.end()), cells);
    }

    void wrongDimensionsAreAConflict()
    {
        const auto rules = rulesFor("2x3");
        const auto conflict = rules.findConflict(ps::Board(3, 2));
        QVERIFY(conflict);
        QCOMPARE(QString::fromStdString(conflict->text()), QStringLiteral("The grid is 3x2; these rules need 2x3."));
        QVERIFY(rules.conflictingCells(ps::Board(3, 2)).empty());
        QVERIFY(!rules.isSolution(ps::Board(3, 2)));
    }

    void solutionsAreRecognised()
    {
        // Values above 9, a region as large as the grid, a rectangle.
        QVERIFY(!rulesFor("3x4").isSolution(board({"3322", "3441", "1443"})));   // the 3 at R3C4 is alone
        QVERIFY(rulesFor("4x4").isSolution(board({"3322", "3441", "1443", "2233"})));
        QVERIFY(rulesFor("2x6").isSolution(board({"cccccc", "cccccc"})));
        QVERIFY(!rulesFor("3x5").isSolution(board({"aaaaa", "aaaaa", "12121"})));   // the 2s are alone
        QVERIFY(rulesFor("3x5").isSolution(board({"aaaaa", "aaaaa", "13331"})));
        QVERIFY(!rulesFor("2x2").isSolution(board({"4.", "44"})));   // not full
    }

    void randomSolutionsAreValid_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<int>("boards");
        for (const char* size : {"1x1", "1x2", "2x2", "3x7", "4x4", "5x5", "6x6", "9x9", "5x9", "9x5", "10x18", "13x13"})
            QTest::newRow(size) << QString::fromLatin1(size) << 200;
        QTest::newRow("16x16") << "16x16" << 60;
        QTest::newRow("20x20") << "20x20" << 40;
        QTest::newRow("20x36") << "20x36" << 10;
    }
    void randomSolutionsAreValid()
    {
        QFETCH(QString, size);
        QFETCH(int, boards);
        const auto rules = rulesFor(size.toStdString());
        std::set<std::vector<ps::CellValue>> distinct;
        for (int seed = 0; seed < boards; ++seed) {
            ps::Rng rng(static_cast<std::uint64_t>(seed));
            const ps::Board solution = rules.randomSolution(rng);
            QVERIFY2(rules.isSolution(solution), qPrintable(QStringLiteral("seed %1").arg(seed)));
            ps::Rng again(static_cast<std::uint64_t>(seed));
            QCOMPARE(rules.randomSolution(again), solution);   // reproducible per seed
            distinct.insert(solution.cells());
        }
        if (rules.cellCount() >= 16)
            QVERIFY(static_cast<int>(distinct.size()) > boards * 9 / 10);
    }

    // Like published puzzles: mostly regions of 1 to 6, some larger, none larger than the maker draws
    // (unless every retry merged into one, which these seeds never do).
    void sizeMixLooksPublished_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<int>("boards");
        QTest::addColumn<int>("largest");
        QTest::newRow("9x9") << "9x9" << 300 << 9;
        QTest::newRow("10x18") << "10x18" << 100 << 12;
        QTest::newRow("20x20") << "20x20" << 60 << 12;
    }
    void sizeMixLooksPublished()
    {
        QFETCH(QString, size);
        QFETCH(int, boards);
        QFETCH(int, largest);
        const auto rules = rulesFor(size.toStdString());
        QCOMPARE(ps::FillominoSolutionMaker(rules.shape()).largestDrawnSize(), largest);
        const std::map<int, int> sizes = regionSizes(rules, boards, 1000);
        int regions = 0;
        int small = 0;
        long squares = 0;
        for (const auto& [value, count] : sizes) {
            regions += count;
            small += value <= 6 ? count : 0;
            squares += static_cast<long>(value) * count;
        }
        const double smallShare = static_cast<double>(small) / regions;
        const double meanSize = static_cast<double>(squares) / regions;
        const QString summary = QStringLiteral("small %1, mean %2, largest %3").arg(smallShare).arg(meanSize).arg(sizes.rbegin()->first);
        QVERIFY2(smallShare >= 0.8 && smallShare <= 0.95, qPrintable(summary));
        QVERIFY2(meanSize >= 3.0 && meanSize <= 5.0, qPrintable(summary));
        for (int value = 1; value <= largest; ++value)   // every drawn size turns up
            QVERIFY2(sizes.count(value), qPrintable(QStringLiteral("no region of %1; ").arg(value) + summary));
        QVERIFY2(sizes.rbegin()->first <= largest, qPrintable(summary));
    }

    void symmetriesKeepSolutions_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<int>("count");   // with the identity
        QTest::newRow("square") << "7x7" << 8;
        QTest::newRow("wide") << "5x9" << 4;
        QTest::newRow("tall") << "10x18" << 4;
    }
    void symmetriesKeepSolutions()
    {
        QFETCH(QString, size);
        QFETCH(int, count);
        const auto rules = rulesFor(size.toStdString());
        const std::vector<ps::BoardTransform> all = ps::grid_symmetry::all(rules.rows(), rules.cols());
        QCOMPARE(static_cast<int>(all.size()), count);
        QCOMPARE(all.front().name, std::string("identity"));
        ps::Rng rng(7);
        const std::vector<ps::BoardTransform> twins = rules.randomSymmetries(rng);
        QCOMPARE(static_cast<int>(twins.size()), count - 1);   // the identity is no twin
        const ps::Board solution = rules.randomSolution(rng);
        std::set<std::vector<int>> moves;
        std::set<std::vector<ps::CellValue>> images;
        for (const ps::BoardTransform& t : all) {
            QVERIFY(t.relabel.empty());   // sizes do not change when the grid turns
            std::vector<int> sorted = t.destination;
            std::sort(sorted.begin(), sorted.end());
            for (int i = 0; i < rules.cellCount(); ++i)
                QCOMPARE(sorted[static_cast<std::size_t>(i)], i);   // a permutation of the squares
            moves.insert(t.destination);
            const ps::Board image = t.apply(solution);
            QVERIFY(rules.isSolution(image));
            images.insert(image.cells());
        }
        QCOMPARE(static_cast<int>(moves.size()), count);
        QVERIFY(images.size() > 1);
        for (std::size_t i = 0; i < twins.size(); ++i)
            QCOMPARE(twins[i].destination, all[i + 1].destination);
    }

    void mayEmptyKeepsAGivenInEveryRegion()
    {
        const auto rules = rulesFor("3x3");
        const ps::Board solution = board({"331", "322", "144"});
        // Region of 3: R1C1, R1C2, R2C1; region of 2: R2C2, R2C3; 4: R3C2, R3C3; 1s alone.
        const ps::Board puzzle = board({"3.1", "322", "14."});
        QVERIFY(rules.mayEmpty(puzzle, solution, {0}));          // R2C1 stays
        QVERIFY(!rules.mayEmpty(puzzle, solution, {0, 3}));      // the 3s' last givens
        QVERIFY(!rules.mayEmpty(puzzle, solution, {2}));         // the lone 1 at R1C3
        QVERIFY(rules.mayEmpty(puzzle, solution, {4}));
        QVERIFY(!rules.mayEmpty(puzzle, solution, {4, 5}));
        QVERIFY(!rules.mayEmpty(puzzle, solution, {7}));         // the 4s' only given
        QVERIFY(rules.mayEmpty(puzzle, solution, {0, 4}));       // two regions, each keeps one
    }

    void generationGivesUniquePuzzlesWithACluePerRegion_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<int>("seed");
        QTest::newRow("6x6 seed 1") << "6x6" << 1;
        QTest::newRow("6x6 seed 2") << "6x6" << 2;
        QTest::newRow("7x7 seed 3") << "7x7" << 3;
        QTest::newRow("5x8 seed 4") << "5x8" << 4;
        QTest::newRow("9x9 seed 5") << "9x9" << 5;
    }
    void generationGivesUniquePuzzlesWithACluePerRegion()
    {
        QFETCH(QString, size);
        QFETCH(int, seed);
        const auto rules = rulesFor(size.toStdString());
        auto native = rules.makeNativeSolver();
        const ps::GenerationResult result = generate(rules, *native, static_cast<std::uint64_t>(seed), true);
        QVERIFY(rules.isSolution(result.solution));
        QVERIFY(result.puzzle.agreesWith(result.solution));
        QVERIFY(result.puzzle.emptyCount() > rules.cellCount() / 3);
        QCOMPARE(result.tested, rules.cellCount());
        for (const ps::FillominoGroup& region : ps::equalValueGroups(rules.shape(), result.solution))
            QVERIFY(std::any_of(region.cells.begin(), region.cells.end(), [&](int cell) { return result.puzzle.at(cell) != 0; }));
        // Unique by z3, which shares no code with the native search.
        ps::Z3Backend z3(rules, ps::Z3Cells::Encoding::Integer);
        const ps::SolveResult counted = z3.countSolutions(result.puzzle, 2);
        QCOMPARE(counted.count, 1);
        QCOMPARE(counted.solutions.front(), result.solution);
        // Reproducible per seed, with a new solver as with the old one.
        auto fresh = rules.makeNativeSolver();
        QCOMPARE(generate(rules, *fresh, static_cast<std::uint64_t>(seed)).puzzle, result.puzzle);
        QCOMPARE(generate(rules, *native, static_cast<std::uint64_t>(seed)).puzzle, result.puzzle);
        // The harvest's twins are the same puzzle turned: still unique, with the turned solution.
        int twins = 0;
        for (const auto& [difficulty, entries] : result.harvest)
            for (const ps::HarvestEntry& entry : entries) {
                QVERIFY(rules.isSolution(entry.solution));
                QVERIFY(entry.givens.agreesWith(entry.solution));
                twins += entry.transform.empty() ? 0 : 1;
            }
        QVERIFY(twins > 0);
    }

    // Sizes the studio offers, square and rectangular, with the studio's settings: one solution by z3
    // (which shares no code with the native solver), and the same puzzle again from the same seed. z3
    // needs seconds to tens of seconds from 9x9 up, so the larger sizes are checked the same way with
    // `puzzlesmith-cli solve --backend z3` (docs/fillomino.md) rather than on every test run.
    void everySizeGivesUniquePuzzles_data()
    {
        QTest::addColumn<QString>("size");
        for (const char* size : {"4x4", "5x5", "6x6", "7x7", "8x8", "4x12", "5x9", "9x5", "6x10"})
            QTest::newRow(size) << QString::fromLatin1(size);
    }
    void everySizeGivesUniquePuzzles()
    {
        QFETCH(QString, size);
        const auto rules = rulesFor(size.toStdString());
        const auto seed = static_cast<std::uint64_t>(rules.rows() * 100 + rules.cols());
        const auto make = [&] {
            auto native = rules.makeNativeSolver();
            const FixedClassifier classifier;
            ps::PuzzleGenerator generator(rules, *native, classifier);
            ps::GenerationSettings settings;
            settings.harvest = false;
            settings.searchBudget = ps::defaultSearchBudget(rules);
            ps::Rng rng(seed);
            return generator.run(settings, rng);
        };
        const ps::GenerationResult result = make();
        QVERIFY(rules.isSolution(result.solution));
        QVERIFY(result.puzzle.emptyCount() > rules.cellCount() / 3);
        const ps::SolveResult checked = ps::Z3Backend(rules, ps::Z3Cells::Encoding::Integer).countSolutions(result.puzzle, 2);
        QVERIFY(!checked.stopped);
        QCOMPARE(checked.count, 1);
        QCOMPARE(checked.solutions.front(), result.solution);
        QCOMPARE(make().puzzle, result.puzzle);
    }

    // Both backends answer every uniqueness test alike, so a seed gives the same puzzle with either.
    void z3GeneratesTheSamePuzzles()
    {
        const auto rules = rulesFor("5x5");
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            auto native = rules.makeNativeSolver();
            ps::Z3Backend z3(rules, ps::Z3Cells::Encoding::Integer);
            QCOMPARE(generate(rules, z3, seed).puzzle, generate(rules, *native, seed).puzzle);
        }
    }

    void featuresDescribeThePuzzle()
    {
        using F = ps::FillominoFeature;
        const auto rules = rulesFor("6x6");
        QCOMPARE(rules.featureNames().size(), std::size_t(F::kCount));
        ps::Rng rng(11);
        const ps::Board solution = rules.randomSolution(rng);
        const double regions = ps::fillominoRegionCount(rules, solution);
        // A full board: nothing empty, nothing to solve, and any given may go.
        QCOMPARE(rules.features(solution), (std::vector<double>{36.0 / 400, 0.0, regions / 36, 1.0, 0.0, 0.0, 0.0}));
        // A generated puzzle without a search budget is minimal: no given may go.
        auto native = rules.makeNativeSolver();
        const ps::GenerationResult generated = generate(rules, *native, 11);
        const std::vector<double> minimal = rules.features(generated.puzzle);
        QCOMPARE(minimal.size(), std::size_t(F::kCount));
        QCOMPARE(minimal[F::EmptyShare], generated.puzzle.emptyCount() / 36.0);
        QCOMPARE(minimal[F::RegionsPerSquare], ps::fillominoRegionCount(rules, generated.solution) / 36.0);
        QCOMPARE(minimal[F::Removable], 0.0);
        QVERIFY(minimal[F::HardestTechnique] > 0.0 && minimal[F::HardestTechnique] <= 1.0);
        QVERIFY(minimal[F::RoundsPerEmpty] > 0.0 && minimal[F::RoundsPerEmpty] <= 1.0);
        // No solution: no regions to count, nothing to empty, and the step solver cannot finish.
        const std::vector<double> none = rules.features(board({"22....", "2.....", "......", "......", "......", "......"}));
        QCOMPARE(std::vector<double>(none.begin(), none.begin() + 4), (std::vector<double>{36.0 / 400, 33.0 / 36, 0.0, 0.0}));
        QCOMPARE(none[F::HardestTechnique], 1.0);
        // Several solutions: regions of the first found, but not removable.
        const std::vector<double> open = rules.features(rules.emptyBoard());
        QCOMPARE(open[F::EmptyShare], 1.0);
        QVERIFY(open[F::RegionsPerSquare] > 0.0);
        QCOMPARE(open[F::Removable], 0.0);
        QCOMPARE(open[F::GuessesPerEmpty], 1.0);
    }

    // The stated rule of FillominoDifficulty.h, case by case: the class follows the hardest technique
    // and whether a guess was needed, not how empty the grid is or whether a given could go.
    void difficultyRule_data()
    {
        using F = ps::FillominoFeature;
        QTest::addColumn<std::vector<double>>("features");
        QTest::addColumn<int>("expected");
        const auto v = [](double empty, double removable, int hardest, double guesses) {
            std::vector<double> f(F::kCount, 0.0);
            f[F::EmptyShare] = empty;
            f[F::Removable] = removable;
            f[F::HardestTechnique] = static_cast<double>(hardest) / static_cast<double>(ps::FillominoTechnique::Guess);
            f[F::GuessesPerEmpty] = guesses;
            return f;
        };
        using T = ps::FillominoTechnique;
        QTest::newRow("complete region") << v(0.1, 1, T::CompleteRegion, 0) << int(ps::Difficulty::Easy);
        QTest::newRow("single candidate, very empty") << v(0.7, 0, T::SingleCandidate, 0) << int(ps::Difficulty::Easy);
        QTest::newRow("no room") << v(0.2, 1, T::NoRoom, 0) << int(ps::Difficulty::Medium);
        QTest::newRow("bottleneck, minimal") << v(0.6, 0, T::Bottleneck, 0) << int(ps::Difficulty::Medium);
        QTest::newRow("sealed area, few empty") << v(0.2, 1, T::SealedArea, 0) << int(ps::Difficulty::Medium);
        QTest::newRow("unreachable square") << v(0.6, 0, T::UnreachableSquare, 0) << int(ps::Difficulty::Medium);
        QTest::newRow("one guess, removable") << v(0.5, 1, T::Guess, 0.02) << int(ps::Difficulty::Hard);
        QTest::newRow("one guess, minimal") << v(0.6, 0, T::Guess, 0.02) << int(ps::Difficulty::Hard);
        QTest::newRow("a guess per 10 empty") << v(0.5, 0, T::Guess, 0.1) << int(ps::Difficulty::Hard);
        QTest::newRow("many guesses, removable") << v(0.5, 1, T::Guess, 0.11) << int(ps::Difficulty::Evil);
        QTest::newRow("not finished") << v(0.9, 0, T::Guess, 1.0) << int(ps::Difficulty::Evil);
    }
    void difficultyRule()
    {
        QFETCH(std::vector<double>, features);
        QFETCH(int, expected);
        QCOMPARE(int(ps::fillominoDifficulty(features)), expected);
    }

    // The class rule computes only the features it reads (fillominoRuleFeatures): on every board of
    // seeded GenPuzzles runs, from nearly full to minimal, it must give the class and the score of the
    // whole feature vector.
    void ruleFeaturesGiveTheClassOfAllFeatures()
    {
        std::set<ps::Difficulty> seen;
        for (const std::string size : {"7x7", "9x9", "6x10"}) {
            const auto rules = rulesFor(size);
            auto native = rules.makeNativeSolver();
            const ps::RuleClassifier classifier;
            ps::PuzzleGenerator generator(rules, *native, classifier);
            ps::GenerationSettings settings;
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                ps::Rng rng(seed);
                for (const auto& filed : generator.run(settings, rng).harvest)
                    for (const ps::HarvestEntry& entry : filed.second) {
                        const std::vector<double> all = ps::fillominoFeatures(rules, entry.givens);
                        QCOMPARE(rules.ruleDifficulty(entry.givens), ps::fillominoDifficulty(all));
                        // Told the solution the run proved unique, the step solve guesses towards it
                        // without searching for it: the same class.
                        QCOMPARE(rules.ruleDifficultyWith(entry.givens, {&entry.solution, nullptr}), ps::fillominoDifficulty(all));
                        QCOMPARE(rules.ruleScore(entry.givens), ps::fillominoScore(all));
                        seen.insert(rules.ruleDifficulty(entry.givens));
                    }
            }
        }
        QVERIFY(seen.size() >= 3);
    }

    // Generation at each class, seeded: every puzzle is of its class, and the classes come out in order
    // of what our step solver needs to finish them: the techniques' rank (the hardest one used) while no
    // guess is needed, then Guess plus the guesses per empty square. Every Easy puzzle needs less than
    // every Medium one, and so on. The bound Easy and Medium generation steers by (logicSolvesWithin)
    // agrees with the class: their own techniques finish them, Easy's do not finish a Medium puzzle.
    void generatedClassesLandInClassOrder()
    {
        const auto rules = rulesFor("9x9");
        auto native = rules.makeNativeSolver();
        const ps::RuleClassifier classifier;
        ps::PuzzleGenerator generator(rules, *native, classifier);
        const ps::FillominoStepSolver steps(rules.rows(), rules.cols());
        double previousMost = -1;
        for (const ps::Difficulty level : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil}) {
            double least = 1e9, most = -1;
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                ps::Rng rng(seed);
                ps::GenerationSettings settings;
                settings.searchBudget = ps::defaultSearchBudget(rules);
                const ps::TargetedResult made = ps::generateAtDifficulty(generator, rules, classifier, settings, level, rng, 200);
                QVERIFY2(made.reached, ps::difficultyName(level).c_str());
                QCOMPARE(rules.ruleDifficulty(made.puzzle), level);
                const ps::StepTrace trace = steps.solve(made.puzzle, false);
                QVERIFY(trace.solved);
                QCOMPARE(trace.guesses > 0, level == ps::Difficulty::Hard || level == ps::Difficulty::Evil);
                const double needs = trace.hardest + static_cast<double>(trace.guesses) / made.puzzle.emptyCount();
                least = std::min(least, needs);
                most = std::max(most, needs);
                if (level == ps::Difficulty::Easy || level == ps::Difficulty::Medium)
                    QCOMPARE(*rules.logicSolvesWithin(made.puzzle, level), true);
                if (level == ps::Difficulty::Medium)
                    QCOMPARE(*rules.logicSolvesWithin(made.puzzle, ps::Difficulty::Easy), false);
            }
            QVERIFY2(least > previousMost, ps::difficultyName(level).c_str());
            previousMost = most;
        }
    }

    // sgt-filling's game IDs: ours read back, and one from `sgt-filling --generate 1 9x9` is written as it
    // was read. A given above 9 has no place in such an ID.
    void gameIdsRoundTrip()
    {
        const ps::FillominoFormat format;
        const std::string peer = "9x9:c3c444d248b232e44b8a24b6a8a32b4b8b4b3a3a82a3a2d7a637b7a2c";
        QCOMPARE(format.writeGameId(format.readGameId(peer).board), peer);
        const auto rules = rulesFor("6x10");
        auto native = rules.makeNativeSolver();
        const ps::Board puzzle = generate(rules, *native, 3).puzzle;
        const std::string id = format.writeGameId(puzzle);
        QVERIFY(id.rfind("10x6:", 0) == 0);
        QCOMPARE(format.readGameId(id).board, puzzle);
        QCOMPARE(format.writeGameId(board({"a...", "....", "....", "...."})), std::string());
        QCOMPARE(format.writeGameId(board({"....", "....", "....", "...."})), std::string("4x4:p"));
    }

    // Along one GenPuzzles run, the harvest files boards under every class, from Easy early on to Evil
    // at the end, so generation at any target difficulty can succeed.
    void harvestReachesEveryClass()
    {
        const auto rules = rulesFor("9x9");
        auto native = rules.makeNativeSolver();
        const ps::RuleClassifier classifier;
        ps::PuzzleGenerator generator(rules, *native, classifier);
        ps::GenerationSettings settings;
        std::set<ps::Difficulty> seen;
        for (std::uint64_t seed = 1; seed <= 3 && seen.size() < 4; ++seed) {
            ps::Rng rng(seed);
            for (const auto& [difficulty, entries] : generator.run(settings, rng).harvest)
                if (!entries.empty())
                    seen.insert(difficulty);
        }
        QCOMPARE(seen.size(), std::size_t(4));
    }
};

QTEST_GUILESS_MAIN(TestFillominoEngine)
#include "test_fillomino_engine.moc"
