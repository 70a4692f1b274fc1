#include "PlaySession.h"

#include "document/EngineMessages.h"

#include "logic/StepSolver.h"
#include "types/PuzzleRules.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <algorithm>
#include <chrono>

// Several squares' values and marks before and after one player action. The fill that turning
// Auto Candidates on makes also carries the switch: undoing the fill turns it off, redoing it on again.
class BoardEdit : public QUndoCommand {
public:
    struct Change {
        int cell;
        int beforeValue;
        PlaySession::Marks beforeMarks;
        int afterValue;
        PlaySession::Marks afterMarks;
    };
    BoardEdit(PlaySession& session, std::vector<Change> changes, const QString& text, bool switchesAutoCandidatesOn = false)
        : QUndoCommand(text), session_(session), changes_(std::move(changes)), switchesAutoCandidatesOn_(switchesAutoCandidatesOn)
    {
    }
    void redo() override
    {
        for (const Change& c : changes_)
            session_.apply(c.cell, c.afterValue, c.afterMarks);
        if (switchesAutoCandidatesOn_)
            session_.switchAutoCandidates(true);
        session_.afterEdit();
    }
    void undo() override
    {
        for (const Change& c : changes_)
            session_.apply(c.cell, c.beforeValue, c.beforeMarks);
        if (switchesAutoCandidatesOn_)
            session_.switchAutoCandidates(false);
        session_.afterEdit();
    }

private:
    PlaySession& session_;
    std::vector<Change> changes_;
    bool switchesAutoCandidatesOn_;
};

PlaySession::PlaySession(std::shared_ptr<const ps::PuzzleRules> rules, ps::Board givens, ps::Board solution, QObject* parent)
    : QObject(parent)
    , rules_(std::move(rules))
    , givens_(std::move(givens))
    , solution_(std::move(solution))
    , entries_(givens_.rows(), givens_.cols())
    , marks_(static_cast<std::size_t>(givens_.cellCount()))
    , now_([] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
    })
{
    solved_ = computeSolved();
    updateClock();
}

ps::Board PlaySession::shownBoard() const
{
    ps::Board shown = givens_;
    for (int cell = 0; cell < shown.cellCount(); ++cell)
        if (!isGiven(cell))
            shown.set(cell, entries_.at(cell));
    return shown;
}

bool PlaySession::hasProgress() const
{
    return entries_.filledCount() > 0 || std::any_of(marks_.begin(), marks_.end(), [](const Marks& m) { return !m.isEmpty(); });
}

void PlaySession::apply(int cell, int value, const Marks& marks)
{
    entries_.set(cell, static_cast<ps::CellValue>(value));
    marks_[static_cast<std::size_t>(cell)] = marks;
}

void PlaySession::afterEdit()
{
    const bool solved = computeSolved();
    if (solved != solved_) {
        solved_ = solved;
        restoredSolved_ = false;
        updateClock();
        emit solvedChanged(solved_);
    }
    emit changed();
}

void PlaySession::commit(ps::Board entries, std::vector<Marks> marks, const QString& text, bool switchesAutoCandidatesOn)
{
    if (autoCandidates_ || autoRemoveMarks_) {
        ps::Board shown = givens_;
        for (int cell = 0; cell < shown.cellCount(); ++cell)
            if (!isGiven(cell))
                shown.set(cell, entries.at(cell));
        const auto solver = rules_->makeStepSolver();
        const std::vector<Marks> allowed = solver ? solver->candidates(shown) : std::vector<Marks>();
        const std::vector<Marks> allowedBefore = solver ? solver->candidates(shownBoard()) : std::vector<Marks>();
        for (std::size_t k = 0; k < allowed.size() && k < marks.size(); ++k) {
            const int cell = static_cast<int>(k);
            if (shown.at(cell) != 0)
                continue;
            if (autoCandidates_) {
                // Values the change rules out leave the marks; values it makes possible again (a wrong
                // value cleared or replaced) come back; a mark the player took out by hand stays out.
                const bool justCleared = entries_.at(cell) != 0 && entries.at(cell) == 0;
                marks[k] = justCleared ? allowed[k] : (marks[k] | (allowed[k] - allowedBefore[k])) & allowed[k];
            } else {
                // Only the marks this change rules out go: the player's other marks, right or wrong, stay.
                marks[k] -= allowedBefore[k] - allowed[k];
            }
        }
    }
    std::vector<BoardEdit::Change> changes;
    for (int cell = 0; cell < givens_.cellCount(); ++cell) {
        const std::size_t k = static_cast<std::size_t>(cell);
        if (entries.at(cell) != entries_.at(cell) || marks[k] != marks_[k])
            changes.push_back({cell, entries_.at(cell), marks_[k], entries.at(cell), marks[k]});
    }
    if (!changes.empty())
        undo_.push(new BoardEdit(*this, std::move(changes), text, switchesAutoCandidatesOn));
    else if (switchesAutoCandidatesOn)
        switchAutoCandidates(true);   // nothing to fill: no step to undo, the switch stays on
}

