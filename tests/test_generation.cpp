// GenPuzzles: unique results (checked by the independent reference solver), seeds, strategies, the
// removal rules, events, cancelling and the harvest.
#include "ReferenceSolver.h"

#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "generate/Minimality.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "types/sudoku/SudokuRules.h"

#include <QtTest>

namespace {

std::vector<int> toInts(const ps::Board& board) { return {board.cells().begin(), board.cells().end()}; }

int referenceCount(const ps::PuzzleRules& rules, const ps::Board& board, int limit)
{
    const auto& shape = static_cast<const ps::SudokuRules&>(rules).shape();
    return reference::SudokuSolver(shape.boxRows(), shape.boxCols()).count(toInts(board), limit).count;
}

struct Recorder : ps::GenerationObserver {
    std::vector<ps::GenerationEvent> events;
    ps::CancelToken* token = nullptr;
    int cancelAt = -1;
    void onGenerationEvent(const ps::GenerationEvent& event) override
    {
        events.push_back(event);
        if (token && static_cast<int>(events.size()) == cancelAt)
            token->cancel();
    }
};

ps::GenerationResult generate(const ps::PuzzleRules& rules, std::uint64_t seed, ps::GenerationSettings settings = {},
                              ps::GenerationObserver* observer = nullptr, const ps::CancelToken* cancel = nullptr,
                              const std::string& backendName = "z3")
{
    auto backend = ps::makeBackend(backendName, rules);
    const ps::RuleClassifier classifier;
    ps::PuzzleGenerator generator(rules, *backend, classifier);
    generator.setObserver(observer);
    generator.setCancelToken(cancel);
    ps::Rng rng(seed);
    return generator.run(settings, rng);
}

// No single given can be taken away without losing uniqueness: asked of z3, which shares no code with
// the native solver. (The reference solver counting to 2 gave the same answers, but took two minutes on
// the 12x12 puzzles.)
bool isMinimal(const ps::PuzzleRules& rules, const ps::Board& puzzle, const ps::Board& solution)
{
    auto z3 = ps::makeBackend("z3", rules);
    const ps::MinimalityCheck check = ps::checkMinimal(*z3, puzzle, solution);
    return check.minimal();
}

} // namespace

