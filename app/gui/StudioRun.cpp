// The studio's run and harvest: a run of the engine, its live counters, and the harvest it leaves.
#include "StudioRun.h"

#include "ChoicesPanel.h"
#include "GridView.h"
#include "PuzzleTypePicker.h"
#include "StudioChoices.h"
#include "StudioDocument.h"
#include "StudioPalette.h"

#include "document/EngineMessages.h"
#include "document/ShownClues.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

using studio::explain;

StudioRun::StudioRun(StudioDocument& document, ChoicesPanel& choices, GridView& grid,
                     std::shared_ptr<const ps::DifficultyClassifier> classifier, QWidget* window)
    : QObject(window), document_(document), choices_(choices), grid_(grid), window_(window), controller_(std::move(classifier))
{
    panel_ = makePanel(window);
    makeActions();
    connect(&controller_, &GenerationController::started, this, &StudioRun::onStarted);
    connect(&controller_, &GenerationController::squareTested, this, &StudioRun::onSquareTested);
    connect(&controller_, &GenerationController::finished, this, &StudioRun::onFinished);
    connect(&controller_, &GenerationController::failed, this, [this](const QString& message) {
        document_.reportProblem(tr("Generation failed"), message);
    });
    connect(&controller_, &GenerationController::busyChanged, this, &StudioRun::onBusyChanged);
    connect(&choices_, &ChoicesPanel::generateClicked, this, &StudioRun::generate);
    connect(&document_, &StudioDocument::cancelRequested, this, &StudioRun::cancel);
    connect(&document_, &StudioDocument::runDropped, this, [this](const QString& note) {
        harvest_->clear();
        resetCounters();
        showRunNote(note);
    });
    // A puzzle shown without a run (opened, or made for a time): its class and empty squares.
    connect(&document_, &StudioDocument::estimateKnown, this, [this](ps::Difficulty difficulty) {
        estimate_->setText(difficultyDisplayName(difficulty));
        if (document_.hasPuzzle())
            empties_->setText(tr("%1 / %2").arg(document_.givens.emptyCount()).arg(document_.givens.cellCount()));
    });
}

QWidget* StudioRun::makePanel(QWidget* parent)
{
    auto* panel = new QWidget(parent);
    auto* layout = new QVBoxLayout(panel);
    modelWarning_ = new QLabel(panel);
    modelWarning_->setWordWrap(true);
    modelWarning_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold").arg(studio::warningColour(parent->palette()).name()));
    modelWarning_->hide();
    layout->addWidget(modelWarning_);
    runNote_ = new QLabel(panel);
    runNote_->setObjectName(QStringLiteral("runNote"));
    runNote_->setWordWrap(true);
    runNote_->hide();
    layout->addWidget(runNote_);
    auto* counters = new QFormLayout;
    empties_ = new QLabel(QStringLiteral("–"), panel);
    tested_ = new QLabel(QStringLiteral("–"), panel);
    checks_ = new QLabel(QStringLiteral("–"), panel);
    elapsed_ = new QLabel(QStringLiteral("–"), panel);
    estimate_ = new QLabel(QStringLiteral("–"), panel);
    estimate_->setObjectName(QStringLiteral("estimate"));
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
    keepSoFarButton_ = new QPushButton(tr("Use the Puzzle So Far"), panel);
    keepSoFarButton_->setObjectName(QStringLiteral("keepSoFar"));
    keepSoFarButton_->setEnabled(false);
    explain(keepSoFarButton_, tr("Stop the run and keep the puzzle as it stands: it has a unique solution, but squares not yet "
                                 "tested may still be removable."));
    connect(keepSoFarButton_, &QPushButton::clicked, this, &StudioRun::keepPuzzleSoFar);
    layout->addWidget(keepSoFarButton_);
    harvest_ = new HarvestPanel(panel);
    explain(harvest_->tree(), tr("Every puzzle the run produced, filed by difficulty class. Click one to show and play it."), tr("Harvest"));
    connect(harvest_, &HarvestPanel::entryPicked, this, &StudioRun::showHarvestEntry);
    layout->addWidget(harvest_, 1);
    return panel;
}

