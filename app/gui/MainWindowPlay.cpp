// MainWindow: playing the shown puzzle — the Play menu, hints, the clock, the solved moment, the keypad,
// and typing in a puzzle from elsewhere to analyse it.
#include "MainWindow.h"
#include "PuzzleTypePicker.h"

#include "GridView.h"
#include "PlayPanel.h"
#include "core/ValueSymbols.h"
#include "document/EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QTreeWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>

void MainWindow::makePlayMenu()
{
    undoGroup_ = new QUndoGroup(this);
    connect(undoGroup_, &QUndoGroup::cleanChanged, this, &MainWindow::updateTitle);
    auto* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("&Copy"), QKeySequence::Copy, this, &MainWindow::copyShown);
    copy->setToolTip(tr("Copy the shown puzzle as text and as a picture, to paste into a document"));
    copy->setEnabled(saveAction_->isEnabled());   // enabled while a puzzle is shown
    connect(saveAction_, &QAction::changed, copy, [this, copy] { copy->setEnabled(saveAction_->isEnabled()); });

    auto* play = menuBar()->addMenu(tr("&Play"));
    pencilAction_ = play->addAction(tr("&Pencil Marks"), QKeySequence(tr("Ctrl+M")));
    pencilAction_->setCheckable(true);
    connect(pencilAction_, &QAction::toggled, grid_, &GridView::setPencilMode);
    playActions_ << pencilAction_;
    autoCandidatesAction_ = play->addAction(tr("Auto &Candidates"), QKeySequence(tr("Ctrl+Shift+M")));
    autoCandidatesAction_->setCheckable(true);
    autoCandidatesAction_->setToolTip(tr("Fill every square's pencil marks with the values still possible there, and keep them up to date"));
    autoCandidatesAction_->setChecked(QSettings().value("play/autoCandidates", false).toBool());
    connect(autoCandidatesAction_, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue("play/autoCandidates", on);
        if (session_ && !typingGivens_)
            session_->setAutoCandidates(on);
    });
    playActions_ << autoCandidatesAction_;
    play->addSeparator();
    playActions_ << play->addAction(tr("C&heck"), QKeySequence(tr("Ctrl+K")), this, &MainWindow::checkEntries);
    hintAction_ = play->addAction(tr("H&int"), QKeySequence(tr("Ctrl+H")), this, &MainWindow::giveHint);
    playActions_ << hintAction_;
    applyHintAction_ = play->addAction(tr("&Apply Hint"), QKeySequence(tr("Ctrl+Shift+H")), this, &MainWindow::applyHint);
    playActions_ << play->addAction(tr("Reveal &Square"), QKeySequence(tr("Ctrl+R")), this, [this] {
        if (session_)
            session_->reveal(grid_->selectedCell());
    });
    playActions_ << play->addAction(tr("&Reveal All"), QKeySequence(tr("Ctrl+Shift+R")), this, [this] {
        if (session_)
            session_->revealAll();
    });
    play->addSeparator();
    pauseGameAction_ = play->addAction(tr("Pa&use Game"), QKeySequence(tr("F7")));
    pauseGameAction_->setCheckable(true);
    connect(pauseGameAction_, &QAction::toggled, this, [this](bool paused) {
        if (session_)
            session_->setPaused(paused);
    });
    playActions_ << pauseGameAction_;
    play->addSeparator();
    analyseAction_ = play->addAction(tr("A&nalyse Typed Grid"), QKeySequence(tr("Ctrl+L")), this, &MainWindow::analyseTypedGrid);
    makePlayerTimesActions(play, runMenu_);
    analyseAction_->setEnabled(false);
    makeGroupActions(play);
    applyHintAction_->setEnabled(false);
    for (QAction* a : playActions_)
        a->setEnabled(false);

    auto* tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, &MainWindow::tickClock);
    tick->start(500);
}

void MainWindow::tickClock()
{
    if (session_ && !typingGivens_)
        playPanel_->setClock(session_->secondsPlayed(), session_->isSolved());
}

