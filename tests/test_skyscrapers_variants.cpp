// Skyscrapers' rule options (empty squares: heights 1..V below the side; distinct diagonals) and the Latin
// kernel's parts they sit on: the shared value and the diagonal units counted against brute force, the
// native solver against z3 on seeded random puzzles of every variant, generated puzzles (valid, unique by
// both solvers, reproducible), the step solver (sound, finishes), conflicts, the empty square's mark, and
// grid text with the size line "5 5 4 D" both ways. All seeded.
#include "RandomSkyscrapers.h"
#include "document/GridText.h"

#include "generate/GenPuzzles.h"
#include "latin/LatinSearch.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "types/skyscrapers/SkyscrapersLines.h"
#include "types/skyscrapers/SkyscrapersRules.h"

#include <QtTest>
#include <algorithm>
#include <numeric>

namespace {

const std::vector<std::string>& variants()
{
    static const std::vector<std::string> all{"4x4:3", "5x5:4", "5x5:3", "6x6:5", "6x6:4", "4x4:d", "5x5:d", "5x5:4d", "6x6:5d"};
    return all;
}

int count(const std::string& backend, const ps::PuzzleRules& rules, const ps::Board& board, int limit = 2)
{
    return ps::makeCountingBackend(backend, rules)->countSolutions(board, limit).count;
}

ps::GenerationResult generate(const ps::PuzzleRules& rules, std::uint64_t seed)
{
    auto backend = ps::makeBackend("native", rules);
    const ps::RuleClassifier classifier;
    ps::PuzzleGenerator generator(rules, *backend, classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    ps::Rng rng(seed);
    return generator.run(settings, rng);
}

// A random solution of `rules` with a random share of its clues and a few givens: puzzles with any number
// of solutions, for comparing the solvers.
ps::Board randomPuzzle(const ps::SkyscrapersRules& rules, ps::Rng& rng) { return randomSkyscrapersPuzzle(rules, rng, 20, 70, 8); }

// Every arrangement of `values` (with repeats) as rows, then the grids whose columns (and diagonals) are
// arrangements too: brute force for the kernel's counts.
long bruteForceCount(int n, std::vector<int> values, bool diagonals)
{
    std::sort(values.begin(), values.end());
    std::vector<std::vector<int>> rows;
    do
        rows.push_back(values);
    while (std::next_permutation(values.begin(), values.end()));
    const auto isArrangement = [&](std::vector<int> line) {
        std::sort(line.begin(), line.end());
        return line == values;
    };
    long found = 0;
    std::vector<int> pick(static_cast<std::size_t>(n), 0);
    for (;;) {
        bool ok = true;
        for (int c = 0; c < n && ok; ++c) {
            std::vector<int> column;
            for (int r = 0; r < n; ++r)
                column.push_back(rows[static_cast<std::size_t>(pick[static_cast<std::size_t>(r)])][static_cast<std::size_t>(c)]);
            ok = isArrangement(column);
        }
        if (ok && diagonals) {
            std::vector<int> down;
            std::vector<int> up;
            for (int r = 0; r < n; ++r) {
                down.push_back(rows[static_cast<std::size_t>(pick[static_cast<std::size_t>(r)])][static_cast<std::size_t>(r)]);
                up.push_back(rows[static_cast<std::size_t>(pick[static_cast<std::size_t>(r)])][static_cast<std::size_t>(n - 1 - r)]);
            }
            ok = isArrangement(down) && isArrangement(up);
        }
        found += ok;
        int r = n - 1;
        while (r >= 0 && ++pick[static_cast<std::size_t>(r)] == static_cast<int>(rows.size()))
            pick[static_cast<std::size_t>(r--)] = 0;
        if (r < 0)
            return found;
    }
}

long kernelCount(int n, int values, bool diagonals)
{
    std::vector<std::vector<int>> units = ps::LatinUnits::rowsAndColumns(n);
    if (diagonals)
        for (std::vector<int>& diagonal : ps::LatinUnits::diagonals(n))
            units.push_back(std::move(diagonal));
    ps::LatinSearch search{ps::LatinUnits(n, units, values)};
    search.load(ps::Board(n, n));
    std::vector<ps::Board> solutions;
    search.run(1000000, 0, nullptr, solutions);
    return static_cast<long>(solutions.size());
}

} // namespace

class TestSkyscrapersVariants : public QObject {
    Q_OBJECT

private slots:
    // The kernel's shared value (two places per unit: values 1, 2 once and 3 twice in every row and column
    // of a 4x4 grid) and its diagonal units, against brute force.
    void kernelCountsMatchBruteForce()
    {
        QCOMPARE(kernelCount(4, 3, false), bruteForceCount(4, {1, 2, 3, 3}, false));
        QCOMPARE(kernelCount(4, 2, false), bruteForceCount(4, {1, 2, 2, 2}, false));
        QCOMPARE(kernelCount(4, 4, true), bruteForceCount(4, {1, 2, 3, 4}, true));
        QCOMPARE(kernelCount(4, 4, false), 576L);   // the 4x4 Latin squares
        QVERIFY(kernelCount(4, 4, true) > 0);
    }

