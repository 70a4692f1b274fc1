// Minimal puzzles: the square test behind them (hasSolutionDifferingAt) against z3, and every puzzle
// GenPuzzles makes minimal (up to 20x20 here: a minimal 25x25 takes over a minute), as the generation
// budget promises.
#include "core/EngineError.h"
#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "generate/Minimality.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QtTest>

namespace {

struct Made {
    ps::Board puzzle;
    ps::Board solution;
};

Made generate(const ps::PuzzleRules& rules, std::uint64_t seed, long budget)
{
    auto backend = ps::makeBackend("native", rules);
    const ps::RuleClassifier classifier;
    ps::PuzzleGenerator generator(rules, *backend, classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    settings.searchBudget = budget;
    settings.proofBudget = 0;   // every square proven: the default proof budget may keep a square unproven
    ps::Rng rng(seed);
    const ps::GenerationResult result = generator.run(settings, rng);
    return {result.puzzle, result.solution};
}

Made generate(const ps::PuzzleRules& rules, std::uint64_t seed) { return generate(rules, seed, ps::defaultSearchBudget(rules)); }

} // namespace

class TestMinimality : public QObject {
    Q_OBJECT
private slots:
    void squareTestAgreesWithZ3_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<int>("seeds");
        QTest::newRow("2x3") << "2x3" << 20;
        QTest::newRow("3x3 (Sudoku9Solver)") << "3x3" << 12;
        QTest::newRow("3x4") << "3x4" << 4;
        QTest::newRow("4x4 (box/line reductions)") << "4x4" << 1;
    }
    void squareTestAgreesWithZ3()
    {
        // Every given of a generated puzzle, and of the same puzzle with one more given (which makes that
        // given, at least, one that does not matter): native and z3 answer alike, and both kinds occur.
        QFETCH(QString, box);
        QFETCH(int, seeds);
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto native = ps::makeBackend("native", *rules);
        auto z3 = ps::makeBackend("z3", *rules);
        int yes = 0, no = 0;
        for (int seed = 1; seed <= seeds; ++seed) {
            const Made made = generate(*rules, static_cast<std::uint64_t>(seed));
            ps::Board richer = made.puzzle;
            ps::Rng rng(static_cast<std::uint64_t>(seed));
            int extra = -1;
            while (extra < 0 || richer.at(extra) != 0)
                extra = rng.below(richer.cellCount());
            richer.set(extra, made.solution.at(extra));
            for (const ps::Board& puzzle : {made.puzzle, richer})
                for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                    if (puzzle.at(cell) == 0)
                        continue;
                    ps::Board without = puzzle;
                    without.set(cell, 0);
                    const std::optional<bool> fast = native->hasSolutionDifferingAt(without, made.solution, cell);
                    const std::optional<bool> exact = z3->hasSolutionDifferingAt(without, made.solution, cell);
                    QVERIFY(fast.has_value() && exact.has_value());
                    QCOMPARE(*fast, *exact);
                    (*fast ? yes : no)++;
                    if (puzzle == richer && cell == extra)
                        QVERIFY2(!*fast, "the added given does not matter");
                }
        }
        QVERIFY(yes > 0 && no >= seeds);
    }

    void generatedPuzzlesAreMinimal_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<int>("seeds");
        QTest::newRow("2x2") << "2x2" << 40;
        QTest::newRow("2x3") << "2x3" << 30;
        QTest::newRow("3x3") << "3x3" << 30;
        QTest::newRow("3x4") << "3x4" << 6;
        QTest::newRow("3x5") << "3x5" << 3;
        QTest::newRow("4x4") << "4x4" << 3;
        QTest::newRow("4x5 (SAT proofs)") << "4x5" << 1;
    }
    void generatedPuzzlesAreMinimal()
    {
        QFETCH(QString, box);
        QFETCH(int, seeds);
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        QCOMPARE(ps::defaultSearchBudget(*rules), 0L);   // every square really tested
        auto checker = ps::makeBackend("native", *rules);
        for (int seed = 1; seed <= seeds; ++seed) {
            const Made made = generate(*rules, static_cast<std::uint64_t>(100 + seed));
            const ps::MinimalityCheck check = ps::checkMinimal(*checker, made.puzzle, made.solution);
            QVERIFY2(check.minimal(), qPrintable(QStringLiteral("seed %1: %2 of %3 givens needed, %4 not, %5 undecided")
                                                     .arg(100 + seed).arg(check.needed).arg(check.givens).arg(check.removable).arg(check.undecided)));
        }
    }

    void aGivenAddedToAMinimalPuzzleIsFound()
    {
        const auto rules = ps::makeRules("sudoku", "3x4");
        auto checker = ps::makeBackend("native", *rules);
        const Made made = generate(*rules, 7);
        ps::Board richer = made.puzzle;
        int extra = 0;
        while (richer.at(extra) != 0)
            ++extra;
        richer.set(extra, made.solution.at(extra));
        const ps::MinimalityCheck check = ps::checkMinimal(*checker, richer, made.solution);
        QVERIFY(check.notMinimal() && !check.minimal());
        QCOMPARE(check.givens, rules->cellCount() - made.puzzle.emptyCount() + 1);
        QCOMPARE(check.needed + check.removable + check.undecided, check.givens);
        QVERIFY(check.firstRemovable >= 0 && check.firstRemovable <= extra);
    }

    void aBudgetLeavesSquaresUndecided()
    {
        // A sparse 25x25 made with a budget: its hardest square tests do not settle within a few nodes, and
        // say so rather than guess.
        const auto rules = ps::makeRules("sudoku", "5x5");
        const Made made = generate(*rules, 3, 20);
        auto checker = ps::makeBackend("native", *rules);
        checker->setSearchBudget(1);
        const ps::MinimalityCheck check = ps::checkMinimal(*checker, made.puzzle, made.solution);
        QVERIFY(check.undecided > 0);
        QVERIFY(!check.minimal());
        QCOMPARE(check.needed + check.removable + check.undecided, check.givens);
    }

    void squareTestRefusesBadInput()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        for (const char* name : {"native", "z3"}) {
            auto backend = ps::makeBackend(name, *rules);
            const Made made = generate(*rules, 1);
            int given = 0;
            while (made.puzzle.at(given) == 0)
                ++given;
            QVERIFY_THROWS_EXCEPTION(ps::EngineError, backend->hasSolutionDifferingAt(made.puzzle, made.solution, given));
            QVERIFY_THROWS_EXCEPTION(ps::EngineError, backend->hasSolutionDifferingAt(made.puzzle, made.puzzle, 0));
        }
    }
};

QTEST_GUILESS_MAIN(TestMinimality)
#include "test_minimality.moc"