void PlaySession::switchAutoCandidates(bool on)
{
    if (autoCandidates_ == on)
        return;
    autoCandidates_ = on;
    emit autoCandidatesChanged(on);
}

void PlaySession::enter(int cell, int value)
{
    if (paused_ || cell < 0 || cell >= givens_.cellCount() || isGiven(cell) || value < 0 || value > rules_->maxValue() || entries_.at(cell) == value)
        return;
    ps::Board entries = entries_;
    std::vector<Marks> marks = marks_;
    entries.set(cell, static_cast<ps::CellValue>(value));
    marks[static_cast<std::size_t>(cell)] = {};
    commit(std::move(entries), std::move(marks),
           value ? QCoreApplication::translate("PlaySession", "Enter %1").arg(value) : QCoreApplication::translate("PlaySession", "Clear"));
}

void PlaySession::toggleMark(int cell, int value)
{
    if (paused_ || cell < 0 || cell >= givens_.cellCount() || isGiven(cell) || entries_.at(cell) || value < 1 || value > rules_->maxValue())
        return;
    std::vector<Marks> marks = marks_;
    marks[static_cast<std::size_t>(cell)].toggle(value);
    // Straight onto the stack: auto-candidates must not put back a mark the player just took out.
    undo_.push(new BoardEdit(*this, {{cell, entries_.at(cell), marks_[static_cast<std::size_t>(cell)], entries_.at(cell), marks[static_cast<std::size_t>(cell)]}},
                             QCoreApplication::translate("PlaySession", "Pencil mark %1").arg(value)));
}

void PlaySession::reveal(int cell)
{
    if (paused_ || cell < 0 || cell >= givens_.cellCount() || isGiven(cell) || solution_.isEmpty() || entries_.at(cell) == solution_.at(cell))
        return;
    ++revealed_;
    enter(cell, solution_.at(cell));
}

void PlaySession::revealAll()
{
    if (paused_ || solution_.isEmpty())
        return;
    ps::Board entries = entries_;
    std::vector<Marks> marks = marks_;
    for (int cell = 0; cell < givens_.cellCount(); ++cell)
        if (!isGiven(cell) && entries.at(cell) != solution_.at(cell)) {
            entries.set(cell, solution_.at(cell));
            marks[static_cast<std::size_t>(cell)] = {};
            ++revealed_;
        }
    commit(std::move(entries), std::move(marks), QCoreApplication::translate("PlaySession", "Reveal the solution"));
}

std::vector<PlaySession::Marks> PlaySession::ruleCandidates() const
{
    const auto solver = rules_->makeStepSolver();
    return solver ? solver->candidates(shownBoard()) : std::vector<Marks>();
}

std::vector<PlaySession::Marks> PlaySession::filledCandidates() const
{
    const std::vector<Marks> allowed = ruleCandidates();
    std::vector<Marks> marks = marks_;
    for (std::size_t k = 0; k < allowed.size() && k < marks.size(); ++k)
        if (valueAt(static_cast<int>(k)) == 0)
            marks[k] = !marks[k].isEmpty() ? marks[k] & allowed[k] : allowed[k];
    return marks;
}

