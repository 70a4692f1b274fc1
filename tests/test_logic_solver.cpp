// The human-style solver: each technique where it must fire and where it must not, and whole solves
// checked step by step against the unique solution.
#include "TestData.h"

#include "document/LineFormat.h"
#include "types/sudoku/SudokuLogicSolver.h"
#include "types/sudoku/SudokuSingles.h"
#include "types/sudoku/Techniques.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QtTest>

using namespace ps;

namespace {

const SudokuShape kShape(3, 3);

int cell(int row, int col) { return (row - 1) * 9 + (col - 1); }

// Leaves only `keep` as candidates of the square.
void restrict(CandidateGrid& grid, int c, std::initializer_list<int> keep)
{
    for (int v = 1; v <= 9; ++v)
        if (std::find(keep.begin(), keep.end(), v) == keep.end())
            grid.eliminate(c, v);
}

// Removes v from every square of row `row` except the columns listed.
void confineInRow(CandidateGrid& grid, int row, int v, std::initializer_list<int> cols)
{
    for (int col = 1; col <= 9; ++col)
        if (std::find(cols.begin(), cols.end(), col) == cols.end())
            grid.eliminate(cell(row, col), v);
}

bool eliminates(const LogicStep& step, int c, int v)
{
    return std::find(step.eliminations.begin(), step.eliminations.end(), CellValuePair{c, v}) != step.eliminations.end();
}

Board parse(const QString& text)
{
    PuzzleLine line;
    if (!parsePuzzleLine(text, line, nullptr))
        qFatal("bad test data");
    return line.board;
}

} // namespace

class TestLogicSolver : public QObject {
    Q_OBJECT
private slots:
    void nakedSingle()
    {
        QVERIFY(!findNakedSingle(makeCandidateGrid(kShape, Board(9, 9))));
        Board board(9, 9);
        for (int col = 1; col <= 8; ++col)
            board.set(cell(1, col), static_cast<CellValue>(col));
        const auto step = findNakedSingle(makeCandidateGrid(kShape, board));
        QVERIFY(step);
        QCOMPARE(step->placements.front(), (CellValuePair{cell(1, 9), 9}));
    }

    // A naked single left by earlier eliminations says which values were struck, not that they are all
    // in the square's row, column or box (which is false).
    void nakedSingleNamesStruckValues()
    {
        Board board(9, 9);
        for (int col = 1; col <= 6; ++col)
            board.set(cell(1, col), static_cast<CellValue>(col));   // row 1 holds 1-6
        CandidateGrid grid = makeCandidateGrid(kShape, board);
        grid.eliminate(cell(1, 9), 7);   // struck by an earlier step: no unit of R1C9 holds 7
        grid.eliminate(cell(1, 9), 8);
        const auto step = findNakedSingle(grid);
        QVERIFY(step);
        QCOMPARE(step->placements.front(), (CellValuePair{cell(1, 9), 9}));
        QCOMPARE(QString::fromStdString(step->explanation.text()),
                 QStringLiteral("R1C9 must be 9: every other value is already in its row, column or box, or was struck from its "
                                "candidates by an earlier step (7, 8)."));
        const auto plain = findNakedSingle(makeCandidateGrid(kShape, [] {
            Board full(9, 9);
            for (int col = 1; col <= 8; ++col)
                full.set(cell(1, col), static_cast<CellValue>(col));
            return full;
        }()));
        QVERIFY(plain);
        QCOMPARE(QString::fromStdString(plain->explanation.text()), QStringLiteral("R1C9 must be 9: every other value is already in its row, column or box."));
    }

    void hiddenSingle()
    {
        CandidateGrid grid = makeCandidateGrid(kShape, Board(9, 9));
        QVERIFY(!findHiddenSingle(grid));
        confineInRow(grid, 4, 5, {7});
        const auto step = findHiddenSingle(grid);
        QVERIFY(step);
        QCOMPARE(step->placements.front(), (CellValuePair{cell(4, 7), 5}));
        QCOMPARE(QString::fromStdString(step->explanation.text()), QStringLiteral("R4C7 must be 5: it is the only cell of row 4 that can hold 5."));
    }