void MainWindow::showPuzzle(const ps::Board& givens, const ps::Board& solution, const QString& difficulty, bool typing)
{
    shownGivens_ = givens;
    shownSolution_ = solution;
    shownDifficulty_ = difficulty;
    shownGenerator_.reset();   // callers that generated it say how, and with which seed
    shownSeed_ = 0;
    shownEntry_.reset();
    endGame();
    session_ = std::make_unique<PlaySession>(rules_, givens, solution);
    session_->setAutoRemoveMarks(preferences_.autoRemoveMarks);
    connect(session_.get(), &PlaySession::changed, this, &MainWindow::onGameChanged);
    connect(session_.get(), &PlaySession::solvedChanged, this, &MainWindow::onSolvedChanged);
    connect(session_.get(), &PlaySession::pausedChanged, this, [this](bool paused) {
        const QSignalBlocker quiet(pauseGameAction_);
        pauseGameAction_->setChecked(paused);
        pauseGameAction_->setText(paused ? tr("Res&ume Game") : tr("Pa&use Game"));
        undoGroup_->setActiveStack(paused ? nullptr : &session_->undoStack());   // no moves on a hidden grid
        tickClock();
        if (!paused)
            returnFocusToGrid();
    });
    undoGroup_->addStack(&session_->undoStack());
    undoGroup_->setActiveStack(&session_->undoStack());
    grid_->setPuzzle(rules_, givens);
    grid_->setSession(session_.get());
    typingGivens_ = typing;
    if (autoCandidatesAction_->isChecked() && !typing)
        session_->setAutoCandidates(true, /*asStartingState=*/true);
    rebuildKeypad();
    analyseAction_->setEnabled(typing);
    for (QAction* a : playActions_)
        a->setEnabled(!typing || a == pencilAction_);
    saveAction_->setEnabled(true);
    playPanel_->setEnabled(!typing);
    playPanel_->showHint(nullptr, 0);
    playPanel_->showSolved(QString());
    tickClock();
    updateTitle();
    returnFocusToGrid();
    statusBar()->showMessage(tr("%1 · %n clue(s)", nullptr, givens.filledCount()).arg(describeRules(*rules_)));
    measureShownPuzzle();   // the score and the time prediction, in the background
}

// No game any more (a run starts, or another game replaces it).
void MainWindow::endGame()
{
    hint_.cancel();
    measure_.cancel();
    setAnalysing(isAnalysing());   // a cancelled hint never reports back: its busy bar goes now
    grid_->setSession(nullptr);
    session_.reset();
    shownStep_.reset();
    applyHintAction_->setEnabled(false);
    for (QAction* a : playActions_)
        a->setEnabled(false);
    {
        const QSignalBlocker quiet(pauseGameAction_);
        pauseGameAction_->setChecked(false);
        pauseGameAction_->setText(tr("Pa&use Game"));
    }
    playPanel_->setEnabled(false);
    playPanel_->showHint(nullptr, 0);
    playPanel_->showSolved(QString());
    playPanel_->setClock(0, false);
    playPanel_->setPrediction(QString());
}