void StudioRun::makeActions()
{
    generateAction_ = new QAction(tr("&Generate"), this);
    generateAction_->setShortcut(QKeySequence(tr("Ctrl+G")));
    connect(generateAction_, &QAction::triggered, this, &StudioRun::generate);
    pauseAction_ = new QAction(tr("&Pause"), this);
    pauseAction_->setShortcut(QKeySequence(tr("F6")));   // Ctrl+P is Print
    pauseAction_->setCheckable(true);
    connect(pauseAction_, &QAction::toggled, this, [this](bool paused) { paused ? controller_.pause() : controller_.resume(); });
    stepAction_ = new QAction(tr("&Step"), this);
    stepAction_->setShortcut(QKeySequence(Qt::Key_Space));
    connect(stepAction_, &QAction::triggered, &controller_, &GenerationController::step);
    keepSoFarAction_ = new QAction(tr("&Use the Puzzle So Far"), this);
    keepSoFarAction_->setShortcut(QKeySequence(tr("Ctrl+Shift+G")));
    keepSoFarAction_->setStatusTip(tr("Stop the run and keep the puzzle as it stands (unique, maybe not minimal)."));
    connect(keepSoFarAction_, &QAction::triggered, this, &StudioRun::keepPuzzleSoFar);
    for (QAction* a : {pauseAction_, stepAction_, keepSoFarAction_})
        a->setEnabled(false);

    speed_ = new QComboBox(window_);
    speed_->setObjectName(QStringLiteral("speed"));
    explain(speed_, tr("How fast the grid empties on screen. The engine's work is the same; One step at a time waits for Space."), tr("Speed"));
    speed_->addItem(tr("Instant"), static_cast<int>(GenerationController::Speed::Instant));
    speed_->addItem(tr("Fast"), static_cast<int>(GenerationController::Speed::Fast));
    speed_->addItem(tr("Slow"), static_cast<int>(GenerationController::Speed::Slow));
    speed_->addItem(tr("One step at a time"), static_cast<int>(GenerationController::Speed::Step));
    speed_->setCurrentIndex(1);
    connect(speed_, &QComboBox::currentIndexChanged, this, &StudioRun::onSpeedChanged);
}

void StudioRun::onBusyChanged(bool busy)
{
    generateAction_->setEnabled(!busy);
    choices_.generateButton()->setEnabled(!busy);
    pauseAction_->setEnabled(busy);
    stepAction_->setEnabled(busy && controller_.speed() == GenerationController::Speed::Step);
    if (!busy)
        pauseAction_->setChecked(false);
    const bool keep = busy && !lastAccepted_.isEmpty();
    keepSoFarAction_->setEnabled(keep);
    keepSoFarButton_->setEnabled(keep);
}

void StudioRun::onSpeedChanged()
{
    const auto speed = static_cast<GenerationController::Speed>(speed_->currentData().toInt());
    controller_.setSpeed(speed);
    grid_.setFadeMilliseconds(speed == GenerationController::Speed::Instant ? 0 : speed == GenerationController::Speed::Slow ? 350 : 150);
    stepAction_->setEnabled(controller_.isBusy() && speed == GenerationController::Speed::Step);
}

void StudioRun::showModelWarning(const QString& text, const QString& details)
{
    modelWarning_->setText(text);
    modelWarning_->setToolTip(details);
    modelWarning_->show();
}

void StudioRun::loadSettings(const QSettings& settings)
{
    const int index = speed_->findData(settings.value("choices/speed"));
    if (index >= 0)
        speed_->setCurrentIndex(index);
}

void StudioRun::saveSettings(QSettings& settings) const
{
    settings.setValue("choices/speed", speed_->currentData());
}

void StudioRun::cancel()
{
    controller_.cancel();
}

void StudioRun::keepPuzzleSoFar()
{
    if (!controller_.isBusy() || lastAccepted_.isEmpty())
        return;
    const ps::Board givens = lastAccepted_;
    const ps::Board solution = runFull_;
    const ps::GenerationEvent seen = lastEvent_;
    const int step = acceptedSoFar_;
    const bool plainRun = !choices_.targetDifficulty();
    keepingSoFar_ = true;   // the cancelled run's end says nothing: this says what happened
    controller_.cancel();
    keepingSoFar_ = false;
    // Its class is not known yet: the shown puzzle's estimate and score follow (StudioPlayerTimes).
    document_.show(givens, solution, QString());
    document_.seed = runSeed_;
    if (plainRun) {
        // A plain run makes exactly this board again at this step of its harvest.
        document_.generator = runGenerator_;
        document_.generator->harvestStep = step;
    }
    const int untested = std::max(0, seen.totalSquares - seen.tested);
    document_.say(tr("Stopped on request: %1 · %2 · unique solution · seed %3 · %4 not tested yet, so it may not be minimal")
                      .arg(describeRules(*document_.rules), tr("%n clue(s)", nullptr, shownClueCount(givens)))
                      .arg(runSeed_)
                      .arg(tr("%n square(s)", nullptr, untested)));
}