    void pointingPair()
    {
        CandidateGrid grid = makeCandidateGrid(kShape, Board(9, 9));
        for (int c : {cell(1, 3), cell(2, 1), cell(2, 2), cell(2, 3), cell(3, 1), cell(3, 2), cell(3, 3)})
            grid.eliminate(c, 7);   // in box 1, 7 is left in R1C1 and R1C2 only
        const auto step = findStep(SudokuTechnique::PointingPair, grid);
        QVERIFY(step);
        QCOMPARE(step->technique, SudokuTechnique::PointingPair);
        QCOMPARE(step->eliminations.size(), std::size_t(6));
        QVERIFY(eliminates(*step, cell(1, 9), 7));
        QVERIFY(!eliminates(*step, cell(1, 1), 7));

        CandidateGrid diagonal = makeCandidateGrid(kShape, Board(9, 9));
        for (int c : {cell(1, 2), cell(1, 3), cell(2, 1), cell(2, 3), cell(3, 1), cell(3, 2), cell(3, 3)})
            diagonal.eliminate(c, 7);   // 7 left in R1C1 and R2C2: no common line
        QVERIFY(!findPointing(diagonal));
    }

    void boxLineReduction()
    {
        CandidateGrid grid = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(grid, 1, 7, {1, 2});
        QVERIFY(!findPointing(grid));
        const auto step = findBoxLineReduction(grid);
        QVERIFY(step);
        QCOMPARE(step->eliminations.size(), std::size_t(6));
        QVERIFY(eliminates(*step, cell(3, 3), 7));

        CandidateGrid spread = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(spread, 1, 7, {1, 5});
        QVERIFY(!findBoxLineReduction(spread));
    }

    void nakedPairTripleQuad()
    {
        CandidateGrid pair = makeCandidateGrid(kShape, Board(9, 9));
        restrict(pair, cell(1, 1), {1, 2});
        restrict(pair, cell(1, 5), {1, 2});
        const auto step = findStep(SudokuTechnique::NakedPair, pair);
        QVERIFY(step);
        QCOMPARE(step->technique, SudokuTechnique::NakedPair);
        QCOMPARE(step->eliminations.size(), std::size_t(14));   // 1 and 2 from the other 7 squares of row 1
        QVERIFY(!findNakedSubset(pair, 3) || findNakedSubset(pair, 3)->pattern.size() == 3);

        CandidateGrid notPair = makeCandidateGrid(kShape, Board(9, 9));
        restrict(notPair, cell(1, 1), {1, 2});
        restrict(notPair, cell(1, 5), {1, 3});
        QVERIFY(!findNakedSubset(notPair, 2));

        CandidateGrid triple = makeCandidateGrid(kShape, Board(9, 9));
        restrict(triple, cell(1, 1), {1, 2});
        restrict(triple, cell(1, 5), {2, 3});
        restrict(triple, cell(1, 9), {1, 3});
        const auto three = findStep(SudokuTechnique::NakedTriple, triple);
        QVERIFY(three);
        QCOMPARE(three->technique, SudokuTechnique::NakedTriple);
        QVERIFY(eliminates(*three, cell(1, 2), 3));

        CandidateGrid quad = makeCandidateGrid(kShape, Board(9, 9));
        restrict(quad, cell(2, 1), {1, 2});
        restrict(quad, cell(2, 3), {2, 3});
        restrict(quad, cell(2, 6), {3, 4});
        restrict(quad, cell(2, 8), {1, 4});
        QVERIFY(!findNakedSubset(quad, 3));
        const auto four = findStep(SudokuTechnique::NakedQuad, quad);
        QVERIFY(four);
        QCOMPARE(four->technique, SudokuTechnique::NakedQuad);
        QVERIFY(eliminates(*four, cell(2, 9), 4));
    }

    void hiddenPairTripleQuad()
    {
        CandidateGrid pair = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(pair, 1, 1, {3, 8});
        confineInRow(pair, 1, 2, {3, 8});
        const auto step = findStep(SudokuTechnique::HiddenPair, pair);
        QVERIFY(step);
        QCOMPARE(step->technique, SudokuTechnique::HiddenPair);
        QCOMPARE(step->eliminations.size(), std::size_t(14));   // 3..9 from both squares
        QVERIFY(eliminates(*step, cell(1, 8), 9));
        // The values are named as such: "In row 1, 1, 2 can only go in ..." read as rows.
        QCOMPARE(QString::fromStdString(step->explanation.text()), QStringLiteral("In row 1, the values 1, 2 can only go in R1C3, R1C8, so those cells hold nothing else."));

        CandidateGrid notPair = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(notPair, 1, 1, {3, 8});
        confineInRow(notPair, 1, 2, {3, 9});
        QVERIFY(!findHiddenSubset(notPair, 2));

        CandidateGrid triple = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(triple, 5, 4, {1, 2});
        confineInRow(triple, 5, 5, {2, 9});
        confineInRow(triple, 5, 6, {1, 9});
        QVERIFY(!findHiddenSubset(triple, 2));
        const auto three = findHiddenSubset(triple, 3);
        QVERIFY(three);
        QVERIFY(eliminates(*three, cell(5, 9), 7));

        CandidateGrid quad = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(quad, 9, 1, {1, 2});
        confineInRow(quad, 9, 2, {2, 3});
        confineInRow(quad, 9, 3, {3, 4});
        confineInRow(quad, 9, 4, {1, 4});
        QVERIFY(!findHiddenSubset(quad, 3));
        const auto four = findStep(SudokuTechnique::HiddenQuad, quad);
        QVERIFY(four);
        QCOMPARE(four->technique, SudokuTechnique::HiddenQuad);
    }

