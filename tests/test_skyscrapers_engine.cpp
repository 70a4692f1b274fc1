// Skyscrapers in the engine: the counting rule, the native solver against z3 on many seeded boards,
// generation (clues right, unique, minimal, reproducible), the step solver (sound, finishes), conflicts,
// the presentation's outer clues, the clues moving with the grid's symmetries, grid text, .puzzle
// structure lines, sgt-towers game IDs, and the hand-made puzzles through `puzzlesmith-cli solve`. All seeded.
#include "TestData.h"

#include "document/EngineMessages.h"
#include "document/GridText.h"

#include "core/GridSymmetries.h"
#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "generate/TargetedGeneration.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "types/kenken/KenKenLatinSquare.h"
#include "types/skyscrapers/SkyscrapersFormat.h"
#include "types/skyscrapers/SkyscrapersEasyLadder.h"
#include "types/skyscrapers/SkyscrapersLines.h"
#include "types/skyscrapers/SkyscrapersRules.h"
#include "types/skyscrapers/SkyscrapersStepSolver.h"
#include "types/skyscrapers/SkyscrapersTechnique.h"

#include <QProcess>
#include <QtTest>

namespace {

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

int count(const std::string& backend, const ps::PuzzleRules& rules, const ps::Board& board, int limit = 2)
{
    return ps::makeCountingBackend(backend, rules)->countSolutions(board, limit).count;
}

// A random Latin square with a random share of its clues and a few givens: puzzles with any number of
// solutions, for comparing the solvers.
ps::Board randomPuzzle(int n, ps::Rng& rng)
{
    const ps::Board full = ps::randomLatinSquare(n, rng);
    ps::OuterClues clues = ps::allClues(full);
    const int keepPercent = 20 + rng.below(70);
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        if (rng.below(100) >= keepPercent)
            clues.set(slot, 0);
    ps::Board puzzle(n, n);
    for (int cell = 0; cell < n * n; ++cell)
        if (rng.below(100) < 8)
            puzzle.set(cell, full.at(cell));
    if (!clues.any())
        clues.set(0, ps::allClues(full).at(0));
    puzzle.setOuterClues(clues);
    return puzzle;
}

} // namespace

class TestSkyscrapersEngine : public QObject {
    Q_OBJECT

private slots:
    void sizesAndCounting()
    {
        QCOMPARE(ps::SkyscrapersShape::parse("5x5").side, 5);
        QCOMPARE(ps::SkyscrapersShape::parse("9").side, 9);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::SkyscrapersShape::parse("3x3"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::SkyscrapersShape::parse("5x6"));
        QCOMPARE(ps::makeRules("skyscrapers", "6x6")->typeId(), std::string("skyscrapers"));
        QCOMPARE(ps::visibleCount({1, 2, 3, 4, 5}), 5);
        QCOMPARE(ps::visibleCount({5, 1, 2, 3, 4}), 1);
        QCOMPARE(ps::visibleCount({2, 1, 4, 3, 5}), 3);
        QCOMPARE(ps::visibleCount({2, 0, 4, 0, 0}), 2);
        ps::Board full(4, 4);
        const std::vector<ps::CellValue> values{2, 1, 4, 3, 3, 4, 1, 2, 4, 2, 3, 1, 1, 3, 2, 4};
        for (int cell = 0; cell < 16; ++cell)
            full.set(cell, values[static_cast<std::size_t>(cell)]);
        const ps::OuterClues clues = ps::allClues(full);
        QCOMPARE(clues.at(ps::GridSide::Top, 0), 3);      // 2 3 4 1 from above
        QCOMPARE(clues.at(ps::GridSide::Bottom, 0), 2);   // 1 4 3 2 from below
        QCOMPARE(clues.at(ps::GridSide::Left, 1), 2);     // 3 4 1 2
        QCOMPARE(clues.at(ps::GridSide::Right, 1), 2);    // 2 1 4 3
        QCOMPARE(clues.line(clues.slot(ps::GridSide::Right, 1)), (std::vector<int>{7, 6, 5, 4}));
        QCOMPARE(clues.line(clues.slot(ps::GridSide::Bottom, 2)), (std::vector<int>{14, 10, 6, 2}));
    }

