// Players' own times in the studio window: the prediction before a game, a finished game recorded,
// Play > My Games (the list, the figures, deleting), and a puzzle made for about N minutes.
#include "GameHistoryDialog.h"
#include "MainWindow.h"
#include "StudioDocument.h"
#include "StudioPlayerTimes.h"
#include "PlayPanel.h"
#include "PlaySession.h"
#include "PlayerTimes.h"
#include "SavedPuzzle.h"
#include "StudioTestState.h"

#include "difficulty/Difficulty.h"
#include "document/EngineMessages.h"
#include "document/GameHistory.h"
#include "types/TypeRegistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QTableWidget>
#include <QThreadPool>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using studio_test::kHardPuzzle;
using studio_test::savedPuzzle;

namespace {

// A history of `count` 9x9 games of a player who takes `factor` times the rule's time.
void writeHistory(int count, double factor)
{
    GameHistory history;
    for (int i = 0; i < count; ++i) {
        ps::GameRecord game;
        game.typeId = "sudoku";
        game.rows = game.cols = 9;
        game.emptySquares = 50 + i % 8;
        game.builtInScore = 10 + (i * 37) % 85;
        game.seconds = factor * ps::ruleSeconds(game.builtInScore, game.emptySquares);
        game.predictedSeconds = ps::ruleSeconds(game.builtInScore, game.emptySquares);
        history.add({QDateTime(QDate(2026, 10, 1 + i % 28), QTime(9, 0), Qt::UTC), QStringLiteral("Sudoku 9x9"), game});
    }
    QString error;
    QVERIFY2(history.save(&error), qPrintable(error));
}

void solveByTyping(PlaySession& session)
{
    for (int cell = 0; cell < session.givens().cellCount(); ++cell)
        if (!session.isGiven(cell))
            session.enter(cell, session.solution().at(cell));
}

} // namespace

class TestPlayerWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }

    // No history: the rule's prediction, saying how many games are still needed; solving records the game.
    void aFinishedGameIsRecorded()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        QVERIFY(window.session());
        QTRY_VERIFY_WITH_TIMEOUT(!window.playPanel().predictionText().isEmpty(), 10000);
        QVERIFY2(window.playPanel().predictionText().contains(QLatin1String("5 more game")), qPrintable(window.playPanel().predictionText()));
        solveByTyping(*window.session());
        QVERIFY(window.session()->isSolved());
        const auto& entries = window.times().playerTimes().history().entries();
        QCOMPARE(entries.size(), std::size_t(1));
        const ps::GameRecord& game = entries.front().game;
        QCOMPARE(game.typeId, std::string("sudoku"));
        QCOMPARE(game.emptySquares, window.session()->givens().emptyCount());
        QVERIFY(game.predictedSeconds > 0);
        QVERIFY(!game.features.empty());
        QCOMPARE(game.hints, 0);
        // On disk, and read back by a new history.
        GameHistory again;
        QString error;
        QVERIFY2(again.load(&error), qPrintable(error));
        QCOMPARE(again.entries().size(), std::size_t(1));
        // Editing and solving again does not record it twice.
        window.session()->undoStack().undo();
        window.session()->undoStack().redo();
        QCOMPARE(window.times().playerTimes().history().entries().size(), std::size_t(1));
    }

    // With enough games the prediction is the player's own.
    void aHistoryGivesAPersonalPrediction()
    {
        writeHistory(12, 2.0);
        QTemporaryDir dir;
        MainWindow window;
        window.times().playerTimes().waitForModel();
        QVERIFY(window.times().playerTimes().model().isPersonal());
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        QTRY_VERIFY_WITH_TIMEOUT(window.playPanel().predictionText().contains(QLatin1String("for you")), 10000);
    }

    void myGamesListsAndDeletes()
    {
        writeHistory(8, 0.5);
        MainWindow window;
        window.times().playerTimes().waitForModel();
        GameHistoryDialog dialog(window.times().playerTimes(), &window);
        dialog.setConfirmation([](const QString&) { return true; });
        QCOMPARE(dialog.table().rowCount(), 8);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isAssessing(), 20000);
        QVERIFY2(dialog.qualityText().contains(QLatin1String("predicted from the others")), qPrintable(dialog.qualityText()));
        dialog.table().selectRow(0);
        dialog.deleteSelected();
        QCOMPARE(dialog.table().rowCount(), 7);
        QCOMPARE(window.times().playerTimes().history().entries().size(), std::size_t(7));
        dialog.deleteAll();
        QCOMPARE(dialog.table().rowCount(), 0);
        GameHistory again;
        QVERIFY(again.load(nullptr));
        QVERIFY(again.entries().empty());
    }

    // Run > Make a Puzzle for About N Minutes, for a player twice as slow as the rule: the puzzle shown
    // is predicted near the time asked.
    void aPuzzleForAboutNMinutes()
    {
        writeHistory(20, 2.0);
        MainWindow window;
        window.times().playerTimes().waitForModel();
        window.choosePuzzle(QStringLiteral("sudoku"), QStringLiteral("3x3"));
        window.times().makePuzzleForMinutes(20);
        QVERIFY(window.times().isMakingTimedPuzzle());
        QTRY_VERIFY_WITH_TIMEOUT(!window.times().isMakingTimedPuzzle(), 120000);
        QVERIFY(window.session());
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("predicted about")), qPrintable(window.statusBar()->currentMessage()));
        // The Run panel says where the puzzle came from, and shows what is known of it (issue 37: it was blank).
        const auto* note = window.findChild<QLabel*>(QStringLiteral("runNote"));
        QVERIFY(note && note->isVisibleTo(&window));
        QVERIFY2(note->text().contains(QLatin1String("Make a Puzzle for About N Minutes")), qPrintable(note->text()));
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("estimate"))->text(),
                 difficultyDisplayName(*ps::parseDifficulty(window.document().difficulty.toStdString())));
        QTRY_VERIFY_WITH_TIMEOUT(window.playPanel().predictionText().contains(QLatin1String("for you")), 10000);
        const QString text = window.playPanel().predictionText();
        bool ok = false;
        const double minutes = text.section(QLatin1Char(' '), 1, 1).toDouble(&ok);
        QVERIFY2(ok && std::abs(std::log(minutes / 20)) < std::log(1.5), qPrintable(text));
    }

    // A history the studio cannot read: said at start, the file kept aside, and new games still recorded.
    void anUnreadableHistoryIsReportedAndKept()
    {
        const QDir folder = QFileInfo(GameHistory::defaultPath()).absoluteDir();
        QDir().mkpath(folder.path());
        for (const QString& name : folder.entryList({QStringLiteral("history-unreadable-*.json")}))
            QFile::remove(folder.filePath(name));   // (left by an earlier run that failed)
        {
            QFile file(GameHistory::defaultPath());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{ not json");
        }
        QTemporaryDir dir;
        MainWindow window;
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("could not be read")), qPrintable(window.statusBar()->currentMessage()));
        const QStringList aside = folder.entryList({QStringLiteral("history-unreadable-*.json")});
        QCOMPARE(aside.size(), 1);
        window.files().openPath(savedPuzzle(dir, kHardPuzzle));
        solveByTyping(*window.session());
        GameHistory again;
        QVERIFY(again.load(nullptr));
        QCOMPARE(again.entries().size(), std::size_t(1));
        for (const QString& name : aside)
            QFile::remove(folder.filePath(name));
    }

    // Cancelled: nothing is shown.
    void aCancelledTimedPuzzleShowsNothing()
    {
        MainWindow window;
        window.choosePuzzle(QStringLiteral("sudoku"), QStringLiteral("3x3"));
        window.times().makePuzzleForMinutes(15);
        window.document().cancelBackgroundWork();
        QVERIFY(!window.times().isMakingTimedPuzzle());
        // Wait for the job itself to return, then deliver what it posted (its watcher's finished()):
        // a cancelled outcome that still showed its puzzle would show it now.
        QVERIFY(QThreadPool::globalInstance()->waitForDone(120000));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY(!window.session());
    }
};

QTEST_MAIN(TestPlayerWindow)
#include "test_player_window.moc"
