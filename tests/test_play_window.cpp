// Playing in the studio window: a Hard game finished by hints alone, the solved moment, asking before a
// game is discarded, focus, mnemonics, the shortcut list, typing values above 9, pause, title, and a
// window that fits a 1280x720 screen.
#include "Autosave.h"
#include "GridView.h"
#include "MainWindow.h"
#include "StudioRun.h"
#include "StudioPlay.h"
#include "StudioDocument.h"
#include "SavedPuzzle.h"
#include "StudioTestState.h"
#include "WindowFit.h"
#include "PlayPanel.h"
#include "PlaySession.h"

#include "HarvestPanel.h"
#include "difficulty/Difficulty.h"
#include "document/LineFormat.h"
#include "generate/GenPuzzles.h"
#include "document/PuzzleFile.h"
#include "document/Translations.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QDir>
#include <QGuiApplication>
#include <QScreen>
#include <QLabel>
#include <QPushButton>
#include <QMenuBar>
#include <QSettings>
#include <QUndoGroup>
#include <QStandardPaths>
#include <QToolButton>
#include <QTemporaryDir>
#include <QtTest>
#include <set>

using namespace ps;
using studio_test::kHardPuzzle;
using studio_test::savedPuzzle;

namespace {
// Pencil marks as a bit mask (bit v-1 = value v): short to compare for values up to 32.
std::uint32_t bits(const ps::ValueSet& marks) { return marks.lowMask(); }
} // namespace

namespace {

QAction* actionNamed(QWidget& window, const char* text)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == QLatin1String(text))
            return a;
    return nullptr;
}

QChar mnemonic(const QString& text)
{
    const qsizetype at = text.indexOf(QLatin1Char('&'));
    return at >= 0 && at + 1 < text.size() && text[at + 1] != QLatin1Char('&') ? text[at + 1].toLower() : QChar();
}

int firstEmpty(const PlaySession& s)
{
    for (int cell = 0; cell < s.givens().cellCount(); ++cell)
        if (!s.isGiven(cell) && !s.entries().at(cell))
            return cell;
    return -1;
}

} // namespace

class TestPlayWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }

    // The Hard puzzle, played in the window by Hint and Apply alone, shows its eliminations on
    // the way and ends with the solved message; the clock then stands still.
    void aHardGameIsFinishedByHintsAlone()
    {
        QVERIFY(Translations::install(QLocale(QLocale::English)) == QLatin1String("en"));
        QTemporaryDir dir;
        const QString path = savedPuzzle(dir, kHardPuzzle);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.files().openPath(path);
        QVERIFY(window.session());
        int hints = 0;
        int eliminationHints = 0;
        while (!window.session()->isSolved()) {
            window.play().giveHint();
            QTRY_VERIFY_WITH_TIMEOUT(!window.play().isFindingHint(), 20000);
            const auto& shown = window.grid().shownHint();
            QVERIFY(shown);
            QCOMPARE(shown->kind, PlaySession::Hint::Kind::Step);
            QVERIFY(!window.playPanel().hintText().isEmpty());
            if (!shown->step->eliminations.empty() && shown->step->placements.empty()) {
                ++eliminationHints;
                QVERIFY(window.playPanel().hintText().contains(QLatin1String("Candidates struck")));
            }
            // A count of squares, not "Values placed: 1", which read like the value 1 (issue 37); in English
            // with its plural forms installed, as the studio does.
            if (shown->step->placements.size() == 1)
                QVERIFY2(window.playPanel().hintText().contains(QLatin1String("1 square filled in")), qPrintable(window.playPanel().hintText()));
            window.play().applyHint();
            QVERIFY(!window.grid().shownHint());   // the change took the hint away
            QVERIFY2(++hints < 400, "no end in sight");
        }
        QVERIFY(eliminationHints > 0);
        QCOMPARE(window.session()->hintsShown(), hints);
        QVERIFY(window.playPanel().solvedText().startsWith(QLatin1String("Solved in")));
        QVERIFY2(window.playPanel().solvedText().contains(QStringLiteral("with %1 hint").arg(hints)), qPrintable(window.playPanel().solvedText()));
        // Every square filled by Apply Hint: the game times the button, and the player is told it does not count.
        QCOMPARE(window.session()->squaresFilledByHints(), window.session()->givens().emptyCount());
        QVERIFY2(window.playPanel().solvedText().contains(QLatin1String("does not count towards your time predictions")),
                 qPrintable(window.playPanel().solvedText()));
        // The note is not in the large bold heading: in it the whole message ran past the panel at 1280x720.
        for (const QLabel* label : window.playPanel().findChildren<QLabel*>())
            if (label->isVisibleTo(&window.playPanel()) && label->styleSheet().contains(QLatin1String("14pt")))
                QVERIFY2(!label->text().contains(QLatin1String("does not count")), qPrintable(label->text()));
        qint64 nowMs = 0;   // the session's clock from here on, moved by hand
        window.session()->setTimeSource([&nowMs] { return nowMs; });
        const qint64 atSolve = window.session()->secondsPlayed();
        nowMs += 60000;
        QCOMPARE(window.session()->secondsPlayed(), atSolve);
        // Editing the finished game reopens it.
        window.session()->undoStack().undo();
        QVERIFY(!window.session()->isSolved());
        QVERIFY(window.playPanel().solvedText().isEmpty());
    }

    // A hint belongs to its position: after any move, Apply is off and writes nothing.
    void aHintIsRetiredByTheNextMove()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        window.play().giveHint();
        QTRY_VERIFY_WITH_TIMEOUT(!window.play().isFindingHint(), 20000);
        QAction* apply = actionNamed(window, "&Apply Hint");
        QVERIFY(apply && apply->isEnabled());
        PlaySession& s = *window.session();
        const int cell = firstEmpty(s);
        s.enter(cell, s.solution().at(cell));
        s.undoStack().undo();
        QVERIFY(!apply->isEnabled());
        const Board before = s.entries();
        window.play().applyHint();
        QCOMPARE(s.entries(), before);
        // While paused, no move at all: not even undo.
        s.enter(cell, s.solution().at(cell));
        s.setPaused(true);
        QVERIFY(!window.findChild<QUndoGroup*>()->activeStack());
        s.setPaused(false);
        QVERIFY(window.findChild<QUndoGroup*>()->activeStack());
    }

    void aHintOnAWrongEntrySaysSoFirst()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        PlaySession& s = *window.session();
        const int cell = firstEmpty(s);
        s.enter(cell, s.solution().at(cell) % 9 + 1);
        window.play().giveHint();
        QTRY_VERIFY_WITH_TIMEOUT(!window.play().isFindingHint(), 20000);
        QCOMPARE(window.grid().shownHint()->kind, PlaySession::Hint::Kind::FixEntries);
        const QString name = QStringLiteral("R%1C%2").arg(cell / 9 + 1).arg(cell % 9 + 1);
        QVERIFY2(window.playPanel().hintText().contains(name + QStringLiteral(" is wrong")), qPrintable(window.playPanel().hintText()));
    }

    void aGameInProgressIsNotDiscardedWithoutAsking()
    {
        QTemporaryDir dir;
        const QString path = savedPuzzle(dir, kHardPuzzle);
        MainWindow window;
        window.controller().setSpeed(GenerationController::Speed::Instant);
        window.files().openPath(path);
        QStringList asked;
        MainWindow::DiscardAnswer answer = MainWindow::DiscardAnswer::Cancel;
        window.files().setDiscardQuestion([&](const QString& action) {
            asked << action;
            return answer;
        });
        window.run().generate();   // nothing played yet: no question
        QVERIFY(asked.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 20000);
        window.files().openPath(path);
        PlaySession* game = window.session();
        const int cell = firstEmpty(*game);
        game->enter(cell, game->solution().at(cell));
        QVERIFY(window.isWindowModified());

        window.run().generate();
        window.play().newEmptyGrid();
        QVERIFY(!window.close());
        QCOMPARE(asked.size(), 3);
        QCOMPARE(window.session(), game);   // Cancel kept the game every time
        QVERIFY(!window.controller().isBusy());

        answer = MainWindow::DiscardAnswer::Save;   // opened from a file: saved there, no dialog
        window.play().newEmptyGrid();
        QCOMPARE(asked.size(), 4);
        PuzzleRecord saved;
        QVERIFY(PuzzleFile::load(path, saved, nullptr));
        QVERIFY(saved.progress);
        QCOMPARE(saved.progress->entries.at(cell), saved.solution.at(cell));

        answer = MainWindow::DiscardAnswer::Discard;
        window.session()->enter(0, 5);   // a grid being typed in is worth asking about too
        // ... and saved, it opens again as a grid being typed in, its values as they were typed.
        const PuzzleRecord typed = window.document().record();
        QCOMPARE(typed.givens.at(0), CellValue(5));
        QVERIFY(!typed.progress && typed.solution.isEmpty());
        const QString typedPath = dir.filePath(QStringLiteral("typed.puzzle"));
        QVERIFY(PuzzleFile::save(typedPath, typed, nullptr));
        MainWindow other;
        other.files().openPath(typedPath);
        QCOMPARE(other.session()->entries().at(0), CellValue(5));
        QVERIFY(actionNamed(other, "A&nalyse Typed Grid")->isEnabled());
        window.run().generate();
        QCOMPARE(asked.size(), 5);
        QVERIFY(window.controller().isBusy());
        window.document().cancelBackgroundWork();
    }

    void keyboardFocusReturnsToTheGrid()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.controller().setSpeed(GenerationController::Speed::Instant);
        QComboBox* difficulty = nullptr;
        for (QComboBox* combo : window.findChildren<QComboBox*>())
            if (combo->findText(QStringLiteral("Evil")) >= 0)
                difficulty = combo;
        QVERIFY(difficulty);
        difficulty->setFocus();
        emit difficulty->activated(difficulty->currentIndex());
        window.run().generate();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy() && window.session(), 20000);
        QTRY_VERIFY2(window.grid().hasFocus(), QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "no focus");
        const int before = difficulty->currentIndex();
        QTest::keyClick(QApplication::focusWidget(), '3');
        QCOMPARE(difficulty->currentIndex(), before);   // the digit went to the grid, not to a combo box
    }

    // Alt+F, Alt+R, Alt+E, Alt+P, Alt+V and Alt+H open their menus: no panel label or button takes them.
    void menuMnemonicsAreNotTakenByPanels()
    {
        MainWindow window;
        std::set<QChar> menus;
        for (QAction* menu : window.menuBar()->actions()) {
            const QChar key = mnemonic(menu->text());
            QVERIFY2(!key.isNull(), qPrintable(menu->text()));
            QVERIFY2(menus.insert(key).second, qPrintable(menu->text()));
        }
        std::set<QChar> panels;
        QStringList texts;
        for (QAbstractButton* button : window.findChildren<QAbstractButton*>())
            if (!qobject_cast<QToolButton*>(button))
                texts << button->text();
        for (QLabel* label : window.findChildren<QLabel*>())
            if (label->buddy())
                texts << label->text();
        for (const QString& text : texts) {
            const QChar key = mnemonic(text);
            if (key.isNull())
                continue;
            QVERIFY2(!menus.count(key), qPrintable(QStringLiteral("\"%1\" takes a menu's key").arg(text)));
            QVERIFY2(panels.insert(key).second, qPrintable(QStringLiteral("\"%1\" shares its key").arg(text)));
        }
    }

    void everyShortcutIsListedAndUnique()
    {
        MainWindow window;
        const QString table = window.shortcutTable();
        std::set<QString> keys;
        for (QAction* action : window.findChildren<QAction*>())
            for (const QKeySequence& key : action->shortcuts()) {
                const QString text = key.toString(QKeySequence::NativeText);
                QVERIFY2(keys.insert(text).second, qPrintable(QStringLiteral("%1 is bound twice").arg(text)));
                QVERIFY2(table.contains(text.toHtmlEscaped()), qPrintable(QStringLiteral("%1 is not in the help").arg(text)));
            }
        QVERIFY(keys.count(QStringLiteral("Ctrl+H")) && keys.count(QStringLiteral("F7")));
    }

    // "1" then "2" is 12 when values above 9 are numbers; a pause between them makes them two entries.
    void twoDigitsTypedQuicklyMakeOneValue()
    {
        std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", "4x4"));
        PlaySession session(rules, rules->emptyBoard(), Board());
        GridView grid;
        grid.setPuzzle(rules, rules->emptyBoard());
        grid.setSession(&session);
        grid.setNumbersAboveNine(true);
        qint64 nowMs = 0;   // the time typeDigit sees, moved by hand
        grid.setTypingTimeSource([&nowMs] { return nowMs; });
        grid.selectCell(0);
        QTest::keyClick(&grid, '1');
        nowMs += GridView::kMultiDigitMs;   // just in time
        QTest::keyClick(&grid, '2');
        QCOMPARE(static_cast<int>(session.entries().at(0)), 12);
        session.undoStack().undo();
        QCOMPARE(static_cast<int>(session.entries().at(0)), 0);   // one undo step for the number
        grid.selectCell(1);
        QTest::keyClick(&grid, '1');
        nowMs += GridView::kMultiDigitMs + 1;   // just too late
        QTest::keyClick(&grid, '6');
        QCOMPARE(static_cast<int>(session.entries().at(1)), 6);
        QTest::keyClick(&grid, '7');   // 67 is no value: a fresh 7
        QCOMPARE(static_cast<int>(session.entries().at(1)), 7);
        grid.selectCell(3);
        QTest::keyClick(&grid, '1');
        nowMs += GridView::kMultiDigitMs + 1;   // just too late
        QTest::keyClick(&grid, '1');   // the square holds 1 already: the digit changes nothing, but counts
        QTest::keyClick(&grid, '2');
        QCOMPARE(static_cast<int>(session.entries().at(3)), 12);
        grid.setPencilMode(true);
        grid.selectCell(2);
        QTest::keyClick(&grid, '1');
        QTest::keyClick(&grid, '0');
        QCOMPARE(bits(session.marks(2)), std::uint32_t(1u << 9));   // the pencil mark 10, not 1
    }

    void minimisingPausesTheGameAndHidesIt()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        window.show();
        QVERIFY(!window.session()->isPaused());
        window.setWindowState(Qt::WindowMinimized);
        QTRY_VERIFY(window.session()->isPaused());
        QAction* pause = actionNamed(window, "Res&ume Game");
        QVERIFY(pause && pause->isChecked());
        pause->trigger();
        QVERIFY(!window.session()->isPaused());
    }

    void theTitleNamesTheFileAndItsChanges()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        QVERIFY(window.windowTitle().startsWith(QLatin1String("hard.puzzle[*]")));
        QVERIFY(!window.isWindowModified());
        window.session()->enter(firstEmpty(*window.session()), 1);
        QVERIFY(window.isWindowModified());
        window.session()->undoStack().undo();
        QVERIFY(!window.isWindowModified());
    }

    // Opening a file sets the size panel to its grid, so New and Generate make the same kind.
    void openingSetsTheSizePanel()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(savedPuzzle(dir, "4......4..1..2..", QStringLiteral("2x2")));
        QVERIFY(window.session());
        bool found = false;
        for (QComboBox* combo : window.findChildren<QComboBox*>())
            found |= combo->currentData().toString() == QLatin1String("2x2");
        QVERIFY(found);
    }

    // A puzzle picked from the harvest is saved with what makes exactly it again: the run's settings and
    // seed, and its place in the harvest (the accepted board's step, and the twin's transformation).
    void aSavedHarvestEntryCanBeMadeAgain()
    {
        MainWindow window;
        window.controller().setSpeed(GenerationController::Speed::Instant);
        for (QCheckBox* random : window.findChildren<QCheckBox*>())
            random->setChecked(false);
        for (QLineEdit* seed : window.findChildren<QLineEdit*>())
            seed->setText(QStringLiteral("7"));
        window.run().generate();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy() && window.session(), 20000);
        std::optional<HarvestPanel::Entry> twin;
        for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil})
            for (int i = 0; !twin && window.harvestPanel().entryAt({d, i}); ++i)
                if (!window.harvestPanel().entryAt({d, i})->transform.empty() && i > 3)
                    twin = HarvestPanel::Entry{d, i};
        QVERIFY(twin);
        window.harvestPanel().select(*twin);
        const PuzzleRecord record = window.document().record();
        QCOMPARE(record.givens, window.harvestPanel().entryAt(*twin)->givens);
        QVERIFY(record.generator && record.seed && record.generator->harvestStep);
        QCOMPARE(*record.seed, quint64(7));
        QVERIFY(!record.generator->transform.isEmpty());

        const auto rules = record.makeRules();
        auto backend = makeBackend(record.generator->backend.toStdString(), *rules);
        const RuleClassifier anyClassifier;   // which class an entry is filed under does not matter here
        PuzzleGenerator generator(*rules, *backend, anyClassifier);
        GenerationSettings settings;
        settings.strategy = *parseStrategy(record.generator->strategy.toStdString());
        settings.searchBudget = defaultSearchBudget(*rules);
        Rng rng(*record.seed);
        const GenerationResult again = generator.run(settings, rng);
        bool found = false;
        for (const auto& [difficulty, entries] : again.harvest)
            for (const HarvestEntry& entry : entries)
                if (entry.step == *record.generator->harvestStep && QString::fromStdString(entry.transform) == record.generator->transform) {
                    QCOMPARE(entry.givens, record.givens);
                    found = true;
                }
        QVERIFY(found);
    }

    // Where values go above 25 the keypad's 0 only adds a nought to the digit just typed in the selected
    // square (1 then 0: 10); alone it would erase, which the erase key does. The keyboard's 0 still erases.
    void theKeypadZeroOnlyJoinsATypedDigit()
    {
        MainWindow window;
        window.choosePuzzle(QStringLiteral("fillomino"), QString());
        window.play().newEmptyGrid();
        QVERIFY(window.session());
        QCOMPARE(window.session()->rules().maxValue(), 81);
        QMap<QString, QPushButton*> key;
        for (QPushButton* button : window.play().keypad()->findChildren<QPushButton*>())
            key[button->text()] = button;
        QVERIFY(key.contains(QStringLiteral("0")) && key.contains(QStringLiteral("1")) && key.contains(QStringLiteral("4")));
        QPushButton* zero = key[QStringLiteral("0")];
        GridView& grid = window.grid();
        PlaySession& game = *window.session();
        grid.selectCell(0);
        QVERIFY(!zero->isEnabled());
        QVERIFY(zero->toolTip().contains(QLatin1String("10")));
        key[QStringLiteral("1")]->click();
        QVERIFY(zero->isEnabled());
        zero->click();
        QCOMPARE(int(game.entries().at(0)), 10);
        QVERIFY(!zero->isEnabled());   // 100 is above 81: nothing more joins
        key[QStringLiteral("2")]->click();
        QCOMPARE(int(game.entries().at(0)), 2);
        QVERIFY(zero->isEnabled());
        grid.selectCell(1);
        QVERIFY(!zero->isEnabled());   // the digit was typed in another square
        key[QStringLiteral("3")]->click();
        QVERIFY(zero->isEnabled());
        game.undoStack().undo();
        QVERIFY(!zero->isEnabled());   // the digit it would join is gone
        key[QStringLiteral("4")]->click();
        QVERIFY(zero->isEnabled());
        QTRY_VERIFY(!zero->isEnabled());   // once a second digit would no longer join it
        QCOMPARE(int(game.entries().at(1)), 4);
        QTest::keyClick(&grid, '0');   // the keyboard as before: a lone 0 erases
        QCOMPARE(int(game.entries().at(1)), 0);
    }

    // Auto Candidates' fill is one undo step that carries the switch: undo turns it off, redo on again.
    void autoCandidatesFollowUndoOfTheirFill()
    {
        QTemporaryDir dir;
        const QString path = savedPuzzle(dir, kHardPuzzle);
        MainWindow window;
        window.files().openPath(path);
        PlaySession& game = *window.session();
        QAction* autoCandidates = actionNamed(window, "Auto &Candidates");
        QVERIFY(autoCandidates && !autoCandidates->isChecked());
        const int cell = firstEmpty(game);
        QVERIFY(game.marks(cell).isEmpty());
        autoCandidates->trigger();
        QVERIFY(game.autoCandidates());
        QVERIFY(!game.marks(cell).isEmpty());
        game.undoStack().undo();
        QVERIFY(game.marks(cell).isEmpty());
        QVERIFY(!game.autoCandidates());
        QVERIFY(!autoCandidates->isChecked());
        QVERIFY(!QSettings().value("play/autoCandidates").toBool());
        game.undoStack().redo();
        QVERIFY(game.autoCandidates());
        QVERIFY(autoCandidates->isChecked());
        QVERIFY(!game.marks(cell).isEmpty());
        autoCandidates->trigger();   // off by hand: no undo step, the marks stay
        QVERIFY(!game.autoCandidates());
        QVERIFY(!game.marks(cell).isEmpty());
    }

    // Estimate and Score are the shown puzzle's: "–" from the moment a run starts (before its backend
    // reports anything), filled again when it has them.
    void estimateAndScoreResetWhenARunStarts()
    {
        MainWindow window;
        window.controller().setSpeed(GenerationController::Speed::Instant);
        for (QCheckBox* random : window.findChildren<QCheckBox*>())
            random->setChecked(false);
        for (QLineEdit* seed : window.findChildren<QLineEdit*>())
            seed->setText(QStringLiteral("7"));
        auto* estimate = window.findChild<QLabel*>(QStringLiteral("estimate"));
        auto* score = window.findChild<QLabel*>(QStringLiteral("score"));
        QVERIFY(estimate && score);
        window.run().generate();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy() && window.session(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(score->text() != QStringLiteral("–"), 20000);
        QVERIFY(estimate->text() != QStringLiteral("–"));
        window.run().generate();   // the next run: nothing of it has come back yet
        QCOMPARE(estimate->text(), QStringLiteral("–"));
        QCOMPARE(score->text(), QStringLiteral("–"));
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy() && window.session(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(score->text() != QStringLiteral("–") && estimate->text() != QStringLiteral("–"), 20000);
    }

    // At 25x25 the whole window (panels, grid, play panel and the two-row keypad) fits 1280x720.
    void theWindowFitsA1280x720Screen()
    {
        QTemporaryDir dir;
        MainWindow window;
        std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", "5x5"));
        window.play().newEmptyGrid();
        for (QComboBox* combo : window.findChildren<QComboBox*>()) {
            const int index = combo->findData(QStringLiteral("5x5"));
            if (index >= 0)
                combo->setCurrentIndex(index);
        }
        window.play().newEmptyGrid();
        QCOMPARE(window.session()->rules().maxValue(), 25);
        const QSize needed = window.minimumSizeHint();
        QVERIFY2(needed.width() <= 1280 && needed.height() <= 720 - 40,
                 qPrintable(QStringLiteral("needs %1x%2").arg(needed.width()).arg(needed.height())));
    }

    // Issue 37: the first window, and a geometry saved larger than the screen (on a larger screen, or at
    // 200% and restored at 100%), fit the available area with room for the title bar and frame.
    void theWindowFitsTheScreenWithItsFrame()
    {
        const QRect laptop(0, 0, 1280, 720);
        const QRect fitted = window_fit::fitted(QRect(0, 0, 1866, 794), laptop, window_fit::kAssumedFrame);
        QVERIFY(laptop.marginsRemoved(window_fit::kAssumedFrame).contains(fitted));
        QCOMPARE(window_fit::fitted(QRect(100, 100, 800, 500), laptop, window_fit::kAssumedFrame), QRect(100, 100, 800, 500));

        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        const QRect room = available.marginsRemoved(window_fit::kAssumedFrame);
        {
            MainWindow first;   // no saved geometry: the first start
            QVERIFY2(room.contains(first.geometry()), qPrintable(QStringLiteral("%1x%2").arg(first.width()).arg(first.height())));
            first.resize(available.width() * 2, available.height() * 2);
            QSettings().setValue("window/geometry", first.saveGeometry());
        }
        MainWindow again;
        QVERIFY2(room.contains(again.geometry()), qPrintable(QStringLiteral("%1x%2").arg(again.width()).arg(again.height())));
    }

    // At 200% a 1280x720 screen is 640x360 logical pixels: with a 9x9 game and its keypad (Sudoku's one
    // row, Fillomino's two) the window's minimum size, frame included, stays within it (the docks and the
    // play panel scroll).
    void theWindowCanFitA1280x720ScreenAt200Percent()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        QVERIFY(window.session());
        QSize needed = window.minimumSizeHint().grownBy(window_fit::kAssumedFrame);
        QVERIFY2(needed.width() <= 640 && needed.height() <= 360, qPrintable(QStringLiteral("needs %1x%2").arg(needed.width()).arg(needed.height())));
        // Fillomino's keypad has two rows (the digits, 0 and erase).
        window.files().setDiscardQuestion([](const QString&) { return MainWindow::DiscardAnswer::Discard; });
        window.choosePuzzle(QStringLiteral("fillomino"), QString());
        window.play().newEmptyGrid();
        QCOMPARE(window.session()->rules().maxValue(), 81);
        needed = window.minimumSizeHint().grownBy(window_fit::kAssumedFrame);
        QVERIFY2(needed.width() <= 640 && needed.height() <= 360, qPrintable(QStringLiteral("Fillomino needs %1x%2").arg(needed.width()).arg(needed.height())));
    }

    // Fillomino values go up to the number of squares: the keypad has the ten digits and erase, not a
    // key per value, and the digits make numbers as typed ones do.
    void largeValuesGetADigitKeypad()
    {
        MainWindow window;
        for (QComboBox* combo : window.findChildren<QComboBox*>()) {
            const int index = combo->findData(QStringLiteral("fillomino"));
            if (index >= 0)
                combo->setCurrentIndex(index);
        }
        window.play().newEmptyGrid();
        QVERIFY(window.session());
        QCOMPARE(window.session()->rules().maxValue(), 81);
        QList<QPushButton*> digits;
        for (QPushButton* key : window.findChildren<QPushButton*>())
            if (key->accessibleName().startsWith(QLatin1String("Digit ")))
                digits << key;
        QCOMPARE(digits.size(), 10);
        QVERIFY(window.findChildren<QPushButton*>().size() < 40);
        auto* grid = window.findChild<GridView*>();
        QVERIFY(grid);
        grid->selectCell(0);
        for (QPushButton* key : digits)
            if (key->text() == QLatin1String("1") || key->text() == QLatin1String("2"))
                key->click();
        QCOMPARE(int(window.session()->entries().at(0)), 12);
    }
};

QTEST_MAIN(TestPlayWindow)
#include "test_play_window.moc"
