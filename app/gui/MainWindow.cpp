#include "MainWindow.h"

#include "GridAnalysis.h"
#include "GridView.h"
#include "PlaySession.h"
#include "StudioChoices.h"
#include "WorksheetDialog.h"

#include "document/EngineMessages.h"
#include "core/ValueSymbols.h"
#include "document/PuzzleFile.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoGroup>
#include <QVBoxLayout>

namespace {

QString sideText(const QString& box)
{
    const int side = box.section(QLatin1Char('x'), 0, 0).toInt() * box.section(QLatin1Char('x'), 1, 1).toInt();
    return QStringLiteral("%1×%1").arg(side);
}

} // namespace

MainWindow::MainWindow(QWidget* parent, StudioClassifier classifier)
    : QMainWindow(parent), classifier_(std::move(classifier)), controller_(classifier_.classifier)
{
    setWindowTitle(tr("Puzzlesmith"));
    grid_ = new GridView(this);
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 4);
    centreLayout->addWidget(grid_, 1);
    keypad_ = new QWidget(centre);
    centreLayout->addWidget(keypad_);
    setCentralWidget(centre);

    auto* choices = new QDockWidget(tr("Puzzle"), this);
    choices->setObjectName(QStringLiteral("choices"));
    choices->setWidget(makeChoicesPanel());
    addDockWidget(Qt::LeftDockWidgetArea, choices);
    auto* run = new QDockWidget(tr("Run"), this);
    run->setObjectName(QStringLiteral("run"));
    run->setWidget(makeRunPanel());
    addDockWidget(Qt::RightDockWidgetArea, run);

    makeActions();
    makePlayMenu();
    auto* view = menuBar()->addMenu(tr("&View"));
    view->addAction(choices->toggleViewAction());
    view->addAction(run->toggleViewAction());
    view->addSeparator();
    auto* numbers = view->addAction(tr("Values above 9 as &Numbers (10-25)"));
    numbers->setCheckable(true);
    numbers->setChecked(QSettings().value("view/numbersAboveNine", false).toBool());
    grid_->setNumbersAboveNine(numbers->isChecked());
    connect(numbers, &QAction::toggled, this, [this](bool on) {
        grid_->setNumbersAboveNine(on);
        QSettings().setValue("view/numbersAboveNine", on);
    });
    auto* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, this, [this] {
        QMessageBox::information(this, tr("Keyboard shortcuts"),
                                 tr("<table>"
                                    "<tr><td>Ctrl+G</td><td>Generate</td></tr><tr><td>F6</td><td>Pause / resume</td></tr>"
                                    "<tr><td>Space</td><td>One step (step speed)</td></tr><tr><td>Esc</td><td>Cancel the run</td></tr>"
                                    "<tr><td>Arrows</td><td>Move in the grid</td></tr><tr><td>1-9, A-P</td><td>Enter a value</td></tr>"
                                    "<tr><td>Backspace</td><td>Clear a square</td></tr><tr><td>Ctrl+M</td><td>Pencil marks on/off</td></tr>"
                                    "<tr><td>Ctrl+K</td><td>Check</td></tr><tr><td>Ctrl+H</td><td>Hint</td></tr>"
                                    "<tr><td>Ctrl+R</td><td>Reveal square</td></tr><tr><td>Ctrl+Shift+R</td><td>Reveal all</td></tr>"
                                    "<tr><td>Ctrl+Z / Ctrl+Shift+Z</td><td>Undo / redo</td></tr>"
                                    "<tr><td>Ctrl+O / Ctrl+Shift+S</td><td>Open / save as</td></tr>"
                                    "<tr><td>Ctrl+P / Ctrl+E</td><td>Print / export PDF</td></tr>"
                                    "<tr><td>Ctrl+Shift+P</td><td>Worksheet</td></tr></table>"));
    });
    help->addAction(tr("&About Puzzlesmith"), this, [this] {
        QMessageBox::about(this, tr("About Puzzlesmith"),
                           tr("<p><b>Puzzlesmith</b> %1</p><p>Makes Sudoku puzzles with the PuzzleJAR method: a random full board "
                              "is emptied square by square while a solver proves the solution is still unique, and every "
                              "puzzle produced is filed under a difficulty class.</p>").arg(QApplication::applicationVersion()));
    });

    connect(&controller_, &GenerationController::started, this, &MainWindow::onStarted);
    connect(&controller_, &GenerationController::squareTested, this, &MainWindow::onSquareTested);
    connect(&controller_, &GenerationController::finished, this, &MainWindow::onFinished);
    connect(&controller_, &GenerationController::failed, this, [this](const QString& message) {
        reportProblem(tr("Generation failed"), message);
    });
    connect(&controller_, &GenerationController::busyChanged, this, [this](bool busy) {
        generateAction_->setEnabled(!busy);
        pauseAction_->setEnabled(busy);
        stepAction_->setEnabled(busy && controller_.speed() == GenerationController::Speed::Step);
        cancelAction_->setEnabled(busy || isAnalysing() || isFindingHint());
        if (!busy)
            pauseAction_->setChecked(false);
    });
    busyBar_ = new QProgressBar(this);
    busyBar_->setRange(0, 0);   // busy indicator: the solver cannot say how far it is
    busyBar_->setMaximumWidth(160);
    busyBar_->hide();
    statusBar()->addPermanentWidget(busyBar_);
    statusBar()->showMessage(tr("Choose a size and press Generate (Ctrl+G)."));
    loadSettings();
    if (!classifier_.isLearnt()) {   // said once, clearly, and kept in view
        modelWarning_->setText(tr("Difficulty model not loaded: classes from clue counts only."));
        modelWarning_->setToolTip(classifier_.problem);
        modelWarning_->show();
        QTimer::singleShot(0, this, [this] { reportProblem(tr("Difficulty model"), classifier_.problem); });
    }
    autosaveTimer_ = new QTimer(this);
    autosaveTimer_->setSingleShot(true);
    connect(autosaveTimer_, &QTimer::timeout, this, &MainWindow::autosaveGame);
    if (autosave_.hasRecovery())
        QTimer::singleShot(0, this, &MainWindow::offerRecovery);
}

