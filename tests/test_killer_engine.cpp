// Killer Sudoku in the engine: the native solver against z3, generation (cages connected, sizes,
// distinct values and right sums, unique, reproducible), the step solver, conflicts, the presentation,
// the grid text blocks and sgt-solo's killer game IDs. All seeded.
#include "TestData.h"

#include "document/GridText.h"

#include "generate/GenPuzzles.h"
#include "generate/TargetedGeneration.h"
#include "latin/SumCombinations.h"
#include "difficulty/Difficulty.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "types/killer/KillerCageSets.h"
#include "types/killer/KillerCageUnits.h"
#include "types/killer/KillerCageSteps.h"
#include "types/killer/KillerCaging.h"
#include "types/killer/KillerFeatures.h"
#include "types/killer/KillerRule45.h"
#include "types/killer/KillerTechnique.h"
#include "types/sudoku/Techniques.h"
#include "types/killer/KillerFormat.h"
#include "types/killer/KillerHouseSums.h"
#include "types/killer/KillerRules.h"

#include <QtTest>

#include <bit>
#include <set>

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

int count(const std::string& backend, const ps::PuzzleRules& rules, const ps::Board& board)
{
    return ps::makeCountingBackend(backend, rules)->countSolutions(board, 2).count;
}

bool connected(const ps::Cage& cage, int n)
{
    std::set<int> seen{cage.cells.front()};
    std::vector<int> todo{cage.cells.front()};
    const std::set<int> inside(cage.cells.begin(), cage.cells.end());
    while (!todo.empty()) {
        const int cell = todo.back();
        todo.pop_back();
        for (int next : {cell - n, cell + n, cell % n ? cell - 1 : -1, cell % n + 1 < n ? cell + 1 : -1})
            if (next >= 0 && inside.count(next) && seen.insert(next).second)
                todo.push_back(next);
    }
    return seen.size() == cage.cells.size();
}

// The kernel's units of a Killer grid: rows, columns, boxes (as KillerSearch makes them).
ps::LatinUnits killerUnits(const ps::KillerRules& rules)
{
    std::vector<int> regionOf;
    for (int cell = 0; cell < rules.cellCount(); ++cell)
        regionOf.push_back(rules.shape().regionOf(cell));
    return ps::LatinUnits(rules.side(), ps::LatinUnits::withRegions(rules.side(), regionOf));
}

ps::Board handMade()
{
    ps::Board board(4, 4);
    ps::KillerFormat().readBlocks({"3 - 7 -", "5 5 - 5", "- 4 7 -", "4 - - -", "a a b b", "c d d e", "c f g e", "h f g g"}, board);
    return board;
}

// An empty 9x9 Killer Sudoku grid's candidates (every value everywhere), for the technique finders.
ps::CandidateGrid emptyGrid9() { return ps::makeCandidateGrid(ps::SudokuShape(3, 3), ps::Board(9, 9)); }

ps::Cage sumCage(std::vector<int> cells, long target) { return ps::Cage{std::move(cells), ps::CageOperation::Add, target}; }

std::set<std::pair<int, int>> eliminationSet(const ps::LogicStep& step)
{
    std::set<std::pair<int, int>> out;
    for (const ps::CellValuePair& e : step.eliminations)
        out.insert({e.cell, e.value});
    return out;
}

// sgt-solo's graded sample: (level 0 trivial .. 5 unreasonable, game ID).
std::vector<std::pair<int, std::string>> gradedSample()
{
    static const std::vector<std::string> levels{"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"};
    QFile file(testDataPath(QStringLiteral("killer-solo-graded.txt")));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    std::vector<std::pair<int, std::string>> out;
    int level = -1;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("# label="))) {
            const std::string label = line.mid(8).section(QLatin1Char(' '), 0, 0).toStdString();
            level = static_cast<int>(std::find(levels.begin(), levels.end(), label) - levels.begin());
        } else if (!line.trimmed().isEmpty() && !line.startsWith(QLatin1Char('#'))) {
            out.push_back({level, line.trimmed().toStdString()});
        }
    }
    return out;
}

