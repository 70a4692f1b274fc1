// Futoshiki in the engine: the signs as relation cages, the native solver against z3 on many seeded
// boards, generation (valid, unique, reproducible, signs removed like givens), the step solver's sign
// techniques, conflicts, the presentation's signs, and the grid text and sgt-unequal game IDs of
// FutoshikiFormat. All seeded.
#include "TestData.h"

#include "document/GridText.h"

#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "types/futoshiki/FutoshikiFormat.h"
#include "types/futoshiki/FutoshikiRules.h"
#include "types/futoshiki/FutoshikiSigns.h"
#include "types/futoshiki/FutoshikiStepSolver.h"
#include "types/futoshiki/FutoshikiTechnique.h"
#include "types/futoshiki/FutoshikiType.h"

#include <QtTest>

#include <set>

namespace {

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

// `solution` with each given kept with a chance of `keepGiven` percent, then each sign with `keepSign`.
ps::Board keepingShares(const ps::Board& solution, int keepGiven, int keepSign, ps::Rng& rng)
{
    ps::Board board = solution;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (rng.below(100) >= keepGiven)
            board.set(cell, 0);
    ps::Cages signs;
    for (const ps::Cage& cage : solution.cages())
        if (rng.below(100) < keepSign)
            signs.push_back(cage);
    board.setCages(std::move(signs));
    return board;
}

ps::Board fromLines(int n, const std::vector<std::string>& lines)
{
    ps::Board board(n, n);
    ps::FutoshikiFormat().readBlocks(lines, board);
    return board;
}

int signCount(const ps::Board& board)
{
    int signs = 0;
    for (const ps::Cage& cage : board.cages())
        signs += ps::futoshiki::isSign(cage);
    return signs;
}

} // namespace

class TestFutoshikiEngine : public QObject {
    Q_OBJECT

private slots:
    void theTypeDescribesItself()
    {
        const ps::PuzzleType type = ps::futoshikiType();
        QCOMPARE(QString::fromStdString(type.id), QStringLiteral("futoshiki"));
        QVERIFY(type.hasCages);
        std::set<std::string> sizes;
        for (const ps::SizeChoice& choice : type.sizes)
            sizes.insert(choice.parameters);
        QCOMPARE(sizes, (std::set<std::string>{"4x4", "5x5", "6x6", "7x7", "8x8", "9x9"}));
        QCOMPARE(type.makeRules("7")->rows(), 7);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, type.makeRules("3x3"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, type.makeRules("10x10"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, type.parametersForGrid(5, 4));
    }

    // The full board carries every sign between neighbours, and each sign points at the smaller value.
    void randomSolutionsCarryEverySign()
    {
        for (int n = 4; n <= 9; ++n) {
            const ps::FutoshikiRules rules(n);
            ps::Rng rng(static_cast<std::uint64_t>(n));
            const ps::Board solution = rules.randomSolution(rng);
            QVERIFY(rules.isSolution(solution));
            QCOMPARE(signCount(solution), 2 * n * (n - 1));
            for (const ps::Cage& cage : solution.cages())
                QVERIFY(solution.at(cage.cells[0]) < solution.at(cage.cells[1]));
        }
    }

    // Relation cages keep their order, may share squares, and compare equal whatever order they came in.
    void signsAreRelationCages()
    {
        ps::Board a(4, 4);
        a.setCages({ps::futoshiki::sign(1, 0), ps::futoshiki::sign(1, 2), ps::futoshiki::sign(5, 1)});
        ps::Board b(4, 4);
        b.setCages({ps::futoshiki::sign(5, 1), ps::futoshiki::sign(1, 2), ps::futoshiki::sign(1, 0)});
        QVERIFY(a == b);
        QCOMPARE(a.cages().front().cells, (std::vector<int>{1, 0}));
        QVERIFY(ps::cageHolds(ps::CageOperation::Less, 0, {2, 3}));
        QVERIFY(!ps::cageHolds(ps::CageOperation::Less, 0, {3, 2}));
        // Areas still may not overlap.
        ps::Board c(4, 4);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, c.setCages({ps::Cage{{0, 1}, ps::CageOperation::None, 0}, ps::Cage{{1, 2}, ps::CageOperation::None, 0}}));
    }