    // The native search and the z3 definition count alike (up to 4) on many seeded boards of every kind.
    void nativeAndZ3CountsAgree()
    {
        ps::Rng rng(2026);
        int unique = 0;
        int several = 0;
        int none = 0;
        for (int n : {4, 5, 6, 7}) {
            const ps::SkyscrapersRules rules(n);
            for (int k = 0; k < (n <= 5 ? 40 : 15); ++k) {
                ps::Board puzzle = randomPuzzle(n, rng);
                if (k % 5 == 4) {   // a wrong clue somewhere: often no solution
                    ps::OuterClues clues = puzzle.outerClues();
                    const int slot = rng.below(clues.slotCount());
                    clues.set(slot, 1 + rng.below(n));
                    puzzle.setOuterClues(clues);
                }
                const int native = count("native", rules, puzzle, 4);
                const int z3 = count("z3", rules, puzzle, 4);
                QCOMPARE(native, z3);
                unique += native == 1;
                several += native > 1;
                none += native == 0;
            }
        }
        QVERIFY(unique > 0 && several > 0 && none > 0);   // every outcome came up
    }

    // Generated puzzles: the run's solution is a Latin square whose clues are the puzzle's, one
    // solution (z3 agrees), every clue and given needed, the same puzzle from the same seed.
    void generatedPuzzlesAreValidUniqueMinimalAndReproducible()
    {
        for (int n : {4, 5, 6, 7}) {
            const ps::SkyscrapersRules rules(n);
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                const ps::GenerationResult run = generate(rules, seed * 31 + static_cast<std::uint64_t>(n));
                QVERIFY(rules.isSolution(run.solution));
                QVERIFY(run.puzzle.agreesWith(run.solution));
                QVERIFY(run.puzzle.hasOuterClues());
                const ps::OuterClues truth = ps::allClues(run.solution);
                const ps::OuterClues& clues = run.puzzle.outerClues();
                for (int slot = 0; slot < clues.slotCount(); ++slot)
                    QVERIFY(clues.at(slot) == 0 || clues.at(slot) == truth.at(slot));
                QVERIFY(clues.count() < clues.slotCount());   // clues were removed
                QCOMPARE(count("native", rules, run.puzzle), 1);
                QCOMPARE(count("z3", rules, run.puzzle), 1);
                if (n <= 5) {
                    for (int slot = 0; slot < clues.slotCount(); ++slot) {
                        if (clues.at(slot) == 0 || clues.count() == 1)
                            continue;
                        ps::OuterClues fewer = clues;
                        fewer.set(slot, 0);
                        ps::Board looser = run.puzzle;
                        looser.setOuterClues(fewer);
                        QCOMPARE(count("z3", rules, looser), 2);
                    }
                    for (int cell = 0; cell < n * n; ++cell) {
                        if (run.puzzle.at(cell) == 0)
                            continue;
                        ps::Board looser = run.puzzle;
                        looser.set(cell, 0);
                        QCOMPARE(count("z3", rules, looser), 2);
                    }
                }
                QCOMPARE(generate(rules, seed * 31 + static_cast<std::uint64_t>(n)).puzzle, run.puzzle);
            }
        }
    }

    // Generation at a class reaches it by the rule's ladder.
    void generationAtAClass()
    {
        const ps::SkyscrapersRules rules(5);
        auto backend = ps::makeBackend("native", rules);
        const ps::RuleClassifier classifier;
        ps::PuzzleGenerator generator(rules, *backend, classifier);
        for (ps::Difficulty level : {ps::Difficulty::Easy, ps::Difficulty::Medium}) {
            ps::Rng rng(7);
            const ps::TargetedResult found = ps::generateAtDifficulty(generator, rules, classifier, {}, level, rng, 200);
            QVERIFY(found.reached);
            QCOMPARE(rules.ruleDifficulty(found.puzzle), level);
            QCOMPARE(count("z3", rules, found.puzzle), 1);
        }
    }

    // The twins: the grid's rotations and reflections move the clues with their lines.
    void symmetriesMoveTheClues()
    {
        const ps::SkyscrapersRules rules(5);
        const ps::GenerationResult run = generate(rules, 11);
        for (const ps::BoardTransform& t : ps::grid_symmetry::twinTransforms(5, 5)) {
            const ps::Board puzzle = t.apply(run.puzzle);
            const ps::Board solution = t.apply(run.solution);
            QCOMPARE(puzzle.outerClues().count(), run.puzzle.outerClues().count());
            const ps::OuterClues truth = ps::allClues(solution);
            for (int slot = 0; slot < truth.slotCount(); ++slot)
                QVERIFY(puzzle.outerClues().at(slot) == 0 || puzzle.outerClues().at(slot) == truth.at(slot));
            const ps::SolveResult solved = ps::makeCountingBackend("native", rules)->countSolutions(puzzle, 2);
            QCOMPARE(solved.count, 1);
            QCOMPARE(solved.solutions.front().cells(), solution.cells());
        }
    }

    // Every step is sound (places the solution's value, never removes it), and the step solver finishes
    // every generated puzzle; the clue techniques come up.
    void theStepSolverIsSoundAndFinishes()
    {
        std::vector<int> uses(ps::SkyscrapersTechnique::kCount, 0);
        for (int n : {4, 5, 6}) {
            const ps::SkyscrapersRules rules(n);
            const auto solver = rules.makeStepSolver();
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const ps::GenerationResult run = generate(rules, seed);
                ps::Board board = run.puzzle;
                std::vector<ps::ValueSet> allowed;
                while (!board.isFull()) {
                    const auto step = solver->nextStep(board, allowed, &run.solution);
                    QVERIFY(step);
                    QVERIFY(!step->explanation.messageTemplate.empty());
                    ++uses[static_cast<std::size_t>(step->technique)];
                    if (allowed.empty())
                        allowed = solver->candidates(board);
                    for (const ps::CellValuePair& e : step->eliminations) {
                        QVERIFY(e.value != run.solution.at(e.cell));
                        allowed[static_cast<std::size_t>(e.cell)].erase(e.value);
                    }
                    for (const ps::CellValuePair& p : step->placements) {
                        QCOMPARE(p.value, static_cast<int>(run.solution.at(p.cell)));
                        board.set(p.cell, static_cast<ps::CellValue>(p.value));
                    }
                }
                const ps::StepTrace trace = solver->solve(run.puzzle);
                QVERIFY(trace.solved);
                QCOMPARE(trace.result.cells(), run.solution.cells());
            }
        }
        QVERIFY(uses[ps::SkyscrapersTechnique::ClueEdge] > 0);
        QVERIFY(uses[ps::SkyscrapersTechnique::ClueBounds] > 0);
        QVERIFY(uses[ps::SkyscrapersTechnique::Visibility] > 0);
    }

    // The easy ladder answers as the step solver's steps do, for every technique up to clue bounds: on
    // boards emptied square by square and clue by clue in random order from a full board with every clue
    // (as generation at Easy tries them), some with a wrong clue or a wrong given.
    void theEasyLadderAgreesWithTheSteps()
    {
        ps::Rng rng(38);
        int finished = 0;
        int stuck = 0;
        for (int n = 4; n <= 9; ++n) {
            ps::SkyscrapersEasyLadder ladder(n);
            const ps::SkyscrapersStepSolver steps(n);
            for (int run = 0; run < (n <= 6 ? 12 : 5); ++run) {
                const ps::Board full = ps::randomLatinSquare(n, rng);
                ps::Board board = full;
                board.setOuterClues(ps::allClues(full));
                if (run % 4 == 3) {   // a wrong clue or a wrong given
                    ps::OuterClues clues = board.outerClues();
                    clues.set(rng.below(clues.slotCount()), 1 + rng.below(n));
                    board.setOuterClues(clues);
                    board.set(rng.below(n * n), static_cast<ps::CellValue>(1 + rng.below(n)));
                }
                const std::vector<int> squares = rng.permutation(n * n);
                const std::vector<int> clueOrder = rng.permutation(4 * n);
                for (std::size_t move = 0; move < squares.size() + clueOrder.size(); ++move) {
                    if (move < squares.size()) {
                        board.set(squares[move], 0);
                    } else {
                        ps::OuterClues clues = board.outerClues();
                        clues.set(clueOrder[move - squares.size()], 0);
                        board.setOuterClues(clues);
                    }
                    for (int hardest = 0; hardest <= ps::SkyscrapersTechnique::ClueBounds; ++hardest) {
                        const std::optional<bool> fast = ladder.solvesWith(board, hardest);
                        QVERIFY(fast.has_value());
                        QCOMPARE(*fast, steps.solvesStepByStep(board, hardest));
                        (*fast ? finished : stuck) += 1;
                    }
                }
            }
        }
        QVERIFY(finished > 1000 && stuck > 1000);
        ps::Board outOfRange(5, 5);
        ps::OuterClues clues(5, 5);
        clues.set(0, 6);
        outOfRange.setOuterClues(clues);
        QVERIFY(!ps::SkyscrapersEasyLadder(5).solvesWith(outOfRange, ps::SkyscrapersTechnique::ClueBounds));   // left to the step solver
    }

    void conflictsAndTheGreyedClues()
    {
        const ps::SkyscrapersRules rules(4);
        ps::Board board(4, 4);
        ps::OuterClues clues(4, 4);
        clues.set(ps::GridSide::Left, 0, 2);
        clues.set(ps::GridSide::Top, 3, 1);
        board.setOuterClues(clues);
        QVERIFY(!rules.findConflict(board));
        board.set(0, 0, 1);
        board.set(0, 1, 1);
        QVERIFY(rules.findConflict(board));   // 1 twice in row 1
        board.set(0, 1, 4);
        board.set(0, 2, 2);
        board.set(0, 3, 3);   // 1 4 2 3 from the left: 2 seen, as the clue says
        QVERIFY(!rules.findConflict(board));
        ps::GridPresentation look = rules.presentation(board);
        QCOMPARE(look.outer.size(), std::size_t{16});
        QCOMPARE(look.outer[static_cast<std::size_t>(clues.slot(ps::GridSide::Left, 0))], std::string("2"));
        QCOMPARE(look.outerDone[static_cast<std::size_t>(clues.slot(ps::GridSide::Left, 0))], char{1});
        QCOMPARE(look.outerDone[static_cast<std::size_t>(clues.slot(ps::GridSide::Top, 3))], char{0});
        QCOMPARE(look.outer[static_cast<std::size_t>(clues.slot(ps::GridSide::Right, 0))], std::string());
        board.set(0, 1, 2);
        board.set(0, 2, 4);   // 1 2 4 3: 3 seen, not 2
        const auto conflict = rules.findConflict(board);
        QVERIFY(conflict);
        QVERIFY(QString::fromStdString(conflict->text()).contains(QStringLiteral("Row 1")));
        QCOMPARE(rules.conflictingCells(board), (std::vector<int>{0, 1, 2, 3}));
        QCOMPARE(rules.presentation(board).outerDone[static_cast<std::size_t>(clues.slot(ps::GridSide::Left, 0))], char{0});
    }

    // The hints say what they found, filled in as the app fills them (%1, %2, ... in turn): the clue of 1
    // names its line, the tallest height and the square next to it; visibility says which line must show
    // how many and which heights it crosses out (it once read "none puts R2C5 ≠ 5").
    void hintsNameTheirClueAndSquares()
    {
        const ps::SkyscrapersRules rules(4);
        ps::Board board(4, 4);
        ps::OuterClues clues(4, 4);
        clues.set(ps::GridSide::Bottom, 1, 1);
        board.setOuterClues(clues);
        const auto step = rules.makeStepSolver()->nextStep(board, {}, nullptr);
        QVERIFY(step);
        QCOMPARE(step->technique, static_cast<int>(ps::SkyscrapersTechnique::ClueEdge));
        QCOMPARE(translateEngineMessage(step->explanation),
                 QStringLiteral("Only one building is seen from below column 2, so the tallest, 4, stands next to the clue: R4C2."));

        const ps::SkyscrapersRules five(5);
        const QRegularExpression visibility(QStringLiteral("^(Row|Column) [1-5] must show [1-5] buildings from (above|below|the left|the right)\\. "
                                                           "No way to fill it from its candidates that does so puts a height where this hint "
                                                           "crosses it out: R[1-5]C[1-5] ≠ [1-5](, R[1-5]C[1-5] ≠ [1-5])*\\.$"));
        int visibilitySteps = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed)
            for (const ps::LogicStep& s : five.makeStepSolver()->solve(generate(five, seed).puzzle).steps)
                if (s.technique == static_cast<int>(ps::SkyscrapersTechnique::Visibility)) {
                    ++visibilitySteps;
                    const QString text = translateEngineMessage(s.explanation);
                    QVERIFY2(visibility.match(text).hasMatch(), qPrintable(text));
                }
        QVERIFY(visibilitySteps > 0);
    }

    void gridTextAndStructureLinesRoundTrip()
    {
        const ps::SkyscrapersRules rules(5);
        const ps::GenerationResult run = generate(rules, 3);
        const QString text = writeGridText(run.puzzle, QStringLiteral("skyscrapers"));
        QVERIFY(text.startsWith(QStringLiteral("5 5 5\n")));
        std::vector<GridTextPuzzle> read;
        QString error;
        QVERIFY2(readGridText(text, QStringLiteral("skyscrapers"), read, &error), qPrintable(error));
        QCOMPARE(read.size(), std::size_t{1});
        QCOMPARE(read.front().board, run.puzzle);
        const ps::SkyscrapersFormat format;
        ps::Board stored(5, 5);
        format.readStructure(format.structureLines(run.puzzle), stored);
        QCOMPARE(stored.outerClues(), run.puzzle.outerClues());
        // Compact rows read too; wrong rows say what is wrong.
        ps::Board compact(4, 4);
        format.readBlocks({"3212", "2231", "2213", "2231", "----", "----", "----", "----"}, compact);
        QCOMPARE(compact.outerClues().at(ps::GridSide::Top, 0), 3);
        ps::Board board(4, 4);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"3 2 1", "2 2 3 1", "2 2 1 3", "2 2 3 1", "- - - -", "- - - -", "- - - -", "- - - -"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"3 2 1 5", "2 2 3 1", "2 2 1 3", "2 2 3 1", "- - - -", "- - - -", "- - - -", "- - - -"}, board));
    }

    void towersGameIdsHaveOneSolution()
    {
        const ps::SkyscrapersFormat format;
        const QStringList records = testDataRecords("skyscrapers-towers.txt");
        QCOMPARE(records.size(), 10);
        for (const QString& record : records) {
            const std::string id = record.toStdString();
            QCOMPARE(format.fitsGameId(id), ps::PuzzleFormat::IdFit::Size);
            const ps::GameIdPuzzle puzzle = format.readGameId(id);
            const ps::SkyscrapersRules rules(puzzle.board.rows());
            QCOMPARE(count("native", rules, puzzle.board), 1);
            QCOMPARE(count("z3", rules, puzzle.board), 1);
            QCOMPARE(ps::towersGameId(puzzle.board), id);   // written back as sgt-towers writes it
        }
        QCOMPARE(format.fitsGameId("5:/2////3//3///"), ps::PuzzleFormat::IdFit::Shape);
        QCOMPARE(format.fitsGameId("6:_3a_2,a3m"), ps::PuzzleFormat::IdFit::No);
        QCOMPARE(format.fitsGameId("3x3:a1b2"), ps::PuzzleFormat::IdFit::No);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId("4:1/2/3/3/3/3/1/2/1/2/2/2/4/3/1/7"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId("4:1/2/3/3/3/3/1/2/1/2/2/2/4/3/1/2,a"));
    }

    // The hand-made puzzles (4x4 to 6x6) through the command line: one solution each, the one written
    // in the file's comment.
    void handMadePuzzlesSolveThroughTheCommandLine()
    {
        const QString path = testDataPath("skyscrapers-handmade.txt");
        QStringList expected;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("# solution: ")))
                expected << line.mid(12).remove(QStringLiteral(" / "));
        QCOMPARE(expected.size(), 6);
        QProcess cli;
        cli.start(QStringLiteral(PUZZLESMITH_CLI), {"solve", "--type", "skyscrapers", "--format", "grid", path});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(out.count(QStringLiteral("solutions=1")), 6);
        QCOMPARE(out.count(QStringLiteral("solutions=")), 6);
        std::vector<GridTextPuzzle> solved;
        QString error;
        QString grids = out;
        grids.remove(QRegularExpression(QStringLiteral("solutions=\\d+\\n")));
        QVERIFY2(readGridText(grids, QStringLiteral("skyscrapers"), solved, &error), qPrintable(error));
        QCOMPARE(solved.size(), std::size_t{6});
        for (std::size_t i = 0; i < solved.size(); ++i) {
            QString values;
            for (ps::CellValue v : solved[i].board.cells())
                values += QString::number(v);
            QCOMPARE(values, expected[static_cast<qsizetype>(i)]);
        }
    }
};

QTEST_GUILESS_MAIN(TestSkyscrapersEngine)
#include "test_skyscrapers_engine.moc"