class TestGeneration : public QObject {
    Q_OBJECT
private slots:
    void puzzlesAreUniqueAndMinimal_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("backend");
        for (const char* backend : {"native", "z3"})
            for (const char* box : {"2x2", "2x3", "3x2", "2x4", "3x3", "3x4"})
                for (const char* strategy : {"paper", "uniform", "symmetric"})
                    if (QLatin1String(backend) == QLatin1String("native") || QLatin1String(box) == QLatin1String("3x3"))
                        QTest::newRow(QStringLiteral("%1 %2 %3").arg(backend, box, strategy).toUtf8())
                            << QString::fromLatin1(box) << QString::fromLatin1(strategy) << QString::fromLatin1(backend);
    }
    void puzzlesAreUniqueAndMinimal()
    {
        QFETCH(QString, box);
        QFETCH(QString, strategy);
        QFETCH(QString, backend);
        const auto rules = ps::makeRules("sudoku", box.toStdString());
        ps::GenerationSettings settings;
        settings.strategy = *ps::parseStrategy(strategy.toStdString());
        settings.harvest = false;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const ps::GenerationResult result = generate(*rules, seed, settings, nullptr, nullptr, backend.toStdString());
            QVERIFY(rules->isSolution(result.solution));
            QVERIFY(result.puzzle.agreesWith(result.solution));
            QCOMPARE(result.tested, rules->cellCount());
            QCOMPARE(referenceCount(*rules, result.puzzle, 2), 1);
            if (settings.strategy != ps::ChooseStrategy::Symmetric)   // pairs can leave single squares removable
                QVERIFY(isMinimal(*rules, result.puzzle, result.solution));
        }
    }

    void symmetricStrategyGivesRotationallySymmetricPuzzles()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        ps::GenerationSettings settings;
        settings.strategy = ps::ChooseStrategy::Symmetric;
        const ps::Board puzzle = generate(*rules, 8, settings).puzzle;
        for (int i = 0; i < puzzle.cellCount(); ++i)
            QCOMPARE(puzzle.at(i) == 0, puzzle.at(puzzle.cellCount() - 1 - i) == 0);
    }

    void sameSeedSamePuzzleOtherSeedOtherPuzzle()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        const ps::Board a = generate(*rules, 77).puzzle;
        QCOMPARE(generate(*rules, 77).puzzle, a);
        QVERIFY(generate(*rules, 78).puzzle != a);
        // Both backends answer the same questions the same way, so they make the same puzzle.
        QCOMPARE(generate(*rules, 77, {}, nullptr, nullptr, "native").puzzle, a);
    }

    void targetEmptyStopsEarly()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        ps::GenerationSettings settings;
        settings.targetEmpty = 30;
        const ps::GenerationResult result = generate(*rules, 3, settings);
        QCOMPARE(result.puzzle.emptyCount(), 30);
        QVERIFY(result.tested < rules->cellCount());
        QCOMPARE(referenceCount(*rules, result.puzzle, 2), 1);
    }

    void atMostKSolutions()
    {
        const auto rules = ps::makeRules("sudoku", "2x3");
        ps::GenerationSettings settings;
        settings.maxSolutions = 3;
        // Removals only add solutions, so a square refused once stays refused: no given of the result
        // can go without leaving more than three solutions.
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const ps::GenerationResult result = generate(*rules, seed, settings);
            const int count = referenceCount(*rules, result.puzzle, 10);
            QVERIFY2(count >= 1 && count <= 3, qPrintable(QString::number(count)));
            for (int cell = 0; cell < result.puzzle.cellCount(); ++cell) {
                if (result.puzzle.at(cell) == 0)
                    continue;
                ps::Board fewer = result.puzzle;
                fewer.set(cell, 0);
                QVERIFY2(referenceCount(*rules, fewer, 4) > 3, qPrintable(QStringLiteral("seed %1, square %2").arg(seed).arg(cell)));
            }
        }
    }

    void eventsReplayToTheFinalBoard()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        Recorder recorder;
        ps::GenerationSettings settings;
        settings.strategy = ps::ChooseStrategy::Symmetric;
        const ps::GenerationResult result = generate(*rules, 21, settings, &recorder);
        QVERIFY(recorder.events.size() >= 3);
        QCOMPARE(recorder.events.front().kind, ps::GenerationEvent::Kind::Started);
        QCOMPARE(recorder.events.back().kind, ps::GenerationEvent::Kind::Finished);
        ps::Board replay = recorder.events.front().board;
        QCOMPARE(replay, result.solution);
        int tested = 0;
        for (std::size_t i = 1; i + 1 < recorder.events.size(); ++i) {
            const ps::GenerationEvent& e = recorder.events[i];
            QCOMPARE(e.kind, ps::GenerationEvent::Kind::SquareTested);
            tested += static_cast<int>(e.cells.size());
            QCOMPARE(e.tested, tested);
            QVERIFY(e.solverChecks >= static_cast<long>(i));
            if (e.accepted)
                for (int cell : e.cells)
                    replay.set(cell, 0);
            QCOMPARE(e.empties, replay.emptyCount());
        }
        QCOMPARE(replay, result.puzzle);
        QCOMPARE(recorder.events.back().board, result.puzzle);
        QCOMPARE(tested, rules->cellCount());
        QVERIFY(!recorder.events.back().cancelled);
    }

    void cancelStopsBetweenSteps()
    {
        const auto rules = ps::makeRules("sudoku", "3x3");
        ps::CancelToken token;
        Recorder recorder;
        recorder.token = &token;
        recorder.cancelAt = 11;   // Started + 10 squares
        const ps::GenerationResult result = generate(*rules, 4, {}, &recorder, &token);
        QVERIFY(result.cancelled);
        QCOMPARE(result.tested, 10);
        QVERIFY(recorder.events.back().cancelled);
        QVERIFY(result.puzzle.agreesWith(result.solution));
    }

    void harvestHoldsEveryAcceptedBoardAndItsTwins()
    {
        const auto rules = ps::makeRules("sudoku", "2x3");
        const ps::GenerationResult result = generate(*rules, 6);
        int originals = 0, twins = 0;
        for (const auto& [difficulty, entries] : result.harvest)
            for (const ps::HarvestEntry& entry : entries) {
                (entry.transform.empty() ? originals : twins)++;
                QVERIFY(rules->isSolution(entry.solution));
                QVERIFY(entry.givens.agreesWith(entry.solution));
                QCOMPARE(referenceCount(*rules, entry.givens, 2), 1);   // symmetries keep uniqueness
                QCOMPARE(ps::RuleClassifier().classify(*rules, entry.givens), difficulty);
            }
        QCOMPARE(originals, result.puzzle.emptyCount());   // one accepted board per emptied square
        QCOMPARE(twins, originals * 6);                    // 2x3 boxes: six transformations
    }
};

QTEST_GUILESS_MAIN(TestGeneration)
#include "test_generation.moc"
