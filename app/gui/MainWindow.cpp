#include "MainWindow.h"

#include "ChoicesPanel.h"
#include "GridView.h"
#include "PlayPanel.h"
#include "PopupEscapeGuard.h"
#include "PuzzleTypePicker.h"
#include "StudioAutosave.h"
#include "StudioChoices.h"
#include "StudioDocument.h"
#include "StudioGroups.h"
#include "StudioPlay.h"
#include "StudioPlayerTimes.h"
#include "StudioRun.h"
#include "UserGuideWindow.h"
#include "WindowFit.h"
#include "WorksheetDialog.h"

#include "document/EngineMessages.h"
#include "document/Translations.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWhatsThis>
#include <QWindow>

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

// A panel that may get smaller than its contents (they scroll): the window's minimum width and height
// stay within a 1280x720 screen at 200% (640x360 logical pixels). `verticalOnly`: as wide as its
// contents, scrolled up and down only (the play panel beside the grid).
QScrollArea* scrollable(QWidget* panel, QWidget* parent, bool verticalOnly = false)
{
    auto* area = new QScrollArea(parent);
    area->setWidget(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    if (verticalOnly) {
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        const int panelWidth = std::max(panel->minimumWidth(), panel->minimumSizeHint().width());
        area->setFixedWidth(panelWidth + area->verticalScrollBar()->sizeHint().width());
    }
    return area;
}

} // namespace

using studio::explain;

MainWindow::MainWindow(QWidget* parent, StudioClassifier classifier) : QMainWindow(parent), classifier_(std::move(classifier))
{
    document_ = new StudioDocument(this);
    grid_ = new GridView(this);
    grid_->setAccessibleName(tr("Puzzle grid"));
    explain(grid_, tr("The puzzle. Click a square or move with the arrow keys, then type a value; Backspace clears it. "
                      "Ctrl+M switches to pencil marks, Ctrl+H gives a hint."));
    choices_ = new ChoicesPanel(this);
    makeParts();

    auto* centre = new QWidget(this);
    auto* centreLayout = new QHBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 4);
    auto* gridColumn = new QVBoxLayout;
    gridColumn->addWidget(grid_, 1);
    gridColumn->addWidget(play_->keypad());
    centreLayout->addLayout(gridColumn, 1);
    centreLayout->addWidget(scrollable(&play_->panel(), centre, /*verticalOnly=*/true));
    setCentralWidget(centre);

    auto* choices = new QDockWidget(tr("Puzzle"), this);
    choices->setObjectName(QStringLiteral("choices"));
    choices->setWidget(scrollable(choices_, choices));
    addDockWidget(Qt::LeftDockWidgetArea, choices);
    auto* run = new QDockWidget(tr("Run"), this);
    run->setObjectName(QStringLiteral("run"));
    run->setWidget(scrollable(run_->panel(), run));
    addDockWidget(Qt::RightDockWidgetArea, run);

    makeFileMenu();
    makeRunMenu();
    makeToolBars();
    makeEditAndPlayMenus();
    makeViewAndHelpMenus();
    makeSettingsMenu();
    choices->toggleViewAction()->setText(tr("&Puzzle Panel"));
    run->toggleViewAction()->setText(tr("&Run Panel"));

    busyBar_ = new QProgressBar(this);
    busyBar_->setRange(0, 0);   // busy indicator: the solver cannot say how far it is
    busyBar_->setMaximumWidth(160);
    busyBar_->hide();
    statusBar()->addPermanentWidget(busyBar_);
    statusBar()->showMessage(tr("Choose a size and press Generate (Ctrl+G)."));
    document_->endGame();
    updateTitle();
    loadSettings();
    if (!classifier_.isLearnt()) {   // said once, clearly, and kept in view
        run_->showModelWarning(tr("Difficulty model not loaded: classes from clue counts only."), classifier_.problem);
        QTimer::singleShot(0, this, [this] { reportProblem(tr("Difficulty model"), classifier_.problem); });
    }
}

