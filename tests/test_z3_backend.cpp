// The z3 backend against labelled puzzles and against the independent reference solver.
#include "ReferenceSolver.h"
#include "TestBoards.h"
#include "TestData.h"

#include "document/LineFormat.h"
#include "solve/BackendFactory.h"
#include "solve/Z3Backend.h"
#include "types/TypeRegistry.h"
#include "types/sudoku/SudokuRules.h"

#include <QtTest>

namespace {

std::vector<int> toInts(const ps::Board& board) { return {board.cells().begin(), board.cells().end()}; }

} // namespace

class TestZ3Backend : public QObject {
    Q_OBJECT
private slots:
    void solvesLabelled9x9WithTheirKnownSolution()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto backend = ps::makeBackend("z3", *rules);
        const QStringList records = testDataRecords("sudoku-9x9-solved.txt");
        QCOMPARE(records.size(), 150);
        for (const QString& record : records) {
            const QStringList parts = record.split(QLatin1Char(':'));
            const ps::SolveResult result = backend->countSolutions(parseTestBoard(parts[0]), 2);
            QCOMPARE(result.count, 1);
            QCOMPARE(formatPuzzleLine(result.solutions.front()), parts[2]);
        }
    }

    void solvesLabelled4x4And16x16And25x25()
    {
        const QStringList records = testDataRecords("sudoku-solo-4-16-25.txt");
        QVERIFY(records.size() >= 50);
        for (const QString& record : records) {
            const ps::Board givens = parseTestBoard(record);
            const auto rules = ps::makeDefaultRules("sudoku", givens.rows(), givens.cols());
            auto backend = ps::makeBackend("z3", *rules);
            const ps::SolveResult result = backend->countSolutions(givens, 2);
            QCOMPARE(result.count, 1);
            QVERIFY(rules->isSolution(result.solutions.front()));
            QVERIFY(givens.agreesWith(result.solutions.front()));
            if (givens.rows() <= 9) {   // the reference solver agrees (it is too slow for 16x16 and up)
                const auto& shape = static_cast<const ps::SudokuRules&>(*rules).shape();
                reference::SudokuSolver ref(shape.boxRows(), shape.boxCols());
                QCOMPARE(toInts(result.solutions.front()), ref.count(toInts(givens), 1).firstSolution);
            }
        }
    }

    void agreesWithReferenceOnRandomPartialBoards_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<QString>("backend");
        for (const char* box : {"2x2", "2x3", "3x2", "2x4", "3x3", "3x4"})
            for (const char* backend : {"z3", "z3-int"})
                if (QLatin1String(backend) == QLatin1String("z3") || QLatin1String(box) != QLatin1String("3x4"))   // z3-int is slow at 12x12
                    QTest::newRow(QStringLiteral("%1 %2").arg(box, backend).toUtf8()) << QString::fromLatin1(box) << QString::fromLatin1(backend);
    }
    void agreesWithReferenceOnRandomPartialBoards()
    {
        QFETCH(QString, box);
        QFETCH(QString, backend);
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        const auto& shape = static_cast<const ps::SudokuRules&>(*rules).shape();
        auto solver = ps::makeBackend(backend.toStdString(), *rules);
        reference::SudokuSolver ref(shape.boxRows(), shape.boxCols());
        ps::Rng rng(2024);
        const int cells = rules->cellCount();
        const int boards = backend == QLatin1String("z3-int") && rules->rows() >= 9 ? 20 : 60;
        int none = 0, one = 0, several = 0;
        for (int i = 0; i < boards; ++i) {
            // From nearly full to sparse, with and without noise: every solution count shows up.
            const int keep = cells / 5 + rng.below(cells - cells / 5);
            const ps::Board givens = randomPartialBoard(*rules, rng, keep, i % 3 == 0 ? 1 : 0);
            const reference::Result expected = ref.count(toInts(givens), 2);
            const ps::SolveResult got = solver->countSolutions(givens, 2);
            QCOMPARE(got.count, expected.count);
            for (const ps::Board& s : got.solutions) {
                QVERIFY(rules->isSolution(s));
                QVERIFY(givens.agreesWith(s));
            }
            if (got.count == 2)
                QVERIFY(got.solutions[0] != got.solutions[1]);
            (expected.count == 0 ? none : expected.count == 1 ? one : several)++;
            // The single-call uniqueness test gives the same verdict.
            if (expected.count >= 1)
                QCOMPARE(solver->hasSolutionOtherThan(givens, got.solutions.front()), expected.count > 1);
        }
        QVERIFY2(none > 0 && one > 0 && several > 0, "the random boards should cover 0, 1 and several solutions");
    }

    void contradictoryGivensHaveNoSolution()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto backend = ps::makeBackend("z3", *rules);
        ps::Board board(9, 9);
        board.set(0, 0, 4);
        board.set(8, 0, 4);
        QCOMPARE(backend->countSolutions(board, 2).count, 0);
    }

    void emptyGridHasSeveralSolutions()
    {
        const auto rules = ps::makeRules("sudoku", "2x2");
        auto backend = ps::makeBackend("z3", *rules);
        const ps::SolveResult result = backend->countSolutions(rules->emptyBoard(), 300);
        QCOMPARE(result.count, 288);   // the number of 4x4 Sudoku grids
    }

    void reusedSolverForgetsEarlierQueries()
    {
        // Blocking clauses and "differs from" frames must not leak from one question into the next.
        const auto rules = ps::makeRules("sudoku", "2x2");
        auto backend = ps::makeBackend("z3", *rules);
        ps::Rng rng(9);
        const ps::Board full = rules->randomSolution(rng);
        QVERIFY(!backend->hasSolutionOtherThan(full, full));
        QCOMPARE(backend->countSolutions(full, 2).count, 1);
        QVERIFY(backend->hasSolutionOtherThan(rules->emptyBoard(), full));
        QCOMPARE(backend->countSolutions(full, 2).count, 1);
        QCOMPARE(backend->countSolutions(rules->emptyBoard(), 300).count, 288);
        QCOMPARE(backend->totals().checks, 1 + 2 + 1 + 2 + 289);
    }

    void refusesBoardsOfTheWrongShape()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        auto backend = ps::makeBackend("z3", *rules);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, backend->countSolutions(ps::Board(4, 4), 2));
        ps::Board tooLarge(9, 9);
        tooLarge.set(0, 12);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, backend->countSolutions(tooLarge, 2));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::makeBackend("dlx", *rules));
    }
};

QTEST_GUILESS_MAIN(TestZ3Backend)
#include "test_z3_backend.moc"
