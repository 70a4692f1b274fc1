// KenKen's step solver: every step of every sgt-keen puzzle is sound (placements agree with the unique
// solution, no elimination removes it), the technique ladder lines up with sgt-keen's levels, and the
// cage techniques fire where they must, with explanations that name the cage.
#include "KeenData.h"

#include "core/CagesText.h"
#include "logic/GridSteps.h"
#include "logic/UnitTechniques.h"
#include "types/kenken/KenKenCageWays.h"
#include "types/kenken/KenKenRules.h"
#include "types/kenken/KenKenStepSolver.h"
#include "types/kenken/KenKenTechnique.h"
#include "types/kenken/KenKenTechniques.h"

#include <QtTest>

using namespace ps;

namespace {

// The 4x4 of the grid text format's description.
Board exampleFourByFour()
{
    Board puzzle(4, 4);
    const std::vector<int> cageOf{1, 2, 2, 3, 1, 1, 4, 3, 5, 6, 4, 7, 5, 6, 8, 8};
    const std::vector<std::pair<CageOperation, long>> clues{{CageOperation::Multiply, 24}, {CageOperation::Divide, 2}, {CageOperation::Subtract, 3},
                                                            {CageOperation::Add, 7}, {CageOperation::Subtract, 3}, {CageOperation::Add, 5},
                                                            {CageOperation::Given, 3}, {CageOperation::Divide, 2}};
    Cages cages(clues.size());
    for (int cell = 0; cell < 16; ++cell)
        cages[static_cast<std::size_t>(cageOf[static_cast<std::size_t>(cell)] - 1)].cells.push_back(cell);
    for (std::size_t i = 0; i < clues.size(); ++i) {
        cages[i].operation = clues[i].first;
        cages[i].target = clues[i].second;
    }
    puzzle.set(11, 3);
    puzzle.setCages(std::move(cages));
    return puzzle;
}

} // namespace

class TestKenKenLogic : public QObject {
    Q_OBJECT

private slots:
    void everyStepOfEverySgtKeenPuzzleIsSound()
    {
        int guessed = 0;
        for (const KeenPuzzle& keen : keenPuzzles()) {
            const int n = keen.puzzle.rows();
            const KenKenRules rules(n);
            const SolveResult exact = rules.makeNativeSolver()->countSolutions(keen.puzzle, 2);
            QCOMPARE(exact.count, 1);
            const Board& solution = exact.solutions.front();
            const StepTrace trace = KenKenStepSolver(n).solve(keen.puzzle);
            QVERIFY(trace.solved);
            QVERIFY(!trace.broken);
            QVERIFY(trace.result.cells() == solution.cells());
            QVERIFY(trace.rounds > 0 && trace.rounds <= static_cast<int>(trace.steps.size()));
            for (const LogicStep& step : trace.steps) {
                QVERIFY(!step.placements.empty() || !step.eliminations.empty());
                for (const CellValuePair& p : step.placements)
                    QCOMPARE(p.value, static_cast<int>(solution.at(p.cell)));
                for (const CellValuePair& e : step.eliminations)
                    QVERIFY2(e.value != solution.at(e.cell), qPrintable(QString::fromStdString(step.explanation.text())));
            }
            guessed += trace.guesses > 0;
        }
        QVERIFY(guessed > 0);   // the unreasonable level needs them
    }

    // The cage techniques follow sgt-keen's own ladder (keen.c: easy uses the digits a cage can use,
    // normal square by square, hard a cage's digit in a line), so on its data the hardest technique
    // needed falls in the level's band.
    void hardestTechniqueFollowsSgtKeenLevels()
    {
        std::map<std::string, std::map<int, int>> hardest;
        for (const KeenPuzzle& keen : keenPuzzles())
            ++hardest[keen.label][KenKenStepSolver(keen.puzzle.rows()).solve(keen.puzzle).hardest];
        const auto onlyAtMost = [&](const std::string& label, int most) {
            for (const auto& [technique, count] : hardest[label])
                if (technique > most)
                    return false;
            return true;
        };
        QVERIFY(onlyAtMost("easy", KenKenTechnique::CageDigits));
        QVERIFY(onlyAtMost("normal", KenKenTechnique::CageArithmetic));
        QCOMPARE(hardest["normal"][KenKenTechnique::CageArithmetic], 420);
        QVERIFY(hardest["hard"][KenKenTechnique::CageLine] > 300);
        QCOMPARE(hardest["hard"][KenKenTechnique::Guess], 0);
        QVERIFY(hardest["unreasonable"][KenKenTechnique::Guess] > 200);
    }

