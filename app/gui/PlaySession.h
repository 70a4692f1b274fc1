#pragma once
#include "core/Board.h"
#include "logic/LogicStep.h"

#include <QElapsedTimer>
#include <QObject>
#include <QUndoStack>
#include <memory>
#include <optional>
#include <vector>

namespace ps {
class PuzzleRules;
}

// A puzzle being played: the givens, the player's values and pencil marks, with every change on a
// QUndoStack. Knows nothing about widgets; GridView shows it and forwards the player's input.
class PlaySession : public QObject {
    Q_OBJECT
public:
    using Marks = std::uint32_t;   // bit v-1 set: pencil mark v

    PlaySession(std::shared_ptr<const ps::PuzzleRules> rules, ps::Board givens, ps::Board solution, QObject* parent = nullptr);

    const ps::PuzzleRules& rules() const { return *rules_; }
    std::shared_ptr<const ps::PuzzleRules> sharedRules() const { return rules_; }
    const ps::Board& givens() const { return givens_; }
    const ps::Board& solution() const { return solution_; }
    const ps::Board& entries() const { return entries_; }   // the player's values (0 where none)
    Marks marks(int cell) const { return marks_[static_cast<std::size_t>(cell)]; }
    const std::vector<Marks>& allMarks() const { return marks_; }
    QUndoStack& undoStack() { return undo_; }

    // The value shown in a square: given or entered.
    int valueAt(int cell) const { return givens_.at(cell) ? givens_.at(cell) : entries_.at(cell); }
    bool isGiven(int cell) const { return givens_.at(cell) != 0; }

    // Player actions (each one undoable; ignored on givens).
    void enter(int cell, int value);         // 0 clears
    void toggleMark(int cell, int value);
    void reveal(int cell);                   // the solution's value
    void revealAll();

    // Squares whose value clashes with another in a row, column or region.
    std::vector<int> conflicts() const;
    // Entered values that differ from the solution.
    std::vector<int> mistakes() const;
    bool isSolved() const;
    // The next logic step from the correct values so far (a guess when nothing else applies).
    std::optional<ps::LogicStep> hint() const { return hintFor(*rules_, givens_, entries_, solution_); }
    // The same from a snapshot, for a worker thread: the logic solver's cost grows with the size.
    static std::optional<ps::LogicStep> hintFor(const ps::PuzzleRules& rules, const ps::Board& givens, const ps::Board& entries,
                                                const ps::Board& solution);

    // Seconds played (kept across save and open).
    qint64 secondsPlayed() const;
    void restore(const ps::Board& entries, const std::vector<Marks>& marks, qint64 seconds);

signals:
    void changed();

private:
    friend class CellEdit;
    void apply(int cell, int value, Marks marks);

    std::shared_ptr<const ps::PuzzleRules> rules_;
    ps::Board givens_;
    ps::Board solution_;
    ps::Board entries_;
    std::vector<Marks> marks_;
    QUndoStack undo_;
    QElapsedTimer clock_;
    qint64 secondsBefore_ = 0;
};