// The parts, and how they hear of each other: through the document's signals, and the few wired here.
void MainWindow::makeParts()
{
    connect(document_, &StudioDocument::statusMessage, this, [this](const QString& message) { statusBar()->showMessage(message); });
    connect(document_, &StudioDocument::problem, this, &MainWindow::reportProblem);
    connect(document_, &StudioDocument::titleChanged, this, &MainWindow::updateTitle);
    connect(document_, &StudioDocument::busyChanged, this, &MainWindow::updateBusy);
    connect(document_, &StudioDocument::puzzleShown, this, [this] { QTimer::singleShot(0, this, &MainWindow::fitToScreen); });
    // The autosave first: it counts every change of a new game, the automatic candidates included.
    autosave_ = new StudioAutosave(*document_, this);
    run_ = new StudioRun(*document_, *choices_, *grid_, classifier_.classifier, this);
    play_ = new StudioPlay(*document_, *choices_, *grid_, classifier_, this);
    files_ = new StudioFiles(*document_, *choices_, *grid_, this);
    groups_ = new StudioGroups(*document_, *choices_->groupBox(), classifier_, this);
    times_ = new StudioPlayerTimes(*document_, *choices_, play_->panel(), *run_->scoreLabel(), classifier_, this);

    run_->setClassifierSource([this] { return groups_->generationClassifier(); });
    connect(&run_->controller(), &GenerationController::busyChanged, this, &MainWindow::updateBusy);
    connect(run_, &StudioRun::harvestFiled, autosave_, [this](const SavedHarvest& saved) {
        autosave_->autosaveHarvest(saved);
        autosave_->autosaveGame();
    });
    connect(autosave_, &StudioAutosave::harvestRecovered, run_, &StudioRun::restoreHarvest);
    connect(autosave_, &StudioAutosave::gameRecovered, files_, &StudioFiles::showRecord);
    connect(play_, &StudioPlay::mistakesShown, times_, &StudioPlayerTimes::addMistakes);
    connect(play_, &StudioPlay::gameSolved, times_, &StudioPlayerTimes::recordFinishedGame);
    connect(play_, &StudioPlay::gameSolved, autosave_, &StudioAutosave::autosaveGame);
    connect(choices_, &ChoicesPanel::choiceMade, this, &MainWindow::returnFocusToGrid);
}

GenerationController& MainWindow::controller() { return run_->controller(); }
HarvestPanel& MainWindow::harvestPanel() { return run_->harvestPanel(); }
PlayPanel& MainWindow::playPanel() { return play_->panel(); }
PlaySession* MainWindow::session() { return document_->session.get(); }