void MainWindow::offerRecovery()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Restore your work?"),
                                tr("Puzzlesmith did not close properly last time. Restore the game in progress and the last "
                                   "harvest as they were autosaved?"),
                                QMessageBox::NoButton, this);
    QPushButton* restore = box->addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box->setDefaultButton(restore);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, restore](QAbstractButton* clicked) {
        if (clicked == restore)
            restoreAutosave();
        else
            autosave_.clear();
    });
    box->open();
}

void MainWindow::restoreAutosave()
{
    QString error;
    if (auto saved = autosave_.recoveredHarvest(&error)) {
        cancelBackgroundWork();
        rules_ = ps::makeRules(saved->type.toStdString(), saved->parameters.toStdString());
        lastResult_ = ps::GenerationResult();
        lastResult_.harvest = std::move(saved->harvest);
        runSeed_ = shownSeed_ = saved->seed;
        harvest_->clear();
        resetRunCounters();
        fillHarvest(lastResult_.harvest);
    }
    if (auto game = autosave_.recoveredGame(&error)) {
        const QString harvestShown = harvest_->topLevelItemCount() > 0 ? tr(" and the last harvest") : QString();
        showRecord(*game);
        statusBar()->showMessage(tr("Restored the game in progress%1.").arg(harvestShown));
    } else if (!error.isEmpty()) {
        reportProblem(tr("Restore"), tr("The autosaved game could not be restored: %1").arg(error));
    }
}

void MainWindow::onGameChanged()
{
    // Every few moves at once, else a moment after the last one: a crash loses at most the last few moves.
    if (++movesSinceAutosave_ >= 3)
        autosaveGame();
    else
        autosaveTimer_->start(1500);
}

void MainWindow::autosaveGame()
{
    autosaveTimer_->stop();
    movesSinceAutosave_ = 0;
    if (!rules_ || shownGivens_.isEmpty() || typingGivens_)
        return;
    QString error;
    if (!autosave_.saveGame(shownRecord(), &error))
        reportAutosaveProblem(error);
}

void MainWindow::autosaveHarvest()
{
    SavedHarvest saved{QString::fromStdString(rules_->typeId()), QString::fromStdString(rules_->parameters()), runSeed_, lastResult_.harvest};
    QString error;
    if (!autosave_.saveHarvest(saved, &error))
        reportAutosaveProblem(error);
}

void MainWindow::reportAutosaveProblem(const QString& message)
{
    if (autosaveProblemShown_)
        return;   // once: the user knows, and saving by hand still works
    autosaveProblemShown_ = true;
    reportProblem(tr("Autosave"), message);
}

// A problem the user must know about: a message box that does not block the window, and the status bar.
void MainWindow::reportProblem(const QString& title, const QString& message)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    statusBar()->showMessage(message);
}

void MainWindow::cancelBackgroundWork()
{
    controller_.cancel();
    if (analysis_.isRunning()) {
        analysis_.cancel();
        setAnalysing(false);
        statusBar()->showMessage(tr("Analysis cancelled."));
    }
    if (hint_.isRunning()) {
        hint_.cancel();
        setAnalysing(false);
    }
}