// The on-screen keypad: one key per value (labelled as the grid shows values), then erase; it follows
// the puzzle's size and wraps into rows of at most ten keys, so that a 25x25 keypad stays narrow. Where
// values go above 25 (a region may be as large as the grid) it has the ten digits instead,
// which make numbers as typed digits do. Pencil mode is a button of the play panel.
void MainWindow::rebuildKeypad()
{
    delete keypad_->layout();
    qDeleteAll(keypad_->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
    auto* keys = new QGridLayout(keypad_);
    keys->setContentsMargins(8, 0, 8, 0);
    keys->setSpacing(2);
    if (!session_)
        return;
    const int maxValue = rules_->maxValue();
    const bool digits = maxValue > 25;
    const int keyCount = (digits ? 10 : maxValue) + 1;   // the keys and erase
    const int rows = (keyCount + 9) / 10;
    const int perRow = (keyCount + rows - 1) / rows;
    const bool numbers = numbersAction_->isChecked() || rules_->valuesAlwaysNumbers();
    keys->setColumnStretch(0, 1);
    keys->setColumnStretch(perRow + 1, 1);
    const auto place = [&](QPushButton* key, int slot) {
        key->setFocusPolicy(Qt::NoFocus);
        key->setFixedWidth(34);
        keys->addWidget(key, slot / perRow, 1 + slot % perRow);
    };
    if (digits) {
        for (int d = 0; d < 10; ++d) {
            const int digit = (d + 1) % 10;   // 1 ... 9, 0
            auto* key = new QPushButton(QString::number(digit), keypad_);
            key->setAccessibleName(tr("Digit %1").arg(digit));
            key->setToolTip(tr("Type %1 in the selected square; two digits quickly after one another make one number").arg(digit));
            connect(key, &QPushButton::clicked, this, [this, digit] { grid_->typeDigit(digit); });
            place(key, d);
        }
    }
    for (int v = 1; !digits && v <= maxValue; ++v) {
        auto* key = new QPushButton(numbers || v <= 9 ? QString::number(v) : QString(QLatin1Char(ps::valueToSymbol(v))), keypad_);
        key->setAccessibleName(tr("Value %1").arg(v));
        key->setToolTip(tr("Enter %1 in the selected square (a pencil mark in pencil mode)").arg(key->text()));
        connect(key, &QPushButton::clicked, this, [this, v] { grid_->typeValue(v); });
        place(key, v - 1);
    }
    auto* erase = new QPushButton(tr("⌫"), keypad_);
    erase->setToolTip(tr("Erase the selected square"));
    erase->setAccessibleName(tr("Erase"));
    connect(erase, &QPushButton::clicked, this, [this] { grid_->typeValue(0); });
    place(erase, keyCount - 1);
}

void MainWindow::newEmptyGrid()
{
    if (!mayDiscardGame(tr("starting a new grid")))
        return;
    cancelBackgroundWork();
    try {
        rules_ = ps::makeRules(puzzleType_->typeId().toStdString(), puzzleType_->parameters().toStdString());
    } catch (const ps::EngineError& e) {
        QMessageBox::warning(this, tr("New grid"), translateEngineMessage(e.message()));
        return;
    }
    if (ps::puzzleType(rules_->typeId()).hasCages) {
        // An empty grid of such a type has no cages or regions to type values into.
        QMessageBox::information(this, tr("New grid"),
                                 tr("%1 puzzles carry their own cages or regions, which cannot be typed in: import the puzzle as grid "
                                    "text or a game ID (File > Import Grid Text), then play or analyse it.")
                                     .arg(QCoreApplication::translate("PuzzleType", ps::puzzleType(rules_->typeId()).name.c_str())));
        return;
    }
    harvest_->clear();
    resetRunCounters();
    currentPath_.clear();
    showPuzzle(rules_->emptyBoard(), ps::Board(), QString(), /*typing=*/true);
    statusBar()->showMessage(tr("Type the puzzle's givens (click a square, then 1-9 or A-P), then Play > Analyse Typed Grid (Ctrl+L)."));
}

void MainWindow::analyseTypedGrid()
{
    if (!session_ || !typingGivens_)
        return;
    if (!session_->conflicts().empty()) {
        QMessageBox::information(this, tr("Analyse"), tr("Some values clash (shown in red): the grid has no solution. Correct them and try again."));
        return;
    }
    ps::Board givens = session_->entries();
    givens.copyCagesFrom(session_->givens());   // the typed values, on the puzzle's own structure
    analysis_.start(
        [rules = rules_, givens, classifier = classifier_.classifier](const ps::CancelToken& cancel) {
            return analyseGrid(*rules, givens, *classifier, cancel);
        },
        [this, givens](const JobOutcome<GridAnalysis>& outcome) { onAnalysed(givens, outcome); }, kAnalysisSeconds);
    setAnalysing(true);
    statusBar()->showMessage(tr("Analysing… (Esc cancels)"));
}

void MainWindow::onAnalysed(const ps::Board& givens, const JobOutcome<GridAnalysis>& outcome)
{
    setAnalysing(false);
    if (!outcome.value) {
        reportProblem(tr("Analyse"), tr("The grid could not be analysed: %1").arg(outcome.error));
        return;
    }
    const GridAnalysis& result = *outcome.value;
    if (result.undecided) {
        reportProblem(tr("Analyse"), tr("The solver could not decide within %n second(s) whether this grid has one solution. "
                                        "Add a few more givens and try again.", nullptr, static_cast<int>(kAnalysisSeconds)));
        return;
    }
    if (result.solutions == 0) {
        reportProblem(tr("Analyse"), tr("This grid has no solution. Check the values you typed against the source."));
        return;
    }
    if (result.solutions > 1) {
        grid_->showAmbiguous(result.ambiguous);
        reportProblem(tr("Analyse"), tr("This grid has more than one solution: add a clue in one of the dotted squares."));
        return;
    }
    const QString level = QString::fromStdString(ps::difficultyName(result.difficulty));
    showPuzzle(givens, result.solution, level);
    const QString rated = classifier_.isLearnt() ? difficultyDisplayName(result.difficulty)
                                                 : tr("%1 (from the clue count: no difficulty model)").arg(difficultyDisplayName(result.difficulty));
    statusBar()->showMessage(tr("One solution · %1 · %n clue(s). Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.",
                                nullptr, givens.filledCount())
                                 .arg(rated));
}

void MainWindow::giveHint()
{
    if (!session_ || typingGivens_)
        return;
    if (session_->isPaused())
        session_->setPaused(false);
    // The step solver runs in the background; the hint is shown only if the game is still as it was.
    const PlaySession::Snapshot game = session_->snapshot();
    hint_.start([game](const ps::CancelToken&) { return PlaySession::hintFor(game); },
                [this, session = session_.get(), game](const JobOutcome<PlaySession::Hint>& outcome) {
                    setAnalysing(false);
                    if (session != session_.get() || game.entries != session_->entries() || game.marks != session_->allMarks()) {
                        if (session_)
                            playPanel_->showHint(nullptr, 0);
                        return;   // the game moved on meanwhile: that hint is stale
                    }
                    if (!outcome.value) {
                        playPanel_->showMessage(outcome.error);
                        reportProblem(tr("Hint"), outcome.error);
                        return;
                    }
                    showHintResult(*outcome.value);
                });
    playPanel_->showMessage(tr("Working out a hint…"));
    setAnalysing(true);
}

void MainWindow::showHintResult(const PlaySession::Hint& hint)
{
    using Kind = PlaySession::Hint::Kind;
    grid_->showHint(hint);
    playPanel_->showHint(&hint, rules_->cols());
    shownStep_ = hint.kind == Kind::Step ? hint.step : std::nullopt;
    shownTechnique_ = hint.technique;
    applyHintAction_->setEnabled(shownStep_.has_value());
    if (hint.kind == Kind::Step) {
        session_->noteHintShown();
        const ps::LogicStep& step = *hint.step;
        grid_->selectCell(!step.placements.empty() ? step.placements.front().cell : !step.eliminations.empty() ? step.eliminations.front().cell
                                                                                                               : grid_->selectedCell());
        statusBar()->showMessage(tr("Hint: %1 — Apply (Ctrl+Shift+H) writes it in.").arg(hint.technique));
    } else if (!hint.cells.empty()) {
        grid_->selectCell(hint.cells.front());
    }
    returnFocusToGrid();
}

void MainWindow::applyHint()
{
    if (!session_ || !shownStep_)
        return;
    const ps::LogicStep step = *shownStep_;
    const QString technique = shownTechnique_;
    session_->applyStep(step);   // the change clears the hint
    if (!session_->isSolved())   // else the solved message stays in view
        statusBar()->showMessage(tr("Applied: %1.").arg(technique));
}

void MainWindow::checkEntries()
{
    if (!session_)
        return;
    const std::vector<int> wrong = session_->mistakes();
    grid_->showMistakes(wrong);
    mistakesFound_ += static_cast<int>(wrong.size());
    if (session_->isSolved())
        statusBar()->showMessage(tr("Solved — well done!"));
    else if (wrong.empty())
        statusBar()->showMessage(tr("Everything entered so far is right."));
    else
        statusBar()->showMessage(tr("%n value(s) are wrong: they are hatched in the grid.", nullptr, static_cast<int>(wrong.size())));
}

void MainWindow::onSolvedChanged(bool solved)
{
    tickClock();
    if (typingGivens_)
        return;
    if (!solved) {
        playPanel_->showSolved(QString());
        statusBar()->showMessage(tr("The game is open again: the clock runs on."));
        return;
    }
    const int hints = session_->hintsShown();
    const int revealed = session_->squaresRevealed();
    const QString time = PlayPanel::formatClock(session_->secondsPlayed());
    QString text;
    if (hints == 0 && revealed == 0)
        text = tr("Solved in %1 without help!").arg(time);
    else if (revealed == 0)
        text = tr("Solved in %1 with %n hint(s).", nullptr, hints).arg(time);
    else
        text = tr("Finished in %1 — hints: %2, squares revealed: %3.").arg(time).arg(hints).arg(revealed);
    playPanel_->showSolved(text);
    statusBar()->showMessage(text);
    recordFinishedGame();
    if (revealed == 0)
        grid_->celebrate();
    autosaveGame();
}
