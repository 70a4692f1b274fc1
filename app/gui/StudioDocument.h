#pragma once
#include "HarvestPanel.h"
#include "PlaySession.h"
#include "document/PuzzleRecord.h"

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace ps {
class PuzzleRules;
}

// The studio's current document: the puzzle on screen, where it came from, and the game played on it.
// The main window's parts (run, play, files, autosave, groups, player times) share it: a part that puts
// a puzzle on screen calls show(); the others follow its signals. It also carries what every part says
// to the user (status line, problems) and the requests that concern all of them (cancel, discard).
class StudioDocument : public QObject {
    Q_OBJECT
public:
    explicit StudioDocument(QObject* parent = nullptr);
    ~StudioDocument() override;

    // What is shown. Parts read and set these directly; show() and endGame() keep them consistent.
    std::shared_ptr<const ps::PuzzleRules> rules;
    ps::Board givens;
    ps::Board solution;
    QString difficulty;
    quint64 seed = 0;
    std::optional<GeneratorRecord> generator;        // what makes the shown puzzle again (with `seed`)
    std::optional<HarvestPanel::Entry> harvestEntry;  // the harvest row of the shown puzzle
    bool typing = false;                              // an empty grid being filled in from a newspaper
    QString path;                                     // the file it was opened from or saved to
    std::unique_ptr<PlaySession> session;

    bool hasPuzzle() const { return rules && !givens.isEmpty(); }
    // The shown puzzle and game as Save writes them.
    PuzzleRecord record() const;

    // A new game on `givens` with the current rules (`typing`: an empty grid being typed in): the game
    // before it ends (gameEnded), then puzzleShown. Callers that generated it set generator and seed after.
    void show(const ps::Board& shownGivens, const ps::Board& shownSolution, const QString& shownDifficulty, bool typingGivens = false);
    // No game any more (a run starts, or another game replaces it).
    void endGame();

    // The title's parts (path, typing, puzzle) changed.
    void noteTitleChanged() { emit titleChanged(); }
    // A part's background job started or ended: the busy bar and Cancel follow.
    void noteBusyChanged() { emit busyChanged(); }
    // A run starts: no puzzle is shown until it ends.
    void noteRunStarted() { emit runStarted(); }
    // The class of what is now shown, for the run panel's estimate.
    void noteEstimate(ps::Difficulty level) { emit estimateKnown(level); }
    void say(const QString& message) { emit statusMessage(message); }
    void reportProblem(const QString& title, const QString& message) { emit problem(title, message); }
    // Stops whatever runs in the background, in every part.
    void cancelBackgroundWork() { emit cancelRequested(); }
    // What is shown next does not come from the run: its harvest and counters go. `note`, when given,
    // says in the Run panel where the shown puzzle came from instead.
    void dropRun(const QString& note = QString()) { emit runDropped(note); }

    // Asked before a game in progress would be replaced or closed (the files part answers: it can save).
    void setDiscardCheck(std::function<bool(const QString& action)> check) { discardCheck_ = std::move(check); }
    bool mayDiscardGame(const QString& action) { return !discardCheck_ || discardCheck_(action); }

signals:
    void puzzleShown();   // a new session is in `session`
    void gameEnded();     // `session` is about to go
    void titleChanged();
    void statusMessage(const QString& message);
    void problem(const QString& title, const QString& message);
    void cancelRequested();
    void runDropped(const QString& note);
    void busyChanged();
    void runStarted();
    void estimateKnown(ps::Difficulty level);   // the class of what is shown, for the run panel

private:
    std::function<bool(const QString&)> discardCheck_;
};
