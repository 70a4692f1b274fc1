// The human-style Fillomino step solver: each technique on a small hand-made board, candidates, the
// player's narrowing, and whole solves of the sgt-filling puzzles checked against the rules.
#include "types/fillomino/FillominoStepGrid.h"
#include "types/fillomino/FillominoStepSearch.h"
#include "types/fillomino/FillominoStepSolver.h"
#include "types/fillomino/FillominoTechniques.h"

#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

#include <array>
#include <cstring>
#include <map>
#include <random>

using namespace ps;
using namespace ps::fillomino_steps;

namespace {

// A board from rows of '.' (empty) and digits.
Board makeBoard(std::initializer_list<const char*> rows)
{
    const int height = static_cast<int>(rows.size());
    const int width = static_cast<int>(std::strlen(*rows.begin()));
    Board board(height, width);
    int r = 0;
    for (const char* row : rows) {
        for (int c = 0; c < width; ++c)
            if (row[c] != '.')
                board.set(r, c, static_cast<CellValue>(row[c] - '0'));
        ++r;
    }
    return board;
}

// 1-based row and column.
int at(const Board& board, int row, int col) { return board.index(row - 1, col - 1); }

std::optional<LogicStep> firstOf(int technique, const FillominoStepGrid& grid)
{
    std::vector<LogicStep> steps;
    if (!findSteps(technique, grid, steps, false))
        return std::nullopt;
    return steps.front();
}

// Applies every step the technique finds.
void applyAll(int technique, FillominoStepGrid& grid)
{
    std::vector<LogicStep> steps;
    findSteps(technique, grid, steps, true);
    for (const LogicStep& step : steps)
        grid.apply(step);
}

QString text(const LogicStep& step) { return QString::fromStdString(step.explanation.text()); }

bool contains(const std::vector<int>& list, int x) { return std::find(list.begin(), list.end(), x) != list.end(); }

struct DataPuzzle {
    int size = 0;
    Board givens;
    QString gameId;
};

std::vector<DataPuzzle> readPuzzles()
{
    QFile file(QStringLiteral(PUZZLESMITH_TEST_DATA "/fillomino-filling.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    std::vector<DataPuzzle> out;
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QStringLiteral("size ")))
            continue;
        DataPuzzle p;
        p.size = lines[i].mid(5).trimmed().toInt();
        p.givens = Board(p.size, p.size);
        for (int r = 0; r < p.size; ++r) {
            const QString row = lines[i + 1 + r].trimmed();
            for (int c = 0; c < p.size; ++c)
                if (row[c] != QLatin1Char('.'))
                    p.givens.set(r, c, static_cast<CellValue>(row[c].digitValue()));
        }
        for (int j = i + 1 + p.size; j < lines.size() && !lines[j].trimmed().isEmpty(); ++j)
            if (lines[j].startsWith(QStringLiteral("gameid ")))
                p.gameId = lines[j].mid(7).trimmed();
        out.push_back(std::move(p));
    }
    return out;
}

const std::vector<DataPuzzle>& puzzles()
{
    static const std::vector<DataPuzzle> all = readPuzzles();
    return all;
}

// The solutions of puzzles(), found once by solve().
const std::vector<Board>& solutions()
{
    static const std::vector<Board> all = [] {
        std::vector<Board> out;
        for (const DataPuzzle& p : puzzles())
            out.push_back(FillominoStepSolver(p.size, p.size).solve(p.givens).result);
        return out;
    }();
    return all;
}

// The rules, checked independently of the solver: every group of equal values has as many squares as its
// value.
bool isValidSolution(const Board& b)
{
    if (!b.isFull())
        return false;
    std::vector<int> seen(static_cast<std::size_t>(b.cellCount()), 0);
    for (int start = 0; start < b.cellCount(); ++start) {
        if (seen[static_cast<std::size_t>(start)])
            continue;
        std::vector<int> stack{start};
        seen[static_cast<std::size_t>(start)] = 1;
        int size = 0;
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            ++size;
            const int r = b.rowOf(c), col = b.colOf(c);
            const int next[4][2] = {{r - 1, col}, {r + 1, col}, {r, col - 1}, {r, col + 1}};
            for (const auto& nb : next) {
                if (nb[0] < 0 || nb[0] >= b.rows() || nb[1] < 0 || nb[1] >= b.cols())
                    continue;
                const int n = b.index(nb[0], nb[1]);
                if (!seen[static_cast<std::size_t>(n)] && b.at(n) == b.at(c)) {
                    seen[static_cast<std::size_t>(n)] = 1;
                    stack.push_back(n);
                }
            }
        }
        if (size != b.at(start))
            return false;
    }
    return true;
}

