// Playing: moves with undo/redo, pencil marks, conflicts, mistakes, hints, reveal, and progress saved
// in the .puzzle file and restored.
#include "PlaySession.h"

#include "document/PuzzleFile.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace ps;

namespace {

std::unique_ptr<PlaySession> newSession(std::uint64_t seed = 4)
{
    std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", "3x3"));
    auto backend = makeBackend("native", *rules);
    const ClueBandClassifier classifier;
    PuzzleGenerator generator(*rules, *backend, classifier);
    GenerationSettings settings;
    settings.harvest = false;
    Rng rng(seed);
    const GenerationResult result = generator.run(settings, rng);
    return std::make_unique<PlaySession>(rules, result.puzzle, result.solution);
}

int firstEmpty(const PlaySession& s, int after = -1)
{
    for (int cell = after + 1; cell < s.givens().cellCount(); ++cell)
        if (!s.isGiven(cell))
            return cell;
    return -1;
}

int wrongValueFor(const PlaySession& s, int cell) { return s.solution().at(cell) % 9 + 1; }

} // namespace

class TestPlay : public QObject {
    Q_OBJECT
private slots:
    void movesUndoAndRedo()
    {
        auto s = newSession();
        const int a = firstEmpty(*s);
        const int b = firstEmpty(*s, a);
        s->enter(a, s->solution().at(a));
        s->toggleMark(b, 3);
        s->toggleMark(b, 5);
        QCOMPARE(s->entries().at(a), s->solution().at(a));
        QCOMPARE(s->marks(b), PlaySession::Marks((1u << 2) | (1u << 4)));
        s->undoStack().undo();
        QCOMPARE(s->marks(b), PlaySession::Marks(1u << 2));
        s->undoStack().undo();
        s->undoStack().undo();
        QCOMPARE(static_cast<int>(s->entries().at(a)), 0);
        s->undoStack().redo();
        QCOMPARE(s->entries().at(a), s->solution().at(a));
        // Givens cannot be changed, and a value clears the square's pencil marks.
        int given = 0;
        while (!s->isGiven(given))
            ++given;
        s->enter(given, 1);
        QCOMPARE(s->valueAt(given), static_cast<int>(s->givens().at(given)));
        s->toggleMark(b, 3);
        s->enter(b, 7);
        QCOMPARE(s->marks(b), PlaySession::Marks(0));
        s->undoStack().undo();
        QCOMPARE(s->marks(b), PlaySession::Marks(1u << 2));
    }

    void conflictsAndMistakes()
    {
        auto s = newSession();
        const int cell = firstEmpty(*s);
        const int row = cell / 9;
        int clash = 0;
        for (int c = 0; c < 9; ++c)
            if (s->givens().at(row * 9 + c))
                clash = s->givens().at(row * 9 + c);
        s->enter(cell, clash);   // a value already given in the same row
        const auto conflicts = s->conflicts();
        QVERIFY(std::find(conflicts.begin(), conflicts.end(), cell) != conflicts.end());
        QCOMPARE(s->mistakes(), std::vector<int>{cell});
        s->enter(cell, s->solution().at(cell));
        QVERIFY(s->conflicts().empty());
        QVERIFY(s->mistakes().empty());
    }

    void hintIsTheNextLogicStepAndIgnoresMistakes()
    {
        auto s = newSession();
        const auto hint = s->hint();
        QVERIFY(hint);
        QVERIFY(!hint->explanation.text().empty());
        for (const CellValuePair& p : hint->placements)
            QCOMPARE(p.value, static_cast<int>(s->solution().at(p.cell)));
        const int cell = firstEmpty(*s);
        s->enter(cell, wrongValueFor(*s, cell));
        const auto afterMistake = s->hint();
        QVERIFY(afterMistake);
        for (const CellValuePair& p : afterMistake->placements)
            QCOMPARE(p.value, static_cast<int>(s->solution().at(p.cell)));
    }

    void revealAllSolvesAndUndoesInOneStep()
    {
        auto s = newSession();
        QVERIFY(!s->isSolved());
        s->revealAll();
        QVERIFY(s->isSolved());
        QVERIFY(!s->hint());
        s->undoStack().undo();
        QCOMPARE(s->entries().emptyCount(), 81);
    }

    void progressIsSavedAndRestored()
    {
        auto s = newSession();
        const int a = firstEmpty(*s);
        const int b = firstEmpty(*s, a);
        s->enter(a, wrongValueFor(*s, a));
        s->toggleMark(b, 9);
        PuzzleRecord record;
        record.parameters = QStringLiteral("3x3");
        record.givens = s->givens();
        record.solution = s->solution();
        record.progress = PlayProgress{s->entries(), s->allMarks(), 125};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.puzzle"));
        QString error;
        QVERIFY2(PuzzleFile::save(path, record, &error), qPrintable(error));
        PuzzleRecord loaded;
        QVERIFY2(PuzzleFile::load(path, loaded, &error), qPrintable(error));
        QVERIFY(loaded.progress);
        PlaySession again(s->sharedRules(), loaded.givens, loaded.solution);
        again.restore(loaded.progress->entries, loaded.progress->marks, loaded.progress->seconds);
        QCOMPARE(again.entries(), s->entries());
        QCOMPARE(again.allMarks(), s->allMarks());
        QVERIFY(again.secondsPlayed() >= 125);
        QCOMPARE(again.mistakes(), std::vector<int>{a});
    }
};

QTEST_MAIN(TestPlay)
#include "test_play.moc"
