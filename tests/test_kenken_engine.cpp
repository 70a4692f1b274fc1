// KenKen's engine: Latin squares, cages through the core, the native solver against z3 (counts up to
// three on seeded random cagings) and on sgt-keen's puzzles, and GenPuzzles with merges (unique by z3,
// reproducible). Speed is measured with puzzlesmith-cli bench, not here.
#include "KeenData.h"

#include "core/CagesText.h"
#include "core/GridSymmetries.h"
#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "solve/Z3Backend.h"
#include "types/kenken/KenKenCaging.h"
#include "types/kenken/KenKenGameId.h"
#include "types/kenken/KenKenLatinSquare.h"
#include "types/kenken/KenKenRules.h"
#include "types/kenken/KenKenSearch.h"
#include "types/kenken/KenKenSmallSquares.h"
#include "document/GridText.h"
#include "logic/StepSolver.h"

#include <QFile>
#include <QtTest>

#include <map>
#include <set>

namespace {

bool isLatin(const ps::Board& board)
{
    const int n = board.rows();
    for (int line = 0; line < n; ++line) {
        std::vector<int> inRow(static_cast<std::size_t>(n) + 1, 0);
        std::vector<int> inCol(static_cast<std::size_t>(n) + 1, 0);
        for (int k = 0; k < n; ++k) {
            const int a = board.at(line, k);
            const int b = board.at(k, line);
            if (a < 1 || a > n || b < 1 || b > n || inRow[static_cast<std::size_t>(a)]++ || inCol[static_cast<std::size_t>(b)]++)
                return false;
        }
    }
    return true;
}

// A random caging of `solution` by region growth (cages of 1 to 4 squares), operations as generation
// draws them, then about a third of the one-square cages' givens kept: puzzles with 0, 1 or many solutions.
ps::Board randomCaging(const ps::Board& solution, ps::Rng& rng)
{
    const int n = solution.rows();
    std::vector<int> owner(static_cast<std::size_t>(n * n), -1);
    ps::Cages cages;
    ps::Board puzzle(n, n);
    for (int start : rng.permutation(n * n)) {
        if (owner[static_cast<std::size_t>(start)] >= 0)
            continue;
        const int want = 1 + rng.below(4);
        std::vector<int> cells{start};
        owner[static_cast<std::size_t>(start)] = static_cast<int>(cages.size());
        for (int tries = 0; tries < 8 && static_cast<int>(cells.size()) < want; ++tries) {
            const int from = cells[static_cast<std::size_t>(rng.below(static_cast<int>(cells.size())))];
            const int r = from / n + (rng.below(2) ? rng.below(3) - 1 : 0);
            const int c = from % n + (r == from / n ? rng.below(3) - 1 : 0);
            if (r < 0 || c < 0 || r >= n || c >= n || owner[static_cast<std::size_t>(r * n + c)] >= 0)
                continue;
            owner[static_cast<std::size_t>(r * n + c)] = static_cast<int>(cages.size());
            cells.push_back(r * n + c);
        }
        ps::Cage cage = ps::kenken_cages::makeCage(cells, solution, 1.0, rng);
        if (cage.cells.size() == 1 && rng.below(3) != 0)
            cage.operation = ps::CageOperation::None;   // an unclued square: more solutions
        else if (cage.cells.size() == 1)
            puzzle.set(cage.cells.front(), solution.at(cage.cells.front()));
        cages.push_back(std::move(cage));
    }
    puzzle.setCages(std::move(cages));
    return puzzle;
}

} // namespace

