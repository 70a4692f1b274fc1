// The studio–engine contract: every background job ends in a result, a readable message or a cancel
// (an engine that throws is injected through the complexity function, which generation, worksheets and
// analysis all call in their workers); events and outcomes of cancelled or superseded work never reach
// the screen (a stress test opening files and starting new grids during runs); closing in the middle of
// work returns and leaves no thread behind.
#include "Autosave.h"
#include "GenerationController.h"
#include "GridView.h"
#include "MainWindow.h"
#include "StudioRun.h"
#include "StudioPlay.h"
#include "PlaySession.h"
#include "SavedPuzzle.h"
#include "WorksheetDialog.h"

#include "core/EngineError.h"
#include "document/PuzzleFile.h"
#include "document/LineFormat.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTreeWidget>
#include <QtTest>
#include <stdexcept>

using namespace ps;

namespace {

// An engine part that fails: the complexity function, called inside every worker.
class ThrowingClassifier final : public DifficultyClassifier {
public:
    explicit ThrowingClassifier(bool engineError) : engineError_(engineError) {}
    Difficulty classify(const DifficultySpec&, const Board&, const ClassifyContext&) const override
    {
        if (engineError_)
            throw EngineError("Injected fault %1", {"42"});
        throw std::runtime_error("injected bug");
    }

private:
    bool engineError_;
};

StudioClassifier throwing(bool engineError = true) { return {std::make_shared<ThrowingClassifier>(engineError), {}}; }

const char* const kUniquePuzzle = ".6......29.4....3..7...3..1......4.349........1.6..87.2.......67...641....93.....";

QMessageBox* visibleBoxSaying(QWidget& window, const char* text)
{
    for (QMessageBox* box : window.findChildren<QMessageBox*>())
        if (box->isVisible() && box->text().contains(QLatin1String(text)))
            return box;
    return nullptr;
}

QAction* actionNamed(QWidget& window, const char* text)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == QLatin1String(text))
            return a;
    return nullptr;
}

