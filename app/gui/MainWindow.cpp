#include "MainWindow.h"

#include "PuzzleTypePicker.h"

#include "GridAnalysis.h"
#include "GridView.h"
#include "PlayPanel.h"
#include "PlaySession.h"
#include "StudioChoices.h"
#include "UserGuideWindow.h"
#include "WorksheetDialog.h"

#include "document/EngineMessages.h"
#include "core/ValueSymbols.h"
#include "document/PuzzleFile.h"
#include "document/TeacherGroups.h"
#include "document/Translations.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QScreen>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QWhatsThis>
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

// "A, B and C": the types' names, from the type table.
QString typeNames()
{
    QStringList names;
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        names << QCoreApplication::translate("PuzzleType", type.name.c_str());
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return MainWindow::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

} // namespace

using studio::explain;

MainWindow::MainWindow(QWidget* parent, StudioClassifier classifier)
    : QMainWindow(parent), classifier_(std::move(classifier)), controller_(classifier_.classifier)
{
    grid_ = new GridView(this);
    grid_->setAccessibleName(tr("Puzzle grid"));
    explain(grid_, tr("The puzzle. Click a square or move with the arrow keys, then type a value; Backspace clears it. "
                      "Ctrl+M switches to pencil marks, Ctrl+H gives a hint."));
    auto* centre = new QWidget(this);
    auto* centreLayout = new QHBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 4);
    auto* gridColumn = new QVBoxLayout;
    gridColumn->addWidget(grid_, 1);
    keypad_ = new QWidget(centre);
    keypad_->setObjectName(QStringLiteral("keypad"));   // its keys take no focus: the keyboard types the same values
    gridColumn->addWidget(keypad_);
    centreLayout->addLayout(gridColumn, 1);
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
    playPanel_ = new PlayPanel({pencilAction_, hintAction_, applyHintAction_, pauseGameAction_, autoCandidatesAction_}, centre);
    centreLayout->addWidget(playPanel_);
    makeViewAndHelpMenus();
    makeSettingsMenu();
    loadPlayerTimes();
    choices->toggleViewAction()->setText(tr("&Puzzle Panel"));
    run->toggleViewAction()->setText(tr("&Run Panel"));

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
    endGame();
    updateTitle();
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
    if (autosave_.hasRecovery()) {
        recoveryPending_ = true;   // nothing is autosaved over the old work until the user has answered
        QTimer::singleShot(0, this, &MainWindow::offerRecovery);
    }
}

void MainWindow::makeViewAndHelpMenus()
{
    auto* view = menuBar()->addMenu(tr("&View"));
    for (auto* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    numbersAction_ = view->addAction(tr("Values above 9 as &Numbers (10-25)"));
    numbersAction_->setCheckable(true);
    numbersAction_->setChecked(QSettings().value("view/numbersAboveNine", false).toBool());
    grid_->setNumbersAboveNine(numbersAction_->isChecked());
    connect(numbersAction_, &QAction::toggled, this, [this](bool on) {
        grid_->setNumbersAboveNine(on);
        rebuildKeypad();
        QSettings().setValue("view/numbersAboveNine", on);
    });
    auto* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this, &MainWindow::showUserGuide);
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        QMessageBox::information(this, tr("Keyboard shortcuts"), shortcutTable());
    });
    // Shift+F1, then a click on any control: what it does (every control has a What's This text).
    help->addAction(QWhatsThis::createAction(help));
    help->addAction(tr("&About Puzzlesmith"), this, [this] {
        QMessageBox::about(this, tr("About Puzzlesmith"),
                           tr("<p><b>Puzzlesmith</b> %1</p><p>Makes %2 puzzles with the PuzzleJAR method: a random full board "
                              "is emptied square by square while a solver proves the solution is still unique, and every "
                              "puzzle produced is filed under a difficulty class.</p>").arg(QApplication::applicationVersion(), typeNames()));
    });
}

// One guide window, made on first use and kept: it remembers where the reader was.
void MainWindow::showUserGuide()
{
    if (!userGuide_)
        userGuide_ = new UserGuideWindow(Translations::current(), this);
    userGuide_->show();
    userGuide_->raise();
    userGuide_->activateWindow();
}

