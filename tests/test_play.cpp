// Playing: moves with undo/redo, pencil marks, conflicts, mistakes, hints, reveal, and progress saved
// in the .puzzle file and restored.
#include "GridView.h"
#include "KeenData.h"
#include "PlaySession.h"

#include "document/LineFormat.h"
#include "document/PuzzleFile.h"
#include "document/PuzzlePainter.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <bit>
#include <numeric>
#include <QtTest>

using namespace ps;

namespace {
// Pencil marks as a bit mask (bit v-1 = value v): short to compare for values up to 32.
std::uint32_t bits(const ps::ValueSet& marks) { return marks.lowMask(); }
} // namespace

namespace {

// One seeded GenPuzzles run of the type.
GenerationResult generated(const PuzzleRules& rules, std::uint64_t seed)
{
    auto backend = makeBackend("native", rules);
    const RuleClassifier classifier;
    PuzzleGenerator generator(rules, *backend, classifier);
    GenerationSettings settings;
    settings.harvest = false;
    Rng rng(seed);
    return generator.run(settings, rng);
}

std::unique_ptr<PlaySession> newSession(std::uint64_t seed = 4)
{
    std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", "3x3"));
    const GenerationResult result = generated(*rules, seed);
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
        QCOMPARE(bits(s->marks(b)), std::uint32_t((1u << 2) | (1u << 4)));
        s->undoStack().undo();
        QCOMPARE(bits(s->marks(b)), std::uint32_t(1u << 2));
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
        QCOMPARE(bits(s->marks(b)), std::uint32_t(0));
        s->undoStack().undo();
        QCOMPARE(bits(s->marks(b)), std::uint32_t(1u << 2));
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

    void hintIsTheNextLogicStepAndPointsAtMistakesFirst()
    {
        auto s = newSession();
        const PlaySession::Hint hint = s->hint();
        QCOMPARE(hint.kind, PlaySession::Hint::Kind::Step);
        QVERIFY(!hint.step->explanation.text().empty());
        for (const CellValuePair& p : hint.step->placements)
            QCOMPARE(p.value, static_cast<int>(s->solution().at(p.cell)));
        const int cell = firstEmpty(*s);
        s->enter(cell, wrongValueFor(*s, cell));
        const PlaySession::Hint afterMistake = s->hint();
        QCOMPARE(afterMistake.kind, PlaySession::Hint::Kind::FixEntries);
        QCOMPARE(afterMistake.cells, std::vector<int>{cell});
    }

    void revealAllSolvesAndUndoesInOneStep()
    {
        auto s = newSession();
        QSignalSpy solved(s.get(), &PlaySession::solvedChanged);
        QVERIFY(!s->isSolved());
        s->revealAll();
        QVERIFY(s->isSolved());
        QCOMPARE(solved.count(), 1);
        QCOMPARE(solved.last().at(0).toBool(), true);
        QCOMPARE(s->hint().kind, PlaySession::Hint::Kind::Complete);
        QVERIFY(s->squaresRevealed() > 0);
        s->undoStack().undo();
        QCOMPARE(s->entries().emptyCount(), 81);
        QCOMPARE(solved.count(), 2);   // editing a finished game reopens it
        QCOMPARE(solved.last().at(0).toBool(), false);
    }

    // Every level, from qqwing's simple to sgt-solo's unreasonable and the Hard puzzle, solved to the
    // end by applying hints alone — with auto-candidates and without. An elimination must stay applied:
    // a hint never repeats itself.
    void hintsAloneSolveEveryLevel_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<bool>("autoCandidates");
        std::vector<std::pair<QString, QString>> puzzles{
            {QStringLiteral("hard from the issue"), QStringLiteral("1.....6..8...2..7...38...2.5....6.......42.....17..8693.......4.89.....54....3...")}};
        for (const char* file : {"sudoku-qqwing-9x9-sample.txt", "sudoku-solo-9x9-sample.txt"}) {
            QFile data(QStringLiteral(PUZZLESMITH_TEST_DATA "/") + QLatin1String(file));
            QVERIFY(data.open(QIODevice::ReadOnly | QIODevice::Text));
            QStringList seen;
            while (!data.atEnd()) {
                const QStringList fields = QString::fromUtf8(data.readLine()).trimmed().split(QLatin1Char(','));
                if (fields.size() < 2 || fields[0].startsWith(QLatin1Char('#')) || seen.contains(fields[1]))
                    continue;
                seen << fields[1];
                puzzles.emplace_back((QLatin1String(file).contains(QLatin1String("qqwing")) ? QStringLiteral("qqwing ") : QStringLiteral("sgt-solo ")) + fields[1], fields[0]);
            }
        }
        for (const auto& [name, line] : puzzles) {
            QTest::newRow(qPrintable(name + QStringLiteral(", marks by hand"))) << line << false;
            QTest::newRow(qPrintable(name + QStringLiteral(", auto-candidates"))) << line << true;
        }
    }