// Walks the step solver's hints over `puzzle` to the end, checking that no step removes a value of
// `solution` or places another; counts the steps of each technique into `uses`.
bool stepsAreSound(const ps::StepSolver& solver, const ps::Board& puzzle, const ps::Board& solution, std::vector<int>& uses)
{
    ps::Board board = puzzle;
    std::vector<ps::ValueSet> allowed;
    while (!board.isFull()) {
        const auto step = solver.nextStep(board, allowed, &solution);
        if (!step)
            return false;
        uses[static_cast<std::size_t>(step->technique)]++;
        if (allowed.empty())
            allowed = solver.candidates(board);
        for (const ps::CellValuePair& e : step->eliminations) {
            if (e.value == solution.at(e.cell))
                return false;
            allowed[static_cast<std::size_t>(e.cell)].erase(e.value);
        }
        for (const ps::CellValuePair& p : step->placements) {
            if (p.value != solution.at(p.cell))
                return false;
            board.set(p.cell, static_cast<ps::CellValue>(p.value));
        }
    }
    return board.cells() == solution.cells();
}

} // namespace

class TestKillerEngine : public QObject {
    Q_OBJECT

private slots:
    void sizesAreSudokuBoxes()
    {
        QCOMPARE(ps::KillerRules(9).shape().boxRows(), 3);
        QCOMPARE(ps::KillerRules(6).shape().boxRows(), 2);
        QCOMPARE(ps::KillerRules(6).shape().boxCols(), 3);
        QCOMPARE(ps::KillerRules::parseSide("8x8"), 8);
        QCOMPARE(ps::KillerRules::parseSide("4"), 4);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::KillerRules::parseSide("7x7"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, ps::KillerRules::parseSide("9x6"));
        QCOMPARE(ps::makeRules("killer", "9x9")->typeId(), std::string("killer"));
    }

    void handMadePuzzleHasOneSolution()
    {
        const ps::KillerRules rules(4);
        const ps::Board puzzle = handMade();
        QCOMPARE(puzzle.cages().size(), std::size_t{8});
        const ps::SolveResult native = ps::makeCountingBackend("native", rules)->countSolutions(puzzle, 2);
        QCOMPARE(native.count, 1);
        QCOMPARE(native.solutions.front().cells(), (std::vector<ps::CellValue>{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}));
        QVERIFY(rules.isSolution(native.solutions.front()));
        QCOMPARE(count("z3", rules, puzzle), 1);
        // Without the 4-cage of one square, more solutions; with a wrong sum, none.
        ps::Cages cages = puzzle.cages();
        ps::Board wrong = puzzle;
        for (ps::Cage& cage : cages)
            if (cage.cells.size() == 1)
                cage.target = 3;
        wrong.setCages(cages);
        QCOMPARE(count("native", rules, wrong), 0);
        QCOMPARE(count("z3", rules, wrong), 0);
    }

    void handMadeGridTextIsReadAsKiller()
    {
        QFile file(testDataPath("killer-handmade.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        QVERIFY2(readGridText(QString::fromUtf8(file.readAll()), {}, puzzles, &error), qPrintable(error));
        QCOMPARE(puzzles.size(), std::size_t{1});
        QCOMPARE(puzzles.front().type, QStringLiteral("killer"));
        QCOMPARE(puzzles.front().board, handMade());
    }

    void nativeAndZ3CountsAgree()
    {
        for (int n : {4, 6, 9}) {
            const ps::KillerRules rules(n);
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                const ps::GenerationResult run = generate(rules, seed * 17 + static_cast<std::uint64_t>(n));
                QCOMPARE(count("native", rules, run.puzzle), 1);
                QCOMPARE(count("z3", rules, run.puzzle), 1);
                // One cage merged away from the puzzle's caging: a looser puzzle, counted alike by both.
                ps::Board looser = run.puzzle;
                ps::Cages cages = looser.cages();
                std::size_t largest = 0;
                for (std::size_t i = 0; i < cages.size(); ++i)
                    if (cages[i].cells.size() > cages[largest].cells.size())
                        largest = i;
                cages.erase(cages.begin() + static_cast<std::ptrdiff_t>(largest));
                looser.setCages(cages);
                QCOMPARE(count("native", rules, looser), count("z3", rules, looser));
            }
        }
    }

    void generatedPuzzlesAreKillerPuzzles()
    {
        for (int n : {6, 9}) {
            const ps::KillerRules rules(n);
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const ps::GenerationResult run = generate(rules, seed);
                QVERIFY(rules.isSolution(run.solution));
                QVERIFY(run.puzzle.agreesWith(run.solution));
                std::vector<int> cover(static_cast<std::size_t>(n * n), 0);
                for (const ps::Cage& cage : run.puzzle.cages()) {
                    QCOMPARE(cage.operation, ps::CageOperation::Add);
                    QVERIFY(cage.cells.size() <= 9);
                    QVERIFY(connected(cage, n));
                    long sum = 0;
                    std::set<int> values;
                    for (int cell : cage.cells) {
                        ++cover[static_cast<std::size_t>(cell)];
                        sum += run.solution.at(cell);
                        values.insert(run.solution.at(cell));
                    }
                    QCOMPARE(sum, cage.target);
                    QCOMPARE(values.size(), cage.cells.size());
                    // No class asked: no cage of several squares whose sum names its values outright.
                    if (cage.cells.size() > 1)
                        QVERIFY(ps::killer_cages::combinationCount(n, static_cast<int>(cage.cells.size()), cage.target) > 1);
                }
                QVERIFY(std::all_of(cover.begin(), cover.end(), [](int c) { return c == 1; }));
                // Reproducible by seed.
                QCOMPARE(generate(rules, seed).puzzle, run.puzzle);
            }
        }
    }

