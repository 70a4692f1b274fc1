// The studio offscreen: a generation driven to the end through the controller's signals, cancelling,
// painting every size, and the main window's harvest.
#include "Autosave.h"
#include "GenerationController.h"
#include "GridView.h"
#include "MainWindow.h"
#include "ChoicesPanel.h"
#include "PuzzleTypePicker.h"
#include "StudioRun.h"
#include "StudioPlay.h"
#include "StudioPlayerTimes.h"
#include "StudioDocument.h"
#include "document/LineFormat.h"
#include "StudioTestState.h"
#include "PlaySession.h"
#include "WorksheetDialog.h"
#include "document/DifficultyModels.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QLabel>
#include <QMessageBox>
#include <QTimer>
#include <QPushButton>

#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"
#include "TestBoards.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QThreadPool>
#include <QTreeWidget>
#include "document/DifficultyModels.h"

#include <QtTest>

using namespace ps;

namespace {
// Pencil marks as a bit mask (bit v-1 = value v): short to compare for values up to 32.
std::uint32_t bits(const ps::ValueSet& marks) { return marks.lowMask(); }
} // namespace

Q_DECLARE_METATYPE(ps::Board)
Q_DECLARE_METATYPE(ps::GenerationEvent)
Q_DECLARE_METATYPE(ps::GenerationResult)

namespace {

GenerationController::Request request(const char* box, std::uint64_t seed)
{
    GenerationController::Request r;
    r.rules = std::shared_ptr<const PuzzleRules>(makeRules("sudoku", box));
    r.settings.searchBudget = defaultSearchBudget(*r.rules);
    r.seed = seed;
    return r;
}

// Dark pixels inside the square's middle: a drawn value leaves some, an empty square none.
int inkIn(const QImage& image, const QRectF& square)
{
    int ink = 0;
    const QRect inner = square.adjusted(square.width() * 0.2, square.height() * 0.2, -square.width() * 0.2, -square.height() * 0.2).toRect();
    for (int y = inner.top(); y <= inner.bottom(); ++y)
        for (int x = inner.left(); x <= inner.right(); ++x)
            ink += qGray(image.pixel(x, y)) < 128;
    return ink;
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT
private slots:
    // Settings and autosaves of their own: nothing of the user's, or of another test, leaks in.
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }

    void eventsMatchTheFinalBoard()
    {
        GenerationController controller;
        controller.setSpeed(GenerationController::Speed::Instant);
        Board replay;
        Board fromStart;
        int tested = 0;
        connect(&controller, &GenerationController::started, this, [&](const Board& full) { replay = full; fromStart = full; });
        connect(&controller, &GenerationController::squareTested, this, [&](const GenerationEvent& e) {
            tested += static_cast<int>(e.cells.size());
            if (e.accepted)
                for (int cell : e.cells)
                    replay.set(cell, 0);
        });
        GenerationResult result;
        bool done = false;
        connect(&controller, &GenerationController::finished, this, [&](const GenerationResult& r) { result = r; done = true; });
        controller.start(request("3x3", 5));
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        QVERIFY(!result.cancelled);
        QCOMPARE(fromStart, result.solution);
        QCOMPARE(replay, result.puzzle);
        QCOMPARE(tested, 81);
        QVERIFY(!result.harvest.empty());
        QVERIFY(!controller.isBusy());
    }

    void pausedPlaybackWaitsAndStepsOneSquare()
    {
        GenerationController controller;
        controller.setSpeed(GenerationController::Speed::Step);
        int shown = 0;
        bool done = false;
        connect(&controller, &GenerationController::squareTested, this, [&] { ++shown; });
        connect(&controller, &GenerationController::finished, this, [&] { done = true; });
        controller.start(request("2x2", 3));
        // Started and at least two squares have arrived (however slow the machine), and none is shown.
        QTRY_VERIFY_WITH_TIMEOUT(controller.queuedEvents() >= 3, 20000);
        QCOMPARE(shown, 0);   // step mode: nothing plays by itself
        controller.step();
        controller.step();
        QCOMPARE(shown, 2);
        controller.setSpeed(GenerationController::Speed::Instant);
        controller.step();
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
        QCOMPARE(shown, 16);
    }

