// The native Sudoku solver against z3, the labelled data and the benchmark puzzles; batches.
#include "TestBoards.h"
#include "TestData.h"

#include "document/LineFormat.h"
#include "generate/BatchGenerator.h"
#include "solve/BackendFactory.h"
#include "solve/FallbackBackend.h"
#include "types/TypeRegistry.h"
#include "types/sudoku/Sudoku9Solver.h"
#include "latin/LatinPropagation.h"
#include "types/sudoku/SudokuCandidateSat.h"
#include "types/sudoku/SudokuNativeSolver.h"
#include "types/sudoku/SudokuIncrementalSat.h"
#include "types/sudoku/SudokuSwapSets.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <memory>

class TestNativeSolver : public QObject {
    Q_OBJECT
private slots:
    void agreesWithZ3OnRandomBoards_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<int>("boards");
        QTest::addColumn<double>("sparsest");   // the smallest share of squares kept
        QTest::newRow("2x2") << "2x2" << 300 << 0.0;
        QTest::newRow("2x3") << "2x3" << 300 << 0.1;
        QTest::newRow("3x2") << "3x2" << 200 << 0.1;
        QTest::newRow("2x4") << "2x4" << 200 << 0.2;
        QTest::newRow("3x3") << "3x3" << 300 << 0.2;
        QTest::newRow("3x4") << "3x4" << 200 << 0.35;
        QTest::newRow("4x4") << "4x4" << 100 << 0.45;
        QTest::newRow("5x5") << "5x5" << 8 << 0.6;
    }
    void agreesWithZ3OnRandomBoards()
    {
        QFETCH(QString, box);
        QFETCH(int, boards);
        QFETCH(double, sparsest);
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto native = ps::makeBackend("native", *rules);
        auto z3 = ps::makeBackend("z3", *rules);
        ps::Rng rng(31337);
        const int cells = rules->cellCount();
        const int minKeep = static_cast<int>(sparsest * cells);
        int none = 0, one = 0, several = 0;
        for (int i = 0; i < boards; ++i) {
            const ps::Board givens = randomPartialBoard(*rules, rng, minKeep + rng.below(cells - minKeep + 1), i % 4 == 0 ? 1 : 0);
            const ps::SolveResult expected = z3->countSolutions(givens, 2);
            const ps::SolveResult got = native->countSolutions(givens, 2);
            QCOMPARE(got.count, expected.count);
            for (const ps::Board& s : got.solutions)
                QVERIFY(rules->isSolution(s) && givens.agreesWith(s));
            if (got.count == 1)
                QCOMPARE(got.solutions.front(), expected.solutions.front());
            if (got.count >= 1)   // the uniqueness test says the same
                QCOMPARE(native->hasSolutionOtherThan(givens, got.solutions.front()), got.count > 1);
            (got.count == 0 ? none : got.count == 1 ? one : several)++;
        }
        if (rules->rows() <= 12)
            QVERIFY2(none > 0 && one > 0 && several > 0, qPrintable(QStringLiteral("%1 %2 %3").arg(none).arg(one).arg(several)));
    }

    void uniquenessTestFollowsARemovalSequence_data()
    {
        QTest::addColumn<QString>("box");
        for (const char* box : {"2x2", "2x3", "3x3", "3x4"})
            QTest::newRow(box) << QString::fromLatin1(box);
    }
    void uniquenessTestFollowsARemovalSequence()
    {
        // GenPuzzles' pattern: empty squares one (or two) at a time, keeping those that stay unique. The
        // native answer, which relies on what it proved before, must match a fresh z3 count every time.
        QFETCH(QString, box);
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto native = ps::makeBackend("native", *rules);
        auto z3 = ps::makeBackend("z3", *rules);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            ps::Rng rng(seed);
            const ps::Board full = rules->randomSolution(rng);
            ps::Board current = full;
            const std::vector<int> order = rng.permutation(full.cellCount());
            for (std::size_t i = 0; i < order.size(); i += (seed % 2 ? 1 : 2)) {
                ps::Board candidate = current;
                candidate.set(order[i], 0);
                if (seed % 2 == 0 && i + 1 < order.size())
                    candidate.set(order[i + 1], 0);
                const bool other = native->hasSolutionOtherThan(candidate, full);
                QCOMPARE(other, z3->countSolutions(candidate, 2).count > 1);
                if (!other)
                    current = candidate;
            }
        }
    }

    // The fallback hands every count that outgrows the node budget to z3: with a budget of a few nodes
    // that is most of them, and the answers must be the native solver's.
    void fallbackCountsAgreeWithTheNativeSolver()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto native = ps::makeBackend("native", *rules);
        ps::FallbackBackend fallback(ps::makeBackend("native", *rules), [&] { return ps::makeBackend("z3", *rules); }, 3);
        ps::Rng rng(4242);
        for (int i = 0; i < 200; ++i) {
            const ps::Board givens = randomPartialBoard(*rules, rng, 17 + rng.below(30), i % 4 == 0 ? 1 : 0);
            const ps::SolveResult expected = native->countSolutions(givens, 2);
            const ps::SolveResult got = fallback.countSolutions(givens, 2);
            QVERIFY(!got.stopped);
            QCOMPARE(got.count, expected.count);
            if (got.count == 1)
                QCOMPARE(got.solutions.front(), expected.solutions.front());
        }
        QVERIFY2(fallback.fallbacks() > 50, qPrintable(QString::number(fallback.fallbacks())));
    }

    // A 25x25 with one given fewer than a generated puzzle: a plain search would take minutes; the fallback
    // settles it (z3) and agrees with z3 alone.
    void nearMissGridsAreSettled()
    {
        const auto rules = ps::makeRules("sudoku", "5x5");
        const QStringList records = testDataRecords("sudoku-25x25-near-miss.txt");
        QCOMPARE(records.size(), 3);
        auto counting = ps::makeCountingBackend("native", *rules);
        const ps::SolveResult unique = counting->countSolutions(parseTestBoard(records[0]), 2);
        QVERIFY(!unique.stopped);
        QCOMPARE(unique.count, 1);
        QVERIFY(rules->isSolution(unique.solutions.front()));
        const ps::SolveResult two = counting->countSolutions(parseTestBoard(records[1]), 2);
        QCOMPARE(two.count, 2);
        QVERIFY(two.solutions[0] != two.solutions[1]);
    }

    // Cancelled or out of time: both backends stop and say the count is not settled.
    void aCancelledCountSaysItStopped_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("native") << "native";
        QTest::newRow("z3") << "z3";
    }
    void aCancelledCountSaysItStopped()
    {
        QFETCH(QString, backend);
        const auto rules = ps::makeRules("sudoku", "5x5");
        auto solver = ps::makeBackend(backend.toStdString(), *rules);
        ps::CancelToken timeUp;
        timeUp.setTimeLimit(0.2);
        solver->setCancelToken(&timeUp);
        const ps::SolveResult result = solver->countSolutions(parseTestBoard(testDataRecords("sudoku-25x25-near-miss.txt")[2]), 2);
        QVERIFY(result.stopped);
        QVERIFY(timeUp.timedOut());
        ps::CancelToken cancelled;
        cancelled.cancel();
        solver->setCancelToken(&cancelled);
        QVERIFY(solver->countSolutions(rules->emptyBoard(), 2).stopped);
    }

    // The dedicated 9x9 search is the native backend for 3x3 boxes and answers as the generic search does:
    // the same counts and the same solutions (as sets: they may come in another order) on boards with no,
    // one and many solutions, and the same uniqueness answers along removal sequences.
    void nineByNineSolverAgreesWithTheGenericSolver()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto fast = ps::makeBackend("native", *rules);
        QVERIFY(dynamic_cast<ps::Sudoku9Solver*>(fast.get()));
        ps::SudokuNativeSolver generic(ps::SudokuShape(3, 3));
        ps::Rng rng(9009);
        int none = 0, one = 0, several = 0;
        for (int i = 0; i < 3000; ++i) {
            const ps::Board givens = randomPartialBoard(*rules, rng, 17 + rng.below(65), i % 3 == 0 ? 1 + rng.below(2) : 0);
            const ps::SolveResult expected = generic.countSolutions(givens, 4);
            const ps::SolveResult got = fast->countSolutions(givens, 4);
            QCOMPARE(got.count, expected.count);
            QVERIFY(!got.stopped);
            std::vector<std::vector<ps::CellValue>> ours, theirs;
            for (const ps::Board& s : got.solutions) {
                QVERIFY(rules->isSolution(s) && givens.agreesWith(s));
                ours.push_back(s.cells());
            }
            if (got.count < 4) {   // all solutions found: the same set
                for (const ps::Board& s : expected.solutions)
                    theirs.push_back(s.cells());
                std::sort(ours.begin(), ours.end());
                std::sort(theirs.begin(), theirs.end());
                QCOMPARE(ours, theirs);
            }
            (got.count == 0 ? none : got.count == 1 ? one : several)++;
        }
        QVERIFY2(none > 300 && one > 300 && several > 300, qPrintable(QStringLiteral("%1 %2 %3").arg(none).arg(one).arg(several)));

        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            ps::Rng run(seed);
            const ps::Board full = rules->randomSolution(run);
            ps::Board current = full;
            fast->reset();
            generic.reset();
            const std::vector<int> order = run.permutation(full.cellCount());
            for (std::size_t k = 0; k < order.size(); k += (seed % 2 ? 1 : 2)) {
                ps::Board candidate = current;
                candidate.set(order[k], 0);
                if (seed % 2 == 0 && k + 1 < order.size())
                    candidate.set(order[k + 1], 0);
                const bool other = fast->hasSolutionOtherThan(candidate, full);
                QCOMPARE(other, generic.hasSolutionOtherThan(candidate, full));
                if (!other)
                    current = candidate;
            }
            QCOMPARE(generic.countSolutions(current, 2).count, 1);
        }
    }

    // Sudoku9Search::load builds its state in one pass: the state of placing the givens one at a time, and
    // a refusal exactly where one of those placements meets a clash.
    void nineByNineLoadIsPlacingEachGiven()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        ps::Rng rng(4242);
        const std::array<std::uint8_t, 81> empty{};
        auto oneByOne = std::make_unique<ps::Sudoku9Search>();
        auto inOnePass = std::make_unique<ps::Sudoku9Search>();
        int clashes = 0;
        int full = 0;
        for (int i = 0; i < 3000; ++i) {
            const ps::Board givens = randomPartialBoard(*rules, rng, 17 + rng.below(65), i % 3 == 0 ? 1 + rng.below(2) : 0);
            std::array<std::uint8_t, 81> values{};
            for (int cell = 0; cell < 81; ++cell)
                values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(givens.at(cell));
            QVERIFY(oneByOne->load(empty.data()));
            bool placed = true;
            for (int cell = 0; cell < 81 && placed; ++cell)
                if (values[static_cast<std::size_t>(cell)] != 0)
                    placed = oneByOne->place(cell, values[static_cast<std::size_t>(cell)]);
            QCOMPARE(inOnePass->load(values.data()), placed);
            if (!placed) {
                ++clashes;
                continue;
            }
            full += givens.isFull() ? 1 : 0;
            const ps::Sudoku9Search::State& expected = oneByOne->loadedState();
            const ps::Sudoku9Search::State& got = inOnePass->loadedState();
            QVERIFY(got.digitBand == expected.digitBand);
            QVERIFY(got.processed == expected.processed);
            QVERIFY(got.unplaced == expected.unplaced);
        }
        QVERIFY2(clashes > 100 && full > 10, qPrintable(QStringLiteral("%1 %2").arg(clashes).arg(full)));
    }

    // A count that runs out of nodes says so, as a uniqueness test does (budgetMeansNoProof).
    void nineByNineCountBudgetStops()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto fast = ps::makeBackend("native", *rules);
        const ps::Board givens = parseTestBoard(testDataRecords("sudoku-bench-9x9.txt").filter(QStringLiteral("forum_hardest")).value(0));
        fast->setCountBudget(2);
        QVERIFY(fast->countSolutions(givens, 2).stopped);
        fast->setCountBudget(0);
        const ps::SolveResult settled = fast->countSolutions(givens, 2);
        QVERIFY(!settled.stopped);
        QCOMPARE(settled.count, 1);
        QVERIFY(settled.stats.searchNodes > 2);
    }

    void solvesEveryBenchmarkPuzzle()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto native = ps::makeBackend("native", *rules);
        ps::SudokuNativeSolver generic(ps::SudokuShape(3, 3));
        const QStringList records = testDataRecords("sudoku-bench-9x9.txt");
        QCOMPARE(records.size(), 2400);
        for (const QString& record : records) {
            const ps::Board givens = parseTestBoard(record);
            const ps::SolveResult result = native->countSolutions(givens, 2);
            QCOMPARE(result.count, 1);
            QVERIFY(rules->isSolution(result.solutions.front()));
            QVERIFY(givens.agreesWith(result.solutions.front()));
            QCOMPARE(result.solutions.front(), generic.countSolutions(givens, 1).solutions.front());
            // With one given taken out, both searches agree on whether the puzzle stays unique.
            ps::Board fewer = givens;
            for (int cell = 0; cell < fewer.cellCount(); ++cell)
                if (fewer.at(cell) != 0) {
                    fewer.set(cell, 0);
                    break;
                }
            QCOMPARE(native->countSolutions(fewer, 2).count, generic.countSolutions(fewer, 2).count);
        }
    }

    void matchesKnownSolutions()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto native = ps::makeBackend("native", *rules);
        for (const QString& record : testDataRecords("sudoku-9x9-solved.txt")) {
            const ps::SolveResult result = native->countSolutions(parseTestBoard(record.section(QLatin1Char(':'), 0, 0)), 2);
            QCOMPARE(result.count, 1);
            QCOMPARE(formatPuzzleLine(result.solutions.front()), record.section(QLatin1Char(':'), 2, 2));
        }
        for (const QString& record : testDataRecords("sudoku-solo-4-16-25.txt")) {
            const ps::Board givens = parseTestBoard(record);
            const auto sized = ps::makeDefaultRules("sudoku", givens.rows(), givens.cols());
            const ps::SolveResult result = ps::makeBackend("native", *sized)->countSolutions(givens, 2);
            QCOMPARE(result.count, 1);
            QVERIFY(sized->isSolution(result.solutions.front()) && givens.agreesWith(result.solutions.front()));
        }
    }

    void countsEveryGridOfAnEmptyBoard()
    {
        const auto rules = ps::makeRules("sudoku", "2x2");
        QCOMPARE(ps::makeBackend("native", *rules)->countSolutions(rules->emptyBoard(), 1000).count, 288);
        const auto six = ps::makeRules("sudoku", "2x3");
        QCOMPARE(ps::makeBackend("native", *six)->countSolutions(six->emptyBoard(), 5000).count, 5000);   // the limit holds
    }

    // The incremental SAT proof against z3's own definition of Sudoku, on the question the uniqueness test
    // asks: givens drawn from a full board, one or two empty squares kept from their values there. One
    // prover answers every question of a box shape, so what it learnt for one question must hold for the
    // next (the rules' clauses only); every few questions it forgets and starts again. The givens are not
    // propagated first, so the proof must see clashes and values without a place itself. 16x16 and up get
    // denser boards (z3 is slow on sparse big grids) and fewer of them.
    void satProofAgreesWithZ3_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<int>("questions");
        QTest::addColumn<double>("sparsest");   // the smallest share of squares given
        for (const char* box : {"2x2", "2x3", "3x3", "3x4"})
            QTest::newRow(box) << QString::fromLatin1(box) << 60 << 0.2;
        QTest::newRow("4x4") << "4x4" << 40 << 0.45;
        QTest::newRow("4x5") << "4x5" << 12 << 0.6;
        QTest::newRow("5x5") << "5x5" << 8 << 0.65;
    }
    void satProofAgreesWithZ3()
    {
        QFETCH(QString, box);
        QFETCH(int, questions);
        QFETCH(double, sparsest);
        const ps::SudokuShape shape = ps::SudokuShape::parse(box.toStdString());
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto z3 = ps::makeBackend("z3", *rules);
        ps::SudokuIncrementalSat proof(shape);
        ps::Rng rng(2024);
        const int cells = shape.cellCount();
        const int minKeep = static_cast<int>(sparsest * cells);
        int yes = 0, no = 0;
        for (int i = 0; i < questions; ++i) {
            if (i % 7 == 6)
                proof.forget();
            const ps::Board full = rules->randomSolution(rng);
            ps::Board givens = full;
            const int keep = minKeep + rng.below((cells - minKeep) / 2);
            const std::vector<int> order = rng.permutation(cells);
            for (int k = keep; k < cells; ++k)
                givens.set(order[static_cast<std::size_t>(k)], 0);
            const int square = order[static_cast<std::size_t>(keep)];
            const std::optional<bool> expected = z3->hasSolutionDifferingAt(givens, full, square);
            const std::optional<bool> got = proof.hasSolutionDiffering(givens, full, {square}, nullptr);
            QVERIFY(expected && got);
            QCOMPARE(*got, *expected);
            // Two squares: a solution differs at one of them exactly when it differs at either alone.
            const int other = order[static_cast<std::size_t>(keep + 1)];
            const std::optional<bool> expectedEither = *expected ? expected : z3->hasSolutionDifferingAt(givens, full, other);
            QCOMPARE(proof.hasSolutionDiffering(givens, full, {square, other}, nullptr), expectedEither);
            (*got ? yes : no)++;
        }
        // Boards dense enough for z3 at 20x20 and 25x25 are unique: there the "yes" is the empty board's below.
        QVERIFY2(no > 0, qPrintable(QStringLiteral("%1 yes, %2 no").arg(yes).arg(no)));
        if (questions >= 60)
            QVERIFY2(yes > 5 && no > 5, qPrintable(QStringLiteral("%1 yes, %2 no").arg(yes).arg(no)));

        // Clashes: two givens of a row with one value; a value that has no place left in a row. Neither
        // leaves a solution, and neither may leave a trace in the answers after it.
        const ps::Board full = rules->randomSolution(rng);
        ps::Board clash(shape.size(), shape.size());
        clash.set(0, 1);
        clash.set(1, 1);
        QCOMPARE(proof.hasSolutionDiffering(clash, full, {2}, nullptr), std::optional<bool>(false));
        ps::Board noPlace(shape.size(), shape.size());
        for (int c = 1; c < shape.size(); ++c)   // row 0 keeps only square 0 free, and the column of square 0 holds value 1 below
            noPlace.set(c, static_cast<ps::CellValue>(c + 1));
        noPlace.set(shape.size() * (shape.size() - 1), 1);
        QCOMPARE(proof.hasSolutionDiffering(noPlace, full, {0}, nullptr), std::optional<bool>(false));
        ps::Board empty(shape.size(), shape.size());
        QCOMPARE(proof.hasSolutionDiffering(empty, full, {0}, nullptr), std::optional<bool>(true));
    }

    // The uniqueness tests' SAT proof over a search state (SudokuCandidateSat) against z3's definition, on
    // the boards above: the givens loaded, the square barred from its reference value, and the state asked
    // both as the search leaves it (propagated) and before any propagation (decided squares only as givens).
    void candidateProofAgreesWithZ3_data() { satProofAgreesWithZ3_data(); }
    void candidateProofAgreesWithZ3()
    {
        QFETCH(QString, box);
        QFETCH(int, questions);
        QFETCH(double, sparsest);
        const ps::SudokuShape shape = ps::SudokuShape::parse(box.toStdString());
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto z3 = ps::makeBackend("z3", *rules);
        const ps::LatinUnits units(shape.size(), shape.units());
        ps::LatinPropagation propagation(units);
        ps::SudokuCandidateSat proof(units);
        ps::Rng rng(2025);
        const int cells = shape.cellCount();
        const int minKeep = static_cast<int>(sparsest * cells);
        std::vector<ps::CandidateMask> state(static_cast<std::size_t>(cells));
        std::vector<ps::CandidateMask> referenceBits(static_cast<std::size_t>(cells));
        int yes = 0, no = 0;
        for (int i = 0; i < questions; ++i) {
            const ps::Board full = rules->randomSolution(rng);
            for (int cell = 0; cell < cells; ++cell)
                referenceBits[static_cast<std::size_t>(cell)] = ps::CandidateMask{1} << (full.at(cell) - 1);
            ps::Board givens = full;
            const int keep = minKeep + rng.below((cells - minKeep) / 2);
            const std::vector<int> order = rng.permutation(cells);
            for (int k = keep; k < cells; ++k)
                givens.set(order[static_cast<std::size_t>(k)], 0);
            const int square = order[static_cast<std::size_t>(keep)];
            const std::optional<bool> expected = z3->hasSolutionDifferingAt(givens, full, square);
            QVERIFY(expected);
            const ps::CandidateMask barred = units.all() & ~referenceBits[static_cast<std::size_t>(square)];
            // Unpropagated: the loaded givens and the barred square.
            propagation.load(state.data(), givens);
            propagation.restrict(state.data(), square, barred);
            QCOMPARE(proof.hasSolution(state.data(), referenceBits.data(), nullptr, 0), expected);
            // Propagated (a contradiction found there is a "no" without a proof).
            propagation.load(state.data(), givens);
            const bool open = propagation.restrict(state.data(), square, barred) && propagation.propagate(state.data());
            if (open)
                QCOMPARE(proof.hasSolution(state.data(), referenceBits.data(), nullptr, 0), expected);
            else
                QVERIFY(!*expected);
            (*expected ? yes : no)++;
        }
        QVERIFY2(no > 0, qPrintable(QStringLiteral("%1 yes, %2 no").arg(yes).arg(no)));
        if (questions >= 60)
            QVERIFY2(yes > 5 && no > 5, qPrintable(QStringLiteral("%1 yes, %2 no").arg(yes).arg(no)));
        // A square with no value left, and two squares of a row decided for one value: no solution.
        ps::Board empty(shape.size(), shape.size());
        propagation.load(state.data(), empty);
        state[0] = 0;
        QCOMPARE(proof.hasSolution(state.data(), nullptr, nullptr, 0), std::optional<bool>(false));
        propagation.load(state.data(), empty);
        state[0] = state[1] = 1;
        QCOMPARE(proof.hasSolution(state.data(), nullptr, nullptr, 0), std::optional<bool>(false));
        propagation.load(state.data(), empty);
        QCOMPARE(proof.hasSolution(state.data(), nullptr, nullptr, 0), std::optional<bool>(true));
    }

    // The SAT count (what a count without budget falls back to past kNodesBeforeCountProof nodes) against
    // z3's definition: the same number of solutions up to the limit, each one a different solution that
    // keeps the givens. Boards with few givens have many solutions, with more a unique one, and with noise
    // often none. The clauses that exclude one count's solutions must not reach the next count.
    void satCountAgreesWithZ3_data()
    {
        QTest::addColumn<QString>("box");
        for (const char* box : {"2x2", "2x3", "3x3", "3x4"})
            QTest::newRow(box) << QString::fromLatin1(box);
    }
    void satCountAgreesWithZ3()
    {
        QFETCH(QString, box);
        const ps::SudokuShape shape = ps::SudokuShape::parse(box.toStdString());
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto z3 = ps::makeBackend("z3", *rules);
        ps::SudokuIncrementalSat proof(shape);
        ps::Rng rng(77);
        const int cells = shape.cellCount();
        std::array<int, 4> seen{};   // counts 0, 1, 2, 3 seen
        for (int i = 0; i < 60; ++i) {
            const int keep = cells / 5 + rng.below(cells / 2);
            const ps::Board givens = randomPartialBoard(*rules, rng, keep, i % 5 == 0 ? 1 : 0);
            const int limit = 1 + i % 3;
            const std::optional<std::vector<ps::Board>> got = proof.solutions(givens, limit, nullptr);
            QVERIFY(got);
            QCOMPARE(static_cast<int>(got->size()), z3->countSolutions(givens, limit).count);
            for (std::size_t a = 0; a < got->size(); ++a) {
                QVERIFY(rules->isSolution((*got)[a]));
                QVERIFY(givens.agreesWith((*got)[a]));
                for (std::size_t b = 0; b < a; ++b)
                    QVERIFY((*got)[a] != (*got)[b]);
            }
            ++seen[got->size()];
            // The same count again finds as many: the last count's exclusions are retired.
            if (i % 10 == 0)
                QCOMPARE(static_cast<int>(proof.solutions(givens, limit, nullptr)->size()), static_cast<int>(got->size()));
        }
        QVERIFY2(seen[0] > 0 && seen[1] > 0 && seen[2] + seen[3] > 0,
                 qPrintable(QStringLiteral("%1 %2 %3 %4").arg(seen[0]).arg(seen[1]).arg(seen[2]).arg(seen[3])));
        // A full board: its one solution, with no clause to add.
        const ps::Board full = rules->randomSolution(rng);
        const std::optional<std::vector<ps::Board>> one = proof.solutions(full, 2, nullptr);
        QVERIFY(one && one->size() == 1 && one->front() == full);
    }

    // Swap sets: whenever one is found empty through a square, the puzzle really has a second solution
    // there (z3 says so too), and the set's swap is one: every unit still holds each value once. Givens are
    // drawn sparse enough that some sets are empty and others not.
    void swapSetsOnlyFindRealSecondSolutions_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<int>("boards");
        QTest::newRow("3x3") << "3x3" << 40;
        QTest::newRow("4x4") << "4x4" << 20;
        QTest::newRow("4x5") << "4x5" << 6;
    }
    void swapSetsOnlyFindRealSecondSolutions()
    {
        QFETCH(QString, box);
        QFETCH(int, boards);
        const ps::SudokuShape shape = ps::SudokuShape::parse(box.toStdString());
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto z3 = ps::makeBackend("z3", *rules);
        ps::SudokuSwapSets sets(shape.units());
        ps::Rng rng(515);
        const int cells = shape.cellCount();
        int found = 0, notFound = 0;
        for (int i = 0; i < boards; ++i) {
            const ps::Board full = rules->randomSolution(rng);
            sets.useBoard(full);
            ps::Board givens = full;
            const std::vector<int> order = rng.permutation(cells);
            const int empty = cells * 55 / 100;   // dense enough for z3 at 20x20
            for (int k = 0; k < empty; ++k)
                givens.set(order[static_cast<std::size_t>(k)], 0);
            for (int k = 0; k < empty; k += 7) {
                const int square = order[static_cast<std::size_t>(k)];
                if (!sets.completesEmptySet(givens, square)) {
                    ++notFound;
                    continue;
                }
                ++found;
                QCOMPARE(z3->hasSolutionDifferingAt(givens, full, square), std::optional<bool>(true));
            }
        }
        QVERIFY2(found > 0 && notFound > 0, qPrintable(QStringLiteral("%1 found, %2 not").arg(found).arg(notFound)));
        // An empty grid completes a set through every square; the full board itself through none.
        const ps::Board full = rules->randomSolution(rng);
        sets.useBoard(full);
        QVERIFY(sets.completesEmptySet(ps::Board(shape.size(), shape.size()), 0));
        QVERIFY(!sets.completesEmptySet(full, 0));
        // A board that keeps one square of every set through square 0 has no set left empty there.
        ps::Board oneKept(shape.size(), shape.size());
        for (int cell = 0; cell < cells; ++cell)
            if (cell != 0 && (full.at(cell) == full.at(0) || cell % shape.size() == 0))
                oneKept.set(cell, full.at(cell));
        // Every set through square 0 holds another square with square 0's value (each unit of the set holds
        // both values), and those are all kept.
        QVERIFY(!sets.completesEmptySet(oneKept, 0));
    }

    // A sparse 25x25 count the search leaves to the SAT proof, through the backend: exact without a count
    // budget (the generated puzzle's one solution; two once a given is gone), and stopped with one.
    void sparseCountsGoToTheSatProof()
    {
        const ps::SudokuShape shape(5, 5);
        ps::SudokuNativeSolver solver(shape);
        const QStringList records = testDataRecords("sudoku-25x25-hard-tests.txt");
        QVERIFY(!records.isEmpty());
        // The first record's givens with its square emptied: a test the search left to the proof.
        const QStringList fields = records[0].split(QLatin1Char(' '));
        const ps::Board givens = parseTestBoard(fields[2]);
        const ps::Board reference = parseTestBoard(fields[3]);
        const bool unique = fields[1] == QLatin1String("no");
        const long proofsBefore = solver.satProofs();
        const ps::SolveResult counted = solver.countSolutions(givens, 2);
        QVERIFY(!counted.stopped);
        QCOMPARE(counted.count, unique ? 1 : 2);
        QCOMPARE(counted.solutions.front() == reference || counted.count == 2, true);
        QCOMPARE(solver.satProofs(), proofsBefore + 1);
        solver.setCountBudget(ps::SudokuNativeSolver::kNodesBeforeCountProof);
        QVERIFY(solver.countSolutions(givens, 2).stopped);
        QCOMPARE(solver.satProofs(), proofsBefore + 1);
    }

    // Tests of a sparse 25x25 that the search leaves to the SAT proof: exact without a budget, "unknown"
    // with one (the budget is then a promise to stop, not to prove).
    void hardTestsAreSettledByTheSatProof()
    {
        const ps::SudokuShape shape(5, 5);
        ps::SudokuNativeSolver solver(shape);
        const QStringList records = testDataRecords("sudoku-25x25-hard-tests.txt");
        QCOMPARE(records.size(), 6);
        int yes = 0;
        int swaps = 0;
        for (const QString& record : records) {
            const QStringList fields = record.split(QLatin1Char(' '));
            QCOMPARE(fields.size(), 4);
            const int square = fields[0].toInt();
            const bool expected = fields[1] == QLatin1String("yes");
            const ps::Board givens = parseTestBoard(fields[2]);
            const ps::Board reference = parseTestBoard(fields[3]);
            const long proofsBefore = solver.satProofs();
            solver.setSearchBudget(0);
            QCOMPARE(solver.hasSolutionDifferingAt(givens, reference, square), std::optional<bool>(expected));
            // A second solution made by swapping two values on an empty set needs no proof (SudokuSwapSets);
            // every other answer comes from the SAT proof.
            const bool swapped = expected && solver.satProofs() == proofsBefore;
            QCOMPARE(solver.satProofs(), proofsBefore + (swapped ? 0 : 1));
            solver.setSearchBudget(ps::SudokuNativeSolver::kNodesBeforeProof);
            QCOMPARE(solver.hasSolutionDifferingAt(givens, reference, square), swapped ? std::optional<bool>(true) : std::optional<bool>());
            QCOMPARE(solver.satProofs(), proofsBefore + (swapped ? 0 : 1));
            yes += expected ? 1 : 0;
            swaps += swapped ? 1 : 0;
        }
        QCOMPARE(yes, 3);
        QVERIFY(swaps < yes);   // at least one "yes" is the SAT proof's own
    }

    void budgetMeansNoProof()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto native = ps::makeBackend("native", *rules);
        // The hardest benchmark puzzles need many search nodes: with a budget of one, uniqueness is not proven.
        const QString hard = testDataRecords("sudoku-bench-9x9.txt").filter(QStringLiteral("forum_hardest")).value(0);
        const ps::Board givens = parseTestBoard(hard);
        const ps::Board solution = native->countSolutions(givens, 1).solutions.front();
        QVERIFY(!native->hasSolutionOtherThan(givens, solution));
        native->reset();
        native->setSearchBudget(1);
        QVERIFY(native->hasSolutionOtherThan(givens, solution));
        native->setSearchBudget(0);
        QVERIFY(!native->hasSolutionOtherThan(givens, solution));
    }

    // A proof budget keeps the squares whose proofs run past it (20x20: the search leaves some tests to the
    // SAT proof): the puzzle stays unique, the run counts them, and the same seed gives the same puzzle.
    // Without a budget every square is proven.
    void proofBudgetKeepsSquaresUnproven()
    {
        const auto rules = ps::makeRules("sudoku", "4x5");
        const ps::RuleClassifier classifier;
        ps::BatchRequest request;
        request.seed = 3;
        request.count = 1;
        request.threads = 1;
        request.settings.harvest = false;
        request.settings.proofBudget = 1;
        const auto budgeted = ps::generateBatch(*rules, request, classifier);
        QCOMPARE(budgeted.size(), std::size_t(1));
        const ps::GenerationResult& tight = budgeted.front().result;
        QVERIFY(tight.unproven > 0);
        auto native = ps::makeBackend("native", *rules);
        const ps::SolveResult counted = native->countSolutions(tight.puzzle, 2);
        QVERIFY(!counted.stopped);
        QCOMPARE(counted.count, 1);
        QCOMPARE(counted.solutions.front(), tight.solution);
        QCOMPARE(ps::generateBatch(*rules, request, classifier).front().result.puzzle, tight.puzzle);

        request.settings.proofBudget = 0;
        const ps::GenerationResult full = ps::generateBatch(*rules, request, classifier).front().result;
        QCOMPARE(full.unproven, 0);
        QCOMPARE(full.solution, tight.solution);
        QCOMPARE(native->countSolutions(full.puzzle, 2).count, 1);
    }

    // The same for the search budget of the types whose proofs are searches (here Fillomino and Futoshiki,
    // whose backends wrap the search in a fallback): a proof past it keeps its square, and the run counts
    // it. Without a budget every square is proven.
    void searchBudgetKeepsSquaresUnproven_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("size");
        QTest::newRow("fillomino 9x9") << "fillomino" << "9x9";
        QTest::newRow("futoshiki 6x6") << "futoshiki" << "6x6";
    }
    void searchBudgetKeepsSquaresUnproven()
    {
        QFETCH(QString, type);
        QFETCH(QString, size);
        const auto rules = ps::makeRules(type.toStdString(), size.toStdString());
        const ps::RuleClassifier classifier;
        ps::BatchRequest request;
        request.seed = 5;
        request.count = 1;
        request.threads = 1;
        request.settings.harvest = false;
        request.settings.searchBudget = 1;
        const ps::GenerationResult tight = ps::generateBatch(*rules, request, classifier).front().result;
        QVERIFY(tight.unproven > 0);
        auto native = ps::makeBackend("native", *rules);
        const ps::SolveResult counted = native->countSolutions(tight.puzzle, 2);
        QVERIFY(!counted.stopped);
        QCOMPARE(counted.count, 1);

        request.settings.searchBudget = 0;
        const ps::GenerationResult full = ps::generateBatch(*rules, request, classifier).front().result;
        QCOMPARE(full.unproven, 0);
        QVERIFY(full.puzzle.emptyCount() >= tight.puzzle.emptyCount());
        QCOMPARE(native->countSolutions(full.puzzle, 2).count, 1);
    }

    void batchesDoNotDependOnThreads()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        const ps::RuleClassifier classifier;
        ps::BatchRequest request;
        request.seed = 99;
        request.count = 40;
        request.settings.harvest = false;
        request.threads = 1;
        const auto single = ps::generateBatch(*rules, request, classifier);
        request.threads = 4;
        const auto several = ps::generateBatch(*rules, request, classifier);
        QCOMPARE(single.size(), std::size_t(40));
        QCOMPARE(several.size(), std::size_t(40));
        for (std::size_t i = 0; i < single.size(); ++i) {
            QCOMPARE(several[i].seed, std::uint64_t(99 + i));
            QCOMPARE(several[i].result.puzzle, single[i].result.puzzle);
        }
    }

    void largeGeneratedPuzzlesAreUniqueByZ3()
    {
        for (const char* box : {"4x4", "5x5"}) {
            const auto rules = ps::makeRules("sudoku", box);
            const ps::RuleClassifier classifier;
            ps::BatchRequest request;
            request.seed = 5;
            request.count = 2;
            request.settings.harvest = false;
            // 25x25 with a budget: ~0.1 s a puzzle instead of the minutes minimal ones take (test_minimality).
            request.settings.searchBudget = rules->rows() == 25 ? 20 : ps::defaultSearchBudget(*rules);
            auto z3 = ps::makeBackend("z3", *rules);
            for (const ps::BatchItem& item : ps::generateBatch(*rules, request, classifier)) {
                QCOMPARE(z3->countSolutions(item.result.puzzle, 2).count, 1);
                QVERIFY(item.result.puzzle.emptyCount() > rules->cellCount() / 2);
            }
        }
    }

    void cancelledBatchReturnsWhatWasDone()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        const ps::RuleClassifier classifier;
        ps::BatchRequest request;
        request.count = 1000;
        request.threads = 2;
        request.settings.harvest = false;
        ps::CancelToken cancel;
        const auto items = ps::generateBatch(*rules, request, classifier, &cancel, [&](int done) {
            if (done >= 10)
                cancel.cancel();
        });
        QVERIFY(items.size() >= 10 && items.size() < 1000);
        for (const auto& item : items)
            QVERIFY(!item.result.cancelled);
    }
};

QTEST_GUILESS_MAIN(TestNativeSolver)
#include "test_native_solver.moc"