    void combinationsAreCounted()
    {
        QCOMPARE(ps::killer_cages::combinationCount(9, 2, 17), 1);   // 8 + 9
        QCOMPARE(ps::killer_cages::combinationCount(9, 2, 10), 4);   // 1 + 9, 2 + 8, 3 + 7, 4 + 6
        QCOMPARE(ps::killer_cages::combinationCount(9, 3, 6), 1);
        QCOMPARE(ps::killer_cages::combinationCount(9, 9, 45), 1);
        QCOMPARE(ps::killer_cages::combinationCount(4, 2, 8), 0);
        QCOMPARE(ps::killer_cages::combinationCount(6, 3, 12), 3);    // 1 5 6, 2 4 6, 3 4 5
    }

    // The search's table of value sets: every set of `count` values adding up to `sum`, and no other.
    void sumSetsAreTheCombinations()
    {
        for (int n : {4, 6, 9, 12}) {
            const ps::SumCombinations& sums = ps::SumCombinations::forSide(n);
            for (int count = 1; count <= n; ++count)
                for (long sum = 0; sum <= n * (n + 1) / 2 + 1; ++sum) {
                    const std::vector<ps::CandidateMask>& sets = sums.sets(count, sum);
                    QCOMPARE(static_cast<int>(sets.size()), ps::killer_cages::combinationCount(n, count, sum));
                    for (ps::CandidateMask set : sets) {
                        QCOMPARE(std::popcount(set), count);
                        long total = 0;
                        for (int v = 1; v <= n; ++v)
                            total += (set >> (v - 1) & 1) ? v : 0;
                        QCOMPARE(total, sum);
                    }
                }
        }
        QCOMPARE(ps::SumCombinations::forSide(9).sets(2, 17), (std::vector<ps::CandidateMask>{0b110000000}));   // 8 + 9
        QVERIFY(ps::SumCombinations::forSide(9).sets(10, 45).empty());
    }

