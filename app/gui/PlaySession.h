#pragma once
#include "core/Board.h"
#include "core/ValueSet.h"
#include "logic/LogicStep.h"

#include <QObject>
#include <QUndoStack>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ps {
class PuzzleRules;
}

// A puzzle being played: the givens, the player's values and pencil marks (the candidate state), the
// play clock, with every change on a QUndoStack. Knows nothing about widgets or puzzle types: the rules
// and their step solver say what a candidate and a hint are. GridView shows it and forwards the input.
class PlaySession : public QObject {
    Q_OBJECT
public:
    using Marks = ps::ValueSet;   // the pencil marks of one square

    // What a hint says about the game as it stands.
    struct Hint {
        enum class Kind {
            Step,         // the next logic step (placements and/or eliminations)
            FixEntries,   // entered values are wrong (or clash): fix `cells` first
            FixMarks,     // the pencil marks of `cells` rule out the value the square needs
            Complete,     // nothing left to do
            Unavailable,  // no technique applies and no solution is known, or the type has no step solver
        };
        Kind kind = Kind::Unavailable;
        std::vector<int> cells;
        std::optional<ps::LogicStep> step;
        QString technique;               // the step's technique, translated ("hidden single")
        std::vector<Marks> candidates;   // the candidate state the step was found in, per square
    };
    // What a worker thread needs to find a hint (a copy: the game may move on meanwhile).
    struct Snapshot {
        std::shared_ptr<const ps::PuzzleRules> rules;
        ps::Board givens;
        ps::Board entries;
        std::vector<Marks> marks;
        ps::Board solution;
    };

    PlaySession(std::shared_ptr<const ps::PuzzleRules> rules, ps::Board givens, ps::Board solution, QObject* parent = nullptr);

    const ps::PuzzleRules& rules() const { return *rules_; }
    std::shared_ptr<const ps::PuzzleRules> sharedRules() const { return rules_; }
    const ps::Board& givens() const { return givens_; }
    const ps::Board& solution() const { return solution_; }
    const ps::Board& entries() const { return entries_; }   // the player's values (0 where none)
    const Marks& marks(int cell) const { return marks_[static_cast<std::size_t>(cell)]; }
    const std::vector<Marks>& allMarks() const { return marks_; }
    QUndoStack& undoStack() { return undo_; }

    // The value shown in a square: given or entered.
    int valueAt(int cell) const { return givens_.at(cell) ? givens_.at(cell) : entries_.at(cell); }
    bool isGiven(int cell) const { return givens_.at(cell) != 0; }
    // Givens and entries together.
    ps::Board shownBoard() const;
    // Has the player done anything (a value or a pencil mark)?
    bool hasProgress() const;

    // Player actions (each one undoable; ignored on givens and while paused).
    void enter(int cell, int value);         // 0 clears
    void toggleMark(int cell, int value);
    void reveal(int cell);                   // the solution's value
    void revealAll();
    // Fills every empty square's pencil marks with the values the rules still allow there (keeping the
    // player's own narrowing) — one undoable step.
    void fillCandidates();
    // Auto-candidates: fills them now, and from then on every entered value takes itself out of the
    // marks it rules out (in the same undo step), and a cleared square gets its candidates back.
    // `asStartingState`: the fill is part of a new game, not an undoable move. Otherwise the fill is one
    // undo step that carries the switch: undoing it turns auto-candidates off (autoCandidatesChanged).
    void setAutoCandidates(bool on, bool asStartingState = false);
    bool autoCandidates() const { return autoCandidates_; }
    // Without auto-candidates: an entered value still takes itself out of the pencil marks it rules out
    // (in the same undo step); nothing is ever added.
    void setAutoRemoveMarks(bool on) { autoRemoveMarks_ = on; }
    bool autoRemoveMarks() const { return autoRemoveMarks_; }
    // The values the rules allow in each square from the filled ones alone (empty: the type cannot say).
    std::vector<Marks> ruleCandidates() const;

    // Squares whose value clashes with another in a row, column or region.
    std::vector<int> conflicts() const;
    // Entered values that differ from the solution.
    std::vector<int> mistakes() const;
    bool isSolved() const { return solved_; }
    // Solved as it was restored (a finished game opened again), not by a move made here: nothing to record.
    bool restoredSolved() const { return restoredSolved_; }

    Snapshot snapshot() const;
    Hint hint() const { return hintFor(snapshot()); }
    // The same from a snapshot, for a worker thread: the step solver's cost grows with the size.
    static Hint hintFor(const Snapshot& snapshot);
    // Writes a step in: its placements as values, its eliminations struck from the pencil marks (a square
    // without marks first gets the candidates the step was found in). One undoable step.
    void applyStep(const ps::LogicStep& step);

private:
    void clearMarksRuledOutByPlacements(const ps::LogicStep& step, const ps::Board& entries, std::vector<Marks>& marks) const;

public:
    // Counted for the "solved in … with N hints" message and kept in the saved game.
    void noteHintShown() { ++hintsShown_; }
    int hintsShown() const { return hintsShown_; }
    int squaresRevealed() const { return revealed_; }
    // Squares Apply Hint filled in (a placement of the applied step on a square that did not hold it).
    int squaresFilledByHints() const { return hintedSquares_; }

    // The play clock: it runs while the game is open, unpaused and unsolved; kept across save and open.
    qint64 secondsPlayed() const;
    // Where the clock reads the time: milliseconds on any monotonic scale (by default the steady clock).
    // Tests pass a clock they move themselves, so no test waits for real seconds to pass.
    using TimeSource = std::function<qint64()>;
    void setTimeSource(TimeSource msNow);
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }
    void restore(const ps::Board& entries, const std::vector<Marks>& marks, qint64 seconds, int hints = 0, int revealed = 0,
                 int hintedSquares = 0);

signals:
    void changed();
    void solvedChanged(bool solved);   // a finished game, or a finished game edited again
    void pausedChanged(bool paused);
    void autoCandidatesChanged(bool on);   // switched, by the player or by undo/redo of its fill

private:
    friend class BoardEdit;
    // Pushes the change from the current state to (`entries`, `marks`) as one undo step, after auto-candidates.
    void commit(ps::Board entries, std::vector<Marks> marks, const QString& text, bool switchesAutoCandidatesOn = false);
    void switchAutoCandidates(bool on);
    void apply(int cell, int value, const Marks& marks);
    void afterEdit();   // one signal per undo step, and the solved state
    bool computeSolved() const;
    std::vector<Marks> filledCandidates() const;   // the marks with every empty square filled in
    void updateClock();

    std::shared_ptr<const ps::PuzzleRules> rules_;
    ps::Board givens_;
    ps::Board solution_;
    ps::Board entries_;
    std::vector<Marks> marks_;
    QUndoStack undo_;
    bool autoCandidates_ = false;
    bool autoRemoveMarks_ = false;
    bool solved_ = false;
    bool restoredSolved_ = false;
    bool paused_ = false;
    int hintsShown_ = 0;
    int revealed_ = 0;
    int hintedSquares_ = 0;
    TimeSource now_;
    qint64 runningSince_ = -1;   // now_() when the clock last started; -1 while it stands
    qint64 msBefore_ = 0;        // time played before the clock last started
};