void choose(QWidget& window, const QString& data)
{
    for (QComboBox* combo : window.findChildren<QComboBox*>()) {
        const int index = combo->findData(data);
        if (index >= 0) {
            combo->setCurrentIndex(index);
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no choice %1").arg(data)));
}

void typeGivens(MainWindow& window, const char* text)
{
    for (int i = 0; text[i]; ++i)
        if (text[i] != '.')
            window.session()->enter(i, text[i] - '0');
}

// Lets every worker return and every queued event of theirs arrive.
void drainBackgroundWork()
{
    QThreadPool::globalInstance()->waitForDone(60000);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class TestStudioContract : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aFailingGenerationEndsWithAMessage_data()
    {
        QTest::addColumn<bool>("engineError");
        QTest::addColumn<QString>("expected");
        QTest::newRow("EngineError") << true << QStringLiteral("Injected fault 42");
        QTest::newRow("std::runtime_error") << false << QStringLiteral("injected bug");
    }
    void aFailingGenerationEndsWithAMessage()
    {
        QFETCH(bool, engineError);
        QFETCH(QString, expected);
        auto controller = std::make_unique<GenerationController>(throwing(engineError).classifier);
        QSignalSpy failed(controller.get(), &GenerationController::failed);
        QSignalSpy finished(controller.get(), &GenerationController::finished);
        GenerationController::Request request;
        request.rules = std::shared_ptr<const PuzzleRules>(makeRules("sudoku", "3x3"));
        request.seed = 1;
        controller->start(request);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 20000);
        QVERIFY2(failed.first().first().toString().contains(expected), qPrintable(failed.first().first().toString()));
        QVERIFY(!controller->isBusy());   // not stuck until Cancel
        QCOMPARE(finished.count(), 0);
        controller.reset();               // no rethrow, no terminate
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    }

    void theWindowReportsAFailedRunAndStillCloses()
    {
        MainWindow window(nullptr, throwing());
        window.show();
        window.controller().setSpeed(GenerationController::Speed::Instant);
        window.run().generate();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 20000);
        QVERIFY(visibleBoxSaying(window, "Injected fault 42"));
        QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("Injected fault 42")));
        QVERIFY(window.close());
    }

    void aFailingWorksheetEndsWithAMessage()
    {
        WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("2x2"), throwing().classifier);
        QPushButton* generate = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text() == QLatin1String("&Generate"))
                generate = b;
        QVERIFY(generate);
        generate->click();
        QVERIFY(dialog.isGenerating());
        QCOMPARE(generate->text(), QStringLiteral("&Cancel"));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isGenerating(), 20000);
        const auto labels = dialog.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) {
            return l->text().contains(QLatin1String("could not be made")) && l->text().contains(QLatin1String("Injected fault 42"));
        }));
        QCOMPARE(generate->text(), QStringLiteral("&Generate"));
    }

    void aWorksheetCanBeCancelledAndClosedMidWay()
    {
        auto dialog = std::make_unique<WorksheetDialog>(QStringLiteral("sudoku"), QStringLiteral("4x4"));
        for (QSpinBox* spin : dialog->findChildren<QSpinBox*>())
            if (spin->maximum() == 200)
                spin->setValue(200);   // 200 16x16 puzzles: minutes of work, unless cancelled
        QPushButton* generate = nullptr;
        for (QPushButton* b : dialog->findChildren<QPushButton*>())
            if (b->text() == QLatin1String("&Generate"))
                generate = b;
        QVERIFY(generate);
        generate->click();
        QVERIFY(dialog->isGenerating());
        generate->click();   // now Cancel
        QVERIFY(!dialog->isGenerating());
        QCOMPARE(generate->text(), QStringLiteral("&Generate"));
        generate->click();
        QVERIFY(dialog->isGenerating());
        dialog->reject();    // closing cancels
        QVERIFY(!dialog->isGenerating());
        dialog.reset();      // joins the (cancelled) worker
        // Nothing left running (200 16x16 puzzles would take minutes had the cancel not reached the engine).
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    }

    void aFailingAnalysisEndsWithAMessage()
    {
        MainWindow window(nullptr, throwing());
        actionNamed(window, "&New Empty Grid")->trigger();
        typeGivens(window, kUniquePuzzle);
        actionNamed(window, "A&nalyse Typed Grid")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.play().isAnalysing(), 20000);
        QVERIFY(visibleBoxSaying(window, "could not be analysed"));
        QCOMPARE(window.session()->givens().filledCount(), 0);   // still the grid being typed
    }

    void aCancelledAnalysisShowsNothing()
    {
        MainWindow window;
        actionNamed(window, "&New Empty Grid")->trigger();
        window.session()->enter(0, 1);   // several solutions: its outcome would open a message box
        actionNamed(window, "A&nalyse Typed Grid")->trigger();
        QVERIFY(window.play().isAnalysing());
        actionNamed(window, "&Cancel")->trigger();
        QVERIFY(!window.play().isAnalysing());
        drainBackgroundWork();
        QVERIFY(window.findChildren<QMessageBox*>().isEmpty());
        QCOMPARE(window.session()->entries().at(0), CellValue(1));
    }

    void aMissingModelIsSaidOnceAndKeptInView()
    {
        MainWindow window(nullptr, loadStudioClassifier(QStringLiteral("/nonexistent/model.svm")));
        window.show();
        QTRY_VERIFY(visibleBoxSaying(window, "could not be loaded"));
        const auto labels = window.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) { return l->isVisible() && l->text().contains(QLatin1String("clue counts")); }));
        visibleBoxSaying(window, "could not be loaded")->accept();
        actionNamed(window, "&New Empty Grid")->trigger();
        typeGivens(window, kUniquePuzzle);
        actionNamed(window, "A&nalyse Typed Grid")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.play().isAnalysing(), 20000);
        QCOMPARE(window.session()->givens().filledCount(), 24);
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("clue count")), qPrintable(window.statusBar()->currentMessage()));
    }

    // The game in progress and the last harvest are autosaved; a window that goes away without closing
    // (as after a crash: the files stay, the lock goes stale) is followed by an offer to restore them,
    // which brings back every move but at most the last few. A clean close leaves nothing to restore.
    void aGameAndItsHarvestSurviveACrash()
    {
        QDir(Autosave::defaultFolder()).removeRecursively();
        Board entries;
        int harvestGroups = 0;
        Board givens;
        {
            auto window = std::make_unique<MainWindow>();
            window->controller().setSpeed(GenerationController::Speed::Instant);
            window->run().generate();
            QTRY_VERIFY_WITH_TIMEOUT(!window->controller().isBusy(), 20000);
            PlaySession* session = window->session();
            QVERIFY(session);
            int moves = 0;
            for (int cell = 0; cell < session->givens().cellCount() && moves < 3; ++cell)
                if (!session->isGiven(cell)) {
                    session->enter(cell, session->solution().at(cell));
                    ++moves;
                }
            entries = session->entries();
            givens = session->givens();
            harvestGroups = window->harvestPanel().tree()->topLevelItemCount();
            QVERIFY(harvestGroups > 0);
        }   // gone without closeEvent
        QVERIFY(QFile::exists(QDir(Autosave::defaultFolder()).filePath(QStringLiteral("game.puzzle"))));

        MainWindow restored;
        QTRY_VERIFY(visibleBoxSaying(restored, "did not close properly"));
        QMessageBox* offer = visibleBoxSaying(restored, "did not close properly");
        QPushButton* restore = nullptr;
        for (QPushButton* b : offer->findChildren<QPushButton*>())
            if (b->text() == QLatin1String("&Restore"))
                restore = b;
        QVERIFY(restore);
        restore->click();
        restored.files().setDiscardQuestion([](const QString&) { return MainWindow::DiscardAnswer::Discard; });
        QVERIFY(restored.session());
        QCOMPARE(restored.session()->givens(), givens);
        QCOMPARE(restored.session()->entries(), entries);
        QCOMPARE(restored.harvestPanel().tree()->topLevelItemCount(), harvestGroups);
        QVERIFY(restored.close());
        QVERIFY(!QFile::exists(QDir(Autosave::defaultFolder()).filePath(QStringLiteral("game.puzzle"))));
        QVERIFY(!QFile::exists(QDir(Autosave::defaultFolder()).filePath(QStringLiteral("harvest.json"))));
    }

    // The autosaved harvest is restored only with the game of its run (issue 37): a run's harvest, then
    // a puzzle opened from a file and played, then a crash: the opened game comes back, without the
    // earlier run's harvest beside it.
    void aHarvestOfAnotherRunIsNotRestoredWithTheGame()
    {
        QDir(Autosave::defaultFolder()).removeRecursively();
        QTemporaryDir dir;
        const QString path = studio_test::savedPuzzle(dir, studio_test::kHardPuzzle);   // no seed: not from a run
        QVERIFY(!path.isEmpty());
        PuzzleRecord opened;
        QVERIFY(PuzzleFile::load(path, opened, nullptr));
        {
            auto window = std::make_unique<MainWindow>();
            window->controller().setSpeed(GenerationController::Speed::Instant);
            window->run().generate();
            QTRY_VERIFY_WITH_TIMEOUT(!window->controller().isBusy() && window->session(), 20000);
            QVERIFY(window->harvestPanel().tree()->topLevelItemCount() > 0);
            window->files().setDiscardQuestion([](const QString&) { return MainWindow::DiscardAnswer::Discard; });
            window->files().openPath(path);
            PlaySession* session = window->session();
            QVERIFY(session);
            QCOMPARE(session->givens(), opened.givens);
            for (int cell = 0, moves = 0; cell < session->givens().cellCount() && moves < 3; ++cell)
                if (!session->isGiven(cell)) {
                    session->enter(cell, 5);   // three moves: autosaved at once
                    ++moves;
                }
        }   // gone without closeEvent

        MainWindow restored;
        QTRY_VERIFY(visibleBoxSaying(restored, "did not close properly"));
        QMessageBox* offer = visibleBoxSaying(restored, "did not close properly");
        for (QPushButton* b : offer->findChildren<QPushButton*>())
            if (b->text() == QLatin1String("&Restore"))
                b->click();
        QVERIFY(restored.session());
        QCOMPARE(restored.session()->givens(), opened.givens);
        QCOMPARE(restored.harvestPanel().tree()->topLevelItemCount(), 0);
        restored.files().setDiscardQuestion([](const QString&) { return MainWindow::DiscardAnswer::Discard; });
        QVERIFY(restored.close());
    }

    // A run started while another is still going supersedes it: the replay of what reached the GUI is
    // exactly the new run's, on both backends, whatever point the old run had reached.
    void aSupersededRunNeverReachesTheGui()
    {
        for (int i = 0; i < 60; ++i) {
            GenerationController controller;
            controller.setSpeed(GenerationController::Speed::Fast);
            Board replay;
            int started = 0;
            connect(&controller, &GenerationController::started, this, [&](const Board& full) { replay = full; ++started; });
            connect(&controller, &GenerationController::squareTested, this, [&](const GenerationEvent& e) {
                if (e.accepted)
                    for (int cell : e.cells)
                        replay.set(cell, 0);
            });
            std::vector<GenerationResult> results;
            connect(&controller, &GenerationController::finished, this, [&](const GenerationResult& r) { results.push_back(r); });
            GenerationController::Request request;
            request.rules = std::shared_ptr<const PuzzleRules>(makeRules("sudoku", "3x3"));
            request.backend = i % 2 ? QStringLiteral("z3") : QStringLiteral("native");
            request.seed = 100 + static_cast<quint64>(i);
            controller.start(request);
            QTest::qWait(i % 11);
            const quint64 first = controller.runId();
            request.seed += 1000;
            controller.start(request);   // supersedes the first run
            QVERIFY(controller.runId() > first);
            controller.setSpeed(GenerationController::Speed::Instant);
            QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy(), 20000);
            drainBackgroundWork();
            QCOMPARE(results.size(), std::size_t(2));
            QVERIFY(results[0].cancelled);
            QVERIFY(!results[1].cancelled);
            QCOMPARE(replay, results[1].puzzle);
            QVERIFY(started >= 1);
        }
    }

    // Opening a file or starting a new grid in the middle of runs, hundreds of times, on both backends
    // and at two sizes: what is shown is always exactly what was opened.
    void staleRunsNeverTouchWhatIsShown()
    {
        QTemporaryDir dir;
        QString error;
        const auto rules = makeRules("sudoku", "3x3");
        PuzzleRecord record;
        record.type = QStringLiteral("sudoku");
        record.parameters = QStringLiteral("3x3");
        PuzzleLine line;
        QVERIFY(parsePuzzleLine(QString::fromLatin1(kUniquePuzzle), line, &error));
        record.givens = line.board;
        record.solution = makeBackend("native", *rules)->countSolutions(record.givens, 1).solutions.at(0);
        const QString path = dir.filePath(QStringLiteral("opened.puzzle"));
        QVERIFY2(PuzzleFile::save(path, record, &error), qPrintable(error));

        MainWindow window;
        window.controller().setSpeed(GenerationController::Speed::Fast);
        int opened = 0;
        for (int i = 0; i < 200; ++i) {
            choose(window, i % 2 ? QStringLiteral("z3") : QStringLiteral("native"));
            choose(window, i % 10 == 9 ? QStringLiteral("4x4") : QStringLiteral("3x3"));
            window.run().generate();
            QVERIFY(window.controller().isBusy());
            QTest::qWait(i % 13);   // land at different points of the run
            const bool open = i % 3 != 2;
            if (open)
                window.files().openPath(path);
            else
                window.play().newEmptyGrid();
            QVERIFY(!window.controller().isBusy());
            drainBackgroundWork();   // the cancelled worker's last events arrive now, and must be dropped
            QVERIFY(window.session());
            const Board expected = open ? record.givens : window.session()->rules().emptyBoard();
            QCOMPARE(window.grid().board(), expected);
            QCOMPARE(window.session()->givens(), expected);
            QCOMPARE(window.harvestPanel().tree()->topLevelItemCount(), 0);
            opened += open;
        }
        QVERIFY(opened > 100);
    }
    // Escape is Run > Cancel's shortcut, and Qt also lets it through when it closes a popup: closing the
    // Speed list with Escape in the middle of a run cancelled the run (seen in the studio under Xvfb).
    void escapeThatClosesAPopupKeepsTheRun()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.controller().setSpeed(GenerationController::Speed::Slow);   // the run lasts while we look
        window.run().generate();
        QVERIFY(window.controller().isBusy());
        QComboBox* speed = nullptr;
        for (QComboBox* combo : window.findChildren<QComboBox*>())
            if (combo->findText(QStringLiteral("Slow")) >= 0)
                speed = combo;
        QVERIFY(speed);
        speed->showPopup();
        QTRY_VERIFY(QApplication::activePopupWidget());
        QTest::keyClick(speed->view(), Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());   // the popup closed ...
        QVERIFY(window.controller().isBusy());              // ... and the run goes on
        QTest::keyClick(&window, Qt::Key_Escape);           // Escape outside a popup still cancels
        QVERIFY(!window.controller().isBusy());
        drainBackgroundWork();
    }
};

QTEST_MAIN(TestStudioContract)
#include "test_studio_contract.moc"