// Built from the actions themselves, so the list is complete and every key it shows works.
QString MainWindow::shortcutTable() const
{
    QString rows;
    const auto row = [&rows](const QString& keys, const QString& what) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    for (QAction* menu : menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction* action : menu->menu()->actions()) {
            QStringList keys;
            for (const QKeySequence& key : action->shortcuts())
                keys << key.toString(QKeySequence::NativeText);
            if (!keys.isEmpty())
                row(keys.join(QStringLiteral(", ")), QString(action->text()).remove(QLatin1Char('&')).remove(QStringLiteral("…")));
        }
    }
    row(tr("Arrows"), tr("Move in the grid"));
    row(tr("1-9, A-P"), tr("Enter a value (as a pencil mark in pencil mode)"));
    row(tr("1 then 2"), tr("Enter 12 when values above 9 are shown as numbers"));
    row(tr("Backspace, Delete"), tr("Clear a square"));
    return QStringLiteral("<table cellspacing=4>%1</table>").arg(rows);
}

void MainWindow::updateTitle()
{
    QString name;
    if (!currentPath_.isEmpty())
        name = QFileInfo(currentPath_).fileName();
    else if (typingGivens_)
        name = tr("New grid");
    else if (rules_ && !shownGivens_.isEmpty()) {
        const auto level = ps::parseDifficulty(shownDifficulty_.toStdString());
        name = level ? tr("%1, %2").arg(describeRules(*rules_), difficultyDisplayName(*level))
                     : describeRules(*rules_);
    }
    setWindowTitle(name.isEmpty() ? tr("Puzzlesmith") : tr("%1[*] — Puzzlesmith").arg(name));
    setWindowModified(session_ && !session_->undoStack().isClean());
}

void MainWindow::returnFocusToGrid()
{
    if (session_)
        grid_->setFocus(Qt::OtherFocusReason);
}