    void xWingAndSwordfish()
    {
        CandidateGrid xwing = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(xwing, 1, 4, {2, 7});
        confineInRow(xwing, 5, 4, {2, 7});
        const auto two = findStep(SudokuTechnique::XWing, xwing);
        QVERIFY(two);
        QCOMPARE(two->technique, SudokuTechnique::XWing);
        QCOMPARE(two->eliminations.size(), std::size_t(14));   // columns 2 and 7, rows other than 1 and 5
        QVERIFY(eliminates(*two, cell(9, 7), 4));
        QVERIFY(!eliminates(*two, cell(5, 7), 4));
        QCOMPARE(QString::fromStdString(two->explanation.text()), QStringLiteral("In rows 1, 5, the value 4 can only go in columns 2, 7, so those columns have no other 4."));

        CandidateGrid broken = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(broken, 1, 4, {2, 7});
        confineInRow(broken, 5, 4, {2, 8});
        QVERIFY(!findFish(broken, 2));

        CandidateGrid fish = makeCandidateGrid(kShape, Board(9, 9));
        confineInRow(fish, 1, 3, {1, 5});
        confineInRow(fish, 4, 3, {5, 9});
        confineInRow(fish, 7, 3, {1, 9});
        QVERIFY(!findFish(fish, 2));
        const auto three = findStep(SudokuTechnique::Swordfish, fish);
        QVERIFY(three);
        QCOMPARE(three->technique, SudokuTechnique::Swordfish);
        QVERIFY(eliminates(*three, cell(2, 5), 3));
        QVERIFY(!eliminates(*three, cell(4, 5), 3));
    }

    void xyWing()
    {
        CandidateGrid grid = makeCandidateGrid(kShape, Board(9, 9));
        restrict(grid, cell(1, 1), {1, 2});   // pivot
        restrict(grid, cell(1, 5), {1, 3});   // wing in its row
        restrict(grid, cell(5, 1), {2, 3});   // wing in its column
        const auto step = findXYWing(grid);
        QVERIFY(step);
        QCOMPARE(step->eliminations.size(), std::size_t(1));
        QVERIFY(eliminates(*step, cell(5, 5), 3));

        CandidateGrid other = makeCandidateGrid(kShape, Board(9, 9));
        restrict(other, cell(1, 1), {1, 2});
        restrict(other, cell(1, 5), {1, 3});
        restrict(other, cell(5, 1), {2, 4});
        QVERIFY(!findXYWing(other));
    }

    void everyStepIsSoundOnLabelledPuzzles()
    {
        // Replaying a trace: each placement is the solution's value, no elimination removes it, and the
        // hardest technique follows qqwing's scale (simple: naked singles only ... expert: guessing).
        SudokuLogicSolver solver(kShape);
        const auto rules = makeRules("sudoku", "3x3");
        auto native = makeBackend("native", *rules);
        const QMap<QString, QList<int>> expected{
            {"simple", {SudokuTechnique::NakedSingle}},
            {"easy", {SudokuTechnique::HiddenSingle}},
            {"intermediate", {SudokuTechnique::PointingPair, SudokuTechnique::BoxLineReduction, SudokuTechnique::NakedPair, SudokuTechnique::HiddenPair,
                              SudokuTechnique::NakedTriple, SudokuTechnique::HiddenTriple}},
        };
        for (const QString& record : testDataRecords("sudoku-qqwing-9x9-sample.txt")) {
            const Board givens = parse(record);
            const Board solution = native->countSolutions(givens, 1).solutions.front();
            const StepTrace trace = solver.solve(givens);
            QVERIFY(trace.solved);
            QCOMPARE(trace.result, solution);
            for (const LogicStep& step : trace.steps) {
                for (const CellValuePair& p : step.placements)
                    QCOMPARE(static_cast<int>(solution.at(p.cell)), p.value);
                for (const CellValuePair& e : step.eliminations)
                    QVERIFY(static_cast<int>(solution.at(e.cell)) != e.value);
                QVERIFY(!step.explanation.text().empty());
            }
            const QString label = record.section(QLatin1Char(','), 1, 1);
            if (expected.contains(label))
                QVERIFY2(expected[label].contains(trace.hardest), qPrintable(record + " " + QString::fromStdString(sudokuTechniques()[static_cast<std::size_t>(trace.hardest)].name)));
            if (label == QLatin1String("expert"))
                QVERIFY(trace.hardest >= SudokuTechnique::XWing);
            QVERIFY(trace.rounds > 0 && trace.rounds <= static_cast<int>(trace.steps.size()));
        }
    }