// True when no placement of `step` differs from `solution` and no elimination removes its value.
bool agrees(const LogicStep& step, const Board& solution)
{
    for (const CellValuePair& p : step.placements)
        if (solution.at(p.cell) != p.value)
            return false;
    for (const CellValuePair& e : step.eliminations)
        if (solution.at(e.cell) == e.value)
            return false;
    return true;
}

// What a player following hints does with a step: values written in, eliminations into the pencil marks
// (an unmarked square starts from candidates(), as PlaySession::applyStep does).
void follow(const FillominoStepSolver& solver, const LogicStep& step, Board& board, std::vector<ValueSet>& marks)
{
    for (const CellValuePair& p : step.placements) {
        board.set(p.cell, static_cast<CellValue>(p.value));
        marks[static_cast<std::size_t>(p.cell)] = {};
    }
    if (step.eliminations.empty())
        return;
    const std::vector<ValueSet> allowed = solver.candidates(board);
    for (const CellValuePair& e : step.eliminations) {
        ValueSet& m = marks[static_cast<std::size_t>(e.cell)];
        if (m.isEmpty())
            m = allowed[static_cast<std::size_t>(e.cell)];
        m.erase(e.value);
    }
}

} // namespace

class TestFillominoLogic : public QObject {
    Q_OBJECT
private slots:
    void techniqueList()
    {
        const FillominoStepSolver solver(5, 5);
        const std::vector<TechniqueInfo>& list = solver.techniques();
        QCOMPARE(static_cast<int>(list.size()), static_cast<int>(FillominoTechnique::kCount));
        for (int t = 0; t < FillominoTechnique::kCount; ++t) {
            const TechniqueInfo& info = list[static_cast<std::size_t>(t)];
            QCOMPARE(info.guess, t == FillominoTechnique::Guess);
            QVERIFY(!info.name.empty());
            QCOMPARE(QString::fromStdString(info.name), QString::fromStdString(info.name).toLower());
        }
        QCOMPARE(solver.techniqueName(FillominoTechnique::CompleteRegion), std::string("complete region"));
        QCOMPARE(solver.techniqueName(FillominoTechnique::Guess), std::string("guess"));
    }

    void startingCandidates()
    {
        // A square takes no value bigger than its area of empty squares, unless an unfinished group of
        // that value next to the area makes room for it.
        const Board board = makeBoard({"555..", "1212."});
        const FillominoStepGrid grid(board);
        QVERIFY(grid.has(at(board, 1, 4), 5));    // 3 empty squares, but the 5 brings its own 3
        QVERIFY(grid.has(at(board, 1, 4), 3));
        QVERIFY(!grid.has(at(board, 1, 4), 4));
        QVERIFY(!grid.has(at(board, 1, 1), 5));   // filled
        const Board walled = makeBoard({"333", "1.1"});
        QCOMPARE(FillominoStepGrid(walled).candidateValues(at(walled, 2, 2)), (std::vector<int>{1}));
        QVERIFY(!FillominoStepGrid(makeBoard({"555..."})).isBroken());
        QVERIFY(FillominoStepGrid(makeBoard({"11"})).isBroken());
        QVERIFY(FillominoStepGrid(makeBoard({"3.1", "111"})).isBroken());   // the 3 has no room
    }