bool MainWindow::mayDiscardGame(const QString& action)
{
    const bool worthKeeping = session_ && !session_->undoStack().isClean() && !session_->isSolved() &&
                              (session_->hasProgress() || typingGivens_);
    if (!worthKeeping)
        return true;
    DiscardAnswer answer = DiscardAnswer::Cancel;
    if (askDiscard_) {
        answer = askDiscard_(action);
    } else {
        QMessageBox box(QMessageBox::Question, tr("Keep your game?"),
                        typingGivens_ ? tr("Save the grid you are typing in before %1?").arg(action)
                                      : tr("Save the game in progress before %1?").arg(action),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setDefaultButton(QMessageBox::Save);
        const int clicked = box.exec();
        answer = clicked == QMessageBox::Save ? DiscardAnswer::Save : clicked == QMessageBox::Discard ? DiscardAnswer::Discard : DiscardAnswer::Cancel;
    }
    switch (answer) {
    case DiscardAnswer::Save: return savePuzzle();
    case DiscardAnswer::Discard: return true;
    case DiscardAnswer::Cancel: return false;
    }
    return false;
}

void MainWindow::changeEvent(QEvent* event)
{
    // A minimised window stops the play clock, and the grid stays hidden until the player is back.
    if (event->type() == QEvent::WindowStateChange && isMinimized() && session_ && !session_->isSolved() && !typingGivens_)
        session_->setPaused(true);
    if (event->type() == QEvent::PaletteChange && grid_)   // light or dark: the grid's ink follows
        grid_->setColours(GridColours::forPalette(palette(), preferences_.conflictColour));
    QMainWindow::changeEvent(event);
}

MainWindow::~MainWindow()
{
    grid_->setSession(nullptr);
    session_.reset();   // now, while the members its undo stack's signals reach are still alive
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
    if (timed_.isRunning()) {
        timed_.cancel();
        timedProgressTimer_->stop();
        setAnalysing(false);
        statusBar()->showMessage(tr("Making the puzzle was cancelled."));
    }
}

void MainWindow::setAnalysing(bool analysing)
{
    busyBar_->setVisible(analysing || timed_.isRunning());
    cancelAction_->setEnabled(analysing || controller_.isBusy() || timed_.isRunning());
}

QWidget* MainWindow::makeChoicesPanel()
{
    auto* panel = new QWidget(this);
    auto* form = new QFormLayout(panel);
    puzzleType_ = new PuzzleTypePicker(panel);
    form->addRow(tr("&Type"), puzzleType_->typeBox());
    auto* sizeLabel = new QLabel(tr("&Size"), panel);
    sizeLabel->setBuddy(puzzleType_->sizeEditor());
    form->addRow(sizeLabel, puzzleType_->sizeEditor());
    difficulty_ = new QComboBox(panel);
    difficulty_->setObjectName(QStringLiteral("difficulty"));   // object names: for tests and accessibility tools
    difficulty_->addItem(tr("Any"), QString());
    for (ps::Difficulty d : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil})
        difficulty_->addItem(difficultyDisplayName(d), QString::fromStdString(ps::difficultyName(d)));
    form->addRow(tr("&Difficulty"), difficulty_);
    group_ = new QComboBox(panel);
    group_->setObjectName(QStringLiteral("group"));
    if (groupsDirectory_.isEmpty())
        groupsDirectory_ = TeacherGroups::defaultDirectory();
    rebuildGroupChoices();
    form->addRow(tr("For gro&up"), group_);
    strategy_ = new QComboBox(panel);
    strategy_->addItem(tr("None (fuller rows first)"), QStringLiteral("paper"));
    strategy_->addItem(tr("None (uniform)"), QStringLiteral("uniform"));
    strategy_->addItem(tr("Rotational (180°)"), QStringLiteral("symmetric"));
    form->addRow(tr("S&ymmetry"), strategy_);
    randomSeed_ = new QCheckBox(tr("Rando&m"), panel);
    randomSeed_->setChecked(true);
    randomSeed_->setObjectName(QStringLiteral("randomSeed"));
    seed_ = new QLineEdit(panel);
    seed_->setObjectName(QStringLiteral("seed"));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,19}")), seed_));
    seed_->setEnabled(false);
    seed_->setMaximumWidth(110);   // 19 digits scroll; the panel stays narrow
    connect(randomSeed_, &QCheckBox::toggled, seed_, [this](bool random) { seed_->setEnabled(!random); });
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(randomSeed_);
    seedRow->addWidget(seed_);
    auto* seedLabel = new QLabel(tr("Seed &number"), panel);
    seedLabel->setBuddy(seed_);
    form->addRow(seedLabel, seedRow);
    backend_ = new QComboBox(panel);
    backend_->addItem(tr("Native (fast)"), QStringLiteral("native"));
    backend_->addItem(tr("z3, one-hot"), QStringLiteral("z3"));
    backend_->addItem(tr("z3, integers (paper)"), QStringLiteral("z3-int"));
    form->addRow(tr("S&olver"), backend_);
    explain(puzzleType_->typeBox(), tr("The kind of puzzle. Help > User Guide explains the rules of each type."), tr("Puzzle type"));
    explain(puzzleType_->sizeEditor(), tr("The size of the grid (for Sudoku, with the shape of its boxes)."), tr("Size"));
    explain(difficulty_, tr("The class the puzzle should have. Any keeps emptying until no square can go: the sparsest puzzle."), tr("Difficulty"));
    explain(group_, tr("Whose sense of difficulty the target follows: the built-in model, or a class or group you rated puzzles for "
                       "(Play > Rate for a Group…)."), tr("Group"));
    explain(strategy_, tr("The order squares are emptied in. Rotational keeps the givens symmetric, as in newspapers."), tr("Symmetry"));
    explain(randomSeed_, tr("A new puzzle every time. Untick it and type a seed number to make the same puzzle again."));
    explain(seed_, tr("The seed number of the run: the same seed and settings always make the same puzzle."), tr("Seed number"));
    explain(backend_, tr("The solver that proves each puzzle has one solution. Native is fast; z3 is the paper's declarative definition."), tr("Solver"));
    auto* generate = new QPushButton(tr("&Generate"), panel);
    explain(generate, tr("Make a puzzle: the grid empties square by square while the solver checks that the solution stays unique."));
    generate->setFocusPolicy(Qt::TabFocus);   // a click leaves the keyboard with the grid
    connect(generate, &QPushButton::clicked, this, &MainWindow::generate);
    // A choice made, the keyboard goes back to the grid: digits typed next must not change a combo box.
    for (QWidget* input : puzzleType_->inputs())
        if (auto* combo = qobject_cast<QComboBox*>(input))
            connect(combo, &QComboBox::activated, this, &MainWindow::returnFocusToGrid);
    for (QComboBox* combo : {puzzleType_->typeBox(), difficulty_, group_, strategy_, backend_}) {
        connect(combo, &QComboBox::activated, this, &MainWindow::returnFocusToGrid);
        // Narrow when closed (the list still shows whole names), so the grid gets the width on a laptop.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
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
    modelWarning_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold").arg(studio::warningColour(palette()).name()));
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
    score_ = new QLabel(QStringLiteral("–"), panel);
    score_->setObjectName(QStringLiteral("score"));
    counters->addRow(tr("Score"), score_);
    explain(empties_, tr("Squares emptied so far, of all the squares."));
    explain(tested_, tr("Squares the run has tried to empty."));
    explain(checks_, tr("Uniqueness proofs asked of the solver (an Easy or Medium Sudoku needs none: singles finish it)."));
    explain(elapsed_, tr("Time spent in the engine, without the animation."));
    explain(estimate_, tr("The difficulty class of the puzzle as it stands now."));
    explain(score_, tr("The shown puzzle's difficulty score, 0 to 100: a model trained on other programs' grades places it; the "
                       "classes are bands of it. Marked \"rule\" where a type has no graded puzzles to learn from."));
    layout->addLayout(counters);
    progress_ = new QProgressBar(panel);
    explain(progress_, tr("Squares tested, of all the squares."));
    layout->addWidget(progress_);
    harvest_ = new HarvestPanel(panel);
    explain(harvest_->tree(), tr("Every puzzle the run produced, filed by difficulty class. Click one to show and play it."), tr("Harvest"));
    connect(harvest_, &HarvestPanel::entryPicked, this, &MainWindow::showHarvestEntry);
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
    file->addSeparator();
    file->addAction(tr("&Import Grid Text…"), this, &MainWindow::importGridText);
    QAction* exportGrid = file->addAction(tr("Export &Grid Text…"), this, &MainWindow::exportGridText);
    exportGrid->setEnabled(false);
    connect(saveAction_, &QAction::changed, exportGrid, [this, exportGrid] { exportGrid->setEnabled(saveAction_->isEnabled()); });
    file->addSeparator();
    QAction* exportPdf = file->addAction(tr("&Export PDF…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportShownPdf);
    QAction* exportImageAction = file->addAction(tr("Export I&mage…"), this, [this] { exportImage(false); });
    QAction* exportAnswerAction = file->addAction(tr("Export Image wit&h Answer…"), this, [this] { exportImage(true); });
    QAction* preview = file->addAction(tr("Print Pre&view…"), this, [this] { printShown(true); });
    QAction* print = file->addAction(tr("&Print…"), QKeySequence::Print, this, [this] { printShown(false); });
    for (QAction* a : {exportPdf, exportImageAction, exportAnswerAction, preview, print}) {
        a->setEnabled(false);
        connect(saveAction_, &QAction::changed, a, [this, a] { a->setEnabled(saveAction_->isEnabled()); });
    }
    file->addAction(tr("&Worksheet…"), QKeySequence(tr("Ctrl+Shift+P")), this, [this] {
        WorksheetDialog dialog(puzzleType_->typeId(), puzzleType_->parameters(), classifier_.classifier, this);
        // Every sheet exported or printed is remembered for Play > Rate Last Worksheet for a Group…,
        // whatever the dialog does after it.
        connect(&dialog, &WorksheetDialog::sheetDelivered, this, &MainWindow::setLastWorksheet);
        dialog.exec();
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    auto* run = menuBar()->addMenu(tr("&Run"));
    runMenu_ = run;
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
    speed_->setObjectName(QStringLiteral("speed"));
    explain(speed_, tr("How fast the grid empties on screen. The engine's work is the same; One step at a time waits for Space."), tr("Speed"));
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
    connect(speed_, &QComboBox::activated, this, &MainWindow::returnFocusToGrid);
    tools->addWidget(speed_);
}

void MainWindow::loadSettings()
{
    QSettings settings;
    // The saved geometry, or 1240x820 — either way never larger than the screen (a 1280x720 laptop too).
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 720);
    if (!restoreGeometry(settings.value("window/geometry").toByteArray()))
        resize(1240, 820);
    if (width() > screen.width() || height() > screen.height()) {
        resize(std::min(width(), screen.width()), std::min(height(), screen.height()));
        move(screen.topLeft());
    }
    restoreState(settings.value("window/state").toByteArray());
    const auto restore = [&](QComboBox* combo, const char* key) {
        const int index = combo->findData(settings.value(key));
        if (index >= 0)
            combo->setCurrentIndex(index);
    };
    puzzleType_->select(settings.value("choices/type").toString(), settings.value("choices/parameters").toString());
    restore(difficulty_, "choices/difficulty");
    restore(group_, "choices/group");
    restore(strategy_, "choices/strategy");
    restore(backend_, "choices/backend");
    restore(speed_, "choices/speed");
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    settings.setValue("choices/type", puzzleType_->typeId());
    settings.setValue("choices/parameters", puzzleType_->parameters());
    settings.setValue("choices/difficulty", difficulty_->currentData());
    settings.setValue("choices/group", group_->currentData());
    settings.setValue("choices/strategy", strategy_->currentData());
    settings.setValue("choices/backend", backend_->currentData());
    settings.setValue("choices/speed", speed_->currentData());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!mayDiscardGame(tr("quitting"))) {
        event->ignore();
        return;
    }
    cancelBackgroundWork();   // every job returns promptly; the JobSlots join their workers on destruction
    harvestSave_.waitForAll();   // else a late write would bring the harvest back after the clear
    autosave_.clear();        // a clean close: nothing to restore next time
    saveSettings();
    event->accept();
}