    void hintsAloneSolveEveryLevel()
    {
        QFETCH(QString, puzzle);
        QFETCH(bool, autoCandidates);
        std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", "3x3"));
        PuzzleLine line;
        QVERIFY(parsePuzzleLine(puzzle, line, nullptr));
        const Board givens = line.board;
        const auto solved = makeBackend("native", *rules)->countSolutions(givens, 2);
        QCOMPARE(solved.count, 1);
        PlaySession s(rules, givens, solved.solutions.front());
        s.setAutoCandidates(autoCandidates, true);
        std::optional<LogicStep> previous;
        int steps = 0;
        while (!s.isSolved()) {
            const PlaySession::Hint hint = s.hint();
            QCOMPARE(hint.kind, PlaySession::Hint::Kind::Step);
            const LogicStep& step = *hint.step;
            QVERIFY2(!previous || step.placements != previous->placements || step.eliminations != previous->eliminations,
                     qPrintable(QStringLiteral("the same hint twice at step %1").arg(steps)));
            for (const CellValuePair& p : step.placements)
                QCOMPARE(p.value, static_cast<int>(s.solution().at(p.cell)));
            const std::vector<PlaySession::Marks> before = s.allMarks();
            const Board entriesBefore = s.entries();
            s.applyStep(step);
            QVERIFY2(s.entries() != entriesBefore || s.allMarks() != before, "a hint that changes nothing");
            previous = step;
            QVERIFY2(++steps < 400, "no end in sight");
        }
        QVERIFY(s.mistakes().empty());
    }