    void cancelMidRunLeavesNoThread()
    {
        bool cancelled = false;
        {
            GenerationController controller;
            controller.setSpeed(GenerationController::Speed::Slow);
            connect(&controller, &GenerationController::finished, this, [&](const GenerationResult& r) { cancelled = r.cancelled; });
            controller.start(request("4x4", 8));
            controller.pause();   // holds the engine between squares
            QTest::qWait(50);
            QVERIFY(controller.isBusy());
            controller.cancel();
            QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy(), 10000);
        }
        QVERIFY(cancelled);
        QThreadPool::globalInstance()->waitForDone(5000);
        QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
    }

    void destroyingARunningControllerWaitsForItsWorker()
    {
        auto controller = std::make_unique<GenerationController>();
        controller->setSpeed(GenerationController::Speed::Slow);
        controller->start(request("5x5", 2));
        controller->pause();
        controller.reset();   // must cancel and join, not crash or leak a thread
        QThreadPool::globalInstance()->waitForDone(5000);
        QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
    }

    void everySizePaintsItsDigits_data()
    {
        QTest::addColumn<QString>("box");
        for (const char* box : {"2x2", "2x3", "3x3", "3x4", "4x4", "5x5"})
            QTest::newRow(box) << QString::fromLatin1(box);
    }
    void everySizePaintsItsDigits()
    {
        QFETCH(QString, box);
        std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", box.toStdString()));
        Rng rng(1);
        Board board = rules->randomSolution(rng);
        for (int i = 0; i < board.cellCount(); i += 3)
            board.set(i, 0);
        GridView view;
        view.resize(700, 700);
        view.setPuzzle(rules, board);
        const QImage image = view.grab().toImage();
        const int n = board.rows();
        const qreal side = 700 - 16.0;
        const qreal cell = side / n;
        for (int i = 0; i < board.cellCount(); ++i) {
            const QRectF square(8 + (i % n) * cell, 8 + (i / n) * cell, cell, cell);
            if (board.at(i))
                QVERIFY2(inkIn(image, square) > 3, qPrintable(QStringLiteral("no digit drawn in square %1").arg(i)));
            else
                QCOMPARE(inkIn(image, square), 0);
        }
    }

    void playInTheMainWindowWithKeysPencilAndUndo()
    {
        MainWindow window;
        window.controller().setSpeed(GenerationController::Speed::Instant);
        window.run().generate();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 20000);
        PlaySession* session = window.session();
        QVERIFY(session);
        int cell = 0;
        while (session->isGiven(cell))
            ++cell;
        window.grid().selectCell(cell);
        const int right = session->solution().at(cell);
        QTest::keyClick(&window.grid(), static_cast<char>('0' + right));
        QCOMPARE(static_cast<int>(session->entries().at(cell)), right);
        QTest::keyClick(&window.grid(), Qt::Key_Backspace);
        QCOMPARE(static_cast<int>(session->entries().at(cell)), 0);
        window.grid().setPencilMode(true);
        QTest::keyClick(&window.grid(), '4');
        QCOMPARE(bits(session->marks(cell)), std::uint32_t(1u << 3));
        session->undoStack().undo();
        QCOMPARE(bits(session->marks(cell)), std::uint32_t(0));
        session->undoStack().undo();
        QCOMPARE(static_cast<int>(session->entries().at(cell)), right);
        QCOMPARE(session->hint().kind, PlaySession::Hint::Kind::Step);
    }

    void worksheetDialogGeneratesInTheBackground()
    {
        WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("2x3"));
        QPushButton* generate = nullptr;
        QPushButton* pdf = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>()) {
            if (b->text() == QLatin1String("&Generate"))
                generate = b;
            if (b->text().startsWith(QLatin1String("&Export PDF")))
                pdf = b;
        }
        QVERIFY(generate && pdf);
        QVERIFY(!pdf->isEnabled());
        generate->click();
        QTRY_VERIFY_WITH_TIMEOUT(pdf->isEnabled(), 20000);
        const auto labels = dialog.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) { return l->text().contains(QLatin1String("page(s) ready")) ||
                                                                                  l->text().contains(QLatin1String("pages ready")); }));
    }

    void typedGridIsAnalysed()
    {
        MainWindow window;
        const auto actions = window.findChildren<QAction*>();
        const auto find = [&](const char* text) {
            for (QAction* a : actions)
                if (a->text() == QLatin1String(text))
                    return a;
            return static_cast<QAction*>(nullptr);
        };
        QAction* newGrid = find("&New Empty Grid");
        QAction* analyse = find("A&nalyse Typed Grid");
        QVERIFY(newGrid && analyse);
        newGrid->trigger();
        PlaySession* session = window.session();
        QVERIFY(session);
        QCOMPARE(session->givens().filledCount(), 0);
        // A qqwing puzzle typed in square by square.
        const QString text = QStringLiteral(".6......29.4....3..7...3..1......4.349........1.6..87.2.......67...641....93.....");
        for (int i = 0; i < 81; ++i)
            if (text[i] != QLatin1Char('.'))
                session->enter(i, text[i].digitValue());
        analyse->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.session() && window.session()->givens().filledCount() == 24, 10000);
        QVERIFY(!window.session()->solution().isEmpty());
        QCOMPARE(window.session()->hint().kind, PlaySession::Hint::Kind::Step);

        // Too few givens: several solutions, said in a message box; the grid stays a grid being typed.
        newGrid->trigger();
        window.session()->enter(0, 1);
        analyse->trigger();
        QVERIFY(window.play().isAnalysing());
        QTRY_VERIFY_WITH_TIMEOUT(!window.play().isAnalysing(), 60000);
        QMessageBox* box = nullptr;
        for (QMessageBox* b : window.findChildren<QMessageBox*>())
            if (b->isVisible() && b->text().contains(QLatin1String("more than one solution")))
                box = b;
        QVERIFY2(box, "no message about several solutions");
        box->accept();
        QCOMPARE(window.session()->givens().filledCount(), 0);
        QCOMPARE(window.session()->entries().at(0), CellValue(1));
        QVERIFY(analyse->isEnabled());   // still typing givens: the user can add a clue and analyse again
    }

    void mainWindowGeneratesAndFillsTheHarvest()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.controller().setSpeed(GenerationController::Speed::Instant);
        window.run().generate();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 20000);
        QVERIFY(window.harvestPanel().tree()->topLevelItemCount() >= 1);
        QVERIFY(window.grid().board().emptyCount() > 0);
    }

    // Sudoku above 16x16 offers no hard class: the studio greys it out and moves a choice of it to a class
    // that can be made, and gives it back at 9x9.
    void difficultiesNotOfferedAtASizeAreGreyedOut()
    {
        ChoicesPanel panel;
        QComboBox* difficulty = panel.difficultyBox();
        const int hard = difficulty->findData(QStringLiteral("hard"));
        QVERIFY(hard > 0);
        auto* model = qobject_cast<QStandardItemModel*>(difficulty->model());
        QVERIFY(model);
        QVERIFY(panel.puzzleType().select(QStringLiteral("sudoku"), QStringLiteral("3x3")));
        difficulty->setCurrentIndex(hard);
        QVERIFY(model->item(hard)->isEnabled());
        QVERIFY(panel.puzzleType().select(QStringLiteral("sudoku"), QStringLiteral("5x5")));
        QVERIFY(!model->item(hard)->isEnabled());
        QVERIFY(!model->item(hard)->toolTip().isEmpty());
        QCOMPARE(difficulty->currentData().toString(), QStringLiteral("evil"));
        QVERIFY(model->item(difficulty->findData(QStringLiteral("easy")))->isEnabled());
        QVERIFY(panel.puzzleType().select(QStringLiteral("sudoku"), QStringLiteral("3x3")));
        QVERIFY(model->item(hard)->isEnabled());
    }

    // A long run can always be ended with the puzzle it has made so far: "Use the Puzzle So Far" stops the
    // run and shows the latest board it accepted, which has the run's full board as its only solution.
    // Step speed holds the run at a known square, so the test sees exactly what the user would.
    void usePuzzleSoFarKeepsTheLatestUniqueBoard()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.findChild<QCheckBox*>(QStringLiteral("randomSeed"))->setChecked(false);
        window.findChild<QLineEdit*>(QStringLiteral("seed"))->setText(QStringLiteral("5"));
        auto* difficulty = window.findChild<QComboBox*>(QStringLiteral("difficulty"));
        difficulty->setCurrentIndex(difficulty->findData(QString()));   // Any: one plain run
        window.run().speedBox()->setCurrentIndex(window.run().speedBox()->findData(static_cast<int>(GenerationController::Speed::Step)));
        auto* keep = window.findChild<QPushButton*>(QStringLiteral("keepSoFar"));
        QVERIFY(keep);
        QVERIFY(!keep->isEnabled());
        QStringList said;
        connect(&window.document(), &StudioDocument::statusMessage, this, [&](const QString& message) { said << message; });
        Board lastAccepted;
        Board full;
        int accepted = 0;
        connect(&window.controller(), &GenerationController::started, this, [&](const Board& board) { full = board; });
        connect(&window.controller(), &GenerationController::squareTested, this, [&](const GenerationEvent& event) {
            if (event.accepted) {
                lastAccepted = event.board;
                ++accepted;
            }
        });
        window.run().generate();
        QVERIFY(window.controller().isBusy());
        QVERIFY(!keep->isEnabled());   // nothing accepted yet
        QTRY_VERIFY_WITH_TIMEOUT(window.controller().queuedEvents() >= 12, 20000);
        for (int i = 0; i < 10; ++i)
            window.controller().step();
        QVERIFY(accepted > 0);
        QVERIFY(keep->isEnabled());
        QVERIFY(window.run().keepSoFarAction()->isEnabled());
        keep->click();
        QVERIFY(!window.controller().isBusy());
        QVERIFY(!keep->isEnabled());
        QCOMPARE(window.grid().board(), lastAccepted);
        QCOMPARE(window.document().givens, lastAccepted);
        QCOMPARE(window.document().solution, full);
        QCOMPARE(window.document().generator->harvestStep, accepted);
        const auto rules = makeRules("sudoku", "3x3");
        const SolveResult count = makeBackend("native", *rules)->countSolutions(lastAccepted, 2);
        QCOMPARE(count.count, 1);
        QCOMPARE(count.solutions.front(), full);
        QVERIFY2(!said.isEmpty() && said.back().startsWith(QLatin1String("Stopped on request")), qPrintable(said.join(QLatin1Char('\n'))));
        QVERIFY2(said.back().contains(QStringLiteral(" %1 clue").arg(lastAccepted.filledCount())), qPrintable(said.back()));
    }

    void mediumRunEndsOnTheSparsestMediumPuzzle()
    {
        // At Medium a Sudoku run removes a value only while naked and hidden singles still finish the
        // grid: the puzzle shown needs a hidden single, and every given it keeps is needed for that.
        MainWindow window;
        window.resize(1200, 800);
        auto* difficulty = window.findChild<QComboBox*>(QStringLiteral("difficulty"));
        QVERIFY(difficulty);
        difficulty->setCurrentIndex(difficulty->findData(QStringLiteral("medium")));
        window.findChild<QCheckBox*>(QStringLiteral("randomSeed"))->setChecked(false);   // a fixed seed: the same run every time
        window.findChild<QLineEdit*>(QStringLiteral("seed"))->setText(QStringLiteral("12"));
        window.controller().setSpeed(GenerationController::Speed::Instant);
        QSignalSpy finished(&window.controller(), &GenerationController::finished);
        window.run().generate();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 20000);
        QVERIFY(!finished.isEmpty());
        for (const QList<QVariant>& run : finished)
            QCOMPARE(run.at(0).value<GenerationResult>().solverChecks, 0L);   // the logic proved every removal
        const Board shown = window.grid().board();
        QCOMPARE(shown.rows(), 9);
        const SudokuShape shape(3, 3);
        QVERIFY(singlesSolve(shape, shown, Singles::NakedAndHidden));
        QVERIFY(!singlesSolve(shape, shown, Singles::Naked));
        QCOMPARE(givenNotNeededBySingles(shape, shown, Singles::NakedAndHidden), -1);
        // The shown puzzle's score sits in the Medium band of the built-in model, and says so.
        const auto* score = window.findChild<QLabel*>(QStringLiteral("score"));
        QVERIFY(score);
        QTRY_VERIFY(!window.times().isMeasuringPuzzle());   // the score comes with the background measure
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("sudoku"));
        QVERIFY2(model, qPrintable(error));
        const QStringList parts = score->text().split(QLatin1Char(' '));
        bool number = false;
        const int value = parts.value(0).toInt(&number);
        QVERIFY2(number && score->text().contains(QStringLiteral("of 100 (Medium)")), qPrintable(score->text()));
        QCOMPARE(model->bands().classOf(value), Difficulty::Medium);
    }

    // One way to hit a class: the studio's puzzle for a seed and a class is the one
    // `puzzlesmith-cli generate --seed S --difficulty D` prints, whatever the runs it takes.
    void theStudioShowsTheCommandLinesPuzzleForASeed()
    {
        for (const auto& [level, seed] : {std::pair{"hard", "10"}, std::pair{"evil", "3"}, std::pair{"easy", "7"}}) {
            MainWindow window;
            window.resize(1200, 800);
            auto* difficulty = window.findChild<QComboBox*>(QStringLiteral("difficulty"));
            difficulty->setCurrentIndex(difficulty->findData(QLatin1String(level)));
            window.findChild<QCheckBox*>(QStringLiteral("randomSeed"))->setChecked(false);
            window.findChild<QLineEdit*>(QStringLiteral("seed"))->setText(QLatin1String(seed));
            window.controller().setSpeed(GenerationController::Speed::Instant);
            window.run().generate();
            QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isBusy(), 60000);
            QProcess cli;
            cli.start(QStringLiteral(PUZZLESMITH_CLI), {"generate", "--seed", QLatin1String(seed), "--difficulty", QLatin1String(level)});
            QVERIFY(cli.waitForFinished(60000));
            const QString line = QString::fromUtf8(cli.readAllStandardOutput()).trimmed();
            QCOMPARE(formatPuzzleLine(window.document().record().givens), line.section(QLatin1Char(','), 0, 0));
            QCOMPARE(window.document().record().difficulty, line.section(QLatin1Char(','), 1, 1));
        }
    }
};

QTEST_MAIN(TestGui)
#include "test_gui.moc"
