// Settings > Preferences and the first start: preferences saved and restored, the dialog, and what each
// choice changes in the window (dark colours, the conflict colour, the clock, pencil marks removed by an
// entry, same-value highlights, mistakes shown as you type); the welcome run on a first start only.
#include "GridView.h"
#include "MainWindow.h"
#include "StudioDocument.h"
#include "StudioRun.h"
#include "PlayPanel.h"
#include "PlaySession.h"
#include "PreferencesDialog.h"
#include "SavedPuzzle.h"
#include "StudioPalette.h"
#include "StudioTestState.h"

#include "types/TypeRegistry.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace ps;

namespace {

// The first empty square of the open game not in `avoid`'s row, column or box (9x9).
int emptyAwayFrom(const PlaySession& s, int avoid)
{
    for (int cell = 0; cell < s.givens().cellCount(); ++cell) {
        const bool sameUnit = cell / 9 == avoid / 9 || cell % 9 == avoid % 9 || (cell / 27 == avoid / 27 && cell % 9 / 3 == avoid % 9 / 3);
        if (!s.isGiven(cell) && !sameUnit)
            return cell;
    }
    return -1;
}

// The colour near a square's top-left corner, clear of its value and lines.
QColor squareColour(GridView& grid, int cell)
{
    const QImage image = grid.grab().toImage();
    const int cols = grid.board().cols();
    const QRectF area = QRectF(grid.rect()).adjusted(8, 8, -8, -8);
    const qreal side = std::min(area.width(), area.height()) / cols;
    const QPointF origin = area.center() - QPointF(side * cols / 2, side * cols / 2);
    const QPointF at = origin + QPointF((cell % cols + 0.12) * side, (cell / cols + 0.12) * side);
    return image.pixelColor(at.toPoint() * image.devicePixelRatio());
}

// Preferences with every choice away from its default.
StudioPreferences unlikeTheDefaults(const QString& language, StudioPreferences::ColourScheme colours, int conflictColour)
{
    StudioPreferences chosen;
    chosen.language = language;
    chosen.colours = colours;
    chosen.conflictColour = StudioPreferences::conflictColourChoices().at(conflictColour).colour;
    chosen.showTimer = false;
    chosen.autoRemoveMarks = true;
    chosen.highlightSameValues = false;
    chosen.mistakeCheck = StudioPreferences::MistakeCheck::AsYouType;
    return chosen;
}

} // namespace