    void completeRegion()
    {
        QVERIFY(!firstOf(FillominoTechnique::CompleteRegion, FillominoStepGrid(makeBoard({"2..", "...", "..."}))));
        const Board board = makeBoard({"22.", "...", "..."});
        const auto step = firstOf(FillominoTechnique::CompleteRegion, FillominoStepGrid(board));
        QVERIFY(step);
        QCOMPARE(step->technique, static_cast<int>(FillominoTechnique::CompleteRegion));
        QVERIFY(step->placements.empty());
        QCOMPARE(step->eliminations, (std::vector<CellValuePair>{{at(board, 1, 3), 2}, {at(board, 2, 1), 2}, {at(board, 2, 2), 2}}));
        QCOMPARE(step->pattern, (std::vector<int>{0, 1}));
        QCOMPARE(text(*step), QStringLiteral("The 2 at R1C1 is a complete region, so R1C3, R2C1, R2C2 cannot be 2."));
        // The easiest step of the board.
        const auto next = FillominoStepSolver(3, 3).nextStep(board, {}, nullptr);
        QVERIFY(next);
        QCOMPARE(next->technique, static_cast<int>(FillominoTechnique::CompleteRegion));
    }

    void onlyWayOut()
    {
        Board board = makeBoard({"3.2", "31.", "2.."});
        auto step = firstOf(FillominoTechnique::OnlyWayOut, FillominoStepGrid(board));
        QVERIFY(step);
        QCOMPARE(step->placements, (std::vector<CellValuePair>{{at(board, 1, 2), 3}}));
        QVERIFY(step->eliminations.empty());
        QVERIFY(contains(step->pattern, at(board, 1, 1)) && contains(step->pattern, at(board, 2, 1)));
        QCOMPARE(text(*step), QStringLiteral("The 3 at R1C1 has 2 of its 3 squares and can only grow into R1C2."));
        // Growing right would join the other 2 into a region of 3: the only way is down.
        board = makeBoard({"2.2", "..."});
        step = firstOf(FillominoTechnique::OnlyWayOut, FillominoStepGrid(board));
        QVERIFY(step);
        QCOMPARE(step->placements, (std::vector<CellValuePair>{{at(board, 2, 1), 2}}));
        QCOMPARE(text(*step), QStringLiteral("The 2 at R1C1 has 1 of its 2 squares and can only grow into R2C1."));
        QVERIFY(!firstOf(FillominoTechnique::OnlyWayOut, FillominoStepGrid(makeBoard({"...", ".3.", "..."}))));
    }

    void isolatedSquare()
    {
        const Board board = makeBoard({"332", "3.2", "22."});
        const auto step = firstOf(FillominoTechnique::IsolatedSquare, FillominoStepGrid(board));
        QVERIFY(step);
        QCOMPARE(step->placements, (std::vector<CellValuePair>{{at(board, 2, 2), 1}}));
        QVERIFY(contains(step->pattern, at(board, 2, 2)) && contains(step->pattern, at(board, 1, 2)));
        QCOMPARE(text(*step), QStringLiteral("R2C2 must be 1: it has no empty neighbour, and none of the regions around it can take it in."));
        // The 3 may still take the square in.
        QVERIFY(!firstOf(FillominoTechnique::IsolatedSquare, FillominoStepGrid(makeBoard({"332", ".12", "1.."}))));
    }

    void equalRegionsTouch()
    {
        const Board board = makeBoard({"2.2", "...", "..."});
        const auto step = firstOf(FillominoTechnique::EqualRegionsTouch, FillominoStepGrid(board));
        QVERIFY(step);
        QCOMPARE(step->eliminations, (std::vector<CellValuePair>{{at(board, 1, 2), 2}}));
        QVERIFY(contains(step->pattern, 0) && contains(step->pattern, 1) && contains(step->pattern, 2));
        QCOMPARE(text(*step), QStringLiteral("R1C2 cannot be 2: it would join the 2s at R1C1, R1C3 into a region of 3 squares."));
        // Together they would still fit in a 4.
        QVERIFY(!firstOf(FillominoTechnique::EqualRegionsTouch, FillominoStepGrid(makeBoard({"4.4", "...", "..."}))));
    }

