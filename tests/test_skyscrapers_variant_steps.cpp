// The Skyscrapers step solver on the rule options' own techniques (issue 38): the clue of 1 or V and the
// clue bounds with empty squares, the diagonals as units. Soundness against the native solver (itself
// checked against z3 in test_skyscrapers_variants): on seeded random puzzles of every variant with at
// most a few dozen solutions, every solution is found, and no step may take a value that any solution
// has from a square, nor place a value that some solution lacks; from the solver's own candidates and from
// the tightest candidates that keep every solution (the union of the solutions' values: the techniques
// meet states they rarely see in a plain solve). Then: the new forms are used at all, the hints name the
// diagonals, and published variant puzzles (tests/data/skyscrapers-janko.txt) need no guess where the
// techniques finish them. All seeded.
#include "TestData.h"

#include "RandomSkyscrapers.h"
#include "document/GridText.h"
#include "core/Rng.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "types/skyscrapers/SkyscrapersRules.h"
#include "types/skyscrapers/SkyscrapersTechnique.h"

#include <QtTest>
#include <map>

namespace {

using T = ps::SkyscrapersTechnique;

// A random solution of `rules` with a random share of its clues and a few givens.
ps::Board randomPuzzle(const ps::SkyscrapersRules& rules, ps::Rng& rng) { return randomSkyscrapersPuzzle(rules, rng, 30, 71, 5); }

struct Uses {
    std::map<int, int> byTechnique;
    int diagonalHints = 0;
    int emptyMarkHints = 0;   // hints that write the empty square as the grid draws it, ×
};

// Steps until none applies (no guess: no solution is passed), each checked against every solution's
// values `possible`; `allowed` is the starting candidates (empty: the solver's own).
void walk(const ps::StepSolver& solver, ps::Board board, std::vector<ps::ValueSet> allowed, const std::vector<ps::ValueSet>& possible,
          const QString& where, Uses& uses)
{
    for (int guard = 0; guard < 4 * board.cellCount() * 10; ++guard) {
        if (board.isFull())
            return;
        const auto step = solver.nextStep(board, allowed, nullptr);
        if (!step)
            return;
        if (allowed.empty())
            allowed = solver.candidates(board);
        ++uses.byTechnique[step->technique];
        uses.diagonalHints += step->explanation.text().find("diagonal") != std::string::npos;
        uses.emptyMarkHints += step->explanation.text().find("\u00d7") != std::string::npos;
        const QString what = where + QStringLiteral(" technique %1: %2").arg(step->technique).arg(QString::fromStdString(step->explanation.text()));
        QVERIFY2(!step->placements.empty() || !step->eliminations.empty(), qPrintable(what));
        for (const ps::CellValuePair& e : step->eliminations) {
            QVERIFY2(!possible[static_cast<std::size_t>(e.cell)].contains(e.value), qPrintable(what));
            allowed[static_cast<std::size_t>(e.cell)].erase(e.value);
        }
        for (const ps::CellValuePair& p : step->placements) {
            QVERIFY2(possible[static_cast<std::size_t>(p.cell)] == ps::ValueSet::fromMask(std::uint32_t{1} << (p.value - 1)), qPrintable(what));
            board.set(p.cell, static_cast<ps::CellValue>(p.value));
        }
    }
    QFAIL(qPrintable(where + QStringLiteral(": no end")));
}

} // namespace