void MainWindow::makeFileMenu()
{
    auto* file = menuBar()->addMenu(tr("&File"));
    file->addAction(play_->newGridAction());
    files_->addFileActions(file);
    file->addAction(tr("&Worksheet…"), QKeySequence(tr("Ctrl+Shift+P")), this, &MainWindow::showWorksheetDialog);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::showWorksheetDialog()
{
    WorksheetDialog dialog(choices_->puzzleType().typeId(), choices_->puzzleType().parameters(), classifier_.classifier, this);
    // Every sheet exported or printed is remembered for Play > Rate Last Worksheet for a Group…, whatever
    // the dialog does after it.
    connect(&dialog, &WorksheetDialog::sheetDelivered, groups_, &StudioGroups::setLastWorksheet);
    dialog.exec();
}

void MainWindow::makeRunMenu()
{
    auto* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(run_->generateAction());
    run->addAction(run_->pauseAction());
    run->addAction(run_->stepAction());
    run->addAction(run_->keepSoFarAction());
    // Stops whatever runs in the background, in every part: generation, analysis, a hint, a timed puzzle.
    cancelAction_ = run->addAction(tr("&Cancel"), QKeySequence(Qt::Key_Escape), document_, &StudioDocument::cancelBackgroundWork);
    cancelAction_->setEnabled(false);
    // Escape that closes a popup (the Speed list, a menu) must not cancel the run too.
    qApp->installEventFilter(new PopupEscapeGuard(this));
    times_->addRunActions(run);
}

void MainWindow::makeToolBars()
{
    auto* fileTools = addToolBar(tr("File"));
    fileTools->setObjectName(QStringLiteral("fileTools"));
    fileTools->addAction(play_->newGridAction());
    fileTools->addAction(files_->openAction());
    fileTools->addAction(files_->saveAction());
    fileTools->addAction(files_->printAction());
    fileTools->addAction(files_->exportPdfAction());
    auto* tools = addToolBar(tr("Run"));
    tools->setObjectName(QStringLiteral("runTools"));
    tools->addAction(run_->generateAction());
    tools->addAction(run_->pauseAction());
    tools->addAction(run_->stepAction());
    tools->addAction(cancelAction_);
    tools->addSeparator();
    tools->addWidget(new QLabel(tr("Speed "), tools));
    run_->speedBox()->setParent(tools);
    tools->addWidget(run_->speedBox());
    connect(run_->speedBox(), &QComboBox::activated, this, &MainWindow::returnFocusToGrid);
}

void MainWindow::makeEditAndPlayMenus()
{
    auto* edit = menuBar()->addMenu(tr("&Edit"));
    play_->addEditActions(edit);
    edit->addSeparator();
    edit->addAction(files_->copyAction());
    auto* play = menuBar()->addMenu(tr("&Play"));
    play_->addPlayActions(play);
    times_->addPlayActions(play);
    groups_->addActions(play);
}

void MainWindow::makeViewAndHelpMenus()
{
    auto* view = menuBar()->addMenu(tr("&View"));
    for (auto* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    QAction* numbers = view->addAction(tr("Values above 9 as &Numbers (10-25)"));
    numbers->setCheckable(true);
    numbers->setChecked(QSettings().value("view/numbersAboveNine", false).toBool());
    grid_->setNumbersAboveNine(numbers->isChecked());
    connect(numbers, &QAction::toggled, this, [this](bool on) {
        grid_->setNumbersAboveNine(on);
        play_->rebuildKeypad();
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
    const StudioDocument& shown = *document_;
    QString name;
    if (!shown.path.isEmpty())
        name = QFileInfo(shown.path).fileName();
    else if (shown.typing)
        name = tr("New grid");
    else if (shown.hasPuzzle()) {
        const auto level = ps::parseDifficulty(shown.difficulty.toStdString());
        name = level ? tr("%1, %2").arg(describeRules(*shown.rules), difficultyDisplayName(*level)) : describeRules(*shown.rules);
    }
    setWindowTitle(name.isEmpty() ? tr("Puzzlesmith") : tr("%1[*] — Puzzlesmith").arg(name));
    setWindowModified(shown.session && !shown.session->undoStack().isClean());
}

void MainWindow::returnFocusToGrid()
{
    if (document_->session)
        grid_->setFocus(Qt::OtherFocusReason);
}

void MainWindow::changeEvent(QEvent* event)
{
    // A minimised window stops the play clock, and the grid stays hidden until the player is back.
    PlaySession* game = document_ ? document_->session.get() : nullptr;
    if (event->type() == QEvent::WindowStateChange && isMinimized() && game && !game->isSolved() && !document_->typing)
        game->setPaused(true);
    if (event->type() == QEvent::PaletteChange && grid_)   // light or dark: the grid's ink follows
        grid_->setColours(GridColours::forPalette(palette(), preferences_.conflictColour));
    QMainWindow::changeEvent(event);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (fittedToFrame_)
        return;
    fittedToFrame_ = true;
    // Once the window manager has framed the window (after this event): all of it on the screen.
    QTimer::singleShot(0, this, [this] {
        fitToScreen();
        widenSqueezedDocks();
    });
}

// All of the window, its frame included, on the screen: after the first show, and after a puzzle is
// shown (its keypad may have made the window's minimum size larger, which grows the window downwards).
// A size someone else gave the window since (a test, a caller) is theirs: only the size this window
// chose, or its minimum size, is fitted.
void MainWindow::fitToScreen()
{
    if (!isVisible() || !windowHandle() || !screen() || isMaximized() || isFullScreen())
        return;
    const bool sizedElsewhere = geometry() != lastFitted_ && width() > minimumWidth() && height() > minimumHeight();
    if (sizedElsewhere)
        return;
    const QRect fitted = window_fit::fitted(geometry(), screen()->availableGeometry(), windowHandle()->frameMargins());
    if (fitted != geometry())
        setGeometry(fitted);
    lastFitted_ = geometry();
}

// Docks saved narrower than their contents (at 200%, or on a small screen) get their contents' width
// back where the window has room for it (resizeDocks takes no more than there is).
void MainWindow::widenSqueezedDocks()
{
    QList<QDockWidget*> docks;
    QList<int> widths;
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        const auto* area = qobject_cast<QScrollArea*>(dock->widget());
        if (!area || !area->widget() || !dock->isVisible() || dock->isFloating())
            continue;
        const int wanted = area->widget()->minimumSizeHint().width() + area->verticalScrollBar()->sizeHint().width();
        if (dock->width() < wanted) {
            docks << dock;
            widths << wanted;
        }
    }
    if (!docks.isEmpty())
        resizeDocks(docks, widths, Qt::Horizontal);
}

MainWindow::~MainWindow()
{
    grid_->setSession(nullptr);
    document_->session.reset();   // now, while the parts its undo stack's signals reach are still alive
}

// A problem the user must know about: a message box that does not block the window, and the status bar.
void MainWindow::reportProblem(const QString& title, const QString& message)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    statusBar()->showMessage(message);
}

void MainWindow::updateBusy()
{
    if (!busyBar_)
        return;   // (the window is still being made)
    const bool working = play_->isAnalysing() || play_->isFindingHint() || times_->isMakingTimedPuzzle();
    busyBar_->setVisible(working);
    cancelAction_->setEnabled(working || run_->controller().isBusy());
}

void MainWindow::choosePuzzle(const QString& typeId, const QString& parameters)
{
    if (!choices_->puzzleType().select(typeId, parameters))
        statusBar()->showMessage(tr("The studio has no %1 puzzle of size %2.").arg(typeId, parameters));
}

bool MainWindow::startWelcomeRun()
{
    return !autosave_->isRecoveryPending() && run_->startWelcomeRun();
}

void MainWindow::loadSettings()
{
    QSettings settings;
    // The saved geometry, or 1240x820, shrunk and moved to fit the screen with room for the title bar and
    // frame (a 1280x720 laptop, a geometry saved on a larger screen or at another scale factor). The
    // real frame is known once shown (showEvent).
    if (!restoreGeometry(settings.value("window/geometry").toByteArray()))
        resize(1240, 820);
    if (this->screen() && !isMaximized() && !isFullScreen())
        setGeometry(window_fit::fitted(geometry(), this->screen()->availableGeometry(), window_fit::kAssumedFrame));
    lastFitted_ = geometry();
    restoreState(settings.value("window/state").toByteArray());
    choices_->loadSettings(settings);
    run_->loadSettings(settings);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    choices_->saveSettings(settings);
    run_->saveSettings(settings);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->mayDiscardGame(tr("quitting"))) {
        event->ignore();
        return;
    }
    document_->cancelBackgroundWork();   // every job returns promptly; the JobSlots join their workers on destruction
    autosave_->clearOnClose();   // a clean close: nothing to restore next time
    saveSettings();
    event->accept();
}