void MainWindow::setAnalysing(bool analysing)
{
    busyBar_->setVisible(analysing);
    cancelAction_->setEnabled(analysing || controller_.isBusy());
}

MainWindow::~MainWindow()
{
    grid_->setSession(nullptr);
}

void MainWindow::makePlayMenu()
{
    undoGroup_ = new QUndoGroup(this);
    auto* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    auto* play = menuBar()->addMenu(tr("&Play"));
    pencilAction_ = play->addAction(tr("&Pencil Marks"), QKeySequence(tr("Ctrl+M")));
    pencilAction_->setCheckable(true);
    connect(pencilAction_, &QAction::toggled, grid_, &GridView::setPencilMode);
    playActions_ << pencilAction_;
    playActions_ << play->addAction(tr("&Check"), QKeySequence(tr("Ctrl+K")), this, &MainWindow::checkEntries);
    playActions_ << play->addAction(tr("&Hint"), QKeySequence(tr("Ctrl+H")), this, &MainWindow::giveHint);
    playActions_ << play->addAction(tr("Reveal &Square"), QKeySequence(tr("Ctrl+R")), this, [this] {
        if (session_)
            session_->reveal(grid_->selectedCell());
    });
    playActions_ << play->addAction(tr("Reveal &All"), QKeySequence(tr("Ctrl+Shift+R")), this, [this] {
        if (session_)
            session_->revealAll();
    });
    play->addSeparator();
    analyseAction_ = play->addAction(tr("&Analyse Typed Grid"), QKeySequence(tr("Ctrl+L")), this, &MainWindow::analyseTypedGrid);
    analyseAction_->setEnabled(false);
    for (QAction* a : playActions_)
        a->setEnabled(false);

    timer_ = new QLabel(this);
    statusBar()->addPermanentWidget(timer_);
    auto* tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, [this] {
        if (!session_) {
            timer_->clear();
            return;
        }
        const qint64 s = session_->secondsPlayed();
        timer_->setText(session_->isSolved() ? tr("Solved · %1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'))
                                             : tr("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')));
    });
    tick->start(1000);
}

std::optional<Worksheet> MainWindow::shownAsWorksheet() const
{
    if (!rules_ || shownGivens_.isEmpty())
        return std::nullopt;
    WorksheetSettings settings;
    settings.title = QString::fromStdString(rules_->describe());
    settings.perPage = 1;
    settings.answers = !shownSolution_.isEmpty();
    const QString level = shownDifficulty_.isEmpty() ? QString() : shownDifficulty_.left(1).toUpper() + shownDifficulty_.mid(1);
    return Worksheet(settings, {{rules_, shownGivens_, shownSolution_, level}});
}

void MainWindow::exportShownPdf()
{
    const auto worksheet = shownAsWorksheet();
    if (!worksheet)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export PDF"), QSettings().value("lastFolder").toString(), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeWorksheetPdf(path.endsWith(QLatin1String(".pdf")) ? path : path + QStringLiteral(".pdf"), *worksheet, &error))
        QMessageBox::warning(this, tr("Export PDF"), error);
    else
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()));
}