class TestSkyscrapersVariantSteps : public QObject {
    Q_OBJECT

private slots:
    void techniquesKeepEverySolution()
    {
        constexpr int kLimit = 40;   // puzzles with more solutions are skipped (not all of them known)
        std::map<std::string, Uses> usesByVariant;
        for (const std::string parameters : {"4x4:3", "4x4:2", "5x5:4", "5x5:3", "6x6:5", "6x6:4", "7x7:5", "4x4:d", "5x5:d", "6x6:d", "5x5:4d", "6x6:5d"}) {
            const ps::SkyscrapersRules rules(ps::SkyscrapersShape::parse(parameters));
            const auto solver = rules.makeStepSolver();
            auto native = ps::makeCountingBackend("native", rules);
            Uses& uses = usesByVariant[parameters];
            int checked = 0;
            for (std::uint64_t seed = 1; checked < 40 && seed <= 400; ++seed) {
                ps::Rng rng(seed);
                const ps::Board puzzle = randomPuzzle(rules, rng);
                const ps::SolveResult all = native->countSolutions(puzzle, kLimit);
                if (all.count >= kLimit || all.count == 0)
                    continue;
                ++checked;
                std::vector<ps::ValueSet> possible(static_cast<std::size_t>(puzzle.cellCount()));
                for (const ps::Board& solution : all.solutions)
                    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                        possible[static_cast<std::size_t>(cell)].insert(solution.at(cell));
                const QString where = QStringLiteral("%1 seed %2 (%3 solutions)").arg(QString::fromStdString(parameters)).arg(seed).arg(all.count);
                walk(*solver, puzzle, {}, possible, where, uses);
                if (QTest::currentTestFailed())
                    return;
                std::vector<ps::ValueSet> tightest = possible;
                for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                    if (puzzle.at(cell) != 0)
                        tightest[static_cast<std::size_t>(cell)] = ps::ValueSet();
                walk(*solver, puzzle, tightest, possible, where + QStringLiteral(" from the tightest candidates"), uses);
                if (QTest::currentTestFailed())
                    return;
            }
            QVERIFY2(checked >= 20, parameters.c_str());
        }
        // The new forms are in use: the clue of 1 or V and the clue bounds with empty squares (also with two
        // empty squares per line), and the diagonals in the hints.
        for (const std::string parameters : {"4x4:3", "5x5:4", "5x5:3", "6x6:5", "5x5:4d"}) {
            QVERIFY2(usesByVariant[parameters].byTechnique[T::ClueEdge] > 0, parameters.c_str());
            QVERIFY2(usesByVariant[parameters].byTechnique[T::ClueBounds] > 0, parameters.c_str());
            QVERIFY2(usesByVariant[parameters].emptyMarkHints > 0, parameters.c_str());
        }
        for (const std::string parameters : {"4x4:2", "5x5:3", "6x6:4", "7x7:5"})   // the singles' own form
            QVERIFY2(usesByVariant[parameters].byTechnique[T::HiddenSingle] > 0, parameters.c_str());
        for (const std::string parameters : {"4x4:d", "5x5:d", "6x6:d", "5x5:4d", "6x6:5d"})
            QVERIFY2(usesByVariant[parameters].diagonalHints > 0, parameters.c_str());
    }

    // A hidden single on a diagonal: 4 at R1C2 and R3C1 leaves R4C4 the only square of the diagonal from
    // the top left that can hold 4 (every row and column still has two places for it).
    void hintsNameTheDiagonal()
    {
        const ps::SkyscrapersRules rules(ps::SkyscrapersShape::parse("4x4:d"));
        ps::Board board(4, 4);
        board.set(0, 1, 4);
        board.set(2, 0, 4);
        board.setOuterClues(ps::OuterClues(4, 4));
        const auto step = rules.makeStepSolver()->nextStep(board, {}, nullptr);
        QVERIFY(step);
        QCOMPARE(step->technique, static_cast<int>(T::HiddenSingle));
        QCOMPARE(step->placements, (std::vector<ps::CellValuePair>{{15, 4}}));
        QCOMPARE(QString::fromStdString(step->explanation.text()), QStringLiteral("R4C4 must be 4: it is the only cell of the diagonal R1C1-R4C4 that can hold 4."));
        // Without the diagonals no technique finds anything there.
        QVERIFY(!ps::SkyscrapersRules(4).makeStepSolver()->nextStep(board, {}, nullptr));
    }

    // Published 4x4 puzzles with different diagonals (janko.at): the diagonals as units finish every one
    // without a guess (before, each needed the guess: the diagonals were left to it).
    void publishedDiagonalPuzzlesNeedNoGuess()
    {
        QFile file(testDataPath(QStringLiteral("skyscrapers-janko.txt")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY2(readGridText(QString::fromUtf8(file.readAll()), QStringLiteral("skyscrapers"), puzzles, &error), qPrintable(error));
        int diagonal4 = 0;
        for (const GridTextPuzzle& puzzle : puzzles) {
            if (puzzle.parameters != QStringLiteral("4x4:d"))
                continue;
            ++diagonal4;
            const auto rules = ps::makeRules("skyscrapers", puzzle.parameters.toStdString());
            const ps::StepTrace trace = rules->makeStepSolver()->solve(puzzle.board);
            QVERIFY(trace.solved);
            QCOMPARE(trace.guesses, 0);
        }
        QVERIFY(diagonal4 >= 5);
    }
};

QTEST_APPLESS_MAIN(TestSkyscrapersVariantSteps)
#include "test_skyscrapers_variant_steps.moc"
