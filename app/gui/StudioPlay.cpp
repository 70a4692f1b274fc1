// Playing the shown puzzle: the Play menu, hints, the clock, the solved moment, the keypad, and typing in
// a puzzle from elsewhere to analyse it.
#include "StudioPlay.h"

#include "ChoicesPanel.h"
#include "GridView.h"
#include "PlayPanel.h"
#include "StudioDocument.h"

#include "core/ValueSymbols.h"
#include "difficulty/PlayerModel.h"
#include "document/EngineMessages.h"
#include "document/ShownClues.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QGridLayout>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QUndoGroup>

StudioPlay::StudioPlay(StudioDocument& document, ChoicesPanel& choices, GridView& grid, const StudioClassifier& classifier, QWidget* window)
    : QObject(window), document_(document), choices_(choices), grid_(grid), classifier_(classifier), window_(window)
{
    keypad_ = new QWidget(window);
    keypad_->setObjectName(QStringLiteral("keypad"));   // its keys take no focus: the keyboard types the same values
    makeActions();
    panel_ = new PlayPanel({pencilAction_, hintAction_, applyHintAction_, pauseGameAction_, autoCandidatesAction_}, window);
    connect(&document_, &StudioDocument::puzzleShown, this, &StudioPlay::onPuzzleShown);
    connect(&document_, &StudioDocument::gameEnded, this, &StudioPlay::onGameEnded);
    connect(&document_, &StudioDocument::cancelRequested, this, &StudioPlay::cancel);
    auto* tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, &StudioPlay::tickClock);
    tick->start(500);
}

StudioPlay::~StudioPlay() = default;

void StudioPlay::makeActions()
{
    undoGroup_ = new QUndoGroup(this);
    connect(undoGroup_, &QUndoGroup::cleanChanged, &document_, &StudioDocument::noteTitleChanged);
    newGridAction_ = new QAction(tr("&New Empty Grid"), this);
    newGridAction_->setShortcut(QKeySequence::New);
    connect(newGridAction_, &QAction::triggered, this, &StudioPlay::newEmptyGrid);

    const auto action = [this](const QString& text, const QKeySequence& key) {
        auto* a = new QAction(text, this);
        a->setShortcut(key);
        return a;
    };
    pencilAction_ = action(tr("&Pencil Marks"), QKeySequence(tr("Ctrl+M")));
    pencilAction_->setCheckable(true);
    connect(pencilAction_, &QAction::toggled, &grid_, &GridView::setPencilMode);
    autoCandidatesAction_ = action(tr("Auto &Candidates"), QKeySequence(tr("Ctrl+Shift+M")));
    autoCandidatesAction_->setCheckable(true);
    autoCandidatesAction_->setToolTip(tr("Fill every square's pencil marks with the values still possible there, and keep them up to date"));
    autoCandidatesAction_->setChecked(QSettings().value("play/autoCandidates", false).toBool());
    connect(autoCandidatesAction_, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue("play/autoCandidates", on);
        // (Not when the session switched it itself, by undo or redo of the fill: autoCandidatesChanged.)
        if (document_.session && !document_.typing && document_.session->autoCandidates() != on)
            document_.session->setAutoCandidates(on);
    });
    checkAction_ = action(tr("C&heck"), QKeySequence(tr("Ctrl+K")));
    connect(checkAction_, &QAction::triggered, this, &StudioPlay::checkEntries);
    hintAction_ = action(tr("H&int"), QKeySequence(tr("Ctrl+H")));
    connect(hintAction_, &QAction::triggered, this, &StudioPlay::giveHint);
    applyHintAction_ = action(tr("&Apply Hint"), QKeySequence(tr("Ctrl+Shift+H")));
    connect(applyHintAction_, &QAction::triggered, this, &StudioPlay::applyHint);
    revealSquareAction_ = action(tr("Reveal &Square"), QKeySequence(tr("Ctrl+R")));
    connect(revealSquareAction_, &QAction::triggered, this, [this] {
        if (document_.session)
            document_.session->reveal(grid_.selectedCell());
    });
    revealAllAction_ = action(tr("&Reveal All"), QKeySequence(tr("Ctrl+Shift+R")));
    connect(revealAllAction_, &QAction::triggered, this, [this] {
        if (document_.session)
            document_.session->revealAll();
    });
    pauseGameAction_ = action(tr("Pa&use Game"), QKeySequence(tr("F7")));
    pauseGameAction_->setCheckable(true);
    connect(pauseGameAction_, &QAction::toggled, this, [this](bool paused) {
        if (document_.session)
            document_.session->setPaused(paused);
    });
    analyseAction_ = action(tr("A&nalyse Typed Grid"), QKeySequence(tr("Ctrl+L")));
    connect(analyseAction_, &QAction::triggered, this, &StudioPlay::analyseTypedGrid);
    analyseAction_->setEnabled(false);
    playActions_ = {pencilAction_, autoCandidatesAction_, checkAction_, hintAction_, revealSquareAction_, revealAllAction_, pauseGameAction_};
    applyHintAction_->setEnabled(false);
    for (QAction* a : playActions_)
        a->setEnabled(false);
}