void MainWindow::printShown(bool preview)
{
    const auto worksheet = shownAsWorksheet();
    if (!worksheet)
        return;
    QPrinter printer(QPrinter::HighResolution);
    const auto paint = [&worksheet](QPrinter* target) { studio::printWorksheet(*worksheet, *target); };
    if (preview) {
        QPrintPreviewDialog dialog(&printer, this);
        connect(&dialog, &QPrintPreviewDialog::paintRequested, this, paint);
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        paint(&printer);
}

// The on-screen keypad: one button per value, then pencil and erase; it follows the puzzle's size.
void MainWindow::rebuildKeypad()
{
    delete keypad_->layout();
    qDeleteAll(keypad_->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
    auto* row = new QHBoxLayout(keypad_);
    row->setContentsMargins(8, 0, 8, 0);
    row->setSpacing(2);
    row->addStretch();
    const int maxValue = rules_ ? rules_->maxValue() : 0;
    for (int v = 1; v <= maxValue && session_; ++v) {
        auto* key = new QPushButton(QString(QLatin1Char(ps::valueToSymbol(v))), keypad_);
        key->setFocusPolicy(Qt::NoFocus);
        key->setFixedWidth(maxValue > 16 ? 26 : 34);
        connect(key, &QPushButton::clicked, this, [this, v] { grid_->typeValue(v); });
        row->addWidget(key);
    }
    if (session_) {
        auto* pencil = new QToolButton(keypad_);   // the Play menu's action, so both always agree
        pencil->setDefaultAction(pencilAction_);
        pencil->setFocusPolicy(Qt::NoFocus);
        row->addWidget(pencil);
        auto* erase = new QPushButton(tr("⌫ Erase"), keypad_);
        erase->setFocusPolicy(Qt::NoFocus);
        connect(erase, &QPushButton::clicked, this, [this] { grid_->typeValue(0); });
        row->addWidget(erase);
    }
    row->addStretch();
}

void MainWindow::newEmptyGrid()
{
    cancelBackgroundWork();
    try {
        rules_ = ps::makeRules(type_->currentData().toString().toStdString(), box_->currentData().toString().toStdString());
    } catch (const ps::EngineError& e) {
        QMessageBox::warning(this, tr("New grid"), translateEngineMessage(e.message()));
        return;
    }
    harvest_->clear();
    resetRunCounters();
    currentPath_.clear();
    showPuzzle(rules_->emptyBoard(), ps::Board(), QString());
    typingGivens_ = true;
    analyseAction_->setEnabled(true);
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
    const ps::Board givens = session_->entries();
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
        grid_->showMistakes(result.ambiguous);
        reportProblem(tr("Analyse"), tr("This grid has more than one solution: add a clue in one of the highlighted squares."));
        return;
    }
    typingGivens_ = false;
    analyseAction_->setEnabled(false);
    const QString level = QString::fromStdString(ps::difficultyName(result.difficulty));
    showPuzzle(givens, result.solution, level);
    const QString rated = classifier_.isLearnt() ? difficultyDisplayName(result.difficulty)
                                                 : tr("%1 (from the clue count: no difficulty model)").arg(difficultyDisplayName(result.difficulty));
    statusBar()->showMessage(tr("One solution · %1 · %2 clues. Hint (Ctrl+H) solves it step by step; Reveal All shows the solution.")
                                 .arg(rated).arg(givens.filledCount()));
}

void MainWindow::giveHint()
{
    if (!session_)
        return;
    // The logic solver runs in the background; the hint is shown only if the game is still as it was.
    hint_.start(
        [rules = rules_, givens = session_->givens(), entries = session_->entries(), solution = session_->solution()](const ps::CancelToken&) {
            return PlaySession::hintFor(*rules, givens, entries, solution);
        },
        [this, session = session_.get(), entries = session_->entries()](const JobOutcome<std::optional<ps::LogicStep>>& outcome) {
            setAnalysing(false);
            if (session != session_.get() || entries != session_->entries())
                return;   // the game moved on meanwhile: that hint is stale
            if (!outcome.value) {
                reportProblem(tr("Hint"), outcome.error);
                return;
            }
            showHint(*outcome.value);
        });
    setAnalysing(true);
}

void MainWindow::showHint(const std::optional<ps::LogicStep>& hint)
{
    if (!hint) {
        statusBar()->showMessage(session_->isSolved() ? tr("Solved: no hint needed.") : tr("No hint: the grid is complete."));
        return;
    }
    grid_->showHint(hint->pattern);
    if (!hint->placements.empty())
        grid_->selectCell(hint->placements.front().cell);
    statusBar()->showMessage(tr("Hint (%1): %2").arg(QString::fromStdString(ps::techniqueName(hint->technique)))
                                 .arg(translateEngineMessage(hint->explanation)));
}

void MainWindow::checkEntries()
{
    if (!session_)
        return;
    const std::vector<int> wrong = session_->mistakes();
    grid_->showMistakes(wrong);
    if (session_->isSolved())
        statusBar()->showMessage(tr("Solved — well done!"));
    else if (wrong.empty())
        statusBar()->showMessage(tr("Everything entered so far is right."));
    else
        statusBar()->showMessage(tr("%n value(s) are wrong: they are marked in red.", nullptr, static_cast<int>(wrong.size())));
}

QWidget* MainWindow::makeChoicesPanel()
{
    auto* panel = new QWidget(this);
    auto* form = new QFormLayout(panel);
    type_ = new QComboBox(panel);
    type_->addItem(tr("Sudoku"), QStringLiteral("sudoku"));
    form->addRow(tr("&Type"), type_);
    box_ = new QComboBox(panel);
    for (const QString& box : studio::kBoxShapes)
        box_->addItem(tr("%1 (boxes %2)").arg(sideText(box), box), box);
    box_->setCurrentIndex(static_cast<int>(studio::kBoxShapes.indexOf(QStringLiteral("3x3"))));
    form->addRow(tr("&Size"), box_);
    difficulty_ = new QComboBox(panel);
    difficulty_->addItem(tr("Any"), QString());
    for (ps::Difficulty d : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil})
        difficulty_->addItem(difficultyDisplayName(d), QString::fromStdString(ps::difficultyName(d)));
    form->addRow(tr("&Difficulty"), difficulty_);
    strategy_ = new QComboBox(panel);
    strategy_->addItem(tr("None (fuller rows first)"), QStringLiteral("paper"));
    strategy_->addItem(tr("None (uniform)"), QStringLiteral("uniform"));
    strategy_->addItem(tr("Rotational (180°)"), QStringLiteral("symmetric"));
    form->addRow(tr("S&ymmetry"), strategy_);
    randomSeed_ = new QCheckBox(tr("&Random"), panel);
    randomSeed_->setChecked(true);
    seed_ = new QLineEdit(panel);
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,19}")), seed_));
    seed_->setEnabled(false);
    connect(randomSeed_, &QCheckBox::toggled, seed_, [this](bool random) { seed_->setEnabled(!random); });
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(randomSeed_);
    seedRow->addWidget(seed_);
    auto* seedLabel = new QLabel(tr("S&eed"), panel);
    seedLabel->setBuddy(seed_);
    form->addRow(seedLabel, seedRow);
    backend_ = new QComboBox(panel);
    backend_->addItem(tr("Native (fast)"), QStringLiteral("native"));
    backend_->addItem(tr("z3, one-hot"), QStringLiteral("z3"));
    backend_->addItem(tr("z3, integers (paper)"), QStringLiteral("z3-int"));
    form->addRow(tr("Sol&ver"), backend_);
    auto* generate = new QPushButton(tr("&Generate"), panel);
    connect(generate, &QPushButton::clicked, this, &MainWindow::generate);
    connect(&controller_, &GenerationController::busyChanged, generate, [generate](bool busy) { generate->setEnabled(!busy); });
    form->addRow(generate);
    return panel;
}