class TestKenKenEngine : public QObject {
    Q_OBJECT

private slots:
    void sizesParse()
    {
        QCOMPARE(ps::KenKenRules::parseSide("6x6"), 6);
        QCOMPARE(ps::KenKenRules::parseSide("9"), 9);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::KenKenRules::parseSide("6x7"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::KenKenRules::parseSide("13x13"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::KenKenRules::parseSide("2"));
        QCOMPARE(ps::KenKenRules(7).parameters(), std::string("7x7"));
    }

    // The example of the grid text's KenKen variant: read, solved, written back the same.
    void cagesTextRoundTrip()
    {
        const std::vector<std::string> clues{"24* 2/ . 3-", ". . 7+ .", "3- 5+ . 3", ". . 2/ ."};
        const std::vector<std::string> labels{"1 2 2 3", "1 1 4 3", "5 6 4 7", "5 6 8 8"};
        const ps::Cages cages = ps::parseCagesText(clues, labels, 4, 4);
        QCOMPARE(cages.size(), std::size_t{8});
        QVERIFY((cages.front() == ps::Cage{{0, 4, 5}, ps::CageOperation::Multiply, 24}));
        QVERIFY((cages[6] == ps::Cage{{11}, ps::CageOperation::Given, 3}));
        const std::vector<std::string> written = ps::formatCagesText(cages, 4, 4);
        QCOMPARE(written.size(), std::size_t{8});
        QCOMPARE(written.front(), std::string("24* 2/ .  3-"));
        QCOMPARE(written[4], std::string("1 2 2 3"));
        const std::vector<std::string> clueBlock(written.begin(), written.begin() + 4);
        const std::vector<std::string> labelBlock(written.begin() + 4, written.end());
        QVERIFY(ps::parseCagesText(clueBlock, labelBlock, 4, 4) == cages);

        ps::Board puzzle(4, 4);
        puzzle.setCages(cages);
        const ps::KenKenRules rules(4);
        const ps::SolveResult result = rules.makeNativeSolver()->countSolutions(puzzle, 2);
        QCOMPARE(result.count, 1);
        QVERIFY(rules.isSolution(result.solutions.front()));
        QVERIFY(!rules.findConflict(result.solutions.front()));

        QCOMPARE(ps::parseCageClue("6x")->first, ps::CageOperation::Multiply);
        QCOMPARE(ps::parseCageClue("3:")->first, ps::CageOperation::Divide);
        QCOMPARE(ps::parseCageClue("12")->first, ps::CageOperation::Given);
        QVERIFY(!ps::parseCageClue("+3"));
        QVERIFY(!ps::parseCageClue("3++"));
        QVERIFY(!ps::parseCageClue("0+"));
    }

    void cagesTextSaysWhatIsWrong()
    {
        const auto error = [](std::vector<std::string> clues, std::vector<std::string> labels) {
            try {
                ps::parseCagesText(clues, labels, 2, 2);
            } catch (const ps::EngineError& e) {
                return std::string(e.what());
            }
            return std::string();
        };
        QCOMPARE(error({"3+ .", "1 ."}, {"1 1", "2 3"}), std::string("The cage at R2C2 has no clue."));
        QCOMPARE(error({"3+ 2", "1 4"}, {"1 1", "2 3"}), std::string("R1C2: its cage already has a clue; a cage shows one."));
        QCOMPARE(error({"3 .", "1 4"}, {"1 1", "2 3"}), std::string());   // a hidden operation, below
        QVERIFY(error({"3? .", "1 4"}, {"1 1", "2 3"}).starts_with("R1C1: \"3?\" is not a cage clue"));
        QCOMPARE(error({"3+ 1", "2 ."}, {"1 2", "3 1"}), std::string("The cage at R1C1 has squares that do not touch: give each cage its own label."));
        QCOMPARE(error({"3+ .", "1 4"}, {"1 1 1", "2 3"}), std::string("Row 1 of the cage block has 3 entries; the grid has 2 columns."));
        QCOMPARE(error({"3+ .", "1 4"}, {"1 1"}), std::string("The cage block has 1 row(s); the grid has 2."));
        QCOMPARE(error({"6- .", ". 4"}, {"1 1", "1 2"}), std::string("The cage at R1C1 has 3 square(s), but - and / take exactly two."));
        QCOMPARE(error({"3- 2", "1 4"}, {"1 2", "3 4"}), std::string("The cage at R1C1 has 1 square(s), but - and / take exactly two."));
    }

    // A bare number on a cage of several squares is a clue whose operation is not shown (published
    // "no-op" puzzles): any of + - * / that gives it; - and / only on two squares.
    void hiddenOperationsTakeAnyOperation()
    {
        const ps::Cages cages = ps::parseCagesText({"3 .", "1 4"}, {"1 1", "2 3"}, 2, 2);
        QCOMPARE(cages.front().operation, ps::CageOperation::Hidden);
        QCOMPARE(cages[1].operation, ps::CageOperation::Given);
        QCOMPARE(ps::cageClue(cages.front()), std::string("3"));
        QCOMPARE(ps::formatCagesText(cages, 2, 2).front(), std::string("3 ."));
        using ps::CageOperation;
        QVERIFY(ps::cageHolds(CageOperation::Hidden, 3, {1, 2}));       // 1 + 2
        QVERIFY(ps::cageHolds(CageOperation::Hidden, 3, {1, 3}));       // 1 * 3, 3 / 1
        QVERIFY(ps::cageHolds(CageOperation::Hidden, 3, {1, 4}));       // 4 - 1
        QVERIFY(!ps::cageHolds(CageOperation::Hidden, 3, {2, 4}));      // 6, 8, 2, 2
        QVERIFY(ps::cageHolds(CageOperation::Hidden, 6, {1, 2, 3}));    // + and * alike
        QVERIFY(!ps::cageHolds(CageOperation::Hidden, 1, {1, 2, 3}));   // no - on three squares
    }

    // With every operation hidden, the native search and z3 still count alike (up to three), 3x3 to 5x5.
    void hiddenOperationsAgreeWithZ3()
    {
        int counted[4] = {0, 0, 0, 0};
        for (int n = 3; n <= 5; ++n) {
            const ps::KenKenRules rules(n);
            auto native = rules.makeNativeSolver();
            ps::Z3Backend z3(rules);
            for (int i = 0; i < 40; ++i) {
                ps::Rng rng(static_cast<std::uint64_t>(7000 * n + i));
                const ps::Board solution = ps::randomLatinSquare(n, rng);
                ps::Board puzzle = randomCaging(solution, rng);
                ps::Cages cages = puzzle.cages();
                for (ps::Cage& cage : cages)
                    if (cage.cells.size() > 1)
                        cage.operation = ps::CageOperation::Hidden;
                puzzle.setCages(std::move(cages));
                const ps::SolveResult mine = native->countSolutions(puzzle, 3);
                const ps::SolveResult theirs = z3.countSolutions(puzzle, 3);
                QVERIFY2(mine.count == theirs.count,
                         qPrintable(QStringLiteral("n=%1 i=%2: native %3, z3 %4").arg(n).arg(i).arg(mine.count).arg(theirs.count)));
                for (const ps::Board& found : mine.solutions)
                    QVERIFY(rules.isSolution(found));
                ++counted[mine.count];
            }
        }
        for (int count = 1; count <= 3; ++count)
            QVERIFY2(counted[count] >= 5, qPrintable(QStringLiteral("%1 solutions: %2 puzzles").arg(count).arg(counted[count])));
    }

    void latinSquaresAreLatinVariedAndSeeded()
    {
        for (int n = 3; n <= 12; ++n)
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                ps::Rng rng(seed);
                const ps::Board square = ps::randomLatinSquare(n, rng);
                QVERIFY2(isLatin(square), qPrintable(QStringLiteral("n=%1 seed=%2").arg(n).arg(seed)));
                ps::Rng again(seed);
                QVERIFY(ps::randomLatinSquare(n, again) == square);
            }
        // Not one class moved around: first rows differ, and so do the squares made from one first row.
        std::set<std::vector<ps::CellValue>> seen;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            ps::Rng rng(seed);
            seen.insert(ps::randomLatinSquare(6, rng).cells());
        }
        QCOMPARE(seen.size(), std::size_t{50});
    }

    void solutionIsLatinWithOneSquareCages()
    {
        const ps::KenKenRules rules(5);
        ps::Rng rng(3);
        const ps::Board solution = rules.randomSolution(rng);
        QVERIFY(rules.isSolution(solution));
        QCOMPARE(solution.cages().size(), std::size_t{25});
        QVERIFY(!rules.findConflict(solution));
    }

    void conflictsNameWhatIsBroken()
    {
        const ps::KenKenRules rules(4);
        ps::Board board(4, 4);
        board.setCages({{{0, 1}, ps::CageOperation::Add, 7}});
        board.set(0, 3);
        board.set(1, 3);
        auto message = rules.findConflict(board);
        QVERIFY(message);
        QCOMPARE(message->text(), std::string("Row 1 has 3 twice (R1C1 and R1C2)."));
        QCOMPARE(rules.conflictingCells(board), (std::vector<int>{0, 1}));
        board.set(1, 2);   // 3 + 2 != 7
        message = rules.findConflict(board);
        QVERIFY(message);
        QCOMPARE(message->arguments.front(), std::string("7+"));
        QCOMPARE(rules.conflictingCells(board), (std::vector<int>{0, 1}));
        board.set(1, 4);
        QVERIFY(!rules.findConflict(board));
        QVERIFY(rules.conflictingCells(board).empty());

        board.setCages({{{0, 1}, ps::CageOperation::Add, 7}, {{2}, ps::CageOperation::Given, 2}});
        board.set(2, 1);   // a one-square cage that shows 2
        message = rules.findConflict(board);
        QVERIFY(message);
        QCOMPARE(message->text(), std::string("R1C3 holds 1, but its one-square cage shows 2."));
        QCOMPARE(rules.conflictingCells(board), (std::vector<int>{2}));
    }

    void badCagesAreRefused()
    {
        ps::Board board(3, 3);
        const auto refusal = [&](ps::Cages cages) {
            try {
                board.setCages(std::move(cages));
            } catch (const ps::EngineError& e) {
                return std::string(e.what());
            }
            return std::string();
        };
        QCOMPARE(refusal({{{}, ps::CageOperation::Add, 3}}), std::string("A cage has no squares."));
        QCOMPARE(refusal({{{8, 9}, ps::CageOperation::Add, 3}}), std::string("A cage reaches outside the 3x3 grid."));
        QCOMPARE(refusal({{{0, 1}, ps::CageOperation::Add, 3}, {{1, 2}, ps::CageOperation::Add, 3}}), std::string("R1C2 is in two cages."));
        QVERIFY(!board.hasCages());   // nothing half set
        // A product no values make is no solution, not a hang (z3 and native alike).
        board.setCages({{{0, 1, 2}, ps::CageOperation::Multiply, 0}});
        const ps::KenKenRules rules(3);
        ps::Z3Backend z3(rules);
        QCOMPARE(z3.countSolutions(board, 2).count, 0);
        QCOMPARE(rules.makeNativeSolver()->countSolutions(board, 2).count, 0);
    }

    // The native search against the z3 definition: the same counts (up to three) on seeded random
    // cagings with 0, 1 and many solutions, 3x3 to 6x6, in both z3 encodings.
    void nativeAgreesWithZ3()
    {
        int counted[4] = {0, 0, 0, 0};
        for (int n = 3; n <= 6; ++n) {
            const ps::KenKenRules rules(n);
            auto native = rules.makeNativeSolver();
            ps::Z3Backend z3(rules);
            ps::Z3Backend z3int(rules, ps::Z3Cells::Encoding::Integer);
            const int puzzles = n <= 4 ? 150 : 60;
            for (int i = 0; i < puzzles; ++i) {
                ps::Rng rng(static_cast<std::uint64_t>(1000 * n + i));
                const ps::Board solution = ps::randomLatinSquare(n, rng);
                ps::Board puzzle = randomCaging(solution, rng);
                if (i % 5 == 0) {   // a wrong target now and then: no solution at all
                    ps::Cages cages = puzzle.cages();
                    cages.front().target += 1;
                    puzzle.setCages(std::move(cages));
                }
                const ps::SolveResult mine = native->countSolutions(puzzle, 3);
                const ps::SolveResult theirs = (i % 2 == 0 ? z3 : z3int).countSolutions(puzzle, 3);
                QVERIFY2(mine.count == theirs.count,
                         qPrintable(QStringLiteral("n=%1 i=%2: native %3, z3 %4").arg(n).arg(i).arg(mine.count).arg(theirs.count)));
                for (const ps::Board& found : mine.solutions) {
                    QVERIFY(rules.isSolution(found));
                    QVERIFY(puzzle.agreesWith(found));   // the givens kept
                }
                ++counted[mine.count];
            }
        }
        // The test means something only if every outcome came up often.
        for (int count = 0; count <= 3; ++count)
            QVERIFY2(counted[count] >= 20, qPrintable(QStringLiteral("%1 solutions: %2 puzzles").arg(count).arg(counted[count])));
    }

    // Up to 4x4 the uniqueness question is answered from the table of every Latin square: the table
    // holds exactly the 12 and 576 Latin squares, and on seeded random cagings (one memory of cage sets
    // across all of them) its answer is the search's and z3's.
    void smallSquareUniquenessAgreesWithSearchAndZ3()
    {
        const std::map<int, std::size_t> latinSquares{{1, 1}, {2, 2}, {3, 12}, {4, 576}};
        for (const auto& [n, expected] : latinSquares) {
            const std::vector<std::uint64_t>& table = ps::allLatinSquares(n);
            QCOMPARE(table.size(), expected);
            QCOMPARE(std::set<std::uint64_t>(table.begin(), table.end()).size(), expected);
            for (std::uint64_t packed : table) {
                ps::Board board(n, n);
                for (int cell = 0; cell < n * n; ++cell)
                    board.set(cell, static_cast<ps::CellValue>((packed >> (4 * cell)) & 0xF));
                QVERIFY(isLatin(board));
            }
        }
        int outcomes[2] = {0, 0};
        for (int n = 3; n <= 4; ++n) {
            const ps::KenKenRules rules(n);
            ps::KenKenSearch search(n);
            ps::Z3Backend z3(rules);
            ps::SmallSquareSolutions small(n);
            for (int i = 0; i < 400; ++i) {
                ps::Rng rng(static_cast<std::uint64_t>(5000 * n + i));
                const ps::Board solution = ps::randomLatinSquare(n, rng);
                ps::Board puzzle = randomCaging(solution, rng);
                if (i % 7 == 0) {   // a wrong target now and then: the reference is no solution
                    ps::Cages cages = puzzle.cages();
                    cages.back().target += 1;
                    puzzle.setCages(std::move(cages));
                }
                std::vector<ps::Board> found;
                QVERIFY(!search.load(puzzle) || search.run(3, 0, nullptr, found));
                const bool otherBySearch = std::any_of(found.begin(), found.end(), [&](const ps::Board& b) { return b.cells() != solution.cells(); });
                const bool other = small.hasOtherSolution(puzzle, solution);
                QVERIFY2(other == otherBySearch, qPrintable(QStringLiteral("n=%1 i=%2: table %3, search %4").arg(n).arg(i).arg(other).arg(otherBySearch)));
                if (i % 4 == 0)
                    QCOMPARE(z3.hasSolutionOtherThan(puzzle, solution), other);
                ++outcomes[other];
            }
        }
        QVERIFY2(outcomes[0] >= 100 && outcomes[1] >= 100, qPrintable(QStringLiteral("unique %1, not %2").arg(outcomes[0]).arg(outcomes[1])));
    }

    // Every sgt-keen puzzle of the data (2,100, 4x4 to 9x9, all five levels) has exactly one solution,
    // and the native solver finds it and proves it.
    void solvesEverySgtKeenPuzzle()
    {
        const std::vector<KeenPuzzle> puzzles = keenPuzzles();
        QCOMPARE(puzzles.size(), std::size_t{2100});
        std::map<int, std::unique_ptr<ps::KenKenRules>> rules;
        for (const KeenPuzzle& keen : puzzles) {
            const int n = keen.puzzle.rows();
            if (!rules[n])
                rules[n] = std::make_unique<ps::KenKenRules>(n);
            auto solver = rules[n]->makeNativeSolver();
            const ps::SolveResult result = solver->countSolutions(keen.puzzle, 2);
            QCOMPARE(result.count, 1);
            QVERIFY(!result.stopped);
            QVERIFY(rules[n]->isSolution(result.solutions.front()));
            QVERIFY(!rules[n]->findConflict(result.solutions.front()));
        }
    }

    // Their game IDs decode to the same cages and givens as the data's own cage maps.
    void keenGameIdsDecode()
    {
        int decoded = 0;
        for (const KeenPuzzle& keen : keenPuzzles()) {
            const ps::Board fromId = ps::parseKeenGameId(keen.gameId);
            QVERIFY2(fromId == keen.puzzle, keen.gameId.c_str());
            ++decoded;
        }
        QCOMPARE(decoded, 2100);
        const ps::Board example = ps::parseKeenGameId("3:_a_aa_c,s1a8m9");
        QCOMPARE(example.rows(), 3);
        for (const char* bad : {"3:_a_aa_c", "2:__,a3a3", "3:_a_aa_c,s1a8", "3:_a_aa_c,s1a8m9a4", "3:_a_aa_c,q1a8m9", "3:_a_aa_c,s1a8m", "3:_a_a,s1a8m9", "3:_a_aa_cz,s1a8m9", "3:?,a1", "13:_,a1"}) {
            QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::parseKeenGameId(bad));
        }
    }

    void z3SolvesSgtKeenPuzzlesToo()
    {
        const std::vector<KeenPuzzle> puzzles = keenPuzzles();
        int checked = 0;
        for (std::size_t i = 0; i < puzzles.size(); i += 35) {   // 60 of them, every size and level
            const ps::KenKenRules rules(puzzles[i].puzzle.rows());
            ps::Z3Backend z3(rules);
            auto native = rules.makeNativeSolver();
            const ps::SolveResult theirs = z3.countSolutions(puzzles[i].puzzle, 2);
            QCOMPARE(theirs.count, 1);
            QVERIFY(theirs.solutions.front() == native->countSolutions(puzzles[i].puzzle, 2).solutions.front());
            ++checked;
        }
        QCOMPARE(checked, 60);
    }

    // Published puzzles (New York Times, kenkenpuzzle.com, Wikipedia's example; 5x5 to 9x9) read from the
    // grid text format: each has one solution, z3 agrees, the step solver reaches it, and the one whose
    // solution came with it comes out as published.
    void publishedPuzzlesAreSolvedAndProvenUnique()
    {
        QFile file(QStringLiteral(PUZZLESMITH_TEST_DATA "/kenken-published.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY2(readGridText(QString::fromUtf8(file.readAll()), QStringLiteral("kenken"), puzzles, &error), qPrintable(error));
        QCOMPARE(puzzles.size(), std::size_t{7});
        std::vector<std::string> solutions;
        for (const GridTextPuzzle& published : puzzles) {
            const ps::Board& puzzle = published.board;
            QVERIFY(!puzzle.cages().empty());
            const ps::KenKenRules rules(puzzle.rows());
            const ps::SolveResult native = rules.makeNativeSolver()->countSolutions(puzzle, 2);
            QCOMPARE(native.count, 1);
            ps::Z3Backend z3(rules);
            const ps::SolveResult proof = z3.countSolutions(puzzle, 2);
            QCOMPARE(proof.count, 1);
            QVERIFY(proof.solutions.front() == native.solutions.front());
            const ps::StepTrace trace = rules.makeStepSolver()->solve(puzzle);
            QVERIFY(trace.solved);
            QVERIFY(trace.result.cells() == native.solutions.front().cells());
            std::string rows;
            for (ps::CellValue v : native.solutions.front().cells())
                rows += static_cast<char>('0' + v);
            solutions.push_back(rows);
        }
        // The New York Times of 2024-05-04, as the newspaper gave the answer.
        QCOMPARE(solutions[6], std::string("352641534216643125125364216453461532"));
    }

    // GenPuzzles with merges: every puzzle unique by z3 (independent of the native solver that made it),
    // the same puzzle from the same seed, cages within limits, and the twins the harvest keeps valid.
    void generatedPuzzlesAreUniqueAndReproducible()
    {
        for (int n = 3; n <= 7; ++n) {
            const ps::KenKenRules rules(n);
            auto native = rules.makeNativeSolver();
            ps::Z3Backend z3(rules);
            const ps::RuleClassifier classifier;
            ps::PuzzleGenerator generator(rules, *native, classifier);
            ps::GenerationSettings settings;
            settings.harvest = false;
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                ps::Rng rng(seed);
                const ps::GenerationResult result = generator.run(settings, rng);
                const ps::Board& puzzle = result.puzzle;
                QVERIFY(rules.isSolution(result.solution));
                QVERIFY(result.solution.agreesWith(puzzle) || puzzle.agreesWith(result.solution));
                const ps::SolveResult check = z3.countSolutions(puzzle, 2);
                QCOMPARE(check.count, 1);
                QVERIFY(check.solutions.front().cells() == result.solution.cells());
                for (const ps::Cage& cage : puzzle.cages()) {
                    QVERIFY(cage.cells.size() <= static_cast<std::size_t>(ps::kenken_cages::kMaxCageSize));
                    QCOMPARE(cage.cells.size() == 1, puzzle.at(cage.cells.front()) != 0);   // a one-square cage is its given
                }
                QVERIFY(puzzle.emptyCount() > 0);
                ps::Rng again(seed);
                QVERIFY(generator.run(settings, again).puzzle == puzzle);
                for (const ps::BoardTransform& twin : ps::grid_symmetry::twinTransforms(n, n)) {
                    const ps::Board moved = twin.apply(puzzle);
                    const ps::SolveResult twinCheck = native->countSolutions(moved, 2);
                    QCOMPARE(twinCheck.count, 1);
                    QVERIFY(twinCheck.solutions.front().cells() == twin.apply(result.solution).cells());
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestKenKenEngine)
#include "test_kenken_engine.moc"