    // The rule of 45's cages the search adds: after the puzzle's own cages, one per unit that holds whole
    // cages and other squares, on those other squares, with the sum of their solution values.
    void houseSumsHoldForTheSolution()
    {
        const ps::KillerRules rules(9);
        const ps::LatinUnits units = killerUnits(rules);
        int added = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const ps::GenerationResult run = generate(rules, seed);
            const ps::Cages& own = run.puzzle.cages();
            const ps::Cages all = ps::withHouseSums(units, own);
            QVERIFY(all.size() > own.size());
            QVERIFY(all.size() <= own.size() + static_cast<std::size_t>(units.unitCount()));
            QVERIFY(std::equal(own.begin(), own.end(), all.begin()));
            for (std::size_t i = own.size(); i < all.size(); ++i) {
                const ps::Cage& innies = all[i];
                QCOMPARE(innies.operation, ps::CageOperation::Add);
                QVERIFY(!innies.cells.empty() && innies.cells.size() < 9);
                long sum = 0;
                for (int cell : innies.cells)
                    sum += run.solution.at(cell);
                QCOMPARE(sum, innies.target);
                const bool inOneUnit = std::any_of(units.units().begin(), units.units().end(), [&](const std::vector<int>& unit) {
                    return std::all_of(innies.cells.begin(), innies.cells.end(),
                                       [&](int cell) { return std::find(unit.begin(), unit.end(), cell) != unit.end(); });
                });
                QVERIFY(inOneUnit);
                ++added;
            }
        }
        QVERIFY(added > 0);
        // The 4x4 hand-made puzzle (cages a..h, solution 1234 / 3412 / 2143 / 4321), units in order rows,
        // columns, boxes: row 1 holds d (5) and leaves its ends, 10 - 5; row 3 holds h (4); column 0 holds c
        // and h and leaves its top square, 10 - 9; ... Row 0 (a and b) and row 2, column 2 (no whole cage)
        // give nothing.
        const ps::KillerRules small(4);
        const ps::Cages own = handMade().cages();
        const ps::Cages fourByFour = ps::withHouseSums(killerUnits(small), own);
        const auto add = ps::CageOperation::Add;
        const ps::Cages expected{{{4, 7}, add, 5}, {{13, 14, 15}, add, 6}, {{0}, add, 1},  {{1, 5}, add, 6}, {{3, 15}, add, 5},
                                 {{4, 5}, add, 7}, {{6, 7}, add, 3},       {{8}, add, 2}, {{11}, add, 3}};
        QCOMPARE(ps::Cages(fourByFour.begin() + static_cast<std::ptrdiff_t>(own.size()), fourByFour.end()), expected);
    }

    // Puzzles with several solutions (cages merged past uniqueness): the native search, which filters
    // cages by their value sets and adds the rule of 45, counts as z3 does.
    void nativeAndZ3CountLooseCagingsAlike()
    {
        for (int n : {4, 6, 9}) {
            const ps::KillerRules rules(n);
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const ps::GenerationResult run = generate(rules, seed + 40);
                ps::Rng rng(seed);
                ps::Board loose = run.puzzle;
                for (int merges = 0; merges < 6; ++merges)
                    if (auto merged = ps::killer_cages::mergeCages(loose, run.solution, {rng.below(n * n)}, 0.0, rng))
                        loose = *merged;
                const int native = count("native", rules, loose);
                QVERIFY(native >= 1);
                QCOMPARE(native, count("z3", rules, loose));
            }
        }
    }

    void theStepSolverFinishesGeneratedPuzzles()
    {
        const ps::KillerRules rules(9);
        const ps::GenerationResult run = generate(rules, 5);
        const ps::StepTrace trace = rules.makeStepSolver()->solve(run.puzzle);
        QVERIFY(trace.solved);
        QCOMPARE(trace.result.cells(), run.solution.cells());
        QVERIFY(trace.uses[2] > 0);   // cage combinations
    }

    // The rule of 45 comes up in generated 9x9 puzzles, and never removes a solution's value.
    void theRuleOf45IsSound()
    {
        const ps::KillerRules rules(9);
        const auto solver = rules.makeStepSolver();
        QCOMPARE(solver->techniqueName(3), std::string("rule of 45"));
        int uses = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const ps::GenerationResult run = generate(rules, seed);
            ps::Board board = run.puzzle;
            std::vector<ps::ValueSet> allowed;
            while (!board.isFull()) {
                const auto step = solver->nextStep(board, allowed, &run.solution);
                QVERIFY(step);
                uses += step->technique == 3;
                if (allowed.empty())
                    allowed = solver->candidates(board);
                for (const ps::CellValuePair& e : step->eliminations) {
                    QVERIFY(e.value != run.solution.at(e.cell));
                    allowed[static_cast<std::size_t>(e.cell)].erase(e.value);
                }
                for (const ps::CellValuePair& p : step->placements)
                    board.set(p.cell, static_cast<ps::CellValue>(p.value));
            }
        }
        QVERIFY(uses > 0);
    }

    // A cage whose every set holds a value, there in one column: the rest of the column loses it. Wholly
    // inside a box: the rest of the box loses its sure values.
    void cageUnitInteractionRemovesTheSureValueFromTheUnit()
    {
        const ps::CandidateGrid grid = emptyGrid9();
        const auto step = ps::findCageUnitInteraction(grid, {sumCage({0, 9}, 17)});   // 8 + 9 in column 1
        QVERIFY(step);
        std::set<std::pair<int, int>> expected;
        for (int row = 2; row < 9; ++row)
            expected.insert({row * 9, 8});
        QCOMPARE(eliminationSet(*step), expected);
        QVERIFY(!step->explanation.text().empty());

        const auto inBox = ps::findCageUnitInteraction(grid, {sumCage({0, 1, 10}, 6)});   // 1 + 2 + 3 in box 1
        QVERIFY(inBox);
        QCOMPARE(eliminationSet(*inBox), (std::set<std::pair<int, int>>{{2, 1}, {9, 1}, {11, 1}, {18, 1}, {19, 1}, {20, 1}}));
        // 10 in two squares has no sure value: nothing.
        QVERIFY(!ps::findCageUnitInteraction(grid, {sumCage({0, 1}, 10)}));
    }

    // In row 1, 9 can only go into the cage of 10 at R1C1-R1C2: the cage is 1 + 9.
    void cageSplittingKeepsTheSetsWithTheValue()
    {
        ps::CandidateGrid grid = emptyGrid9();
        const ps::Cages cages{sumCage({0, 1}, 10)};
        QVERIFY(!ps::findCageSplitting(grid, cages));
        for (int cell = 2; cell < 9; ++cell)
            grid.eliminate(cell, 9);
        const auto step = ps::findCageSplitting(grid, cages);
        QVERIFY(step);
        std::set<std::pair<int, int>> expected;
        for (int cell : {0, 1})
            for (int v : {2, 3, 4, 5, 6, 7, 8})
                expected.insert({cell, v});
        QCOMPARE(eliminationSet(*step), expected);
    }

    // Row 1: cages of 3 and 7 in its first four squares leave the other five 35, which only 5..9 make.
    void hiddenCageWorksLikeACage()
    {
        const ps::CandidateGrid grid = emptyGrid9();
        const auto step = ps::findHiddenCage(grid, {sumCage({0, 1}, 3), sumCage({2, 3}, 7)});
        QVERIFY(step);
        std::set<std::pair<int, int>> expected;
        for (int cell = 4; cell < 9; ++cell)
            for (int v = 1; v <= 4; ++v)
                expected.insert({cell, v});
        for (int cell = 0; cell < 4; ++cell)
            for (int v = 5; v <= 9; ++v)
                expected.insert({cell, v});
        QCOMPARE(eliminationSet(*step), expected);
        QCOMPARE(step->pattern, (std::vector<int>{4, 5, 6, 7, 8}));
    }

    // Boxes 1 and 2 hold 90; a cage of 85 over all their squares but R1C1 leaves it 5. No single unit and
    // no union of lines sees it.
    void ruleOf45OverTwoBoxes()
    {
        const ps::CandidateGrid grid = emptyGrid9();
        std::vector<int> rest;
        for (int row = 0; row < 3; ++row)
            for (int col = 0; col < 6; ++col)
                if (row || col)
                    rest.push_back(row * 9 + col);
        const ps::Cages cages{sumCage(rest, 85)};
        QVERIFY(!ps::findRule45(grid, cages, ps::Rule45Houses::SingleUnitInnies));
        const auto step = ps::findRule45(grid, cages, ps::Rule45Houses::SeveralUnits);
        QVERIFY(step);
        std::set<std::pair<int, int>> expected;
        for (int v = 1; v <= 9; ++v)
            if (v != 5)
                expected.insert({0, v});
        QCOMPARE(eliminationSet(*step), expected);
        QVERIFY(step->explanation.text().find("boxes") != std::string::npos);
    }

    void valueSetsNeedAMatching()
    {
        ps::CandidateGrid grid = emptyGrid9();
        QCOMPARE(ps::killerValueSets(grid, {0, 1}, 17), (std::vector<ps::CandidateGrid::Mask>{ps::CandidateGrid::bit(8) | ps::CandidateGrid::bit(9)}));
        QCOMPARE(ps::killerValueSets(grid, {0, 1, 2}, 6).size(), std::size_t{1});
        // Both squares only 8: no set of 17 fits them.
        for (int v = 1; v <= 9; ++v)
            if (v != 8) {
                grid.eliminate(0, v);
                grid.eliminate(1, v);
            }
        QVERIFY(ps::killerValueSets(grid, {0, 1}, 17).empty());
    }

    // A cage's allowed values per square (value sets and matchings) are exactly what listing every
    // ordering of different values with the cage's sum gives, on seeded random candidates (some squares
    // placed), cages of 1 to 9 squares in a row; asked twice, the second answer remembered.
    void cageAllowedValuesMatchEveryOrdering()
    {
        ps::Rng rng(4242);
        int nonEmpty = 0;
        for (int round = 0; round < 400; ++round) {
            ps::CandidateGrid grid = emptyGrid9();
            const int size = 1 + rng.below(9);
            std::vector<int> cells;
            for (int i = 0; i < size; ++i)
                cells.push_back(i);   // squares R1C1.. of one row: different values
            for (int cell : cells)
                for (int v = 1; v <= 9; ++v)
                    if (rng.below(3) == 0)
                        grid.eliminate(cell, v);
            if (rng.below(4) == 0 && grid.candidates(cells.front()) != 0)
                grid.place(cells.front(), std::countr_zero(grid.candidates(cells.front())) + 1);
            const long target = size + rng.below(size * 8 + 1);
            ps::Cage cage{cells, ps::CageOperation::Add, target};
            // Every ordering, by brute force.
            std::vector<ps::CandidateGrid::Mask> expected(cells.size(), 0);
            std::vector<int> values(cells.size(), 0);
            const auto options = [&](int cell) { return grid.value(cell) ? ps::CandidateGrid::bit(grid.value(cell)) : grid.candidates(cell); };
            const auto extend = [&](auto&& self, std::size_t at, long sum, ps::CandidateGrid::Mask used) -> void {
                if (at == cells.size()) {
                    if (sum == target)
                        for (std::size_t i = 0; i < cells.size(); ++i)
                            expected[i] |= ps::CandidateGrid::bit(values[i]);
                    return;
                }
                for (int v = 1; v <= 9; ++v)
                    if ((options(cells[at]) & ps::CandidateGrid::bit(v)) && !(used & ps::CandidateGrid::bit(v))) {
                        values[at] = v;
                        self(self, at + 1, sum + v, used | ps::CandidateGrid::bit(v));
                    }
            };
            extend(extend, 0, 0, 0);
            QCOMPARE(ps::killerCageAllowed(grid, cage), expected);
            QCOMPARE(ps::killerCageAllowed(grid, cage), expected);
            nonEmpty += expected.front() != 0;
        }
        QVERIFY2(nonEmpty > 100, qPrintable(QString::number(nonEmpty)));
    }

    // Every step of the step solver, on generated puzzles and on sgt-solo's of every level, keeps the
    // solution's values; and each new technique comes up somewhere.
    void everyTechniqueIsSound()
    {
        std::vector<int> uses(ps::KillerTechnique::kCount, 0);
        const ps::KillerFormat format;
        for (const auto& [level, id] : gradedSample()) {
            const ps::GameIdPuzzle puzzle = format.readGameId(id);
            const ps::KillerRules rules(puzzle.board.rows());
            const ps::SolveResult solved = ps::makeCountingBackend("native", rules)->countSolutions(puzzle.board, 2);
            QCOMPARE(solved.count, 1);
            QVERIFY2(stepsAreSound(*rules.makeStepSolver(), puzzle.board, solved.solutions.front(), uses), id.c_str());
        }
        for (const QString& record : testDataRecords("killer-solo.txt")) {
            const ps::GameIdPuzzle puzzle = format.readGameId(record.toStdString());
            const ps::KillerRules rules(puzzle.board.rows());
            const ps::SolveResult solved = ps::makeCountingBackend("native", rules)->countSolutions(puzzle.board, 2);
            QVERIFY(stepsAreSound(*rules.makeStepSolver(), puzzle.board, solved.solutions.front(), uses));
        }
        for (int side : {6, 9})
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                const ps::KillerRules rules(side);
                const ps::GenerationResult run = generate(rules, seed);
                QVERIFY(stepsAreSound(*rules.makeStepSolver(), run.puzzle, run.solution, uses));
            }
        for (int technique : {ps::KillerTechnique::Rule45, ps::KillerTechnique::PointingPair, ps::KillerTechnique::BoxLineReduction,
                              ps::KillerTechnique::Rule45Outies, ps::KillerTechnique::CageUnitInteraction, ps::KillerTechnique::HiddenCage,
                              ps::KillerTechnique::Rule45Union})
            QVERIFY2(uses[static_cast<std::size_t>(technique)] > 0, std::to_string(technique).c_str());
    }

    // sgt-solo's levels come out in our classes in the same order. Our four classes group its six levels
    // as the ladder means (docs/killer.md, "Classes"): trivial and basic Easy, intermediate Medium,
    // advanced, extreme and unreasonable Hard. Mean class per level (0 easy .. 3 evil), 12 puzzles each:
    // every level of a group lies below every level of the next group.
    void classesFollowSgtSoloLevels()
    {
        const ps::KillerFormat format;
        std::vector<double> sum(6, 0.0);
        std::vector<int> count(6, 0);
        for (const auto& [level, id] : gradedSample()) {
            QVERIFY(level >= 0 && level < 6);
            const ps::GameIdPuzzle puzzle = format.readGameId(id);
            const ps::KillerRules rules(puzzle.board.rows());
            sum[static_cast<std::size_t>(level)] += static_cast<int>(rules.ruleDifficulty(puzzle.board));
            ++count[static_cast<std::size_t>(level)];
        }
        std::vector<double> mean(6, 0.0);
        for (std::size_t level = 0; level < 6; ++level) {
            QCOMPARE(count[level], 12);
            mean[level] = sum[level] / count[level];
        }
        const std::vector<std::vector<std::size_t>> groups{{0, 1}, {2}, {3, 4, 5}};
        for (std::size_t g = 1; g < groups.size(); ++g)
            for (std::size_t lower : groups[g - 1])
                for (std::size_t upper : groups[g])
                    QVERIFY2(mean[lower] < mean[upper], (std::to_string(lower) + " < " + std::to_string(upper)).c_str());
        // Easy for nearly all of trivial and basic, and Hard on average beyond intermediate.
        QVERIFY(mean[0] < 0.25 && mean[1] < 0.25);
        QVERIFY((mean[3] + mean[4] + mean[5]) / 3 >= 1.0);
    }

    // Generated 9x9 puzzles of each class (issue 34): the step solver grades each at the class asked, the
    // hardest technique it needed rises from class to class, and Evil puzzles have no givens (KillerGivenRecut
    // drops them; merging alone left a given in the Evil puzzle of seed 2).
    void generatedClassesComeInOrderAndEvilHasNoGivens()
    {
        const ps::KillerRules rules(9);
        auto backend = ps::makeBackend("native", rules);
        const ps::RuleClassifier classifier;
        ps::PuzzleGenerator generator(rules, *backend, classifier);
        ps::GenerationSettings settings;
        settings.searchBudget = ps::defaultSearchBudget(rules);
        int belowLevel = -1;   // the hardest technique the class below allows
        for (ps::Difficulty level : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil}) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                ps::Rng rng(seed);
                const ps::TargetedResult found = ps::generateAtDifficulty(generator, rules, classifier, settings, level, rng, 60);
                const std::string what = ps::difficultyName(level) + " seed " + std::to_string(seed);
                QVERIFY2(found.reached, what.c_str());
                QCOMPARE(rules.ruleDifficulty(found.puzzle), level);
                const ps::StepTrace trace = rules.makeStepSolver()->solve(found.puzzle);
                QVERIFY2(trace.solved, what.c_str());
                QVERIFY2(trace.hardest > belowLevel && trace.hardest <= ps::killerHardestTechniqueIn(level), what.c_str());
                QCOMPARE(count("native", rules, found.puzzle), 1);
                if (level == ps::Difficulty::Evil)
                    QVERIFY2(found.puzzle.filledCount() == 0, (what + ": " + std::to_string(found.puzzle.filledCount()) + " givens").c_str());
            }
            belowLevel = ps::killerHardestTechniqueIn(level);
        }
    }

    // Our game IDs are read back to the same puzzle; a one-square cage joins a neighbour as a given.
    void gameIdsRoundTrip()
    {
        const ps::KillerFormat format;
        for (const QString& record : testDataRecords("killer-solo.txt")) {
            const ps::GameIdPuzzle puzzle = format.readGameId(record.toStdString());
            const std::string written = format.writeGameId(puzzle.board);
            const ps::GameIdPuzzle again = format.readGameId(written);
            QCOMPARE(again.board.cages(), puzzle.board.cages());
            QCOMPARE(again.board.cells(), puzzle.board.cells());
        }
        // Generated puzzles keep a few givens: joined to a neighbour, the ID still has the one solution (a
        // neighbour whose values could repeat the given would make it another puzzle, or none).
        const ps::KillerRules rules(9);
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const ps::GenerationResult run = generate(rules, seed);
            const std::string id = format.writeGameId(run.puzzle);
            QVERIFY(id.rfind("3x3k:", 0) == 0);
            const ps::GameIdPuzzle read = format.readGameId(id);
            QCOMPARE(read.board.filledCount(), run.puzzle.filledCount());
            QVERIFY(std::all_of(read.board.cages().begin(), read.board.cages().end(), [](const ps::Cage& cage) { return cage.cells.size() >= 2; }));
            const ps::SolveResult solved = ps::makeCountingBackend("native", rules)->countSolutions(read.board, 2);
            QCOMPARE(solved.count, 1);
            QCOMPARE(solved.solutions.front().cells(), run.solution.cells());
        }
        QVERIFY(format.writesGameIds());
    }

    void conflictsNameTheCage()
    {
        const ps::KillerRules rules(4);
        ps::Board board = handMade();
        QVERIFY(!rules.findConflict(board));
        board.set(0, 2);   // R1C1 and R1C2 both 2: a repeat (in the row and in their cage)
        board.set(1, 2);
        QVERIFY(rules.findConflict(board));
        ps::Board over = handMade();
        over.set(4, 1);   // R2C1 = 1 in the 5-cage of R2C1, R3C1: fine so far
        QVERIFY(!rules.findConflict(over));
        over.set(8, 3);   // 1 + 3 = 4, not 5
        const auto conflict = rules.findConflict(over);
        QVERIFY(conflict);
        const std::vector<int> cells = rules.conflictingCells(over);
        QVERIFY(std::find(cells.begin(), cells.end(), 4) != cells.end());
        QVERIFY(std::find(cells.begin(), cells.end(), 8) != cells.end());
    }

    void presentationDashesCagesAndThickensBoxes()
    {
        const ps::KillerRules rules(4);
        const ps::GridPresentation look = rules.presentation(handMade());
        QCOMPARE(look.labels[0], std::string("3"));
        QCOMPARE(look.labels[1], std::string(""));
        QCOMPARE(look.labels[2], std::string("7"));
        QCOMPARE(look.labels[12], std::string(""));   // the one-square cage shows its given, not its sum
        ps::Board open = handMade();
        open.set(12, 0);
        QCOMPARE(rules.presentation(open).labels[12], std::string("4"));
        QCOMPARE(look.dashedCage[0], look.dashedCage[1]);
        QVERIFY(look.dashedCage[1] != look.dashedCage[2]);
        QCOMPARE(look.right[1], ps::EdgeStyle::Thick);   // box border between columns 2 and 3
        QCOMPARE(look.right[0], ps::EdgeStyle::Thin);    // cages are dashed, not thick
        QCOMPARE(look.below[4], ps::EdgeStyle::Thick);
    }

    void gridTextRoundTrips()
    {
        const ps::KillerFormat format;
        QCOMPARE(format.blockRowCounts(9), (std::vector<int>{18, 27}));
        const ps::Board puzzle = handMade();
        const std::vector<std::string> lines = format.writeBlocks(puzzle);
        QCOMPARE(lines.size(), std::size_t{8});   // no givens but the one-square cage's: no third block
        QCOMPARE(puzzle.at(12), ps::CellValue{4});      // the one-square cage of sum 4 reads as a given
        ps::Board read(4, 4);
        format.readBlocks(lines, read);
        QCOMPARE(read, puzzle);
        // With givens.
        ps::Board given = puzzle;
        given.set(5, 4);
        const std::vector<std::string> withGivens = format.writeBlocks(given);
        QCOMPARE(withGivens.size(), std::size_t{12});
        ps::Board back(4, 4);
        format.readBlocks(withGivens, back);
        QCOMPARE(back, given);
        ps::Board stored(4, 4);
        format.readStructure(format.structureLines(puzzle), stored);
        QCOMPARE(stored.cages(), puzzle.cages());
        // Wrong blocks say what is wrong: a cage without a sum, one with two, a bad token.
        ps::Board board(4, 4);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"3 - 7 -", "5 5 - 5", "- 4 7 -", "- - - -", "a a b b", "c d d e", "c f g e", "h f g g"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"3 2 7 -", "5 5 - 5", "- 4 7 -", "4 - - -", "a a b b", "c d d e", "c f g e", "h f g g"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"3 - x -", "5 5 - 5", "- 4 7 -", "4 - - -", "a a b b", "c d d e", "c f g e", "h f g g"}, board));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readBlocks({"3 - 7", "5 5 - 5", "- 4 7 -", "4 - - -", "a a b b", "c d d e", "c f g e", "h f g g"}, board));
    }

    void soloGameIdsHaveOneSolution()
    {
        const ps::KillerFormat format;
        const QStringList records = testDataRecords("killer-solo.txt");
        QCOMPARE(records.size(), 7);
        for (const QString& record : records) {
            const std::string id = record.toStdString();
            QCOMPARE(format.fitsGameId(id), ps::PuzzleFormat::IdFit::Size);
            const ps::GameIdPuzzle puzzle = format.readGameId(id);
            const ps::KillerRules rules(puzzle.board.rows());
            long total = 0;
            for (const ps::Cage& cage : puzzle.board.cages())
                total += cage.target;
            const int n = puzzle.board.rows();
            QCOMPARE(total, static_cast<long>(n * n * (n + 1) / 2));   // every square in one cage
            QCOMPARE(count("native", rules, puzzle.board), 1);
            QCOMPARE(count("z3", rules, puzzle.board), 1);
        }
        // Not ours: plain and jigsaw Solo IDs, and boxes of the other orientation.
        QCOMPARE(format.fitsGameId("3x3:a1b2"), ps::PuzzleFormat::IdFit::No);
        QCOMPARE(format.fitsGameId("9jk:a,b,c"), ps::PuzzleFormat::IdFit::No);
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId("3x2k:zj,____a__a_aa_a__a___a_ca_a___a__b_a__aaaa_,8_7_4_11_8f7_6_7a11c9a4a6_11a6a16a5e"));
        QVERIFY_THROWS_EXCEPTION(ps::EngineError, format.readGameId("2x2k:p,_a_a____aaa_aaaa,4_6a3a8b6_6a7"));
    }
};

QTEST_GUILESS_MAIN(TestKillerEngine)
#include "test_killer_engine.moc"
