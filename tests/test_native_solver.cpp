// The native Sudoku solver against z3, the labelled data and the benchmark puzzles; batches.
#include "TestBoards.h"
#include "TestData.h"

#include "document/LineFormat.h"
#include "generate/BatchGenerator.h"
#include "solve/BackendFactory.h"
#include "solve/FallbackBackend.h"
#include "types/TypeRegistry.h"
#include "types/sudoku/Sudoku9Solver.h"
#include "types/sudoku/SudokuNativeSolver.h"
#include "types/sudoku/SudokuSatProof.h"

#include <QtTest>

#include <algorithm>
#include <array>

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

    // The SAT proof against z3's own definition of Sudoku, on the question the uniqueness test asks: givens
    // drawn from a full board, one empty square kept from its value there. The candidates come straight from
    // the givens (no propagation), so the proof must see clashes and values without a place itself.
    void satProofAgreesWithZ3_data()
    {
        QTest::addColumn<QString>("box");
        for (const char* box : {"2x2", "2x3", "3x3", "3x4"})
            QTest::newRow(box) << QString::fromLatin1(box);
    }
    void satProofAgreesWithZ3()
    {
        QFETCH(QString, box);
        const ps::SudokuShape shape = ps::SudokuShape::parse(box.toStdString());
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        auto z3 = ps::makeBackend("z3", *rules);
        ps::SudokuSatProof proof(shape);
        ps::Rng rng(2024);
        const int cells = shape.cellCount();
        const auto bit = [](int value) { return ps::SudokuSatProof::Mask{1} << (value - 1); };
        int yes = 0, no = 0;
        for (int i = 0; i < 60; ++i) {
            const ps::Board full = rules->randomSolution(rng);
            ps::Board givens = full;
            const int keep = cells / 5 + rng.below(cells / 2);
            const std::vector<int> order = rng.permutation(cells);
            for (int k = keep; k < cells; ++k)
                givens.set(order[static_cast<std::size_t>(k)], 0);
            const int square = order[static_cast<std::size_t>(keep)];
            std::vector<ps::SudokuSatProof::Mask> candidates(static_cast<std::size_t>(cells));
            std::vector<ps::SudokuSatProof::Mask> likely(static_cast<std::size_t>(cells));
            for (int cell = 0; cell < cells; ++cell) {
                candidates[static_cast<std::size_t>(cell)] = givens.at(cell) ? bit(givens.at(cell)) : bit(shape.size() + 1) - 1;
                likely[static_cast<std::size_t>(cell)] = bit(full.at(cell));
            }
            candidates[static_cast<std::size_t>(square)] &= ~bit(full.at(square));
            const std::optional<bool> expected = z3->hasSolutionDifferingAt(givens, full, square);
            const std::optional<bool> got = proof.hasSolution(candidates.data(), i % 2 ? likely.data() : nullptr, nullptr);
            QVERIFY(expected && got);
            QCOMPARE(*got, *expected);
            (*got ? yes : no)++;
        }
        QVERIFY2(yes > 5 && no > 5, qPrintable(QStringLiteral("%1 yes, %2 no").arg(yes).arg(no)));

        // Clashes: two settled squares of a row with one value; a square with no candidate left.
        std::vector<ps::SudokuSatProof::Mask> clash(static_cast<std::size_t>(cells), bit(shape.size() + 1) - 1);
        clash[0] = clash[1] = bit(1);
        QCOMPARE(proof.hasSolution(clash.data(), nullptr, nullptr), std::optional<bool>(false));
        std::vector<ps::SudokuSatProof::Mask> empty(static_cast<std::size_t>(cells), bit(shape.size() + 1) - 1);
        empty[static_cast<std::size_t>(cells - 1)] = 0;
        QCOMPARE(proof.hasSolution(empty.data(), nullptr, nullptr), std::optional<bool>(false));
    }

    // The SAT count (what a count without budget falls back to past kNodesBeforeCountProof nodes) against
    // z3's definition: the same number of solutions up to the limit, each one a different solution that
    // keeps the givens. Boards with few givens have many solutions, with more a unique one, and with noise
    // often none.
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
        ps::SudokuSatProof proof(shape);
        ps::Rng rng(77);
        const int cells = shape.cellCount();
        std::array<int, 4> seen{};   // counts 0, 1, 2, 3 seen
        for (int i = 0; i < 60; ++i) {
            const int keep = cells / 5 + rng.below(cells / 2);
            const ps::Board givens = randomPartialBoard(*rules, rng, keep, i % 5 == 0 ? 1 : 0);
            std::vector<ps::SudokuSatProof::Mask> candidates(static_cast<std::size_t>(cells));
            for (int cell = 0; cell < cells; ++cell)
                candidates[static_cast<std::size_t>(cell)] =
                    givens.at(cell) ? ps::SudokuSatProof::Mask{1} << (givens.at(cell) - 1) : (ps::SudokuSatProof::Mask{1} << shape.size()) - 1;
            const int limit = 1 + i % 3;
            const std::optional<std::vector<ps::Board>> got = proof.solutions(candidates.data(), limit, nullptr);
            QVERIFY(got);
            QCOMPARE(static_cast<int>(got->size()), z3->countSolutions(givens, limit).count);
            for (std::size_t a = 0; a < got->size(); ++a) {
                QVERIFY(rules->isSolution((*got)[a]));
                QVERIFY(givens.agreesWith((*got)[a]));
                for (std::size_t b = 0; b < a; ++b)
                    QVERIFY((*got)[a] != (*got)[b]);
            }
            ++seen[got->size()];
        }
        QVERIFY2(seen[0] > 0 && seen[1] > 0 && seen[2] + seen[3] > 0,
                 qPrintable(QStringLiteral("%1 %2 %3 %4").arg(seen[0]).arg(seen[1]).arg(seen[2]).arg(seen[3])));
        // A full board: its one solution, with no clause to add.
        const ps::Board full = rules->randomSolution(rng);
        std::vector<ps::SudokuSatProof::Mask> settled(static_cast<std::size_t>(cells));
        for (int cell = 0; cell < cells; ++cell)
            settled[static_cast<std::size_t>(cell)] = ps::SudokuSatProof::Mask{1} << (full.at(cell) - 1);
        const std::optional<std::vector<ps::Board>> one = proof.solutions(settled.data(), 2, nullptr);
        QVERIFY(one && one->size() == 1 && one->front() == full);
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
            QCOMPARE(solver.satProofs(), proofsBefore + 1);
            solver.setSearchBudget(ps::SudokuNativeSolver::kNodesBeforeProof);
            QCOMPARE(solver.hasSolutionDifferingAt(givens, reference, square), std::optional<bool>());
            QCOMPARE(solver.satProofs(), proofsBefore + 1);
            yes += expected ? 1 : 0;
        }
        QCOMPARE(yes, 3);
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