void PlaySession::fillCandidates()
{
    if (!paused_)
        commit(entries_, filledCandidates(), QCoreApplication::translate("PlaySession", "Fill in candidates"));
}

void PlaySession::setAutoCandidates(bool on, bool asStartingState)
{
    if (on && asStartingState) {
        switchAutoCandidates(true);
        marks_ = filledCandidates();
        emit changed();
    } else if (on) {
        // The fill is computed with the switch still off (commit() would otherwise adjust it), and the
        // undo step it makes carries the switch.
        autoCandidates_ = false;
        commit(entries_, filledCandidates(), QCoreApplication::translate("PlaySession", "Fill in candidates"), /*switchesAutoCandidatesOn=*/true);
    } else {
        switchAutoCandidates(false);
    }
}

std::vector<int> PlaySession::conflicts() const { return rules_->conflictingCells(shownBoard()); }

std::vector<int> PlaySession::mistakes() const
{
    std::vector<int> wrong;
    if (solution_.isEmpty())
        return wrong;
    for (int cell = 0; cell < entries_.cellCount(); ++cell)
        if (!isGiven(cell) && entries_.at(cell) && entries_.at(cell) != solution_.at(cell))
            wrong.push_back(cell);
    return wrong;
}

bool PlaySession::computeSolved() const
{
    const ps::Board shown = shownBoard();
    if (!shown.isFull())
        return false;
    // Values only: a solution may come with other cages than the givens (a generator's full board has
    // one-square cages), and the givens' cages are the puzzle's.
    return solution_.isEmpty() ? rules_->isSolution(shown) : shown.cells() == solution_.cells();
}

PlaySession::Snapshot PlaySession::snapshot() const { return {rules_, givens_, entries_, marks_, solution_}; }

PlaySession::Hint PlaySession::hintFor(const Snapshot& game)
{
    Hint hint;
    ps::Board shown = game.givens;
    for (int cell = 0; cell < shown.cellCount(); ++cell)
        if (!game.givens.at(cell))
            shown.set(cell, game.entries.at(cell));
    // A hint never builds on a mistake: wrong values (or, without a solution, clashing ones) come first.
    for (int cell = 0; cell < shown.cellCount() && !game.solution.isEmpty(); ++cell)
        if (!game.givens.at(cell) && game.entries.at(cell) && game.entries.at(cell) != game.solution.at(cell))
            hint.cells.push_back(cell);
    if (hint.cells.empty())
        hint.cells = game.rules->conflictingCells(shown);
    if (!hint.cells.empty()) {
        hint.kind = Hint::Kind::FixEntries;
        return hint;
    }
    if (shown.isFull()) {
        hint.kind = Hint::Kind::Complete;
        return hint;
    }
    const auto solver = game.rules->makeStepSolver();
    if (!solver)
        return hint;
    const std::vector<Marks> allowed = solver->candidates(shown);
    hint.candidates = allowed;
    for (std::size_t k = 0; k < allowed.size() && k < game.marks.size(); ++k) {
        const int cell = static_cast<int>(k);
        if (shown.at(cell) != 0 || game.marks[k].isEmpty())
            continue;
        hint.candidates[k] &= game.marks[k];
        const bool lostItsValue = game.solution.isEmpty() ? hint.candidates[k].isEmpty() : !hint.candidates[k].contains(game.solution.at(cell));
        if (lostItsValue)
            hint.cells.push_back(cell);
    }
    if (!hint.cells.empty()) {
        hint.kind = Hint::Kind::FixMarks;
        return hint;
    }
    hint.step = solver->nextStep(shown, game.marks, game.solution.isEmpty() ? nullptr : &game.solution);
    hint.kind = hint.step ? Hint::Kind::Step : Hint::Kind::Unavailable;
    if (hint.step) {
        hint.cells = hint.step->pattern;
        hint.technique = techniqueDisplayName(*solver, hint.step->technique);
    }
    return hint;
}