QWidget* MainWindow::makeRunPanel()
{
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    modelWarning_ = new QLabel(panel);
    modelWarning_->setWordWrap(true);
    modelWarning_->setStyleSheet(QStringLiteral("color: #a04000; font-weight: bold"));
    modelWarning_->hide();
    layout->addWidget(modelWarning_);
    auto* counters = new QFormLayout;
    empties_ = new QLabel(QStringLiteral("–"), panel);
    tested_ = new QLabel(QStringLiteral("–"), panel);
    checks_ = new QLabel(QStringLiteral("–"), panel);
    elapsed_ = new QLabel(QStringLiteral("–"), panel);
    estimate_ = new QLabel(QStringLiteral("–"), panel);
    counters->addRow(tr("Empty squares"), empties_);
    counters->addRow(tr("Squares tested"), tested_);
    counters->addRow(tr("Solver checks"), checks_);
    counters->addRow(tr("Engine time"), elapsed_);
    counters->addRow(tr("Estimate"), estimate_);
    layout->addLayout(counters);
    progress_ = new QProgressBar(panel);
    layout->addWidget(progress_);
    layout->addWidget(new QLabel(tr("Harvest (every accepted board and its symmetric twins):"), panel));
    harvest_ = new QTreeWidget(panel);
    harvest_->setHeaderLabels({tr("Puzzle"), tr("Clues")});
    harvest_->setMinimumWidth(240);
    harvest_->setColumnWidth(0, 170);
    connect(harvest_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { showHarvestItem(item); });
    layout->addWidget(harvest_, 1);
    return panel;
}