void StudioPlay::addEditActions(QMenu* edit)
{
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
}

void StudioPlay::addPlayActions(QMenu* play)
{
    play->addAction(pencilAction_);
    play->addAction(autoCandidatesAction_);
    play->addSeparator();
    play->addAction(checkAction_);
    play->addAction(hintAction_);
    play->addAction(applyHintAction_);
    play->addAction(revealSquareAction_);
    play->addAction(revealAllAction_);
    play->addSeparator();
    play->addAction(pauseGameAction_);
    play->addSeparator();
    play->addAction(analyseAction_);
}

void StudioPlay::returnFocusToGrid()
{
    if (document_.session)
        grid_.setFocus(Qt::OtherFocusReason);
}

void StudioPlay::tickClock()
{
    if (document_.session && !document_.typing)
        panel_->setClock(document_.session->secondsPlayed(), document_.session->isSolved());
}

void StudioPlay::setAutoRemoveMarks(bool on)
{
    autoRemoveMarks_ = on;
    if (document_.session)
        document_.session->setAutoRemoveMarks(on);
}

void StudioPlay::cancel()
{
    if (analysis_.isRunning()) {
        analysis_.cancel();
        document_.noteBusyChanged();
        document_.say(tr("Analysis cancelled."));
    }
    if (hint_.isRunning()) {
        hint_.cancel();
        document_.noteBusyChanged();
    }
}

void StudioPlay::onPuzzleShown()
{
    PlaySession* session = document_.session.get();
    const bool typing = document_.typing;
    session->setAutoRemoveMarks(autoRemoveMarks_);
    connect(session, &PlaySession::changed, this, &StudioPlay::retireHint);
    connect(session, &PlaySession::solvedChanged, this, &StudioPlay::onSolvedChanged);
    connect(session, &PlaySession::pausedChanged, this, &StudioPlay::onPausedChanged);
    // The toggle follows the session, whose undo and redo of the fill switch it too.
    connect(session, &PlaySession::autoCandidatesChanged, autoCandidatesAction_, &QAction::setChecked);
    undoGroup_->addStack(&session->undoStack());
    undoGroup_->setActiveStack(&session->undoStack());
    grid_.setPuzzle(document_.rules, document_.givens);
    grid_.setSession(session);
    if (autoCandidatesAction_->isChecked() && !typing)
        session->setAutoCandidates(true, /*asStartingState=*/true);
    rebuildKeypad();
    analyseAction_->setEnabled(typing);
    for (QAction* a : playActions_)
        a->setEnabled(!typing || a == pencilAction_);
    panel_->setEnabled(!typing);
    panel_->showHint(nullptr, 0);
    panel_->showSolved(QString());
    tickClock();
    document_.noteTitleChanged();
    returnFocusToGrid();
    document_.say(tr("%1 · %n clue(s)", nullptr, shownClueCount(document_.givens)).arg(describeRules(*document_.rules)));
}

void StudioPlay::onPausedChanged(bool paused)
{
    const QSignalBlocker quiet(pauseGameAction_);
    pauseGameAction_->setChecked(paused);
    pauseGameAction_->setText(paused ? tr("Res&ume Game") : tr("Pa&use Game"));
    undoGroup_->setActiveStack(paused ? nullptr : &document_.session->undoStack());   // no moves on a hidden grid
    tickClock();
    if (!paused)
        returnFocusToGrid();
}

