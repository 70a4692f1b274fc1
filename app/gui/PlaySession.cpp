#include "PlaySession.h"

#include "logic/LogicSolver.h"
#include "types/PuzzleRules.h"
#include "types/sudoku/SudokuRules.h"

#include <QCoreApplication>
#include <QUndoCommand>

// One square's value and marks before and after a change.
class CellEdit : public QUndoCommand {
public:
    CellEdit(PlaySession& session, int cell, int value, PlaySession::Marks marks, const QString& text)
        : QUndoCommand(text)
        , session_(session)
        , cell_(cell)
        , beforeValue_(session.entries().at(cell))
        , beforeMarks_(session.marks(cell))
        , afterValue_(value)
        , afterMarks_(marks)
    {
    }
    void redo() override { session_.apply(cell_, afterValue_, afterMarks_); }
    void undo() override { session_.apply(cell_, beforeValue_, beforeMarks_); }

private:
    PlaySession& session_;
    int cell_;
    int beforeValue_;
    PlaySession::Marks beforeMarks_;
    int afterValue_;
    PlaySession::Marks afterMarks_;
};

PlaySession::PlaySession(std::shared_ptr<const ps::PuzzleRules> rules, ps::Board givens, ps::Board solution, QObject* parent)
    : QObject(parent)
    , rules_(std::move(rules))
    , givens_(std::move(givens))
    , solution_(std::move(solution))
    , entries_(givens_.rows(), givens_.cols())
    , marks_(static_cast<std::size_t>(givens_.cellCount()), 0)
{
    clock_.start();
}

void PlaySession::apply(int cell, int value, Marks marks)
{
    entries_.set(cell, static_cast<ps::CellValue>(value));
    marks_[static_cast<std::size_t>(cell)] = marks;
    emit changed();
}

void PlaySession::enter(int cell, int value)
{
    if (cell < 0 || cell >= givens_.cellCount() || isGiven(cell) || value < 0 || value > rules_->maxValue() || entries_.at(cell) == value)
        return;
    undo_.push(new CellEdit(*this, cell, value, 0,
                            value ? QCoreApplication::translate("PlaySession", "Enter %1").arg(value)
                                  : QCoreApplication::translate("PlaySession", "Clear")));
}

void PlaySession::toggleMark(int cell, int value)
{
    if (cell < 0 || cell >= givens_.cellCount() || isGiven(cell) || entries_.at(cell) || value < 1 || value > rules_->maxValue())
        return;
    undo_.push(new CellEdit(*this, cell, 0, marks(cell) ^ (Marks{1} << (value - 1)),
                            QCoreApplication::translate("PlaySession", "Pencil mark %1").arg(value)));
}

void PlaySession::reveal(int cell)
{
    if (cell >= 0 && cell < givens_.cellCount() && !isGiven(cell) && !solution_.isEmpty())
        enter(cell, solution_.at(cell));
}

void PlaySession::revealAll()
{
    undo_.beginMacro(QCoreApplication::translate("PlaySession", "Reveal the solution"));
    for (int cell = 0; cell < givens_.cellCount(); ++cell)
        reveal(cell);
    undo_.endMacro();
}

std::vector<int> PlaySession::conflicts() const
{
    ps::Board shown = givens_;
    for (int cell = 0; cell < shown.cellCount(); ++cell)
        if (!isGiven(cell))
            shown.set(cell, entries_.at(cell));
    return rules_->conflictingCells(shown);
}

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

bool PlaySession::isSolved() const
{
    for (int cell = 0; cell < givens_.cellCount(); ++cell)
        if (valueAt(cell) == 0 || (!solution_.isEmpty() && valueAt(cell) != solution_.at(cell)))
            return false;
    return true;
}

std::optional<ps::LogicStep> PlaySession::hintFor(const ps::PuzzleRules& rules, const ps::Board& givens, const ps::Board& entries,
                                                  const ps::Board& solution)
{
    // The logic solver exists for Sudoku so far; other types get hints when they get their techniques.
    const auto* sudoku = dynamic_cast<const ps::SudokuRules*>(&rules);
    if (!sudoku)
        return std::nullopt;
    ps::Board known = givens;   // only correct entries count: a hint never builds on a mistake
    for (int cell = 0; cell < known.cellCount(); ++cell)
        if (!givens.at(cell) && entries.at(cell) && (solution.isEmpty() || entries.at(cell) == solution.at(cell)))
            known.set(cell, entries.at(cell));
    const ps::LogicSolver solver(sudoku->shape());
    const ps::CandidateGrid grid(sudoku->shape(), known);
    if (grid.isSolved())
        return std::nullopt;
    return solver.nextStep(grid, solution.isEmpty() ? nullptr : &solution);
}

qint64 PlaySession::secondsPlayed() const { return secondsBefore_ + clock_.elapsed() / 1000; }

void PlaySession::restore(const ps::Board& entries, const std::vector<Marks>& marks, qint64 seconds)
{
    if (entries.rows() == entries_.rows() && entries.cols() == entries_.cols())
        for (int cell = 0; cell < entries.cellCount(); ++cell)
            if (!isGiven(cell) && entries.at(cell) <= rules_->maxValue())
                entries_.set(cell, entries.at(cell));
    if (marks.size() == marks_.size())
        marks_ = marks;
    secondsBefore_ = std::max<qint64>(0, seconds);
    clock_.restart();
    undo_.clear();
    emit changed();
}