    void singleCandidate()
    {
        const Board board = makeBoard({"333", "..1"});
        FillominoStepGrid grid(board);
        QVERIFY(!firstOf(FillominoTechnique::SingleCandidate, grid));
        applyAll(FillominoTechnique::CompleteRegion, grid);   // R2C2 loses 1; its area holds only 1 or 2
        const auto step = firstOf(FillominoTechnique::SingleCandidate, grid);
        QVERIFY(step);
        QCOMPARE(step->placements, (std::vector<CellValuePair>{{at(board, 2, 2), 2}}));
        QCOMPARE(text(*step), QStringLiteral("R2C2 must be 2: every other value has been ruled out there, or would need more room than there is around it."));
        // The player's pencil marks count.
        const auto next = FillominoStepSolver(3, 3).nextStep(makeBoard({"...", "...", "..."}),
                                                             {{}, {}, {}, {}, ValueSet::fromMask(0b100), {}, {}, {}, {}}, nullptr);
        QVERIFY(next);
        QCOMPARE(next->technique, static_cast<int>(FillominoTechnique::SingleCandidate));
        QCOMPARE(next->placements, (std::vector<CellValuePair>{{4, 3}}));
    }

    void noRoom()
    {
        const Board board = makeBoard({"....", ".333"});
        FillominoStepGrid grid(board);
        QVERIFY(!firstOf(FillominoTechnique::NoRoom, grid));
        applyAll(FillominoTechnique::CompleteRegion, grid);   // the 3's neighbours lose 3: R1C1 is left alone
        const auto step = firstOf(FillominoTechnique::NoRoom, grid);
        QVERIFY(step);
        QCOMPARE(step->eliminations, (std::vector<CellValuePair>{{at(board, 1, 1), 3}}));
        QVERIFY(contains(step->pattern, at(board, 1, 1)));
        QCOMPARE(text(*step), QStringLiteral("R1C1 cannot be 3: there is not enough room around it for a region that big."));
    }

    void bottleneck()
    {
        const Board board = makeBoard({".4.", "1.1", "..."});
        const FillominoStepGrid grid(board);
        QVERIFY(!firstOf(FillominoTechnique::OnlyWayOut, grid));   // three ways out
        const auto step = firstOf(FillominoTechnique::Bottleneck, grid);
        QVERIFY(step);
        QCOMPARE(step->placements, (std::vector<CellValuePair>{{at(board, 2, 2), 4}}));
        QVERIFY(contains(step->pattern, at(board, 1, 2)));
        QCOMPARE(text(*step), QStringLiteral("R2C2 must be 4: the 4 at R1C2 has 1 of its 4 squares, and every way to complete it passes through R2C2."));
        // Squares away from the group: in a corridor of 6 the 5 needs the first four.
        const Board corridor = makeBoard({"5......"});
        std::vector<LogicStep> all;
        findSteps(FillominoTechnique::Bottleneck, FillominoStepGrid(corridor), all, true);
        QCOMPARE(static_cast<int>(all.size()), 4);
        QCOMPARE(all[3].placements, (std::vector<CellValuePair>{{at(corridor, 1, 5), 5}}));
        QCOMPARE(text(all[3]), QStringLiteral("R1C5 must be 5: the 5 at R1C1 has 1 of its 5 squares, and every way to complete it passes through R1C5."));
    }

    void sealedArea()
    {
        Board board = makeBoard({"..1", "333", "122"});
        auto step = firstOf(FillominoTechnique::SealedArea, FillominoStepGrid(board));
        QVERIFY(step);
        QCOMPARE(step->placements, (std::vector<CellValuePair>{{at(board, 1, 1), 2}, {at(board, 1, 2), 2}}));
        QCOMPARE(step->pattern, (std::vector<int>{0, 1}));
        QCOMPARE(text(*step), QStringLiteral("No unfinished region can reach R1C1, R1C2, so these squares must be split into whole regions of their "
                                             "own; every way of doing that gives R1C1 = 2, R1C2 = 2."));
        // Two ways to split (an L of 3, or a 2 and a 1): only values no way uses go.
        board = makeBoard({"..2", ".42", "444"});
        step = firstOf(FillominoTechnique::SealedArea, FillominoStepGrid(board));
        QVERIFY(step);
        QVERIFY(step->placements.empty());
        QCOMPARE(step->eliminations, (std::vector<CellValuePair>{{at(board, 1, 1), 1}, {at(board, 1, 2), 2}, {at(board, 2, 1), 1}}));
        QCOMPARE(text(*step), QStringLiteral("No unfinished region can reach R1C1, R1C2, R2C1, so these squares must be split into whole regions of "
                                             "their own; no way of doing that puts 1 in R1C1, 2 in R1C2, 1 in R2C1."));
        // An unfinished group next to the area may grow into it: not sealed.
        QVERIFY(!firstOf(FillominoTechnique::SealedArea, FillominoStepGrid(makeBoard({"3.", ".."}))));
    }