// No game any more (a run starts, or another game replaces it).
void StudioPlay::onGameEnded()
{
    hint_.cancel();
    document_.noteBusyChanged();   // a cancelled hint never reports back: its busy bar goes now
    grid_.setSession(nullptr);
    shownStep_.reset();
    applyHintAction_->setEnabled(false);
    for (QAction* a : playActions_)
        a->setEnabled(false);
    {
        const QSignalBlocker quiet(pauseGameAction_);
        pauseGameAction_->setChecked(false);
        pauseGameAction_->setText(tr("Pa&use Game"));
    }
    panel_->setEnabled(false);
    panel_->showHint(nullptr, 0);
    panel_->showSolved(QString());
    panel_->setClock(0, false);
    layKeypad(false);   // the keypad goes with the game
}

void StudioPlay::rebuildKeypad()
{
    layKeypad(document_.session != nullptr);
}

// The on-screen keypad: one key per value (labelled as the grid shows values), then erase; it follows
// the puzzle's size and wraps into rows of at most ten keys, so that a 25x25 keypad stays narrow. Where
// values go above 25 (a region may be as large as the grid) it has the digits 1-9 instead, which make
// numbers as typed digits do, and a 0 that only adds a nought to the digit just typed (1 then 0: 10):
// a 0 alone would erase, which the erase key does. Pencil mode is a button of the play panel.
void StudioPlay::layKeypad(bool withKeys)
{
    delete keypad_->layout();
    qDeleteAll(keypad_->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
    auto* keys = new QGridLayout(keypad_);
    keys->setContentsMargins(8, 0, 8, 0);
    keys->setSpacing(2);
    if (!withKeys)
        return;
    const auto& rules = document_.rules;
    const int maxValue = rules->maxValue();
    const bool digits = maxValue > 25;
    const int keyCount = (digits ? 10 : maxValue) + 1;   // the keys and erase
    const int rows = (keyCount + 9) / 10;
    const int perRow = (keyCount + rows - 1) / rows;
    const bool numbers = grid_.numbersAboveNine() || rules->valuesAlwaysNumbers();
    keys->setColumnStretch(0, 1);
    keys->setColumnStretch(perRow + 1, 1);
    const auto place = [&](QPushButton* key, int slot) {
        key->setFocusPolicy(Qt::NoFocus);
        // 34 pixels wide, narrower only when the window is as small as it gets (200% on a 1280x720 screen).
        key->setMinimumWidth(22);
        key->setMaximumWidth(34);
        key->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        keys->addWidget(key, slot / perRow, 1 + slot % perRow);
    };
    if (digits) {
        for (int d = 0; d < 10; ++d) {
            const int digit = (d + 1) % 10;   // 1 ... 9, 0
            auto* key = new QPushButton(QString::number(digit), keypad_);
            key->setAccessibleName(tr("Digit %1").arg(digit));
            if (digit == 0) {
                key->setToolTip(tr("Add a 0 to the digit just typed in the selected square: 1 then 0 makes 10, 2 then 0 makes 20"));
                key->setEnabled(grid_.zeroJoinsTypedDigit());
                connect(&grid_, &GridView::digitJoiningChanged, key, [this, key] { key->setEnabled(grid_.zeroJoinsTypedDigit()); });
            } else {
                key->setToolTip(tr("Type %1 in the selected square; two digits quickly after one another make one number").arg(digit));
            }
            connect(key, &QPushButton::clicked, this, [this, digit] { grid_.typeDigit(digit); });
            place(key, d);
        }
    }
    for (int v = 1; !digits && v <= maxValue; ++v) {
        const QString mark = QString::fromStdString(rules->valueMark(v));   // a value that stands for no content
        auto* key = new QPushButton(!mark.isEmpty()              ? mark
                                    : numbers || v <= 9 ? QString::number(v)
                                                        : QString(QLatin1Char(ps::valueToSymbol(v))),
                                    keypad_);
        key->setAccessibleName(mark.isEmpty() ? tr("Value %1").arg(v) : tr("Empty square (key %1)").arg(v));
        key->setToolTip(mark.isEmpty() ? tr("Enter %1 in the selected square (a pencil mark in pencil mode)").arg(key->text())
                                       : tr("Mark the selected square as empty, %1 (key %2; a pencil mark in pencil mode)").arg(mark).arg(v));
        connect(key, &QPushButton::clicked, this, [this, v] { grid_.typeValue(v); });
        place(key, v - 1);
    }
    auto* erase = new QPushButton(tr("⌫"), keypad_);
    erase->setToolTip(tr("Erase the selected square"));
    erase->setAccessibleName(tr("Erase"));
    connect(erase, &QPushButton::clicked, this, [this] { grid_.typeValue(0); });
    place(erase, keyCount - 1);
}

void StudioPlay::newEmptyGrid()
{
    if (!document_.mayDiscardGame(tr("starting a new grid")))
        return;
    document_.cancelBackgroundWork();
    try {
        document_.rules = choices_.makeRules();
    } catch (const ps::EngineError& e) {
        QMessageBox::warning(window_, tr("New grid"), translateEngineMessage(e.message()));
        return;
    }
    const auto& rules = document_.rules;
    if (ps::puzzleType(rules->typeId()).hasCages) {
        // An empty grid of such a type has no cages or regions to type values into.
        QMessageBox::information(window_, tr("New grid"),
                                 tr("%1 puzzles carry their own cages or regions, which cannot be typed in: import the puzzle as grid "
                                    "text or a game ID (File > Import Grid Text), then play or analyse it.")
                                     .arg(QCoreApplication::translate("PuzzleType", ps::puzzleType(rules->typeId()).name.c_str())));
        return;
    }
    document_.dropRun();
    document_.path.clear();
    document_.show(rules->emptyBoard(), ps::Board(), QString(), /*typing=*/true);
    document_.say(tr("Type the puzzle's givens (click a square, then 1-9 or A-P), then Play > Analyse Typed Grid (Ctrl+L)."));
}

void StudioPlay::analyseTypedGrid()
{
    const auto& session = document_.session;
    if (!session || !document_.typing)
        return;
    if (!session->conflicts().empty()) {
        QMessageBox::information(window_, tr("Analyse"), tr("Some values clash (shown in red): the grid has no solution. Correct them and try again."));
        return;
    }
    ps::Board givens = session->entries();
    givens.copyCagesFrom(session->givens());   // the typed values, on the puzzle's own structure
    analysis_.start(
        [rules = document_.rules, givens, classifier = classifier_.classifier](const ps::CancelToken& cancel) {
            return analyseGrid(*rules, givens, *classifier, cancel);
        },
        [this, givens](const JobOutcome<GridAnalysis>& outcome) { onAnalysed(givens, outcome); }, kAnalysisSeconds);
    document_.noteBusyChanged();
    document_.say(tr("Analysing… (Esc cancels)"));
}

void StudioPlay::onAnalysed(const ps::Board& givens, const JobOutcome<GridAnalysis>& outcome)
{
    document_.noteBusyChanged();
    if (!outcome.value) {
        document_.reportProblem(tr("Analyse"), tr("The grid could not be analysed: %1").arg(outcome.error));
        return;
    }
    const GridAnalysis& result = *outcome.value;
    if (result.undecided) {
        document_.reportProblem(tr("Analyse"), tr("The solver could not decide within %n second(s) whether this grid has one solution. "
                                                  "Add a few more givens and try again.", nullptr, static_cast<int>(kAnalysisSeconds)));
        return;
    }
    if (result.solutions == 0) {
        document_.reportProblem(tr("Analyse"), tr("This grid has no solution. Check the values you typed against the source."));
        return;
    }
    if (result.solutions > 1) {
        grid_.showAmbiguous(result.ambiguous);
        document_.reportProblem(tr("Analyse"), tr("This grid has more than one solution: add a clue in one of the dotted squares."));
        return;
    }
    const QString level = QString::fromStdString(ps::difficultyName(result.difficulty));
    document_.show(givens, result.solution, level);
    const QString rated = classifier_.isLearnt() ? difficultyDisplayName(result.difficulty)
                                                 : tr("%1 (from the clue count: no difficulty model)").arg(difficultyDisplayName(result.difficulty));
    document_.say(tr("One solution · %1 · %n clue(s). Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.",
                     nullptr, shownClueCount(givens))
                      .arg(rated));
}

void StudioPlay::giveHint()
{
    PlaySession* session = document_.session.get();
    if (!session || document_.typing)
        return;
    if (session->isPaused())
        session->setPaused(false);
    // The step solver runs in the background; the hint is shown only if the game is still as it was.
    const PlaySession::Snapshot game = session->snapshot();
    hint_.start([game](const ps::CancelToken&) { return PlaySession::hintFor(game); },
                [this, session, game](const JobOutcome<PlaySession::Hint>& outcome) {
                    document_.noteBusyChanged();
                    PlaySession* now = document_.session.get();
                    if (session != now || game.entries != now->entries() || game.marks != now->allMarks()) {
                        if (now)
                            panel_->showHint(nullptr, 0);
                        return;   // the game moved on meanwhile: that hint is stale
                    }
                    if (!outcome.value) {
                        panel_->showMessage(outcome.error);
                        document_.reportProblem(tr("Hint"), outcome.error);
                        return;
                    }
                    showHintResult(*outcome.value);
                });
    panel_->showMessage(tr("Working out a hint…"));
    document_.noteBusyChanged();
}

void StudioPlay::showHintResult(const PlaySession::Hint& hint)
{
    using Kind = PlaySession::Hint::Kind;
    grid_.showHint(hint);
    panel_->showHint(&hint, document_.rules->cols());
    shownStep_ = hint.kind == Kind::Step ? hint.step : std::nullopt;
    shownTechnique_ = hint.technique;
    applyHintAction_->setEnabled(shownStep_.has_value());
    if (hint.kind == Kind::Step) {
        document_.session->noteHintShown();
        const ps::LogicStep& step = *hint.step;
        grid_.selectCell(!step.placements.empty() ? step.placements.front().cell : !step.eliminations.empty() ? step.eliminations.front().cell
                                                                                                               : grid_.selectedCell());
        document_.say(tr("Hint: %1 — Apply (Ctrl+Shift+H) writes it in.").arg(hint.technique));
    } else if (!hint.cells.empty()) {
        grid_.selectCell(hint.cells.front());
    }
    returnFocusToGrid();
}

void StudioPlay::retireHint()
{
    shownStep_.reset();
    applyHintAction_->setEnabled(false);
    if (!hint_.isRunning())
        panel_->showHint(nullptr, 0);
}

void StudioPlay::applyHint()
{
    if (!document_.session || !shownStep_)
        return;
    const ps::LogicStep step = *shownStep_;
    const QString technique = shownTechnique_;
    document_.session->applyStep(step);   // the change clears the hint
    if (!document_.session->isSolved())   // else the solved message stays in view
        document_.say(tr("Applied: %1.").arg(technique));
}

void StudioPlay::checkEntries()
{
    PlaySession* session = document_.session.get();
    if (!session)
        return;
    const std::vector<int> wrong = session->mistakes();
    grid_.showMistakes(wrong);
    emit mistakesShown(static_cast<int>(wrong.size()));
    if (session->isSolved())
        document_.say(tr("Solved — well done!"));
    else if (wrong.empty())
        document_.say(tr("Everything entered so far is right."));
    else
        document_.say(tr("%n value(s) are wrong: they are hatched in the grid.", nullptr, static_cast<int>(wrong.size())));
}

void StudioPlay::onSolvedChanged(bool solved)
{
    tickClock();
    if (document_.typing)
        return;
    if (!solved) {
        panel_->showSolved(QString());
        document_.say(tr("The game is open again: the clock runs on."));
        return;
    }
    PlaySession* session = document_.session.get();
    const int hints = session->hintsShown();
    const int revealed = session->squaresRevealed();
    const QString time = PlayPanel::formatClock(session->secondsPlayed());
    QString text;
    if (hints == 0 && revealed == 0)
        text = tr("Solved in %1 without help!").arg(time);
    else if (revealed == 0)
        text = tr("Solved in %1 with %n hint(s).", nullptr, hints).arg(time);
    else
        text = tr("Finished in %1 — hints: %2, squares revealed: %3.").arg(time).arg(hints).arg(revealed);
    // A game finished mostly by Apply Hint or Reveal times those buttons: the time predictions leave it out.
    QString note;
    if (ps::mostlyFilledByHelp(session->givens().emptyCount(), revealed, session->squaresFilledByHints()))
        note = tr("It does not count towards your time predictions: most of its squares were filled by Apply Hint or "
                  "Reveal, so its time says little about your own pace.");
    panel_->showSolved(text, note);
    document_.say(note.isEmpty() ? text : text + QLatin1Char(' ') + note);
    if (session->restoredSolved())
        return;   // a finished game opened again: it was recorded when it was finished
    if (revealed == 0)
        grid_.celebrate();
    emit gameSolved();   // recorded in the player's history, and autosaved
}