    void parametersRoundTrip()
    {
        for (const std::string& parameters : variants())
            QCOMPARE(ps::makeRules("skyscrapers", parameters)->parameters(), parameters);
        QCOMPARE(ps::makeRules("skyscrapers", "5x5:5")->parameters(), std::string("5x5"));
        QCOMPARE(ps::makeRules("skyscrapers", "5x5:4D")->parameters(), std::string("5x5:4d"));
        for (const char* bad : {"5x5:", "5x5:6", "5x5:0", "5x5:3d", "5x5:4x", "5x5:d4"})
            QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::makeRules("skyscrapers", bad));
        const ps::SkyscrapersRules rules(ps::SkyscrapersShape::parse("5x5:3"));
        QCOMPARE(rules.maxValue(), 4);
        QCOMPARE(rules.valueMark(4), std::string("\u00d7"));
        QVERIFY(rules.valueMark(3).empty());
        QVERIFY(ps::SkyscrapersRules(5).valueMark(5).empty());
        // A worksheet's instructions gain the rule options' sentence; plain rules add none.
        QVERIFY(ps::SkyscrapersRules(5).instructionsNote().messageTemplate.empty());
        QVERIFY(ps::makeRules("skyscrapers", "5x5:4")->instructionsNote().text().find("1 to 4") != std::string::npos);
        QVERIFY(ps::makeRules("skyscrapers", "5x5:d")->instructionsNote().text().find("diagonals") != std::string::npos);
    }

    // The native solver and z3 count alike on random puzzles of every variant (unique, several, none).
    void nativeAgreesWithZ3()
    {
        ps::Rng rng(20261128);
        int unique = 0;
        int several = 0;
        int none = 0;
        for (const std::string& parameters : variants()) {
            const ps::SkyscrapersRules rules(ps::SkyscrapersShape::parse(parameters));
            for (int k = 0; k < 12; ++k) {
                ps::Board puzzle = randomPuzzle(rules, rng);
                if (k % 4 == 3) {   // a wrong clue somewhere: often no solution
                    ps::OuterClues clues = puzzle.outerClues();
                    clues.set(rng.below(clues.slotCount()), 1 + rng.below(rules.shape().highest));
                    puzzle.setOuterClues(clues);
                }
                const int native = count("native", rules, puzzle, 4);
                QCOMPARE(native, count("z3", rules, puzzle, 4));
                unique += native == 1;
                several += native > 1;
                none += native == 0;
            }
        }
        QVERIFY(unique > 0 && several > 0 && none > 0);
    }

    // Generated puzzles: a solution of the variant's rules whose clues are the puzzle's, unique by both
    // solvers, the same from the same seed; the step solver is sound and finishes them.
    void generatedPuzzlesAreValidUniqueAndReproducible()
    {
        for (const std::string& parameters : variants()) {
            const ps::SkyscrapersRules rules(ps::SkyscrapersShape::parse(parameters));
            const auto solver = rules.makeStepSolver();
            for (std::uint64_t seed = 1; seed <= 2; ++seed) {
                const ps::GenerationResult run = generate(rules, seed);
                const QString where = QStringLiteral("%1 seed %2").arg(QString::fromStdString(parameters)).arg(seed);
                QVERIFY2(rules.isSolution(run.solution), qPrintable(where));
                QVERIFY(run.puzzle.agreesWith(run.solution));
                const ps::OuterClues truth = ps::allClues(run.solution, rules.shape().emptyValue());
                for (int slot = 0; slot < truth.slotCount(); ++slot)
                    QVERIFY(run.puzzle.outerClues().at(slot) == 0 || run.puzzle.outerClues().at(slot) == truth.at(slot));
                const int empties = static_cast<int>(std::count(run.solution.cells().begin(), run.solution.cells().end(),
                                                                static_cast<ps::CellValue>(rules.shape().emptyValue())));
                QCOMPARE(empties, rules.shape().hasEmptySquares() ? rules.side() * rules.shape().emptyPerLine() : 0);
                QCOMPARE(count("native", rules, run.puzzle), 1);
                QCOMPARE(count("z3", rules, run.puzzle), 1);
                QCOMPARE(generate(rules, seed).puzzle, run.puzzle);
                // Every step places the solution's value and removes others only.
                ps::Board board = run.puzzle;
                std::vector<ps::ValueSet> allowed;
                while (!board.isFull()) {
                    const auto step = solver->nextStep(board, allowed, &run.solution);
                    QVERIFY2(step, qPrintable(where));
                    if (allowed.empty())
                        allowed = solver->candidates(board);
                    for (const ps::CellValuePair& e : step->eliminations) {
                        QVERIFY2(e.value != run.solution.at(e.cell), qPrintable(where + QStringLiteral(" technique %1").arg(step->technique)));
                        allowed[static_cast<std::size_t>(e.cell)].erase(e.value);
                    }
                    for (const ps::CellValuePair& p : step->placements) {
                        QCOMPARE(p.value, static_cast<int>(run.solution.at(p.cell)));
                        board.set(p.cell, static_cast<ps::CellValue>(p.value));
                    }
                }
                const ps::StepTrace trace = solver->solve(run.puzzle);
                QVERIFY2(trace.solved, qPrintable(where));
                QCOMPARE(trace.result.cells(), run.solution.cells());
            }
        }
    }