    void unreachableSquare()
    {
        const Board board = makeBoard({"555..."});
        const FillominoStepGrid grid(board);
        QVERIFY(!firstOf(FillominoTechnique::NoRoom, grid));   // the 5 and the empty squares make room for 6
        const auto step = firstOf(FillominoTechnique::UnreachableSquare, grid);
        QVERIFY(step);
        QCOMPARE(step->eliminations, (std::vector<CellValuePair>{{at(board, 1, 6), 5}}));
        QCOMPARE(step->pattern, (std::vector<int>{at(board, 1, 6)}));
        QCOMPARE(text(*step), QStringLiteral("R1C6 cannot be 5: no group of that value can grow to it without getting too big, and a new region of "
                                             "that size has no room there."));
    }

    void candidates()
    {
        const FillominoStepSolver solver(1, 6);
        const std::vector<ValueSet> c = solver.candidates(makeBoard({"555..."}));
        QCOMPARE(static_cast<int>(c.size()), 6);
        QVERIFY(c[0].isEmpty() && c[1].isEmpty() && c[2].isEmpty());
        QVERIFY(c[3].contains(5) && c[4].contains(5));
        QVERIFY(!c[5].contains(5));
        QCOMPARE(c[5].values(), (std::vector<int>{1, 2, 3}));   // no room for more
        const std::vector<ValueSet> d = FillominoStepSolver(3, 3).candidates(makeBoard({"..1", "333", "122"}));
        QCOMPARE(d[1].values(), (std::vector<int>{2}));
        QCOMPARE(d[0].values(), (std::vector<int>{1, 2}));
        const std::vector<ValueSet> e = FillominoStepSolver(3, 3).candidates(makeBoard({"2.2", "...", "..."}));
        QVERIFY(!e[1].contains(2));
        QVERIFY(e[1].contains(3));
        QVERIFY(e[3].contains(7));    // the 7 empty squares
        QVERIFY(!e[3].contains(8));
        QVERIFY(e[4].contains(1));
    }

    void candidatesKeepTheSolution()
    {
        // On every data puzzle, at the start and at points along the solve, the solution's value stays.
        for (std::size_t i = 0; i < puzzles().size(); ++i) {
            const DataPuzzle& p = puzzles()[i];
            const Board& solution = solutions()[i];
            const FillominoStepSolver solver(p.size, p.size);
            const StepTrace trace = solver.solve(p.givens);
            Board board = p.givens;
            for (std::size_t k = 0; k <= trace.steps.size(); ++k) {
                if (k % 16 == 0) {
                    const std::vector<ValueSet> c = solver.candidates(board);
                    for (int cell = 0; cell < board.cellCount(); ++cell) {
                        if (board.at(cell) != 0) {
                            QVERIFY(c[static_cast<std::size_t>(cell)].isEmpty());
                            continue;
                        }
                        QVERIFY2(c[static_cast<std::size_t>(cell)].contains(solution.at(cell)), qPrintable(p.gameId));
                        QVERIFY(c[static_cast<std::size_t>(cell)].values().back() <= board.cellCount());
                    }
                }
                if (k < trace.steps.size())
                    for (const CellValuePair& pl : trace.steps[k].placements)
                        board.set(pl.cell, static_cast<CellValue>(pl.value));
            }
        }
    }