void MainWindow::makeActions()
{
    auto* file = menuBar()->addMenu(tr("&File"));
    QAction* newGrid = file->addAction(tr("&New Empty Grid"), QKeySequence::New, this, &MainWindow::newEmptyGrid);
    QAction* open = file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openPuzzle);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    QAction* save = file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::savePuzzle);
    saveAction_ = file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::savePuzzleAs);
    saveAction_->setEnabled(false);
    connect(saveAction_, &QAction::changed, save, [this, save] { save->setEnabled(saveAction_->isEnabled()); });
    save->setEnabled(false);
    rebuildRecentMenu();
    QAction* exportPdf = file->addAction(tr("&Export PDF…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportShownPdf);
    QAction* preview = file->addAction(tr("Print Pre&view…"), this, [this] { printShown(true); });
    QAction* print = file->addAction(tr("&Print…"), QKeySequence::Print, this, [this] { printShown(false); });
    for (QAction* a : {exportPdf, preview, print}) {
        a->setEnabled(false);
        connect(saveAction_, &QAction::changed, a, [this, a] { a->setEnabled(saveAction_->isEnabled()); });
    }
    file->addAction(tr("&Worksheet…"), QKeySequence(tr("Ctrl+Shift+P")), this, [this] {
        WorksheetDialog dialog(box_->currentData().toString(), classifier_.classifier, this);
        dialog.exec();
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    auto* run = menuBar()->addMenu(tr("&Run"));
    generateAction_ = run->addAction(tr("&Generate"), QKeySequence(tr("Ctrl+G")), this, &MainWindow::generate);
    pauseAction_ = run->addAction(tr("&Pause"), QKeySequence(tr("F6")));   // Ctrl+P is Print
    pauseAction_->setCheckable(true);
    connect(pauseAction_, &QAction::toggled, this, [this](bool paused) { paused ? controller_.pause() : controller_.resume(); });
    stepAction_ = run->addAction(tr("&Step"), QKeySequence(Qt::Key_Space), &controller_, &GenerationController::step);
    cancelAction_ = run->addAction(tr("&Cancel"), QKeySequence(Qt::Key_Escape), this, &MainWindow::cancelBackgroundWork);
    for (QAction* a : {pauseAction_, stepAction_, cancelAction_})
        a->setEnabled(false);

    auto* fileTools = addToolBar(tr("File"));
    fileTools->setObjectName(QStringLiteral("fileTools"));
    fileTools->addAction(newGrid);
    fileTools->addAction(open);
    fileTools->addAction(save);
    fileTools->addAction(print);
    fileTools->addAction(exportPdf);
    auto* tools = addToolBar(tr("Run"));
    tools->setObjectName(QStringLiteral("runTools"));
    tools->addAction(generateAction_);
    tools->addAction(pauseAction_);
    tools->addAction(stepAction_);
    tools->addAction(cancelAction_);
    tools->addSeparator();
    tools->addWidget(new QLabel(tr("Speed "), tools));
    speed_ = new QComboBox(tools);
    speed_->addItem(tr("Instant"), static_cast<int>(GenerationController::Speed::Instant));
    speed_->addItem(tr("Fast"), static_cast<int>(GenerationController::Speed::Fast));
    speed_->addItem(tr("Slow"), static_cast<int>(GenerationController::Speed::Slow));
    speed_->addItem(tr("One step at a time"), static_cast<int>(GenerationController::Speed::Step));
    speed_->setCurrentIndex(1);
    connect(speed_, &QComboBox::currentIndexChanged, this, [this] {
        const auto speed = static_cast<GenerationController::Speed>(speed_->currentData().toInt());
        controller_.setSpeed(speed);
        grid_->setFadeMilliseconds(speed == GenerationController::Speed::Instant ? 0 : speed == GenerationController::Speed::Slow ? 350 : 150);
        stepAction_->setEnabled(controller_.isBusy() && speed == GenerationController::Speed::Step);
    });
    tools->addWidget(speed_);
}

void MainWindow::generate()
{
    if (controller_.isBusy())
        return;
    try {
        rules_ = ps::makeRules(type_->currentData().toString().toStdString(), box_->currentData().toString().toStdString());
    } catch (const ps::EngineError& e) {
        QMessageBox::warning(this, tr("Cannot generate"), translateEngineMessage(e.message()));
        return;
    }
    bool ok = false;
    const quint64 seed = randomSeed_->isChecked() ? QRandomGenerator::global()->generate64() : seed_->text().toULongLong(&ok);
    if (!randomSeed_->isChecked() && !ok) {
        QMessageBox::warning(this, tr("Cannot generate"), tr("The seed must be a whole number, or tick Random."));
        return;
    }
    runsForTarget_ = 0;
    startRun(seed);
}

void MainWindow::startRun(quint64 seed)
{
    GenerationController::Request request;
    request.rules = rules_;
    request.settings.strategy = *ps::parseStrategy(strategy_->currentData().toString().toStdString());
    request.settings.searchBudget = ps::defaultSearchBudget(*rules_);
    request.backend = backend_->currentData().toString();
    request.seed = seed;
    runSeed_ = seed;
    ++runsForTarget_;
    seed_->setText(QString::number(seed));
    harvest_->clear();
    saveAction_->setEnabled(false);
    statusBar()->showMessage(runsForTarget_ == 1
                                 ? tr("Generating %1 · seed %2…").arg(QString::fromStdString(rules_->describe())).arg(seed)
                                 : tr("Run %1: no %2 puzzle yet, trying another board · seed %3…")
                                       .arg(runsForTarget_).arg(difficulty_->currentText().toLower()).arg(seed));
    controller_.start(request);
}

void MainWindow::resetRunCounters()
{
    for (QLabel* counter : {empties_, tested_, checks_, elapsed_, estimate_})
        counter->setText(QStringLiteral("–"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
}

void MainWindow::onStarted(const ps::Board& full)
{
    resetRunCounters();
    grid_->setSession(nullptr);
    session_.reset();
    rebuildKeypad();
    for (QAction* a : playActions_)
        a->setEnabled(false);
    grid_->setPuzzle(rules_, full);
    progress_->setRange(0, full.cellCount());
    progress_->setValue(0);
}

void MainWindow::onSquareTested(const ps::GenerationEvent& event)
{
    if (event.accepted)
        grid_->removeValues(event.cells);
    else
        grid_->flashRejected(event.cells);
    empties_->setText(tr("%1 / %2").arg(event.empties).arg(event.totalSquares));
    tested_->setText(QString::number(event.tested));
    checks_->setText(QString::number(event.solverChecks));
    elapsed_->setText(tr("%1 ms").arg(event.elapsedSeconds * 1000, 0, 'f', 1));
    progress_->setValue(event.tested);
    // The class of the board as it stands, as the harvest filed it in the worker.
    if (event.puzzleClass >= 0)
        estimate_->setText(difficultyDisplayName(static_cast<ps::Difficulty>(event.puzzleClass)));
}

void MainWindow::onFinished(const ps::GenerationResult& result)
{
    lastResult_ = result;
    if (result.puzzleDifficulty)
        estimate_->setText(difficultyDisplayName(*result.puzzleDifficulty));
    if (result.cancelled) {
        statusBar()->showMessage(tr("Cancelled after %1 squares.").arg(result.tested));
        return;
    }
    QTreeWidgetItem* pick = fillHarvest(result.harvest);
    if (pick)
        pick->parent()->setExpanded(true);
    const QString describe = QString::fromStdString(rules_->describe());
    if (pick) {
        shownSeed_ = runSeed_;
        harvest_->setCurrentItem(pick);
        autosaveHarvest();
        autosaveGame();
    } else if (runsForTarget_ < kMaxRunsForTarget) {
        startRun(runSeed_ + 1);   // GenPuzzles again on a fresh board, as the command line does
        return;
    } else {
        shownSeed_ = runSeed_;
        showPuzzle(result.puzzle, result.solution, QString());
        statusBar()->showMessage(tr("%1 runs produced no %2 puzzle at this size; showing the last run's final one.")
                                     .arg(runsForTarget_).arg(difficulty_->currentText().toLower()));
        return;
    }
    statusBar()->showMessage(tr("%1 · %2 · %3 clues · unique solution · seed %4 · %5 run(s)")
                                 .arg(describe, difficultyDisplayName(static_cast<ps::Difficulty>(pick->data(0, Qt::UserRole).toInt())))
                                 .arg(shownGivens_.filledCount()).arg(shownSeed_).arg(runsForTarget_));
}

QTreeWidgetItem* MainWindow::fillHarvest(const ps::Harvest& harvest)
{
    // Grouped by class; the chosen difficulty's fullest puzzle is the pick.
    const QString wanted = difficulty_->currentData().toString();
    QTreeWidgetItem* pick = nullptr;
    int pickEmpties = -1;
    for (const auto& [difficulty, entries] : harvest) {
        auto* group = new QTreeWidgetItem(harvest_, {tr("%1 (%2)").arg(difficultyDisplayName(difficulty)).arg(entries.size())});
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const ps::HarvestEntry& entry = entries[i];
            const QString name = entry.transform.empty() ? tr("step %1").arg(entry.step)
                                                         : tr("step %1, %2").arg(entry.step).arg(QString::fromStdString(entry.transform));
            auto* item = new QTreeWidgetItem(group, {name, QString::number(entry.givens.filledCount())});
            item->setData(0, Qt::UserRole, static_cast<int>(difficulty));
            item->setData(1, Qt::UserRole, static_cast<qulonglong>(i));
            // The chosen class's (or any class's) board with the most squares emptied.
            const bool wantedClass = wanted.isEmpty() || wanted == QString::fromStdString(ps::difficultyName(difficulty));
            if (entry.transform.empty() && wantedClass && entry.givens.emptyCount() > pickEmpties) {
                pick = item;
                pickEmpties = entry.givens.emptyCount();
            }
        }
    }
    return pick;
}

void MainWindow::showHarvestItem(QTreeWidgetItem* item)
{
    if (!item || !item->parent() || controller_.isBusy())
        return;
    const auto difficulty = static_cast<ps::Difficulty>(item->data(0, Qt::UserRole).toInt());
    const auto index = static_cast<std::size_t>(item->data(1, Qt::UserRole).toULongLong());
    const auto found = lastResult_.harvest.find(difficulty);
    if (found == lastResult_.harvest.end() || index >= found->second.size())
        return;
    const ps::HarvestEntry& entry = found->second[index];
    showPuzzle(entry.givens, entry.solution, QString::fromStdString(ps::difficultyName(difficulty)));
}

void MainWindow::showPuzzle(const ps::Board& givens, const ps::Board& solution, const QString& difficulty)
{
    shownGivens_ = givens;
    shownSolution_ = solution;
    shownDifficulty_ = difficulty;
    grid_->setSession(nullptr);
    session_ = std::make_unique<PlaySession>(rules_, givens, solution);
    connect(session_.get(), &PlaySession::changed, this, &MainWindow::onGameChanged);
    undoGroup_->addStack(&session_->undoStack());
    undoGroup_->setActiveStack(&session_->undoStack());
    grid_->setPuzzle(rules_, givens);
    grid_->setSession(session_.get());
    rebuildKeypad();
    typingGivens_ = false;
    analyseAction_->setEnabled(false);
    for (QAction* a : playActions_)
        a->setEnabled(true);
    saveAction_->setEnabled(true);
    statusBar()->showMessage(tr("%1 · %2 clues").arg(QString::fromStdString(rules_->describe())).arg(givens.filledCount()));
}

void MainWindow::openPuzzle()
{
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open puzzle"), settings.value("lastFolder").toString(),
                                                      tr("Puzzlesmith puzzles (*.puzzle);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

void MainWindow::openPath(const QString& path)
{
    QSettings settings;
    PuzzleRecord record;
    QString error;
    if (!PuzzleFile::load(path, record, &error)) {
        QMessageBox::warning(this, tr("Cannot open"), error);
        return;
    }
    cancelBackgroundWork();   // nothing of an earlier run or analysis may reach what is opened now
    harvest_->clear();
    resetRunCounters();
    showRecord(record);
    settings.setValue("lastFolder", QFileInfo(path).absolutePath());
    currentPath_ = path;
    addRecent(path);
    statusBar()->showMessage(tr("Opened %1 · %2").arg(QFileInfo(path).fileName(), QString::fromStdString(rules_->describe())));
}

void MainWindow::showRecord(const PuzzleRecord& record)
{
    rules_ = record.makeRules();
    shownSeed_ = record.seed.value_or(0);
    showPuzzle(record.givens, record.solution, record.difficulty);
    if (record.progress && session_)
        session_->restore(record.progress->entries, record.progress->marks, record.progress->seconds);
}

PuzzleRecord MainWindow::shownRecord() const
{
    PuzzleRecord record;
    record.type = QString::fromStdString(rules_->typeId());
    record.parameters = QString::fromStdString(rules_->parameters());
    record.givens = shownGivens_;
    record.solution = shownSolution_;
    record.difficulty = shownDifficulty_;
    record.seed = shownSeed_;
    if (session_)
        record.progress = PlayProgress{session_->entries(), session_->allMarks(), session_->secondsPlayed()};
    return record;
}

void MainWindow::savePuzzleAs()
{
    QSettings settings;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save puzzle"), settings.value("lastFolder").toString(),
                                                      tr("Puzzlesmith puzzles (*.puzzle)"));
    if (path.isEmpty() || !rules_)
        return;
    writePuzzle(path.endsWith(QLatin1String(".puzzle")) ? path : path + QStringLiteral(".puzzle"));
}

void MainWindow::savePuzzle()
{
    if (currentPath_.isEmpty())
        savePuzzleAs();
    else
        writePuzzle(currentPath_);
}

void MainWindow::writePuzzle(const QString& path)
{
    QSettings settings;
    QString error;
    if (!PuzzleFile::save(path, shownRecord(), &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return;
    }
    settings.setValue("lastFolder", QFileInfo(path).absolutePath());
    currentPath_ = path;
    addRecent(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
}

void MainWindow::addRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value("recentFiles").toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue("recentFiles", recent.mid(0, 8));
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList recent = QSettings().value("recentFiles").toStringList();
    for (const QString& path : recent)
        recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] { openPath(path); })->setToolTip(path);
    recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::loadSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value("window/geometry").toByteArray()))
        resize(1240, 820);
    restoreState(settings.value("window/state").toByteArray());
    const auto restore = [&](QComboBox* combo, const char* key) {
        const int index = combo->findData(settings.value(key));
        if (index >= 0)
            combo->setCurrentIndex(index);
    };
    restore(box_, "choices/box");
    restore(difficulty_, "choices/difficulty");
    restore(strategy_, "choices/strategy");
    restore(backend_, "choices/backend");
    restore(speed_, "choices/speed");
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    settings.setValue("choices/box", box_->currentData());
    settings.setValue("choices/difficulty", difficulty_->currentData());
    settings.setValue("choices/strategy", strategy_->currentData());
    settings.setValue("choices/backend", backend_->currentData());
    settings.setValue("choices/speed", speed_->currentData());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    cancelBackgroundWork();   // every job returns promptly; the JobSlots join their workers on destruction
    autosave_.clear();        // a clean close: nothing to restore next time
    saveSettings();
    event->accept();
}