void PlaySession::applyStep(const ps::LogicStep& step)
{
    if (paused_)
        return;
    const std::vector<Marks> allowed = ruleCandidates();
    ps::Board entries = entries_;
    std::vector<Marks> marks = marks_;
    for (const ps::CellValuePair& p : step.placements)
        if (p.cell >= 0 && p.cell < givens_.cellCount() && !isGiven(p.cell) && p.value >= 1 && p.value <= rules_->maxValue()) {
            if (entries.at(p.cell) != p.value)
                ++hintedSquares_;
            entries.set(p.cell, static_cast<ps::CellValue>(p.value));
            marks[static_cast<std::size_t>(p.cell)] = {};
        }
    for (const ps::CellValuePair& e : step.eliminations) {
        if (e.cell < 0 || e.cell >= givens_.cellCount() || valueAt(e.cell) != 0 || e.value < 1 || e.value > rules_->maxValue())
            continue;
        Marks& m = marks[static_cast<std::size_t>(e.cell)];
        if (m.isEmpty() && static_cast<std::size_t>(e.cell) < allowed.size())
            m = allowed[static_cast<std::size_t>(e.cell)];   // unmarked: start from what the rules allow
        m.erase(e.value);
    }
    clearMarksRuledOutByPlacements(step, entries, marks);
    commit(std::move(entries), std::move(marks), QCoreApplication::translate("PlaySession", "Apply hint"));
}

// A value the step places leaves the marks of the squares the rules now forbid it in (its row, column,
// box, cage...), as a player who writes a value in crosses it off around it.
void PlaySession::clearMarksRuledOutByPlacements(const ps::LogicStep& step, const ps::Board& entries, std::vector<Marks>& marks) const
{
    if (step.placements.empty())
        return;
    const auto solver = rules_->makeStepSolver();
    if (!solver)
        return;
    ps::Board shown = givens_;
    for (int k = 0; k < shown.cellCount(); ++k)
        if (!shown.at(k) && entries.at(k))
            shown.set(k, entries.at(k));
    const std::vector<Marks> allowed = solver->candidates(shown);
    for (std::size_t k = 0; k < allowed.size() && k < marks.size(); ++k)
        for (const ps::CellValuePair& p : step.placements)
            if (!shown.at(static_cast<int>(k)) && marks[k].contains(p.value) && !allowed[k].contains(p.value))
                marks[k].erase(p.value);
}

void PlaySession::updateClock()
{
    const bool shouldRun = !paused_ && !solved_;
    if (shouldRun && runningSince_ < 0) {
        runningSince_ = now_();
    } else if (!shouldRun && runningSince_ >= 0) {
        msBefore_ += now_() - runningSince_;
        runningSince_ = -1;
    }
}

qint64 PlaySession::secondsPlayed() const { return (msBefore_ + (runningSince_ >= 0 ? now_() - runningSince_ : 0)) / 1000; }

void PlaySession::setTimeSource(TimeSource msNow)
{
    // The time played so far is kept; the running clock goes on from the new source's now.
    if (runningSince_ >= 0)
        msBefore_ += now_() - runningSince_;
    now_ = std::move(msNow);
    if (runningSince_ >= 0)
        runningSince_ = now_();
}

void PlaySession::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    updateClock();
    emit pausedChanged(paused_);
}

void PlaySession::restore(const ps::Board& entries, const std::vector<Marks>& marks, qint64 seconds, int hints, int revealed,
                          int hintedSquares)
{
    if (entries.rows() == entries_.rows() && entries.cols() == entries_.cols())
        for (int cell = 0; cell < entries.cellCount(); ++cell)
            if (!isGiven(cell) && entries.at(cell) <= rules_->maxValue())
                entries_.set(cell, entries.at(cell));
    if (marks.size() == marks_.size())
        marks_ = marks;
    msBefore_ = std::max<qint64>(0, seconds) * 1000;
    hintsShown_ = std::max(0, hints);
    revealed_ = std::max(0, revealed);
    hintedSquares_ = std::max(0, hintedSquares);
    runningSince_ = -1;
    solved_ = computeSolved();
    restoredSolved_ = solved_;
    updateClock();
    undo_.clear();
    emit solvedChanged(solved_);
    emit changed();
}