    void dataPuzzles()
    {
        QCOMPARE(static_cast<int>(puzzles().size()), 630);
        std::map<int, std::array<qint64, 4>> stats;   // size -> puzzles, solved without guessing, solved, ms
        std::vector<int> uses(FillominoTechnique::kCount, 0);
        bool fewerRounds = false;
        for (const DataPuzzle& p : puzzles()) {
            const FillominoStepSolver solver(p.size, p.size);
            QElapsedTimer timer;
            timer.start();
            const StepTrace trace = solver.solve(p.givens);
            auto& s = stats[p.size];
            s[3] += timer.elapsed();
            ++s[0];
            s[1] += trace.solved && trace.guesses == 0;
            s[2] += trace.solved;
            QVERIFY2(trace.solved, qPrintable(p.gameId));
            QVERIFY(!trace.broken);
            QVERIFY(isValidSolution(trace.result));
            QVERIFY(p.givens.agreesWith(trace.result));
            // The trace's measures.
            int total = 0;
            int hardest = 0;
            for (int t = 0; t < FillominoTechnique::kCount; ++t) {
                total += trace.uses[static_cast<std::size_t>(t)];
                uses[static_cast<std::size_t>(t)] += trace.uses[static_cast<std::size_t>(t)];
                if (trace.uses[static_cast<std::size_t>(t)])
                    hardest = t;
            }
            QCOMPARE(total, static_cast<int>(trace.steps.size()));
            QCOMPARE(trace.hardest, hardest);
            QCOMPARE(trace.guesses, trace.uses[FillominoTechnique::Guess]);
            QVERIFY(trace.rounds >= 1 && trace.rounds <= static_cast<int>(trace.steps.size()));
            fewerRounds = fewerRounds || trace.rounds < static_cast<int>(trace.steps.size());
            // Every step is true of the solution, and explained.
            for (const LogicStep& step : trace.steps) {
                QVERIFY(agrees(step, trace.result));
                QVERIFY(!step.explanation.messageTemplate.empty());
                QVERIFY(!step.placements.empty() || !step.eliminations.empty());
            }
        }
        QVERIFY(fewerRounds);
        for (const auto& [size, s] : stats) {
            qInfo("%dx%d: %lld puzzles, %lld solved without guessing (%.0f%%), %lld solved, %.1f ms per puzzle", size, size, s[0], s[1],
                  100.0 * static_cast<double>(s[1]) / static_cast<double>(s[0]), s[2], static_cast<double>(s[3]) / static_cast<double>(s[0]));
            QVERIFY(s[1] * 10 >= s[0] * 9);   // sgt-filling's own solver needs no guess: at least 90% here
        }
        for (int t = 0; t < FillominoTechnique::kCount; ++t)
            qInfo("%s: %d", fillominoTechniques()[static_cast<std::size_t>(t)].name.c_str(), uses[static_cast<std::size_t>(t)]);
    }

    void searchFindsTheSameSolution()
    {
        for (std::size_t i = 0; i < puzzles().size(); i += 7) {
            const FillominoStepSearchResult result = searchFillominoSolutions(FillominoStepGrid(puzzles()[i].givens), 2, 100000);
            QVERIFY(result.finished);
            QCOMPARE(result.count, 1);
            QCOMPARE(result.solution, solutions()[i]);
        }
    }

    void guessWhenStuck()
    {
        // A puzzle with one solution that the techniques cannot finish.
        const Board givens = makeBoard({"3....", "2.5..", "4.4..", "....2", "24..."});
        const FillominoStepSearchResult exact = searchFillominoSolutions(FillominoStepGrid(givens), 2, 100000);
        QVERIFY(exact.finished);
        QCOMPARE(exact.count, 1);
        const FillominoStepSolver solver(5, 5);
        const StepTrace trace = solver.solve(givens);
        QVERIFY(trace.solved);
        QVERIFY(trace.guesses >= 1);
        QCOMPARE(trace.hardest, static_cast<int>(FillominoTechnique::Guess));
        QCOMPARE(trace.result, exact.solution);
        QVERIFY(isValidSolution(trace.result));
        // Step by step: without a solution the hints run out; with one, a guess towards it.
        Board board = givens;
        std::vector<ValueSet> marks(25);
        std::optional<LogicStep> step;
        for (int k = 0; k < 500 && (step = solver.nextStep(board, marks, nullptr)); ++k)
            follow(solver, *step, board, marks);
        QVERIFY(!step);
        QVERIFY(!board.isFull());
        step = solver.nextStep(board, marks, &exact.solution);
        QVERIFY(step);
        QCOMPARE(step->technique, static_cast<int>(FillominoTechnique::Guess));
        QCOMPARE(static_cast<int>(step->placements.size()), 1);
        QCOMPARE(step->placements.front().value, static_cast<int>(exact.solution.at(step->placements.front().cell)));
        QVERIFY(text(*step).startsWith(QStringLiteral("No technique applies here.")));
    }