    void solvesOtherSizes()
    {
        for (const QString& record : testDataRecords("sudoku-solo-4-16-25.txt").mid(0, 30)) {
            const Board givens = parse(record);
            SudokuLogicSolver solver(SudokuShape::mostSquareFor(givens.rows()));
            const StepTrace trace = solver.solve(givens);
            QVERIFY(trace.solved);
            QVERIFY(givens.agreesWith(trace.result));
            if (record.contains(QLatin1String(",trivial,")))
                QVERIFY(trace.guesses == 0);
        }
    }

    void singlesBoundAgreesWithTheStepSolver()
    {
        // singlesSolve (generation's cheap bound of easy and medium) finishes a grid exactly when the step
        // solver does with naked singles only, or with naked and hidden singles only. Checked on labelled
        // 9x9 puzzles of every qqwing level, sgt-solo's 4x4 to 25x25, and each with its first clues
        // cleared (more empties: harder, or several solutions).
        QStringList records = testDataRecords("sudoku-qqwing-9x9-sample.txt").mid(0, 200);
        records += testDataRecords("sudoku-solo-4-16-25.txt").mid(0, 40);
        int naked = 0;
        int hidden = 0;
        int neither = 0;
        for (const QString& record : records) {
            Board givens = parse(record);
            const SudokuShape shape = SudokuShape::mostSquareFor(givens.rows());
            SudokuLogicSolver solver(shape);
            for (int cleared = 0; cleared < 3; ++cleared) {
                const StepTrace trace = solver.measure(givens);
                const bool nakedOnly = trace.solved && trace.guesses == 0 && trace.hardest == SudokuTechnique::NakedSingle;
                const bool singlesOnly = trace.solved && trace.guesses == 0 && trace.hardest <= SudokuTechnique::HiddenSingle;
                QCOMPARE(singlesSolve(shape, givens, Singles::Naked), nakedOnly);
                QCOMPARE(singlesSolve(shape, givens, Singles::NakedAndHidden), singlesOnly);
                naked += nakedOnly;
                hidden += singlesOnly && !nakedOnly;
                neither += !singlesOnly;
                for (int c = 0, left = 3; c < givens.cellCount() && left > 0; ++c)
                    if (givens.at(c) != 0) {
                        givens.set(c, 0);
                        --left;
                    }
            }
        }
        QVERIFY2(naked > 20 && hidden > 20 && neither > 20, qPrintable(QStringLiteral("%1 %2 %3").arg(naked).arg(hidden).arg(neither)));

        // A grid that breaks the rules, or holds a value it cannot have, is never finished.
        const SudokuShape small(2, 2);
        QVERIFY(!singlesSolve(small, parse(QStringLiteral("......34...23...")), Singles::NakedAndHidden));
        QVERIFY(!singlesSolve(small, parse(QStringLiteral("11..............")), Singles::NakedAndHidden));
        Board tooHigh(4, 4);
        tooHigh.set(0, 9);
        QVERIFY(!singlesSolve(small, tooHigh, Singles::NakedAndHidden));
        QVERIFY(singlesSolve(small, parse(QStringLiteral("1234341221434321")), Singles::Naked));
    }

    void contradictoryPuzzleIsReportedBroken()
    {
        SudokuLogicSolver solver(SudokuShape(2, 2));
        const StepTrace trace = solver.solve(parse(QStringLiteral("......34...23...")));
        QVERIFY(!trace.solved);
        QVERIFY(trace.broken);
    }
};

QTEST_GUILESS_MAIN(TestLogicSolver)
#include "test_logic_solver.moc"