    // KenKen: sgt-keen's hardest puzzles (9x9 unreasonable, which need guesses in our step solver, and
    // extreme) played to the end with hints alone; every placement is the answer.
    void kenKenHintsAloneSolveTheHardestLevels_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<bool>("autoCandidates");
        const std::vector<KeenPuzzle> puzzles = keenPuzzles();
        int taken = 0;
        for (std::size_t i = 0; i < puzzles.size() && taken < 4; ++i) {
            if (puzzles[i].puzzle.rows() != 9 || (puzzles[i].label != "unreasonable" && puzzles[i].label != "extreme"))
                continue;
            const QString name = QStringLiteral("9x9 %1 #%2").arg(QString::fromStdString(puzzles[i].label)).arg(i);
            QTest::newRow(qPrintable(name + QStringLiteral(", marks by hand"))) << static_cast<int>(i) << false;
            QTest::newRow(qPrintable(name + QStringLiteral(", auto-candidates"))) << static_cast<int>(i) << true;
            ++taken;
        }
    }

    void kenKenHintsAloneSolveTheHardestLevels()
    {
        QFETCH(int, index);
        QFETCH(bool, autoCandidates);
        const Board givens = keenPuzzles()[static_cast<std::size_t>(index)].puzzle;
        std::shared_ptr<const PuzzleRules> rules(makeRules("kenken", "9x9"));
        const auto solved = makeBackend("native", *rules)->countSolutions(givens, 2);
        QCOMPARE(solved.count, 1);
        PlaySession s(rules, givens, solved.solutions.front());
        s.setAutoCandidates(autoCandidates, true);
        int steps = 0;
        while (!s.isSolved()) {
            const PlaySession::Hint hint = s.hint();
            QCOMPARE(hint.kind, PlaySession::Hint::Kind::Step);
            for (const CellValuePair& p : hint.step->placements)
                QCOMPARE(p.value, static_cast<int>(s.solution().at(p.cell)));
            const Board entriesBefore = s.entries();
            const std::vector<PlaySession::Marks> before = s.allMarks();
            s.applyStep(*hint.step);
            QVERIFY2(s.entries() != entriesBefore || s.allMarks() != before, "a hint that changes nothing");
            QVERIFY2(++steps < 1000, "no end in sight");
        }
        QVERIFY(s.mistakes().empty());
        QVERIFY(s.conflicts().empty());
    }

    // A full cage that misses its target is a conflict, though no row or column repeats a value; the
    // cage's clue is in its first square.
    void kenKenCageMissingItsTargetIsAConflict()
    {
        std::shared_ptr<const PuzzleRules> rules(makeRules("kenken", "6x6"));
        const GenerationResult result = generated(*rules, 11);
        PlaySession s(rules, result.puzzle, result.solution);
        const Cage* cage = nullptr;
        for (const Cage& c : result.puzzle.cages())
            if (c.cells.size() == 2 && c.operation == CageOperation::Add)
                cage = &c;
        QVERIFY(cage);
        const ps::GridPresentation look = rules->presentation(s.givens());
        QCOMPARE(look.labels[static_cast<std::size_t>(cage->cells.front())], cageLabel(*cage));
        QVERIFY(look.labels[static_cast<std::size_t>(cage->cells.back())].empty());
        // The answer in the first square; in the second a value that its row and column do not hold
        // (only the cage is filled) and that misses the sum.
        const int first = cage->cells.front();
        const int second = cage->cells.back();
        s.enter(first, s.solution().at(first));
        const auto lineHolds = [&](int v) {
            for (int k = 0; k < 6; ++k)
                if (s.valueAt(second / 6 * 6 + k) == v || s.valueAt(k * 6 + second % 6) == v)
                    return true;
            return false;
        };
        int wrong = 0;
        for (int v = 1; v <= 6 && !wrong; ++v)
            if (v != s.solution().at(second) && !lineHolds(v))
                wrong = v;
        QVERIFY(wrong);
        s.enter(second, wrong);
        const std::vector<int> conflicts = s.conflicts();
        QVERIFY(std::find(conflicts.begin(), conflicts.end(), first) != conflicts.end());
        QVERIFY(std::find(conflicts.begin(), conflicts.end(), second) != conflicts.end());
        s.enter(second, s.solution().at(second));
        QVERIFY(s.conflicts().empty());
        // The generator's solution has one-square cages; the game is still solved by its values.
        QVERIFY(result.solution.cages() != result.puzzle.cages());
        s.revealAll();
        QVERIFY(s.isSolved());
    }

    void marksThatRuleOutTheAnswerAreReported()
    {
        auto s = newSession();
        const int cell = firstEmpty(*s);
        s->toggleMark(cell, wrongValueFor(*s, cell));   // the only mark: the answer is left out
        const PlaySession::Hint hint = s->hint();
        QCOMPARE(hint.kind, PlaySession::Hint::Kind::FixMarks);
        QCOMPARE(hint.cells, std::vector<int>{cell});
    }

    void autoCandidatesFollowEveryMove()
    {
        auto s = newSession();
        s->setAutoCandidates(true);
        QCOMPARE(s->undoStack().count(), 1);   // filling them is a move of its own
        const std::vector<PlaySession::Marks> allowed = s->ruleCandidates();
        for (int cell = 0; cell < 81; ++cell)
            QCOMPARE(bits(s->marks(cell)), s->isGiven(cell) ? 0u : bits(allowed[static_cast<std::size_t>(cell)]));
        const int cell = firstEmpty(*s);
        const int value = s->solution().at(cell);
        const std::uint32_t bit = 1u << (value - 1);
        std::vector<int> peersWithIt;
        for (int other = 0; other < 81; ++other)
            if (other != cell && !s->isGiven(other) && (bits(s->marks(other)) & bit) &&
                (other / 9 == cell / 9 || other % 9 == cell % 9 || s->rules().regionOf(other) == s->rules().regionOf(cell)))
                peersWithIt.push_back(other);
        QVERIFY(!peersWithIt.empty());
        s->enter(cell, value);
        for (int other : peersWithIt)
            QVERIFY(!(bits(s->marks(other)) & bit));
        s->undoStack().undo();   // one step takes the value and its consequences back
        for (int other : peersWithIt)
            QVERIFY(bits(s->marks(other)) & bit);
        s->undoStack().redo();
        s->enter(cell, 0);   // a cleared square gets its candidates back
        QCOMPARE(s->marks(cell), s->ruleCandidates()[static_cast<std::size_t>(cell)]);
        // A mark taken out by hand stays out.
        const int other = firstEmpty(*s, cell);
        const int some = std::countr_zero(bits(s->marks(other))) + 1;
        s->toggleMark(other, some);
        QVERIFY(!(bits(s->marks(other)) & (1u << (some - 1))));
    }

    // A wrong value struck its value from its peers' marks; taking it back (or typing over it) puts the
    // value back where the rules allow it again.
    void autoCandidatesRecoverFromACorrection()
    {
        auto s = newSession();
        s->setAutoCandidates(true, true);
        // A square, a wrong value it may still take, and a square of its row with that value marked.
        int cell = -1, wrong = 0, peer = -1;
        for (int c = 0; c < 81 && peer < 0; ++c)
            for (int v = 1; v <= 9 && peer < 0 && !s->isGiven(c); ++v)
                if (v != s->solution().at(c) && (bits(s->marks(c)) & (1u << (v - 1))))
                    for (int other = c / 9 * 9; other < c / 9 * 9 + 9; ++other)
                        if (other != c && !s->isGiven(other) && (bits(s->marks(other)) & (1u << (v - 1)))) {
                            cell = c, wrong = v, peer = other;
                            break;
                        }
        const std::uint32_t bit = 1u << (wrong - 1);
        QVERIFY(peer >= 0);
        s->enter(cell, wrong);
        QVERIFY(!(bits(s->marks(peer)) & bit));
        s->enter(cell, s->solution().at(cell));   // typed over: the wrong value's marks come back
        QCOMPARE(bool(bits(s->marks(peer)) & bit), bool(bits(s->ruleCandidates()[static_cast<std::size_t>(peer)]) & bit));
        QCOMPARE(s->hint().kind, PlaySession::Hint::Kind::Step);
    }

    // A finished game opened again arrives solved: the session says so, so the studio does not record it
    // a second time; solving it again after an edit is a finish of its own.
    void aGameRestoredSolvedIsNotFinishedAgain()
    {
        auto s = newSession();
        QVERIFY(!s->restoredSolved());
        s->restore(s->solution(), s->allMarks(), 100);
        QVERIFY(s->isSolved());
        QVERIFY(s->restoredSolved());
        const int cell = firstEmpty(*newSession());
        s->enter(cell, 0);
        QVERIFY(!s->isSolved());
        s->enter(cell, s->solution().at(cell));
        QVERIFY(s->isSolved());
        QVERIFY(!s->restoredSolved());
    }

    void theClockStopsWhenSolvedAndWhilePaused()
    {
        auto s = newSession();
        qint64 nowMs = 5000;   // the clock the session reads, moved by hand
        s->setTimeSource([&nowMs] { return nowMs; });
        s->restore(s->entries(), s->allMarks(), 100);
        nowMs += 2000;
        QCOMPARE(s->secondsPlayed(), qint64(102));   // it runs
        s->setPaused(true);
        const int cell = firstEmpty(*s);
        s->enter(cell, s->solution().at(cell));
        QCOMPARE(static_cast<int>(s->entries().at(cell)), 0);   // no moves on a hidden grid
        nowMs += 60000;
        QCOMPARE(s->secondsPlayed(), qint64(102));
        s->setPaused(false);
        nowMs += 3000;
        s->revealAll();
        QCOMPARE(s->secondsPlayed(), qint64(105));
        nowMs += 60000;
        QCOMPARE(s->secondsPlayed(), qint64(105));
        s->undoStack().undo();   // unsolved again: the clock goes on
        nowMs += 4000;
        QCOMPARE(s->secondsPlayed(), qint64(109));
    }

    void progressIsSavedAndRestored()
    {
        auto s = newSession();
        const int a = firstEmpty(*s);
        const int b = firstEmpty(*s, a);
        s->enter(a, wrongValueFor(*s, a));
        s->toggleMark(b, 9);
        PuzzleRecord record;
        record.type = QStringLiteral("sudoku");
        record.parameters = QStringLiteral("3x3");
        record.givens = s->givens();
        record.solution = s->solution();
        s->noteHintShown();
        s->noteHintShown();
        s->reveal(firstEmpty(*s, b));
        record.progress = PlayProgress{s->entries(), s->allMarks(), 125, s->hintsShown(), s->squaresRevealed()};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.puzzle"));
        QString error;
        QVERIFY2(PuzzleFile::save(path, record, &error), qPrintable(error));
        PuzzleRecord loaded;
        QVERIFY2(PuzzleFile::load(path, loaded, &error), qPrintable(error));
        QVERIFY(loaded.progress);
        PlaySession again(s->sharedRules(), loaded.givens, loaded.solution);
        again.restore(loaded.progress->entries, loaded.progress->marks, loaded.progress->seconds, loaded.progress->hints,
                      loaded.progress->revealed);
        QCOMPARE(again.hintsShown(), 2);
        QCOMPARE(again.squaresRevealed(), 1);
        QCOMPARE(again.entries(), s->entries());
        QCOMPARE(again.allMarks(), s->allMarks());
        QVERIFY(again.secondsPlayed() >= 125);
        QCOMPARE(again.mistakes(), std::vector<int>{a});
    }

    // A hint's struck candidates are drawn in every type: a Fillomino step solver keeps no candidate
    // grid, so the struck values are added to the marks the squares show while the hint is up.
    void everyStruckCandidateIsShown()
    {
        std::shared_ptr<const PuzzleRules> rules(makeRules("fillomino", "7x7"));
        const GenerationResult result = generated(*rules, 4);
        PlaySession s(rules, result.puzzle, result.solution);
        GridView view;
        view.setPuzzle(rules, result.puzzle);
        view.setSession(&s);
        int seen = 0;
        for (int k = 0; k < 200 && !seen; ++k) {
            const PlaySession::Hint hint = s.hint();
            if (hint.kind != PlaySession::Hint::Kind::Step)
                break;
            if (!hint.step->eliminations.empty()) {
                view.showHint(hint);
                for (const ps::CellValuePair& e : hint.step->eliminations) {
                    QVERIFY2(view.shownMarks(e.cell).contains(e.value), qPrintable(QStringLiteral("R%1C%2 %3").arg(e.cell / 7 + 1).arg(e.cell % 7 + 1).arg(e.value)));
                    ++seen;
                }
                view.clearHint();
                QVERIFY(view.shownMarks(hint.step->eliminations.front().cell) == s.marks(hint.step->eliminations.front().cell));
            }
            s.applyStep(*hint.step);
        }
        QVERIFY2(seen > 0, "no hint struck a candidate");
    }

    // Frames and hatching drawn over squares (a hint's squares, squares to fix) leave the signs between
    // squares readable: around the middle of every edge that carries a sign there is no pixel of a frame's
    // or hatching's strong colour, and the sign's own dark pixels are there.
    void overlaysLeaveTheSignsBetweenSquaresFree()
    {
        std::shared_ptr<const PuzzleRules> rules(makeRules("futoshiki", "5x5"));
        Rng rng(6);
        const Board solution = rules->randomSolution(rng);   // every sign
        Board givens = solution;
        for (int i = 0; i < givens.cellCount(); ++i)
            givens.set(i, 0);
        PlaySession s(rules, givens, solution);
        GridView view;
        view.resize(420, 420);
        view.setPuzzle(rules, givens);
        view.setSession(&s);
        const int n = 5;
        std::vector<int> all(static_cast<std::size_t>(givens.cellCount()));
        std::iota(all.begin(), all.end(), 0);
        const QRectF grid = puzzleGridRect(QRectF(view.rect()).adjusted(8, 8, -8, -8), n, n);
        const qreal cell = grid.width() / n;
        const GridPresentation look = rules->presentation(givens);
        for (const PlaySession::Hint::Kind kind : {PlaySession::Hint::Kind::Step, PlaySession::Hint::Kind::FixEntries}) {
            PlaySession::Hint hint;
            hint.kind = kind;
            hint.cells = all;
            if (kind == PlaySession::Hint::Kind::Step)
                hint.step = LogicStep{};
            view.showHint(hint);
            const QImage image = view.grab().toImage();
            int signs = 0;
            for (int i = 0; i < givens.cellCount(); ++i)
                for (const bool right : {true, false}) {
                    const std::vector<EdgeSign>& list = right ? look.rightSign : look.belowSign;
                    if (list[static_cast<std::size_t>(i)] == EdgeSign::None)
                        continue;
                    ++signs;
                    const QPointF centre = right ? QPointF(grid.left() + (i % n + 1) * cell, grid.top() + (i / n + 0.5) * cell)
                                                 : QPointF(grid.left() + (i % n + 0.5) * cell, grid.top() + (i / n + 1) * cell);
                    const QPointF extent = right ? QPointF(cell * 0.06, cell * 0.12) : QPointF(cell * 0.12, cell * 0.06);
                    const QRect box = QRectF(centre - extent, centre + extent).toAlignedRect();
                    int dark = 0;
                    for (int y = box.top(); y <= box.bottom(); ++y)
                        for (int x = box.left(); x <= box.right(); ++x) {
                            const QColor pixel = image.pixelColor(x, y);
                            QVERIFY2(pixel.hsvSaturation() < 120,
                                     qPrintable(QStringLiteral("an overlay covers the sign after square %1 at (%2, %3)").arg(i).arg(x).arg(y)));
                            dark += pixel.lightness() < 90 ? 1 : 0;
                        }
                    QVERIFY2(dark > 0, qPrintable(QStringLiteral("no sign drawn after square %1").arg(i)));
                }
            QCOMPARE(signs, 2 * n * (n - 1));
        }
    }

    // A hint's frames hug their squares' borders: no pixel of the frame's green lies deeper inside a square
    // than 0.07 of its side, where the pencil marks next to the edges are (they were half covered).
    void hintFramesKeepClearOfThePencilMarks()
    {
        std::shared_ptr<const PuzzleRules> rules(makeRules("skyscrapers", "6x6"));
        Rng rng(2);
        const Board solution = rules->randomSolution(rng);
        Board givens = solution;
        for (int i = 0; i < givens.cellCount(); ++i)
            givens.set(i, 0);
        PlaySession s(rules, givens, solution);
        s.fillCandidates();
        GridView view;
        view.resize(420, 420);
        view.setPuzzle(rules, givens);
        view.setSession(&s);
        PlaySession::Hint hint;
        hint.kind = PlaySession::Hint::Kind::Step;
        hint.cells = {0, 7, 14, 35};
        hint.step = LogicStep{};
        view.showHint(hint);
        const QImage image = view.grab().toImage();
        const int n = 6;
        const QRectF grid = puzzleGridRect(QRectF(view.rect()).adjusted(8, 8, -8, -8), n, n, 1);
        const qreal cell = grid.width() / n;
        int frame = 0;
        for (int i : hint.cells) {
            const QRectF square(grid.left() + (i % n) * cell, grid.top() + (i / n) * cell, cell, cell);
            for (int y = qCeil(square.top()); y < square.bottom(); ++y)
                for (int x = qCeil(square.left()); x < square.right(); ++x) {
                    const QColor pixel = image.pixelColor(x, y);
                    if (pixel.green() - pixel.red() < 80)
                        continue;   // not the frame's strong green (the square's pale tint is)
                    ++frame;
                    const qreal depth = std::min({x - square.left(), square.right() - x, y - square.top(), square.bottom() - y});
                    QVERIFY2(depth < cell * 0.07, qPrintable(QStringLiteral("frame at (%1, %2), %3 of a square inside").arg(x).arg(y).arg(depth / cell)));
                }
        }
        QVERIFY(frame > 0);
    }

    // Pencil marks next to an edge stay clear of the sign on it: with every value marked in every square,
    // no pixel of the marks' colour lies on a sign's chevron.
    void pencilMarksStayClearOfTheSignsBetweenSquares()
    {
        for (const int n : {5, 9}) {
            std::shared_ptr<const PuzzleRules> rules(makeRules("futoshiki", QStringLiteral("%1x%1").arg(n).toStdString()));
            Rng rng(static_cast<std::uint64_t>(n));
            Board givens = rules->randomSolution(rng);   // every sign
            for (int i = 0; i < givens.cellCount(); ++i)
                givens.set(i, 0);
            ValueSet every;
            for (int v = 1; v <= n; ++v)
                every.insert(v);
            PuzzlePaintStyle style;
            style.givenColor = Qt::black;
            style.pencilMarkColor = QColor(255, 0, 0);
            style.pencilMarks = [&](int) { return every; };
            QImage image(600, 600, QImage::Format_RGB32);
            image.fill(Qt::white);
            {
                QPainter painter(&image);
                paintPuzzle(painter, QRectF(image.rect()), *rules, givens, nullptr, style);
            }
            const QRectF grid = puzzleGridRect(QRectF(image.rect()), n, n);
            const qreal cell = grid.width() / n;
            const GridPresentation look = rules->presentation(givens);
            int signs = 0;
            for (int i = 0; i < givens.cellCount(); ++i)
                for (const bool right : {true, false}) {
                    if ((right ? look.rightSign : look.belowSign)[static_cast<std::size_t>(i)] == EdgeSign::None)
                        continue;
                    ++signs;
                    // The chevron's own box with its stroke: 0.13 of a square each way along the edge, 0.09 across it.
                    const QPointF centre = right ? QPointF(grid.left() + (i % n + 1) * cell, grid.top() + (i / n + 0.5) * cell)
                                                 : QPointF(grid.left() + (i % n + 0.5) * cell, grid.top() + (i / n + 1) * cell);
                    const QPointF extent = right ? QPointF(cell * 0.09, cell * 0.13) : QPointF(cell * 0.13, cell * 0.09);
                    const QRect box = QRectF(centre - extent, centre + extent).toAlignedRect();
                    for (int y = box.top(); y <= box.bottom(); ++y)
                        for (int x = box.left(); x <= box.right(); ++x) {
                            const QColor pixel = image.pixelColor(x, y);
                            QVERIFY2(pixel.red() - pixel.green() < 60,
                                     qPrintable(QStringLiteral("%1x%1: a pencil mark on the sign after square %2 at (%3, %4)").arg(n).arg(i).arg(x).arg(y)));
                        }
                }
            QCOMPARE(signs, 2 * n * (n - 1));
        }
    }

    // Apply Hint writes a value and crosses it off the marks around it, as a player does: no mark is
    // left that the entered values rule out.
    void applyHintClearsMarksTheValueRulesOut()
    {
        std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", "3x3"));
        const GenerationResult result = generated(*rules, 21);
        PlaySession s(rules, result.puzzle, result.solution);
        s.fillCandidates();
        int placed = 0;
        for (int k = 0; k < 30; ++k) {
            const PlaySession::Hint hint = s.hint();
            QCOMPARE(hint.kind, PlaySession::Hint::Kind::Step);
            s.applyStep(*hint.step);
            for (const ps::CellValuePair& p : hint.step->placements) {
                ++placed;
                for (int c = 0; c < 81; ++c) {
                    const bool peer = c != p.cell && (c / 9 == p.cell / 9 || c % 9 == p.cell % 9 ||
                                                      (c / 27 == p.cell / 27 && c % 9 / 3 == p.cell % 9 / 3));
                    if (peer)
                        QVERIFY2(!s.marks(c).contains(p.value), qPrintable(QStringLiteral("cell %1 keeps %2").arg(c).arg(p.value)));
                }
            }
        }
        QVERIFY(placed > 0);
    }
};

QTEST_MAIN(TestPlay)
#include "test_play.moc"