    void unsolvable()
    {
        // Several solutions: the solver stops without guessing.
        StepTrace trace = FillominoStepSolver(2, 2).solve(Board(2, 2));
        QVERIFY(!trace.solved);
        QVERIFY(!trace.broken);
        QCOMPARE(trace.guesses, 0);
        // No solution.
        trace = FillominoStepSolver(1, 2).solve(makeBoard({"11"}));
        QVERIFY(!trace.solved);
        QVERIFY(trace.broken);
        trace = FillominoStepSolver(2, 3).solve(makeBoard({"2.2", "..."}));   // R1C2 and R2C2 can be neither 1s nor a 2
        QVERIFY(!trace.solved);
        QVERIFY(trace.broken);
        // Full or mismatched boards give no step.
        const FillominoStepSolver solver(1, 3);
        QVERIFY(!solver.nextStep(makeBoard({"212"}), {}, nullptr));
        QVERIFY(!solver.nextStep(Board(2, 2), {}, nullptr));
    }

    void narrowingFollowsThePlayer()
    {
        const FillominoStepSolver solver(1, 6);
        const Board board = makeBoard({"555..."});
        // A wrong mark makes the 5 unable to grow: no step at all rather than a wrong one.
        std::vector<ValueSet> marks(6);
        marks[3] = ValueSet::fromMask(0b1);
        QVERIFY(!solver.nextStep(board, marks, nullptr));
        marks[3] = {};
        marks[4] = ValueSet::fromMask(0b1);
        QVERIFY(!solver.nextStep(board, marks, nullptr));
        // Marks that keep the solution change nothing.
        marks[4] = ValueSet::fromMask(0b10001);
        const auto step = solver.nextStep(board, marks, nullptr);
        QVERIFY(step);
        QCOMPARE(step->placements, (std::vector<CellValuePair>{{3, 5}}));
    }

    void narrowingOnDataPuzzles()
    {
        std::mt19937 rng(20261122);
        std::uniform_real_distribution<double> unit(0, 1);
        for (std::size_t i = 0; i < puzzles().size(); i += 9) {
            const DataPuzzle& p = puzzles()[i];
            const Board& solution = solutions()[i];
            const FillominoStepSolver solver(p.size, p.size);
            for (int wrong = 0; wrong < 2; ++wrong) {
                // Marks keep the solution's value, except (second run) one square's wrong marks.
                Board board = p.givens;
                std::vector<ValueSet> marks(static_cast<std::size_t>(board.cellCount()));
                for (int cell = 0; cell < board.cellCount(); ++cell)
                    if (board.at(cell) == 0 && unit(rng) < 0.3) {
                        marks[static_cast<std::size_t>(cell)].insert(solution.at(cell));
                        marks[static_cast<std::size_t>(cell)].insert(1 + static_cast<int>(unit(rng) * 5));
                    }
                int bad = -1;
                if (wrong) {
                    do
                        bad = static_cast<int>(unit(rng) * board.cellCount());
                    while (board.at(bad) != 0);
                    ValueSet wrongMarks;
                    for (int v = 1; v <= 6; ++v)
                        if (v != solution.at(bad))
                            wrongMarks.insert(v);
                    marks[static_cast<std::size_t>(bad)] = wrongMarks;
                }
                for (int k = 0; k < 60; ++k) {
                    const auto step = solver.nextStep(board, marks, nullptr);
                    if (!step)
                        break;
                    if (!agrees(*step, solution)) {
                        // Only the wrong marks can lead there: without them no technique finds it.
                        QVERIFY(wrong);
                        std::vector<ValueSet> fixed = marks;
                        fixed[static_cast<std::size_t>(bad)] = {};
                        FillominoStepGrid grid(board);
                        for (int cell = 0; cell < board.cellCount(); ++cell)
                            if (!fixed[static_cast<std::size_t>(cell)].isEmpty())
                                grid.narrow(cell, fixed[static_cast<std::size_t>(cell)]);
                        for (int t = 0; t < FillominoTechnique::Guess; ++t) {
                            std::vector<LogicStep> found;
                            findSteps(t, grid, found, true);
                            for (const LogicStep& other : found)
                                QVERIFY(agrees(other, solution));
                        }
                        break;
                    }
                    follow(solver, *step, board, marks);
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestFillominoLogic)
#include "test_fillomino_logic.moc"