    // The native solver and both z3 encodings count alike (0, 1, 2+) on many seeded boards of every size.
    void nativeSolverAgreesWithZ3()
    {
        std::set<int> seen;
        for (int n = 4; n <= 7; ++n) {
            const ps::FutoshikiRules rules(n);
            auto native = ps::makeCountingBackend("native", rules);
            auto z3 = ps::makeCountingBackend("z3", rules);
            auto z3int = ps::makeCountingBackend("z3-int", rules);
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                const ps::GenerationResult made = generate(rules, seed * 31 + static_cast<std::uint64_t>(n));
                ps::Rng rng(seed);
                std::vector<ps::Board> boards;
                boards.push_back(made.puzzle);
                // Loosened: some of its signs dropped (two solutions, often).
                ps::Board loose = made.puzzle;
                ps::Cages signs = loose.cages();
                for (int k = 0; k < 3 && !signs.empty(); ++k)
                    signs.erase(signs.begin() + rng.below(static_cast<int>(signs.size())));
                loose.setCages(signs);
                boards.push_back(loose);
                // A sign turned round: often no solution.
                ps::Board turned = made.puzzle;
                ps::Cages all = turned.cages();
                if (!all.empty()) {
                    std::swap(all.front().cells[0], all.front().cells[1]);
                    turned.setCages(all);
                    boards.push_back(turned);
                }
                // A wrong value where no rule notices yet: no solution.
                for (int i = 0; i < made.puzzle.cellCount(); ++i) {
                    if (made.puzzle.at(i) != 0)
                        continue;
                    ps::Board wrong = made.puzzle;
                    wrong.set(i, static_cast<ps::CellValue>(made.solution.at(i) % n + 1));
                    if (!rules.findConflict(wrong)) {
                        boards.push_back(wrong);
                        break;
                    }
                }
                for (const ps::Board& board : boards) {
                    const int byNative = native->countSolutions(board, 2).count;
                    QCOMPARE(byNative, z3->countSolutions(board, 2).count);
                    QCOMPARE(byNative, z3int->countSolutions(board, 2).count);
                    seen.insert(byNative);
                    if (byNative >= 1)
                        QVERIFY(rules.isSolution(native->countSolutions(board, 1).solutions.front()));
                }
            }
        }
        QCOMPARE(seen, (std::set<int>{0, 1, 2}));
    }

    // Generation: unique (by z3), reproducible per seed, and the signs are thinned like the givens.
    void generationIsUniqueReproducibleAndThinsTheSigns()
    {
        for (int n : {4, 5, 7, 9}) {
            const ps::FutoshikiRules rules(n);
            const ps::GenerationResult first = generate(rules, 42);
            const ps::GenerationResult second = generate(rules, 42);
            QVERIFY(first.puzzle == second.puzzle);
            QVERIFY(rules.fits(first.puzzle));
            QVERIFY(first.puzzle.agreesWith(first.solution));
            QCOMPARE(ps::makeCountingBackend("z3", rules)->countSolutions(first.puzzle, 2).count, 1);
            QVERIFY(first.puzzle.emptyCount() > n * n / 2);
            QVERIFY(signCount(first.puzzle) < 2 * n * (n - 1));
            for (const ps::Cage& cage : first.puzzle.cages())
                QVERIFY(first.solution.at(cage.cells[0]) < first.solution.at(cage.cells[1]));
            // Minimal: no sign can go without a second solution.
            auto native = ps::makeCountingBackend("native", rules);
            for (int slot = 0; slot < rules.clueSlots(); ++slot)
                if (const auto without = rules.withoutClue(first.puzzle, slot))
                    QCOMPARE(native->countSolutions(*without, 2).count, 2);
        }
    }

    // The z3 backend generates the same puzzles as the native one (the same proofs, the same answers).
    void z3GeneratesTheSamePuzzles()
    {
        const ps::FutoshikiRules rules(5);
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            QVERIFY(generate(rules, seed, "z3").puzzle == generate(rules, seed).puzzle);
    }

    void conflictsNameRepeatsAndBrokenSigns()
    {
        const ps::FutoshikiRules rules(4);
        ps::Board board = fromLines(4, {". < .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   ."});
        board.set(0, 0, 3);
        board.set(0, 1, 2);
        QVERIFY(rules.findConflict(board).has_value());
        QCOMPARE(rules.conflictingCells(board), (std::vector<int>{0, 1}));
        board.set(0, 1, 4);
        QVERIFY(!rules.findConflict(board).has_value());
        board.set(1, 1, 4);
        QCOMPARE(rules.conflictingCells(board), (std::vector<int>{1, 5}));
    }

    // The presentation puts each sign on its edge, pointing at the smaller square.
    void presentationDrawsTheSigns()
    {
        const ps::FutoshikiRules rules(4);
        const ps::Board board = fromLines(4, {". > .   .   .", "^   .   .   v", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   . < ."});
        const ps::GridPresentation look = rules.presentation(board);
        QCOMPARE(look.rightSign[0], ps::EdgeSign::Greater);
        QCOMPARE(look.belowSign[0], ps::EdgeSign::Less);
        QCOMPARE(look.belowSign[3], ps::EdgeSign::Greater);
        QCOMPARE(look.rightSign[14], ps::EdgeSign::Less);
        QCOMPARE(look.rightSign[1], ps::EdgeSign::None);
        QVERIFY(std::count(look.right.begin(), look.right.end(), ps::EdgeStyle::Thick) == 0);
    }

    // Grid text round-trips (values and signs); bad lines are refused with their number.
    void gridTextRoundTrips()
    {
        const ps::FutoshikiRules rules(6);
        const ps::GenerationResult made = generate(rules, 9);
        const ps::FutoshikiFormat format;
        const std::vector<std::string> lines = format.writeBlocks(made.puzzle);
        QCOMPARE(lines.size(), std::size_t{11});
        QVERIFY(fromLines(6, lines) == made.puzzle);
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY2(readGridText(writeGridText(made.puzzle, QStringLiteral("futoshiki")), QStringLiteral("futoshiki"), puzzles, &error), qPrintable(error));
        QVERIFY(puzzles.at(0).board == made.puzzle);
        // The structure lines hold the signs only; read back onto the givens.
        ps::Board givens = made.puzzle;
        givens.setCages({});
        format.readStructure(format.structureLines(made.puzzle), givens);
        QVERIFY(givens == made.puzzle);
        // Signs written without spaces read the same.
        QVERIFY(fromLines(4, {"1<2 3 4", "....", "....", "....", "....", "....", "...."}).cages().size() == 1);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, fromLines(4, {"1<<2 3 4", "....", "....", "....", "....", "....", "...."}));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, fromLines(4, {"1 2 3 5", "....", "....", "....", "....", "....", "...."}));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, fromLines(4, {"1 2 3 4", "..x.", "....", "....", "....", "....", "...."}));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, fromLines(4, {"1 2 3 4", "....", "....", "....", "....", "...."}));
    }

    // sgt-unequal's game IDs: its own (from `sgt-unequal --generate`, one solution each), and ours written
    // as IDs and read back.
    void gameIdsAreRead()
    {
        const ps::FutoshikiFormat format;
        const std::string id = "5:0R,0,0,0,0,0R,0,0,2,0,0U,0D,0,0R,0,0D,0L,0,0,0U,0,0,0,0,0L,";
        QCOMPARE(format.fitsGameId(id), ps::PuzzleFormat::IdFit::Size);
        const ps::Board board = format.readGameId(id).board;
        QCOMPARE(board.rows(), 5);
        QCOMPARE(board.filledCount(), 1);
        QCOMPARE(signCount(board), 9);
        // "0R" at R1C1: it is greater than R1C2.
        QVERIFY(std::count(board.cages().begin(), board.cages().end(), ps::futoshiki::sign(1, 0)) == 1);
        const ps::FutoshikiRules rules(5);
        QCOMPARE(ps::makeCountingBackend("native", rules)->countSolutions(board, 2).count, 1);
        QCOMPARE(ps::futoshikiGameId(board) + ",", id);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const ps::Board puzzle = generate(rules, seed).puzzle;
            QVERIFY(format.readGameId(ps::futoshikiGameId(puzzle)).board == puzzle);
        }
        QCOMPARE(format.fitsGameId("5:0R,0"), ps::PuzzleFormat::IdFit::Shape);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId("5:0R,0"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId("4:0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0"));   // off the grid
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId("4a:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0"));
        QCOMPARE(format.fitsGameId("4:_a_d_b,a6m2s1d2a7"), ps::PuzzleFormat::IdFit::No);   // a Keen ID
        QCOMPARE(format.fitsGameId("4:abc,a6m8"), ps::PuzzleFormat::IdFit::No);
        QCOMPARE(format.fitsGameId("4:garbage"), ps::PuzzleFormat::IdFit::No);
    }

    // One sign: the smaller square stays below the larger's largest candidate, and back.
    void signBoundNarrowsBothEnds()
    {
        const ps::FutoshikiRules rules(4);
        const ps::Board board = fromLines(4, {". < .   .   3", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   .", ".   .   .   ."});
        const auto step = rules.makeStepSolver()->nextStep(board, {}, nullptr);
        QVERIFY(step);
        QCOMPARE(step->technique, static_cast<int>(ps::FutoshikiTechnique::SignBound));
        // R1C1 < R1C2, both from {1, 2, 4}: R1C1 cannot be 4, R1C2 cannot be 1.
        const std::set<std::pair<int, int>> out = [&] {
            std::set<std::pair<int, int>> s;
            for (const ps::CellValuePair& e : step->eliminations)
                s.insert({e.cell, e.value});
            return s;
        }();
        QCOMPARE(out, (std::set<std::pair<int, int>>{{0, 4}, {1, 1}}));
        QVERIFY(!step->explanation.messageTemplate.empty());
    }

    // A square larger than two squares of one row is at least 3: a sign chain, which single signs miss.
    void signChainSeesDistinctValues()
    {
        const ps::FutoshikiRules rules(5);
        // R2C2 is larger than R2C1 and R2C3 (same row), and nothing else is known.
        const ps::Board board = fromLines(5, {".   .   .   .   .", ".   .   .   .   .", ". < . > .   .   .", ".   .   .   .   .", ".   .   .   .   .",
                                              ".   .   .   .   .", ".   .   .   .   .", ".   .   .   .   .", ".   .   .   .   ."});
        const auto solver = rules.makeStepSolver();
        std::vector<ps::ValueSet> allowed = solver->candidates(board);
        std::set<int> techniques;
        for (int k = 0; k < 4; ++k) {
            const auto step = solver->nextStep(board, allowed, nullptr);
            if (!step)
                break;
            techniques.insert(step->technique);
            for (const ps::CellValuePair& e : step->eliminations)
                allowed[static_cast<std::size_t>(e.cell)].erase(e.value);
        }
        QVERIFY(techniques.count(ps::FutoshikiTechnique::SignChain));
        QVERIFY(!allowed[6].contains(2));
        QVERIFY(!allowed[6].contains(1));
        QVERIFY(allowed[6].contains(3));
    }

    // Hand-made puzzles in grid text, read as a user's file is: one solution each, the one worked out by
    // hand; the step solver finishes the 4x4 (sgt-unequal's grader: easy) without a guess, the 5x5 (its
    // grader: extreme, by forcing chains, which our step solver does not have) with guesses.
    void handMadeGridTextPuzzlesAreSolved()
    {
        QFile file(testDataPath(QStringLiteral("futoshiki-handmade.txt")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY2(readGridText(QString::fromUtf8(file.readAll()), QStringLiteral("futoshiki"), puzzles, &error), qPrintable(error));
        QCOMPARE(puzzles.size(), std::size_t{3});
        const std::vector<std::vector<int>> expected{
            {1, 3, 4, 2, 3, 4, 2, 1, 2, 1, 3, 4, 4, 2, 1, 3},
            {2, 5, 3, 1, 4, 4, 2, 5, 3, 1, 1, 4, 2, 5, 3, 3, 1, 4, 2, 5, 5, 3, 1, 4, 2},
            {1, 3, 4, 2, 3, 4, 2, 1, 2, 1, 3, 4, 4, 2, 1, 3}};
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            const ps::Board& board = puzzles[k].board;
            const ps::FutoshikiRules rules(board.rows());
            for (const char* backend : {"native", "z3"}) {
                const ps::SolveResult result = ps::makeCountingBackend(backend, rules)->countSolutions(board, 2);
                QCOMPARE(result.count, 1);
                for (int i = 0; i < board.cellCount(); ++i)
                    QCOMPARE(static_cast<int>(result.solutions.front().at(i)), expected[k][static_cast<std::size_t>(i)]);
            }
            const ps::StepTrace trace = rules.makeStepSolver()->solve(board);
            QVERIFY(trace.solved);
            QCOMPARE(trace.guesses == 0, board.rows() == 4);
        }
    }

    // The bound generation at a class asks for every removal (solvesWith, on bit masks) says what the
    // step solver's own trace says: the techniques up to a class finish a board exactly when solving it
    // step by step, easiest first, needs nothing harder. The boards: every board plain generation
    // accepts on its way to a minimal puzzle (so every class, and many boards at the edge of one), and
    // boards with a few of a random solution's givens and signs (most not unique).
    void boundAgreesWithTheStepSolver()
    {
        using T = ps::FutoshikiTechnique;
        struct Accepted : ps::GenerationObserver {
            std::vector<ps::Board> boards;
            void onGenerationEvent(const ps::GenerationEvent& event) override
            {
                if (event.kind == ps::GenerationEvent::Kind::SquareTested && event.accepted)
                    boards.push_back(event.board);
            }
        };
        const int levels[3] = {T::SignBound, T::HiddenTriple, T::XYWing};
        int finished[3] = {0, 0, 0};
        int boards = 0;
        for (int side : {4, 5, 6, 7}) {
            const ps::FutoshikiRules rules(side);
            ps::FutoshikiStepSolver solver(side);
            solver.setCountsOnly(true);
            ps::Rng rng(static_cast<std::uint64_t>(100 + side));
            auto backend = ps::makeBackend("native", rules);
            const ps::RuleClassifier classifier;
            ps::PuzzleGenerator generator(rules, *backend, classifier);
            ps::GenerationSettings settings;
            settings.harvest = false;
            Accepted accepted;
            generator.setObserver(&accepted);
            for (int run = 0; run < 120; ++run)
                generator.run(settings, rng);
            for (int k = 0; k < 1000; ++k) {
                const ps::Board solution = rules.randomSolution(rng);
                const int keepGiven = rng.below(40);   // percent
                const int keepSign = 20 + rng.below(81);
                accepted.boards.push_back(keepingShares(solution, keepGiven, keepSign, rng));
            }
            for (const ps::Board& board : accepted.boards) {
                const ps::StepTrace trace = solver.solve(board);
                for (int level = 0; level < 3; ++level) {
                    const bool expected = trace.solved && trace.guesses == 0 && trace.hardest <= levels[level];
                    const bool got = solver.solvesWith(board, levels[level]);
                    QVERIFY2(got == expected, qPrintable(QStringLiteral("%1 at level %2: bound %3, step solver %4")
                                                             .arg(QString::fromStdString(ps::futoshikiGameId(board)))
                                                             .arg(levels[level])
                                                             .arg(got)
                                                             .arg(expected)));
                    finished[level] += got;
                }
                ++boards;
            }
        }
        // Every level finishes some boards and leaves others (the comparison could fail both ways).
        for (int level = 0; level < 3; ++level) {
            QVERIFY(finished[level] > 0);
            QVERIFY(finished[level] < boards);
        }
        QVERIFY(finished[0] < finished[1] && finished[1] < finished[2]);
    }

    // Generation at a class tests a sign's removal without building the board
    // (logicSolvesWithinWithoutClue), and asks whether a slot holds a sign so too (holdsClue): the answer is the bound's on the board without that sign, for every
    // slot (false where no sign stands), at every class below Evil. The boards alternate with their
    // loosened ones, so the bound's chains, kept while the signs stay the same, are kept and dropped.
    void removalTestedWithoutTheBoardAgrees()
    {
        int differentAnswers = 0;
        int asked = 0;
        for (int side : {4, 5, 6, 7}) {
            const ps::FutoshikiRules rules(side);
            ps::Rng rng(static_cast<std::uint64_t>(200 + side));
            for (int k = 0; k < 60; ++k) {
                const ps::Board solution = rules.randomSolution(rng);
                const int keepGiven = rng.below(30);   // percent
                const int keepSign = 30 + rng.below(71);
                const ps::Board board = keepingShares(solution, keepGiven, keepSign, rng);
                for (ps::Difficulty level : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard}) {
                    const bool whole = rules.logicSolvesWithin(board, level).value();
                    for (int slot = 0; slot < rules.clueSlots(); ++slot) {
                        const std::optional<ps::Board> without = rules.withoutClue(board, slot);
                        QCOMPARE(rules.holdsClue(board, slot), without.has_value());
                        const bool expected = without && rules.logicSolvesWithin(*without, level).value();
                        const std::optional<bool> got = rules.logicSolvesWithinWithoutClue(board, slot, level);
                        QVERIFY(got.has_value());
                        QVERIFY2(*got == expected, qPrintable(QStringLiteral("%1 without slot %2 at class %3: shortcut %4, board %5")
                                                                  .arg(QString::fromStdString(ps::futoshikiGameId(board)))
                                                                  .arg(slot)
                                                                  .arg(static_cast<int>(level))
                                                                  .arg(*got)
                                                                  .arg(expected)));
                        QCOMPARE(rules.logicSolvesWithin(board, level).value(), whole);
                        ++asked;
                        differentAnswers += expected != whole;
                    }
                }
            }
        }
        // Some removals change the answer (the comparison sees signs that matter), most boards keep it.
        QVERIFY(differentAnswers > 0);
        QVERIFY(differentAnswers < asked);
        // Evil has no bound to ask: the removal rule decides on the board.
        const ps::FutoshikiRules rules(5);
        ps::Rng rng(7);
        QVERIFY(!rules.logicSolvesWithinWithoutClue(rules.randomSolution(rng), 0, ps::Difficulty::Evil).has_value());
    }

    // sgt-unequal's levels read as our classes.
    void unequalLevelsAreClasses()
    {
        const ps::FutoshikiRules rules(5);
        QCOMPARE(rules.difficultyFromLabel("trivial", "sgt-unequal"), std::optional(ps::Difficulty::Easy));
        QCOMPARE(rules.difficultyFromLabel("easy", "sgt-unequal"), std::optional(ps::Difficulty::Easy));
        QCOMPARE(rules.difficultyFromLabel("tricky", "sgt-unequal"), std::optional(ps::Difficulty::Medium));
        QCOMPARE(rules.difficultyFromLabel("extreme", "sgt-unequal"), std::optional(ps::Difficulty::Hard));
        QCOMPARE(rules.difficultyFromLabel("recursive", "sgt-unequal"), std::optional(ps::Difficulty::Evil));
    }
};

QTEST_GUILESS_MAIN(TestFutoshikiEngine)
#include "test_futoshiki_engine.moc"