class TestPreferences : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }
    void cleanup() { studio::applyColourScheme(StudioPreferences::ColourScheme::System); }

    void preferencesAreSavedAndRestored()
    {
        QCOMPARE(StudioPreferences::load(), StudioPreferences());
        const StudioPreferences chosen = unlikeTheDefaults(QStringLiteral("fr"), StudioPreferences::ColourScheme::Dark, 1);
        chosen.save();
        QCOMPARE(StudioPreferences::load(), chosen);
        // A colour that is not offered (an edited settings file) falls back to the safe default.
        QSettings().setValue("preferences/conflictColour", QStringLiteral("#ff0000"));
        QCOMPARE(StudioPreferences::load().conflictColour, StudioPreferences::defaultConflictColour());
    }

    void theDialogShowsAndReturnsEveryChoice()
    {
        const StudioPreferences chosen = unlikeTheDefaults(QStringLiteral("de"), StudioPreferences::ColourScheme::Light, 2);
        PreferencesDialog dialog(chosen);
        QCOMPARE(dialog.preferences(), chosen);
        QCOMPARE(dialog.languageBox().currentData().toString(), QStringLiteral("de"));
        QVERIFY(!dialog.timerBox().isChecked());
        // Every control says what it does.
        for (QWidget* control : std::initializer_list<QWidget*>{&dialog.languageBox(), &dialog.coloursBox(), &dialog.conflictColourBox(),
                                                                &dialog.mistakeCheckBox(), &dialog.timerBox(), &dialog.autoRemoveBox(), &dialog.sameValuesBox()})
            QVERIFY2(!control->toolTip().isEmpty(), qPrintable(control->objectName()));
        // Restore Defaults puts every control back.
        dialog.fill(StudioPreferences());
        QCOMPARE(dialog.preferences(), StudioPreferences());
    }

    void darkColoursMakeTheGridDarkAndItsInkLight()
    {
        MainWindow window;
        StudioPreferences dark;
        dark.colours = StudioPreferences::ColourScheme::Dark;
        window.setPreferences(dark);
        QVERIFY(window.grid().colours().dark);
        QVERIFY(window.grid().colours().background.lightness() < 64);
        QVERIFY(window.grid().colours().given.lightness() > 200);
        QCOMPARE(StudioPreferences::load().colours, StudioPreferences::ColourScheme::Dark);
        // Text stays readable: the palette's text against its base has a contrast far above 4.5:1.
        const QPalette palette = QApplication::palette();
        QVERIFY(palette.color(QPalette::Text).lightness() - palette.color(QPalette::Base).lightness() > 180);
        window.setPreferences(StudioPreferences());
        QVERIFY(!window.grid().colours().dark);
    }

    void playChoicesChangeTheGame()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(studio_test::savedPuzzle(dir, studio_test::kHardPuzzle));
        PlaySession* session = window.session();
        QVERIFY(session);

        StudioPreferences chosen;
        chosen.showTimer = false;
        chosen.conflictColour = StudioPreferences::conflictColourChoices().at(1).colour;
        window.setPreferences(chosen);
        QVERIFY(!window.playPanel().isClockVisible());
        QCOMPARE(window.grid().colours().conflict, chosen.conflictColour);

        // Mistakes: only on Check, then as you type.
        int cell = 0;
        while (session->isGiven(cell))
            ++cell;
        const int wrong = session->solution().at(cell) % 9 + 1;
        session->enter(cell, wrong);
        QVERIFY(window.grid().shownMistakes().empty());
        session->enter(cell, 0);
        chosen.mistakeCheck = StudioPreferences::MistakeCheck::AsYouType;
        window.setPreferences(chosen);
        session->enter(cell, wrong);
        QCOMPARE(window.grid().shownMistakes(), std::vector<int>{cell});
        session->enter(cell, session->solution().at(cell));
        QVERIFY(window.grid().shownMistakes().empty());
    }

    void anEntryRemovesTheMarksItRulesOutWhenAsked()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(studio_test::savedPuzzle(dir, studio_test::kHardPuzzle));
        PlaySession* session = window.session();
        QVERIFY(session);
        // Two empty squares in row 1 (R1C2, R1C3) and one elsewhere, all marked with the value R1C2 needs.
        const int cell = 1, peer = 2;
        const int value = session->solution().at(cell);
        const int away = emptyAwayFrom(*session, cell);
        QVERIFY(!session->isGiven(cell) && !session->isGiven(peer) && away >= 0);
        const int other = value % 9 + 1;
        for (int c : {peer, away})
            session->toggleMark(c, value);
        session->toggleMark(peer, other);
        session->enter(cell, value);
        QVERIFY(session->marks(peer).contains(value));   // off by default: nothing changes
        session->undoStack().undo();

        StudioPreferences chosen;
        chosen.autoRemoveMarks = true;
        window.setPreferences(chosen);
        session->enter(cell, value);
        QVERIFY(!session->marks(peer).contains(value));   // ruled out by the entry
        QVERIFY(session->marks(peer).contains(other));    // the player's other marks stay
        QVERIFY(session->marks(away).contains(value));    // not in its row, column or box
        session->undoStack().undo();                      // one step takes both back
        QVERIFY(session->marks(peer).contains(value));
        QCOMPARE(session->entries().at(cell), 0);
    }

    void sameValuesAreHighlightedUnlessTurnedOff()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.files().openPath(studio_test::savedPuzzle(dir, studio_test::kHardPuzzle));
        GridView& grid = window.grid();
        grid.selectCell(0);   // R1C1 holds the given 1; R9C? … another given 1 lies outside its units
        int twin = -1;
        for (int cell = 0; cell < 81 && twin < 0; ++cell)
            if (cell / 9 != 0 && cell % 9 != 0 && !(cell / 27 == 0 && cell % 9 < 3) && window.session()->valueAt(cell) == 1)
                twin = cell;
        QVERIFY(twin >= 0);
        QCOMPARE(squareColour(grid, twin), grid.colours().sameValue);
        StudioPreferences chosen;
        chosen.highlightSameValues = false;
        window.setPreferences(chosen);
        QCOMPARE(squareColour(grid, twin), grid.colours().background);
    }

    void aFirstStartShowsAPuzzleBeingMadeUntilTheUserGeneratesOne()
    {
        {
            MainWindow window;
            QVERIFY(StudioRun::wantsWelcomeRun());
            auto* speed = window.findChild<QComboBox*>(QStringLiteral("speed"));
            QVERIFY(speed);
            const QString speedBefore = speed->currentText();
            QVERIFY(window.startWelcomeRun());
            QVERIFY(window.controller().isBusy());
            QCOMPARE(window.controller().speed(), GenerationController::Speed::Slow);
            window.document().cancelBackgroundWork();
            QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 10000);
            QCOMPARE(speed->currentText(), speedBefore);   // the user's speed is back
            QVERIFY(StudioRun::wantsWelcomeRun());        // a welcome run is not the user's
        }
        {
            MainWindow window;
            window.run().generate();
            QVERIFY(!StudioRun::wantsWelcomeRun());
            window.document().cancelBackgroundWork();
            QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 10000);
        }
        MainWindow window;
        QVERIFY(!window.startWelcomeRun());
        QVERIFY(!window.controller().isBusy());
    }
};

QTEST_MAIN(TestPreferences)
#include "test_preferences.moc"
