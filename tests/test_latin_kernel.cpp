// The Latin-square kernel (engine/latin/): its unit tables, its propagation and search, the cage rule on
// top, the shared repeated-value finder, and its counts against z3 on seeded boards of Sudoku, Jigsaw and
// KenKen.
#include "TestBoards.h"
#include "core/Rng.h"
#include "latin/CageConstraint.h"
#include "latin/LatinSearch.h"
#include "latin/RepeatedValues.h"
#include "solve/Z3Backend.h"
#include "types/jigsaw/JigsawRegions.h"
#include "types/jigsaw/JigsawRules.h"
#include "types/kenken/KenKenCaging.h"
#include "types/kenken/KenKenRules.h"
#include "types/sudoku/SudokuRules.h"

#include <QtTest>

#include <set>

namespace {

// The kernel's count up to `limit` (no budget), every solution checked against the givens.
int kernelCount(ps::LatinSearch& search, const ps::Board& board, int limit)
{
    std::vector<ps::Board> found;
    if (!search.load(board))
        return 0;
    if (!search.run(limit, 0, nullptr, found))
        return -1;
    for (const ps::Board& solution : found)
        if (!board.agreesWith(solution))
            return -2;
    return static_cast<int>(found.size());
}

// `solution` with random cages of 1 to 4 squares grown from random squares, operations as generation
// draws them; a one-square cage is left without a clue (more solutions).
ps::Board caged(const ps::Board& solution, ps::Rng& rng)
{
    const int n = solution.rows();
    std::vector<char> taken(static_cast<std::size_t>(n * n), 0);
    ps::Cages cages;
    for (int start : rng.permutation(n * n)) {
        if (taken[static_cast<std::size_t>(start)])
            continue;
        taken[static_cast<std::size_t>(start)] = 1;
        std::vector<int> cells{start};
        const int want = 1 + rng.below(4);
        for (int tries = 0; tries < 8 && static_cast<int>(cells.size()) < want; ++tries) {
            const int from = cells[static_cast<std::size_t>(rng.below(static_cast<int>(cells.size())))];
            const int step = rng.below(4);
            const int r = from / n + (step == 0 ? -1 : step == 1 ? 1 : 0);
            const int c = from % n + (step == 2 ? -1 : step == 3 ? 1 : 0);
            if (r < 0 || c < 0 || r >= n || c >= n || taken[static_cast<std::size_t>(r * n + c)])
                continue;
            taken[static_cast<std::size_t>(r * n + c)] = 1;
            cells.push_back(r * n + c);
        }
        ps::Cage cage = ps::kenken_cages::makeCage(cells, solution, 1.0, rng);
        if (cage.cells.size() == 1)
            cage.operation = ps::CageOperation::None;
        cages.push_back(std::move(cage));
    }
    ps::normalize(cages);
    ps::Board board = solution;
    board.setCages(std::move(cages));
    return board;
}

int capped(int count) { return std::min(count, 2); }

} // namespace