void StudioRun::generate()
{
    if (controller_.isBusy() || !document_.mayDiscardGame(tr("generating a new puzzle")))
        return;
    try {
        document_.rules = choices_.makeRules();
    } catch (const ps::EngineError& e) {
        QMessageBox::warning(window_, tr("Cannot generate"), translateEngineMessage(e.message()));
        return;
    }
    bool ok = false;
    const quint64 seed = choices_.seed(&ok);
    if (!ok) {
        QMessageBox::warning(window_, tr("Cannot generate"), tr("The seed must be a whole number, or tick Random."));
        return;
    }
    runsForTarget_ = 0;
    noteUserGenerated();
    startRun(seed);
}

void StudioRun::startRun(quint64 seed)
{
    const auto& rules = document_.rules;
    GenerationController::Request request;
    request.rules = rules;
    request.settings.strategy = *ps::parseStrategy(choices_.strategy().toStdString());
    request.settings.searchBudget = ps::defaultSearchBudget(*rules);
    // A class is hit the one way the engine has (ps::generateAtDifficulty, as `generate --difficulty`
    // does): the same seed makes the same puzzle here and on the command line.
    request.target = choices_.targetDifficulty();   // none for Any
    request.backend = choices_.backend();
    request.seed = seed;
    runSeed_ = seed;
    runGenerator_ = GeneratorRecord{choices_.strategy(), request.settings.maxSolutions, request.settings.targetEmpty,
                                    request.backend, std::nullopt, QString()};
    runsForTarget_ = 0;   // counted as the runs start (onStarted)
    choices_.setSeed(seed);
    harvest_->clear();
    // The last puzzle's figures go now, not when the backend reports the run's first board (a z3 run
    // may take a while to): Estimate and Score say "–" until this run has them.
    resetCounters();
    showRunNote(QString());
    // The previous puzzle goes at once, whatever the speed (in step mode the first square waits for Space).
    document_.endGame();
    grid_.setPuzzle(rules, rules->emptyBoard());
    document_.path.clear();
    document_.givens = ps::Board();   // no puzzle is shown while the run goes: the title names none
    document_.difficulty.clear();
    document_.noteTitleChanged();
    document_.noteRunStarted();
    document_.say(tr("Generating %1 · seed %2…").arg(describeRules(*rules)).arg(seed));
    if (classifierSource_)
        controller_.setClassifier(classifierSource_());
    controller_.start(request);
}

// Where the shown puzzle came from when not from a watched run (empty: it did, and the note goes).
void StudioRun::showRunNote(const QString& note)
{
    runNote_->setText(note);
    runNote_->setVisible(!note.isEmpty());
}