    void conflicts()
    {
        const ps::SkyscrapersRules rules(ps::SkyscrapersShape::parse("4x4:2"));   // heights 1, 2 and two empty squares (3)
        ps::Board board(4, 4);
        board.set(0, 0, 3);
        board.set(0, 1, 3);
        QVERIFY(!rules.findConflict(board));   // two empty squares in a row: allowed
        board.set(0, 2, 3);
        QVERIFY(rules.findConflict(board));   // three: not
        board.set(0, 2, 1);
        board.set(0, 3, 1);
        QVERIFY(rules.findConflict(board));   // 1 twice
        const ps::SkyscrapersRules diagonal(ps::SkyscrapersShape::parse("4x4:d"));
        ps::Board x(4, 4);
        x.set(0, 0, 2);
        x.set(3, 3, 2);
        QVERIFY(!ps::SkyscrapersRules(4).findConflict(x));
        QVERIFY(diagonal.findConflict(x));   // 2 twice on the diagonal from the top left
        QCOMPARE(diagonal.conflictingCells(x), (std::vector<int>{0, 15}));
        // An empty square hides nothing and is not seen: 0 2 1 3 from the left shows 2 buildings.
        QCOMPARE(ps::visibleCount({0, 2, 1, 3}), 2);
    }

    // Grid text: the size line carries the rule options ("5 5 4 D"), an empty square is 0 both ways.
    void gridTextRoundTrip()
    {
        for (const std::string& parameters : {std::string("5x5:4d"), std::string("5x5:3"), std::string("4x4:d")}) {
            const ps::SkyscrapersRules rules(ps::SkyscrapersShape::parse(parameters));
            const ps::GenerationResult run = generate(rules, 5);
            for (const ps::Board& board : {run.puzzle, run.solution}) {
                const QString text = writeGridText(board, QStringLiteral("skyscrapers"), QString::fromStdString(parameters));
                std::vector<GridTextPuzzle> read;
                QString error;
                QVERIFY2(readGridText(text, QStringLiteral("skyscrapers"), read, &error), qPrintable(error));
                QCOMPARE(read.size(), std::size_t{1});
                QCOMPARE(read.front().parameters, QString::fromStdString(parameters));
                QCOMPARE(read.front().board, board);
            }
            const QString solution = writeGridText(run.solution, QStringLiteral("skyscrapers"), QString::fromStdString(parameters));
            QCOMPARE(solution.contains(QStringLiteral(" 0")) || solution.contains(QStringLiteral("\n0")), rules.shape().hasEmptySquares());
        }
        std::vector<GridTextPuzzle> read;
        QString error;
        QVERIFY(readGridText(QStringLiteral("4 4 4 D\n- - - -\n- - - -\n1 2 3 -\n- - - -\n- - - -\n- - - -\n- - - -\n1 - - -\n"),
                             QStringLiteral("skyscrapers"), read, &error));
        QCOMPARE(read.front().parameters, QStringLiteral("4x4:d"));
        // What is still not supported says so.
        QVERIFY(!readGridText(QStringLiteral("5 5 3 D\n-----\n-----\n-----\n-----\n-----\n-----\n-----\n-----\n-----\n"),
                              QStringLiteral("skyscrapers"), read, &error));
        QVERIFY2(error.contains(QStringLiteral("diagonals")), qPrintable(error));
        QVERIFY(!readGridText(QStringLiteral("5 5 4 X\n-----\n-----\n-----\n-----\n-----\n-----\n-----\n-----\n-----\n"),
                              QStringLiteral("skyscrapers"), read, &error));
        QVERIFY(!readGridText(QStringLiteral("4 4 3\n1 2 3 -\n- - - -\n- - - -\n- - - -\n"), QString(), read, &error));   // values only: refused
        QVERIFY2(error.contains(QStringLiteral("empty")), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(TestSkyscrapersVariants)
#include "test_skyscrapers_variants.moc"