class TestLatinKernel : public QObject {
    Q_OBJECT

private slots:
    void unitTables()
    {
        const ps::LatinUnits square(4, ps::LatinUnits::rowsAndColumns(4));
        QCOMPARE(square.unitCount(), 8);
        QCOMPARE(square.unitsPerCell(), 2);
        QCOMPARE(square.peerCount(), 6);
        QCOMPARE(square.all(), ps::CandidateMask{0xF});
        QCOMPARE(square.unitCells(5)[2], 9);   // column 1, third square
        const ps::SudokuShape shape(3, 3);
        const ps::LatinUnits sudoku(9, shape.units());
        QCOMPARE(sudoku.unitsPerCell(), 3);
        QCOMPARE(sudoku.peerCount(), 20);
        const int* peers = sudoku.peersOf(0);
        QVERIFY(std::is_sorted(peers, peers + 20));
        QCOMPARE(std::set<int>(peers, peers + 20), (std::set<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ps::LatinUnits(3, {{0, 1}}));
    }

    // Propagation alone solves what singles solve, and finds a repeat as a contradiction.
    void propagationReachesTheSinglesFixedPoint()
    {
        ps::LatinPropagation latin(ps::LatinUnits(4, ps::SudokuShape(2, 2).units()));
        std::vector<ps::CandidateMask> cand(16);
        ps::Board board(4, 4);
        // 1 2 | 3 4 / 3 4 | 1 2 / 2 1 | 4 3 / 4 3 | 2 1 with a few givens: naked and hidden singles finish it.
        const int solution[16] = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        for (int cell : {0, 1, 2, 5, 10, 15, 12})
            board.set(cell, static_cast<ps::CellValue>(solution[cell]));
        QVERIFY(latin.load(cand.data(), board));
        QVERIFY(latin.propagate(cand.data()));
        for (int cell = 0; cell < 16; ++cell)
            QCOMPARE(cand[static_cast<std::size_t>(cell)], ps::CandidateMask{1} << (solution[cell] - 1));
        board.set(3, 1);   // 1 twice in row 1
        QVERIFY(latin.load(cand.data(), board));
        QVERIFY(!latin.propagate(cand.data()));
        board.set(3, 9);   // not a value of the grid
        QVERIFY(!latin.load(cand.data(), board));
    }

    // Naked singles alone stop where a hidden single is needed.
    void hiddenSinglesCanBeSwitchedOff()
    {
        // 1 is placed in columns 1 to 3 below row 1: in row 1 it has one place left, column 4, which
        // still has every value (no naked single there).
        ps::LatinPropagation latin(ps::LatinUnits(4, ps::LatinUnits::rowsAndColumns(4)));
        std::vector<ps::CandidateMask> cand(16);
        ps::Board board(4, 4);
        board.set(1, 0, 1);
        board.set(2, 1, 1);
        board.set(3, 2, 1);   // 1 has one place left in row 1: column 4
        QVERIFY(latin.load(cand.data(), board));
        latin.setHiddenSingles(false);
        QVERIFY(latin.propagate(cand.data()));
        QVERIFY(cand[3] != 1U);
        latin.setHiddenSingles(true);
        QVERIFY(latin.load(cand.data(), board));
        QVERIFY(latin.propagate(cand.data()));
        QCOMPARE(cand[3], ps::CandidateMask{1});
    }

    // The empty 4x4 Latin square has 576 fillings, the empty 4x4 Sudoku 288, the empty 6x6 Sudoku 28200960
    // (only counted up to a limit here); a node budget and a cancelled token stop the search.
    void searchCountsAndStops()
    {
        ps::LatinSearch square(ps::LatinUnits(4, ps::LatinUnits::rowsAndColumns(4)));
        QCOMPARE(kernelCount(square, ps::Board(4, 4), 1000), 576);
        ps::LatinSearch sudoku(ps::LatinUnits(4, ps::SudokuShape(2, 2).units()));
        QCOMPARE(kernelCount(sudoku, ps::Board(4, 4), 1000), 288);
        std::set<std::vector<ps::CellValue>> distinct;
        std::vector<ps::Board> found;
        QVERIFY(sudoku.load(ps::Board(4, 4)));
        QVERIFY(sudoku.run(1000, 0, nullptr, found));
        for (const ps::Board& board : found)
            distinct.insert(board.cells());
        QCOMPARE(distinct.size(), std::size_t{288});

        ps::LatinSearch big(ps::LatinUnits(9, ps::SudokuShape(3, 3).units()));
        found.clear();
        QVERIFY(big.load(ps::Board(9, 9)));
        const long before = big.nodes();
        QVERIFY(!big.run(1'000'000, before + 50, nullptr, found));   // out of nodes
        QCOMPARE(big.nodes(), before + 50);
        ps::CancelToken cancelled;
        cancelled.cancel();
        found.clear();
        QVERIFY(big.load(ps::Board(9, 9)));
        QVERIFY(!big.run(10, 0, &cancelled, found));
        QVERIFY(found.empty());
    }

    // With a guide, the first solution found is the guide's own (every branch tries its value first).
    void guideIsFollowed()
    {
        const ps::SudokuRules rules(ps::SudokuShape(3, 3));
        ps::Rng rng(7);
        const ps::Board solution = rules.randomSolution(rng);
        std::vector<ps::CandidateMask> bits;
        for (int cell = 0; cell < 81; ++cell)
            bits.push_back(ps::CandidateMask{1} << (solution.at(cell) - 1));
        ps::LatinSearch search(ps::LatinUnits(9, rules.shape().units()));
        for (bool departed : {false, true}) {
            std::vector<ps::Board> found;
            QVERIFY(search.load(ps::Board(9, 9)));
            QVERIFY(search.run(1, 0, nullptr, found, ps::LatinGuide{bits.data(), departed}));
            QCOMPARE(found.size(), std::size_t{1});
            QCOMPARE(found.front().cells(), solution.cells());
        }
    }

    // Sudoku (4x4, 6x6, 9x9) and Jigsaw boards: the kernel's count (0, 1, 2+) is z3's, and each comes up.
    void countsAgreeWithZ3OnSudokuAndJigsaw()
    {
        std::set<int> seen;
        int boards = 0;
        for (const auto& [boxRows, boxCols] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}}) {
            const ps::SudokuRules rules{ps::SudokuShape(boxRows, boxCols)};
            const int n = rules.shape().size();
            ps::Z3Backend z3(rules);
            ps::LatinSearch search(ps::LatinUnits(n, rules.shape().units()));
            for (int i = 0; i < 40; ++i) {
                ps::Rng rng(static_cast<std::uint64_t>(100 * n + i));
                const ps::Board solution = rules.randomSolution(rng);
                const ps::Board board = partialBoard(solution, n * n / 4 + rng.below(n * n / 3), i % 3 == 0 ? 1 : 0, n, rng);
                const int mine = kernelCount(search, board, 3);
                const int theirs = z3.countSolutions(board, 3).count;
                QVERIFY2(mine == theirs, qPrintable(QStringLiteral("%1x%1 i=%2: kernel %3, z3 %4").arg(n).arg(i).arg(mine).arg(theirs)));
                seen.insert(capped(mine));
                ++boards;
            }
        }
        for (int n : {6, 9}) {
            const ps::JigsawRules rules(n);
            ps::Z3Backend z3(rules);
            for (int i = 0; i < 20; ++i) {
                ps::Rng rng(static_cast<std::uint64_t>(900 + 10 * n + i));
                const ps::Board solution = rules.randomSolution(rng);
                const std::optional<std::vector<int>> regionOf = ps::jigsaw_regions::fromCages(n, solution.cages());
                QVERIFY(regionOf.has_value());
                ps::LatinSearch search(ps::LatinUnits(n, ps::LatinUnits::withRegions(n, *regionOf)));
                const ps::Board board = partialBoard(solution, n * n / 4 + rng.below(n * n / 3), i % 3 == 0 ? 1 : 0, n, rng);
                const int mine = kernelCount(search, board, 3);
                const int theirs = z3.countSolutions(board, 3).count;
                QVERIFY2(mine == theirs, qPrintable(QStringLiteral("jigsaw %1 i=%2: kernel %3, z3 %4").arg(n).arg(i).arg(mine).arg(theirs)));
                seen.insert(capped(mine));
                ++boards;
            }
        }
        QCOMPARE(boards, 160);
        QCOMPARE(seen, (std::set<int>{0, 1, 2}));
    }

    // KenKen boards (rows and columns, cages on top): the kernel's count is z3's, and each comes up.
    void cageCountsAgreeWithZ3()
    {
        std::set<int> seen;
        for (int n : {4, 5, 6}) {
            const ps::KenKenRules rules(n);
            ps::Z3Backend z3(rules);
            ps::LatinSearch search(ps::LatinUnits(n, ps::LatinUnits::rowsAndColumns(n)));
            ps::CageConstraint cages(search.units(), false);
            search.propagation().setConstraint(&cages);
            for (int i = 0; i < 30; ++i) {
                ps::Rng rng(static_cast<std::uint64_t>(3000 + 100 * n + i));
                const ps::Board solution = rules.randomSolution(rng);
                ps::Board board = partialBoard(caged(solution, rng), rng.below(n), 0, n, rng);
                if (i % 5 == 0) {   // a wrong target now and then: no solution at all
                    ps::Cages wrong = board.cages();
                    wrong.front().target += 1;
                    board.setCages(std::move(wrong));
                }
                cages.setCages(board.cages());
                const int mine = kernelCount(search, board, 3);
                const int theirs = z3.countSolutions(board, 3).count;
                QVERIFY2(mine == theirs, qPrintable(QStringLiteral("kenken %1 i=%2: kernel %3, z3 %4").arg(n).arg(i).arg(mine).arg(theirs)));
                seen.insert(capped(mine));
            }
        }
        QCOMPARE(seen, (std::set<int>{0, 1, 2}));
    }

    // Cages whose values all differ (Killer Sudoku's): the kernel with sum cages counts exactly the
    // fillings of the grid that meet every cage, found by filtering all fillings without the cages.
    void distinctSumCagesAgreeWithFiltering()
    {
        const ps::SudokuShape shape(2, 2);
        ps::LatinSearch plain(ps::LatinUnits(4, shape.units()));
        std::vector<ps::Board> every;
        QVERIFY(plain.load(ps::Board(4, 4)));
        QVERIFY(plain.run(1000, 0, nullptr, every));
        QCOMPARE(every.size(), std::size_t{288});
        ps::LatinSearch killer(ps::LatinUnits(4, shape.units()));
        ps::CageConstraint cages(killer.units(), true);
        killer.propagation().setConstraint(&cages);
        std::set<int> seen;
        for (int i = 0; i < 30; ++i) {
            ps::Rng rng(static_cast<std::uint64_t>(77 + i));
            const ps::Board& solution = every[static_cast<std::size_t>(rng.below(288))];
            // Sum cages over pairs of squares (some not sharing a row, column or box), the rest single.
            ps::Cages caging;
            const std::vector<int> order = rng.permutation(16);
            for (std::size_t k = 0; k + 1 < order.size(); k += 2) {
                std::vector<int> cells{order[k], order[k + 1]};
                std::sort(cells.begin(), cells.end());
                caging.push_back(ps::Cage{cells, ps::CageOperation::Add, solution.at(cells[0]) + solution.at(cells[1])});
            }
            ps::normalize(caging);
            ps::Board board(4, 4);
            board.setCages(caging);
            cages.setCages(caging);
            std::vector<ps::Board> found;
            QVERIFY(killer.load(board));
            QVERIFY(killer.run(1000, 0, nullptr, found));
            std::set<std::vector<ps::CellValue>> mine;
            for (const ps::Board& b : found)
                mine.insert(b.cells());
            std::set<std::vector<ps::CellValue>> filtered;
            for (const ps::Board& b : every) {
                const bool holds = std::all_of(caging.begin(), caging.end(), [&](const ps::Cage& cage) {
                    return b.at(cage.cells[0]) != b.at(cage.cells[1]) && b.at(cage.cells[0]) + b.at(cage.cells[1]) == cage.target;
                });
                if (holds)
                    filtered.insert(b.cells());
            }
            QCOMPARE(mine, filtered);
            QCOMPARE(found.size(), mine.size());   // no solution twice
            seen.insert(capped(static_cast<int>(mine.size())));
        }
        QVERIFY(seen.contains(1) && seen.contains(2));
    }

    void repeatedValues()
    {
        ps::Board board(4, 4);
        const std::vector<std::vector<int>> units = ps::LatinUnits::rowsAndColumns(4);
        QVERIFY(!ps::findRepeatedValue(board, units));
        QVERIFY(ps::squaresWithRepeatedValues(board, units).empty());
        board.set(1, 1, 3);
        board.set(1, 3, 3);   // 3 twice in row 2
        board.set(3, 3, 3);   // and in column 4
        const std::optional<ps::RepeatedValue> repeat = ps::findRepeatedValue(board, units);
        QVERIFY(repeat.has_value());
        QCOMPARE(repeat->unit, 1);
        QCOMPARE(repeat->first, 5);
        QCOMPARE(repeat->second, 7);
        QCOMPARE(ps::squaresWithRepeatedValues(board, units), (std::vector<int>{5, 7, 15}));
    }
};

QTEST_GUILESS_MAIN(TestLatinKernel)
#include "test_latin_kernel.moc"