void StudioRun::resetCounters()
{
    lastEvent_ = ps::GenerationEvent();   // a pending showRunCounters() shows nothing
    lastAccepted_ = ps::Board();
    acceptedSoFar_ = 0;
    keepSoFarAction_->setEnabled(false);
    keepSoFarButton_->setEnabled(false);
    for (QLabel* counter : {empties_, tested_, checks_, elapsed_, estimate_, score_})
        counter->setText(QStringLiteral("–"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
}

void StudioRun::onStarted(const ps::Board& full)
{
    // Each run of a class target starts on a fresh full board.
    if (++runsForTarget_ > 1)
        document_.say(tr("Run %1: no %2 puzzle yet, trying another board · seed %3…")
                          .arg(runsForTarget_).arg(choices_.difficultyBox()->currentText().toLower()).arg(runSeed_));
    resetCounters();
    document_.endGame();
    grid_.setPuzzle(document_.rules, full);
    runFull_ = full;
    document_.path.clear();
    document_.noteTitleChanged();
    progress_->setRange(0, full.cellCount());
    progress_->setValue(0);
}

void StudioRun::onSquareTested(const ps::GenerationEvent& event)
{
    lastEvent_ = event;
    if (event.accepted) {
        grid_.removeValues(event.cells, event.board);
        lastAccepted_ = event.board;
        ++acceptedSoFar_;
        keepSoFarAction_->setEnabled(controller_.isBusy());
        keepSoFarButton_->setEnabled(controller_.isBusy());
    } else
        grid_.flashRejected(event.cells);
    // QProgressBar::setValue() repaints at once, and the grid with it (removeValues() just marked it):
    // per square that is a full grid paint. The counters show the latest square once the squares that
    // arrived together have been played.
    if (!countersPending_) {
        countersPending_ = true;
        QMetaObject::invokeMethod(this, &StudioRun::showRunCounters, Qt::QueuedConnection);
    }
}

void StudioRun::showRunCounters()
{
    countersPending_ = false;
    if (lastEvent_.totalSquares == 0)
        return;   // reset since (a new run, a file opened)
    const ps::GenerationEvent& event = lastEvent_;
    empties_->setText(tr("%1 / %2").arg(event.empties).arg(event.totalSquares));
    tested_->setText(QString::number(event.tested));
    const int unproven = event.unproven;
    checks_->setText(unproven > 0 ? tr("%1 (%n kept unproven)", nullptr, unproven).arg(event.solverChecks) : QString::number(event.solverChecks));
    elapsed_->setText(tr("%1 ms").arg(event.elapsedSeconds * 1000, 0, 'f', 1));
    progress_->setValue(event.tested);
    // The class of the board as it stands, as the harvest filed it in the worker (at animated speeds).
    if (event.puzzleClass >= 0)
        estimate_->setText(difficultyDisplayName(static_cast<ps::Difficulty>(event.puzzleClass)));
}

SavedHarvest StudioRun::savedHarvest() const
{
    return SavedHarvest{QString::fromStdString(document_.rules->typeId()), QString::fromStdString(document_.rules->parameters()), runSeed_,
                        lastHarvest_};
}

void StudioRun::onFinished(const ps::GenerationResult& result)
{
    showRunCounters();   // the last square's, even when its pass has not come yet
    endWelcomeRun();
    lastHarvest_ = result.harvest;
    if (result.puzzleDifficulty)
        estimate_->setText(difficultyDisplayName(*result.puzzleDifficulty));
    const auto& rules = document_.rules;
    if (result.cancelled && keepingSoFar_)
        return;   // keepPuzzleSoFar() shows the puzzle and says so
    if (result.cancelled) {
        // What the screen shows is what was done: the squares played back so far, and no puzzle kept.
        document_.say(tr("Cancelled in run %1 after testing %2 of %n square(s) (%3 emptied); no puzzle was kept.", nullptr,
                         rules->cellCount())
                          .arg(runsForTarget_).arg(lastEvent_.tested).arg(lastEvent_.empties));
        return;
    }
    const std::optional<ps::Difficulty> aimedAt = choices_.targetDifficulty();
    harvest_->setHarvest(result.harvest, aimedAt, rules);
    const QString describe = describeRules(*rules);
    document_.seed = runSeed_;
    std::optional<HarvestPanel::Entry> pick;
    if (result.target) {
        // The engine's pick; in the harvest when it comes from the last run (the harvest is that run's).
        const int runs = result.target->runs;
        if (result.target->pickRun == runs)
            pick = harvest_->entryShowing(result.puzzle);
        if (!pick) {
            document_.show(result.puzzle, result.solution,
                           result.puzzleDifficulty ? QString::fromStdString(ps::difficultyName(*result.puzzleDifficulty)) : QString());
            document_.generator = runGenerator_;
            document_.generator->harvestStep = result.target->step;
            emit harvestFiled(savedHarvest());
        }
        if (!result.target->reached) {
            document_.say(tr("%n run(s) produced no %1 puzzle at this size; showing the nearest class found (%2).", nullptr, runs)
                              .arg(choices_.difficultyBox()->currentText().toLower(),
                                   result.puzzleDifficulty ? difficultyDisplayName(*result.puzzleDifficulty) : QString()));
            if (pick) {
                harvest_->select(*pick);
                emit harvestFiled(savedHarvest());
            }
            return;
        }
    } else {
        pick = harvest_->pick();
    }
    if (pick) {
        harvest_->select(*pick);   // shows it (entryPicked -> showHarvestEntry)
        emit harvestFiled(savedHarvest());
    } else if (!result.target) {
        document_.show(result.puzzle, result.solution, QString());
        document_.generator = runGenerator_;
        emit harvestFiled(savedHarvest());   // every run's end: the autosaved harvest is the shown puzzle's
    }
    const ps::Difficulty shownClass = pick ? pick->difficulty : result.puzzleDifficulty.value_or(ps::Difficulty::Easy);
    QString status = tr("%1 · %2 · %3 · unique solution · seed %4 · %5")
                         .arg(describe, difficultyDisplayName(shownClass), tr("%n clue(s)", nullptr, shownClueCount(document_.givens)))
                         .arg(document_.seed)
                         .arg(tr("%n run(s)", nullptr, runsForTarget_));
    const int unproven = result.unproven;
    if (unproven > 0)   // their proofs ran past their budget: kept, so the puzzle may not be minimal
        status += tr(" · %n square(s) kept unproven", nullptr, unproven);
    document_.say(status);
}

void StudioRun::showHarvestEntry(ps::Difficulty difficulty, int index)
{
    if (controller_.isBusy())
        return;
    if (!document_.mayDiscardGame(tr("showing another puzzle"))) {
        const QSignalBlocker quiet(harvest_);   // the game stays: so does its row
        if (document_.harvestEntry)
            harvest_->select(*document_.harvestEntry);
        return;
    }
    const ps::HarvestEntry* found = harvest_->entryAt({difficulty, index});
    if (!found)
        return;
    const ps::HarvestEntry& entry = *found;
    document_.show(entry.givens, entry.solution, QString::fromStdString(ps::difficultyName(difficulty)));
    document_.seed = runSeed_;
    document_.generator = runGenerator_;
    document_.generator->harvestStep = entry.step;
    document_.generator->transform = QString::fromStdString(entry.transform);
    document_.harvestEntry = HarvestPanel::Entry{difficulty, index};
    estimate_->setText(difficultyDisplayName(difficulty));   // the estimate is the shown puzzle's class
    document_.say(tr("%1 · %2").arg(describeRules(*document_.rules), harvest_->statusText()));
}

void StudioRun::restoreHarvest(SavedHarvest saved)
{
    document_.rules = ps::makeRules(saved.type.toStdString(), saved.parameters.toStdString());
    lastHarvest_ = std::move(saved.harvest);
    runSeed_ = document_.seed = saved.seed;
    resetCounters();
    harvest_->setHarvest(lastHarvest_, choices_.targetDifficulty(), document_.rules);
}

// The first start: a puzzle being made slowly instead of an empty grid, until the user has generated
// one of their own.
namespace {
const char* const kHasGeneratedKey = "studio/hasGenerated";
}

bool StudioRun::wantsWelcomeRun() { return !QSettings().value(kHasGeneratedKey, false).toBool(); }

void StudioRun::noteUserGenerated() { QSettings().setValue(kHasGeneratedKey, true); }

bool StudioRun::startWelcomeRun()
{
    if (!wantsWelcomeRun() || controller_.isBusy() || document_.session)
        return false;
    // The default type at its usual size (a 9x9 Sudoku) at Medium, square by square at Slow speed: the
    // method at work, in about half a minute.
    const ps::PuzzleType& type = ps::defaultPuzzleType();
    choices_.puzzleType().select(QString::fromStdString(type.id), QString::fromStdString(type.defaultParameters));
    QComboBox* difficulty = choices_.difficultyBox();
    difficulty->setCurrentIndex(std::max(0, difficulty->findData(QStringLiteral("medium"))));
    welcomeSpeed_ = speed_->currentIndex();   // given back when the run ends
    speed_->setCurrentIndex(std::max(0, speed_->findData(static_cast<int>(GenerationController::Speed::Slow))));
    document_.rules = ps::makeRules(type.id, type.defaultParameters);
    runsForTarget_ = 0;
    startRun(QRandomGenerator::global()->generate64());
    document_.say(tr("Welcome! Puzzlesmith is making a %1 slowly so you can watch. Choose your own puzzle on the left and press Generate.")
                      .arg(QCoreApplication::translate("PuzzleType", type.name.c_str())));
    return true;
}

void StudioRun::endWelcomeRun()
{
    if (welcomeSpeed_ < 0)
        return;
    speed_->setCurrentIndex(welcomeSpeed_);
    welcomeSpeed_ = -1;
}
