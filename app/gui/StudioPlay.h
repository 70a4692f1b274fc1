#pragma once
#include "BackgroundJob.h"
#include "GridAnalysis.h"
#include "PlaySession.h"
#include "StudioClassifier.h"

#include <QList>
#include <QObject>
#include <optional>

class ChoicesPanel;
class GridView;
class PlayPanel;
class QAction;
class QMenu;
class QUndoGroup;
class StudioDocument;

// Playing the shown puzzle: the Play menu and the play panel, Undo and Redo, hints, Check, the clock, the
// solved moment, the on-screen keypad, and typing in a puzzle from elsewhere (File > New Empty Grid) to
// analyse it. The game itself is the document's PlaySession; this part follows the document's
// puzzleShown and gameEnded. Analysis and hints run in the background (JobSlot): a hint found for a game
// that has moved on meanwhile is dropped.
class StudioPlay : public QObject {
    Q_OBJECT
public:
    StudioPlay(StudioDocument& document, ChoicesPanel& choices, GridView& grid, const StudioClassifier& classifier, QWidget* window);
    ~StudioPlay() override;

    // Made here; the window places them beside and below the grid.
    PlayPanel& panel() { return *panel_; }
    QWidget* keypad() const { return keypad_; }
    QUndoGroup* undoGroup() const { return undoGroup_; }
    QAction* newGridAction() const { return newGridAction_; }
    void addEditActions(QMenu* edit);   // Undo, Redo
    void addPlayActions(QMenu* play);   // pencil marks to Analyse Typed Grid

    void newEmptyGrid();
    void giveHint();
    void applyHint();
    // Is a typed grid being analysed, or a hint being worked out, in the background?
    bool isAnalysing() const { return analysis_.isRunning(); }
    bool isFindingHint() const { return hint_.isRunning(); }
    void cancel();
    // The keypad labels values as the grid does: call after the grid's numbers setting changed.
    void rebuildKeypad();
    void setAutoRemoveMarks(bool on);

signals:
    void mistakesShown(int count);   // Check found this many wrong values
    void gameSolved();               // the game was just solved (after the screen says so)

private:
    void makeActions();
    void onPuzzleShown();
    void onGameEnded();
    void onPausedChanged(bool paused);
    void layKeypad(bool withKeys);
    void analyseTypedGrid();
    void onAnalysed(const ps::Board& givens, const JobOutcome<GridAnalysis>& outcome);
    void showHintResult(const PlaySession::Hint& hint);
    void retireHint();   // a hint belongs to the position it was found in: any change retires it
    void checkEntries();
    void onSolvedChanged(bool solved);
    void tickClock();
    void returnFocusToGrid();

    StudioDocument& document_;
    ChoicesPanel& choices_;
    GridView& grid_;
    const StudioClassifier& classifier_;
    QWidget* window_;
    PlayPanel* panel_ = nullptr;
    QWidget* keypad_ = nullptr;
    QUndoGroup* undoGroup_ = nullptr;
    QAction* newGridAction_ = nullptr;
    QList<QAction*> playActions_;   // enabled while a game is shown
    QAction* pencilAction_ = nullptr;
    QAction* autoCandidatesAction_ = nullptr;
    QAction* checkAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    QAction* applyHintAction_ = nullptr;
    QAction* revealSquareAction_ = nullptr;
    QAction* revealAllAction_ = nullptr;
    QAction* pauseGameAction_ = nullptr;
    QAction* analyseAction_ = nullptr;
    bool autoRemoveMarks_ = false;
    std::optional<ps::LogicStep> shownStep_;   // the hint step Apply writes in
    QString shownTechnique_;   // its technique, translated
    // Last members: destroyed (cancelled and joined) first.
    JobSlot<GridAnalysis> analysis_{this};
    JobSlot<PlaySession::Hint> hint_{this};
};