    // The cheap bound generation at a class steers by: finishing with a class's techniques is the rule's
    // "no harder than that class", on every third sgt-keen puzzle and every class.
    void logicBoundAgreesWithTheRule()
    {
        const auto& puzzles = keenPuzzles();
        int bounded = 0;
        for (std::size_t i = 0; i < puzzles.size(); i += 3) {
            const KenKenRules rules(puzzles[i].puzzle.rows());
            const Difficulty byRule = rules.ruleDifficulty(puzzles[i].puzzle);
            for (Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil}) {
                const std::optional<bool> within = rules.logicSolvesWithin(puzzles[i].puzzle, level);
                QVERIFY(within.has_value());
                QCOMPARE(*within, static_cast<int>(byRule) <= static_cast<int>(level));
                bounded += !*within;
            }
        }
        QVERIFY(bounded > 500);   // the bound says "harder" often, not only "within"
    }

    void examplePuzzleIsSolvedWithCageSteps()
    {
        const Board puzzle = exampleFourByFour();
        const KenKenRules rules(4);
        QCOMPARE(rules.makeNativeSolver()->countSolutions(puzzle, 2).count, 1);
        const StepTrace trace = KenKenStepSolver(4).solve(puzzle);
        QVERIFY(trace.solved);
        QCOMPARE(trace.guesses, 0);
        QVERIFY(rules.isSolution(trace.result));
        QVERIFY(!rules.findConflict(trace.result));
        bool namedCage = false;
        for (const LogicStep& step : trace.steps)
            if (step.technique == KenKenTechnique::CageDigits || step.technique == KenKenTechnique::CageArithmetic) {
                QVERIFY(!step.explanation.arguments.empty());
                namedCage |= step.explanation.arguments.front() == "24\u00d7";
            }
        QVERIFY(namedCage);
    }

    // The cache hands out what a fresh enumeration gives, step after step of real solves (where most
    // cages keep their squares' candidates from one step to the next, and a few change).
    void cachedCageWaysMatchFreshOnes()
    {
        int compared = 0;
        int puzzle = 0;
        for (const KeenPuzzle& keen : keenPuzzles()) {
            if (puzzle++ % 20 != 0)
                continue;
            const int n = keen.puzzle.rows();
            const StepTrace trace = KenKenStepSolver(n).solve(keen.puzzle);
            CandidateGrid grid(n, CandidateGrid::lineUnits(n), keen.puzzle);
            CageWaysCache cache(keen.puzzle.cages());
            for (const LogicStep& step : trace.steps) {
                for (std::size_t c = 0; c < keen.puzzle.cages().size(); ++c) {
                    const CageWays& cached = cache.ways(grid, c);
                    const CageWays fresh = cageWays(grid, keen.puzzle.cages()[c]);
                    QCOMPARE(cached.count, fresh.count);
                    QVERIFY(cached.allowed == fresh.allowed);
                    QCOMPARE(cached.used, fresh.used);
                    QVERIFY(cached.required == fresh.required);
                    QCOMPARE(cached.minSum, fresh.minSum);
                    QCOMPARE(cached.maxSum, fresh.maxSum);
                    ++compared;
                }
                applyStep(grid, step);
            }
        }
        QVERIFY(compared > 1000);
    }

    void cageDigitsAndArithmetic()
    {
        // 4x4, a 3-square cage 6+ along row 1: the ways use 1, 2, 3 (1+1+4 would repeat 1 in the row).
        Board puzzle(4, 4);
        puzzle.setCages({{{0, 1, 2}, CageOperation::Add, 6}});
        const CandidateGrid grid(4, CandidateGrid::lineUnits(4), puzzle);
        CageWaysCache puzzleWays(puzzle.cages());
        const auto digits = findCageDigits(grid, puzzleWays);
        QVERIFY(digits);
        QCOMPARE(digits->technique, static_cast<int>(KenKenTechnique::CageDigits));
        for (const CellValuePair& e : digits->eliminations)
            QCOMPARE(e.value, 4);
        QCOMPARE(digits->eliminations.size(), std::size_t{3});
        // An L cage 6+ at R1C1, R1C2, R2C1 with R1C2 down to 1 or 4: 4 there leaves R1C1 + R2C1 = 2,
        // i.e. 1 twice in column 1, so R1C2 is 1.
        Board twos(4, 4);
        twos.setCages({{{0, 1, 4}, CageOperation::Add, 6}, {{2, 3}, CageOperation::Add, 7}});
        CandidateGrid narrowed(4, CandidateGrid::lineUnits(4), twos);
        narrowed.eliminate(1, 3);
        narrowed.eliminate(1, 2);   // R1C2 is 1 or 4
        CageWaysCache twosWays(twos.cages());
        const auto arithmetic = findCageArithmetic(narrowed, twosWays);
        QVERIFY(arithmetic);
        QCOMPARE(arithmetic->technique, static_cast<int>(KenKenTechnique::CageArithmetic));
        QVERIFY(arithmetic->eliminations.size() >= 1);
        const auto& out = arithmetic->eliminations;
        QVERIFY(std::find(out.begin(), out.end(), CellValuePair{1, 4}) != out.end());   // R1C2 is not 4
        QVERIFY(std::find(out.begin(), out.end(), CellValuePair{0, 1}) != out.end());   // so R1C1 is not 1
    }

    void cageLineAndLineSum()
    {
        // 4x4: a 2-square 3+ cage in row 1 is 1 and 2, so the rest of row 1 is 3 and 4 (cage in a
        // line), and the row's other squares add up to 10 - 3 = 7 (line sum).
        Board puzzle(4, 4);
        puzzle.setCages({{{0, 1}, CageOperation::Add, 3}});
        const CandidateGrid grid(4, CandidateGrid::lineUnits(4), puzzle);
        CageWaysCache puzzleWays(puzzle.cages());
        const auto line = findCageLine(grid, puzzleWays);
        QVERIFY(line);
        QCOMPARE(line->technique, static_cast<int>(KenKenTechnique::CageLine));
        for (const CellValuePair& e : line->eliminations) {
            QVERIFY(e.cell == 2 || e.cell == 3);
            QVERIFY(e.value == 1 || e.value == 2);
        }
        const auto sum = findLineSum(grid, puzzleWays);
        QVERIFY(sum);
        QCOMPARE(sum->technique, static_cast<int>(KenKenTechnique::LineSum));
        QCOMPARE(sum->eliminations.size(), std::size_t{4});   // 1 and 2 from R1C3 and R1C4
        QVERIFY(sum->explanation.arguments.at(4) == "7");
        // With R1C3 already 4 the row's last square is known: 10 - 3 - 4 = 3.
        Board placed = puzzle;
        placed.set(2, 4);
        const CandidateGrid more(4, CandidateGrid::lineUnits(4), placed);
        CageWaysCache placedWays(placed.cages());
        const auto last = findLineSum(more, placedWays);
        QVERIFY(last);
        for (const CellValuePair& e : last->eliminations)
            QVERIFY(e.cell == 3 && e.value != 3);
    }

    void nextStepKeepsThePlayersEliminations()
    {
        const Board puzzle = exampleFourByFour();
        const SolveResult exact = KenKenRules(4).makeNativeSolver()->countSolutions(puzzle, 2);
        Board almost = exact.solutions.front();
        almost.copyCagesFrom(puzzle);
        almost.set(5, 0);
        const KenKenStepSolver solver(4);
        const auto single = solver.nextStep(almost, {}, nullptr);
        QVERIFY(single);
        QCOMPARE(single->placements.size(), std::size_t{1});
        QCOMPARE(single->placements.front().value, static_cast<int>(exact.solutions.front().at(5)));
        // A player who struck the right value out has a broken grid: no step, and no guess either.
        std::vector<ValueSet> allowed(16);
        allowed[5] = ValueSet::fromMask(0xF & ~(1u << (exact.solutions.front().at(5) - 1)));
        const auto none = solver.nextStep(almost, allowed, &exact.solutions.front());
        QVERIFY(!none);
    }
};

QTEST_GUILESS_MAIN(TestKenKenLogic)
#include "test_kenken_logic.moc"
