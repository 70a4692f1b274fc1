// MainWindow: making puzzles — a run of the engine, its live counters, and the harvest it leaves.
#include "MainWindow.h"
#include "PuzzleTypePicker.h"

#include "GridView.h"
#include "document/EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QComboBox>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTreeWidget>

void MainWindow::generate()
{
    if (controller_.isBusy() || !mayDiscardGame(tr("generating a new puzzle")))
        return;
    try {
        rules_ = ps::makeRules(puzzleType_->typeId().toStdString(), puzzleType_->parameters().toStdString());
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
    noteUserGenerated();
    startRun(seed);
}

void MainWindow::startRun(quint64 seed)
{
    GenerationController::Request request;
    request.rules = rules_;
    request.settings.strategy = *ps::parseStrategy(strategy_->currentData().toString().toStdString());
    request.settings.searchBudget = ps::defaultSearchBudget(*rules_);
    // A class is hit the one way the engine has (ps::generateAtDifficulty, as `generate --difficulty`
    // does): the same seed makes the same puzzle here and on the command line.
    request.target = ps::parseDifficulty(difficulty_->currentData().toString().toStdString());   // none for Any
    request.backend = backend_->currentData().toString();
    request.seed = seed;
    runSeed_ = seed;
    runGenerator_ = GeneratorRecord{strategy_->currentData().toString(), request.settings.maxSolutions, request.settings.targetEmpty,
                                    request.backend, std::nullopt, QString()};
    runsForTarget_ = 0;   // counted as the runs start (onStarted)
    seed_->setText(QString::number(seed));
    harvest_->clear();
    lastEvent_ = ps::GenerationEvent();
    // The previous puzzle goes at once, whatever the speed (in step mode the first square waits for Space).
    endGame();
    rebuildKeypad();
    grid_->setPuzzle(rules_, rules_->emptyBoard());
    currentPath_.clear();
    shownGivens_ = ps::Board();   // no puzzle is shown while the run goes: the title names none
    shownDifficulty_.clear();
    updateTitle();
    saveAction_->setEnabled(false);
    statusBar()->showMessage(tr("Generating %1 · seed %2…").arg(describeRules(*rules_)).arg(seed));
    controller_.setClassifier(generationClassifier());
    controller_.start(request);
}

void MainWindow::resetRunCounters()
{
    lastEvent_ = ps::GenerationEvent();   // a pending showRunCounters() shows nothing
    for (QLabel* counter : {empties_, tested_, checks_, elapsed_, estimate_, score_})
        counter->setText(QStringLiteral("–"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
}

void MainWindow::onStarted(const ps::Board& full)
{
    // Each run of a class target starts on a fresh full board.
    if (++runsForTarget_ > 1)
        statusBar()->showMessage(tr("Run %1: no %2 puzzle yet, trying another board · seed %3…")
                                     .arg(runsForTarget_).arg(difficulty_->currentText().toLower()).arg(runSeed_));
    resetRunCounters();
    endGame();
    rebuildKeypad();
    grid_->setPuzzle(rules_, full);
    currentPath_.clear();
    updateTitle();
    progress_->setRange(0, full.cellCount());
    progress_->setValue(0);
}

void MainWindow::onSquareTested(const ps::GenerationEvent& event)
{
    lastEvent_ = event;
    if (event.accepted)
        grid_->removeValues(event.cells, event.board);
    else
        grid_->flashRejected(event.cells);
    // QProgressBar::setValue() repaints at once, and the grid with it (removeValues() just marked it):
    // per square that is a full grid paint. The counters show the latest square once the squares that
    // arrived together have been played.
    if (!countersPending_) {
        countersPending_ = true;
        QMetaObject::invokeMethod(this, &MainWindow::showRunCounters, Qt::QueuedConnection);
    }
}

void MainWindow::showRunCounters()
{
    countersPending_ = false;
    if (lastEvent_.totalSquares == 0)
        return;   // reset since (a new run, a file opened)
    const ps::GenerationEvent& event = lastEvent_;
    empties_->setText(tr("%1 / %2").arg(event.empties).arg(event.totalSquares));
    tested_->setText(QString::number(event.tested));
    checks_->setText(QString::number(event.solverChecks));
    elapsed_->setText(tr("%1 ms").arg(event.elapsedSeconds * 1000, 0, 'f', 1));
    progress_->setValue(event.tested);
    // The class of the board as it stands, as the harvest filed it in the worker (at animated speeds).
    if (event.puzzleClass >= 0)
        estimate_->setText(difficultyDisplayName(static_cast<ps::Difficulty>(event.puzzleClass)));
}

void MainWindow::onFinished(const ps::GenerationResult& result)
{
    showRunCounters();   // the last square's, even when its pass has not come yet
    endWelcomeRun();
    lastResult_ = result;
    if (result.puzzleDifficulty)
        estimate_->setText(difficultyDisplayName(*result.puzzleDifficulty));
    if (result.cancelled) {
        // What the screen shows is what was done: the squares played back so far, and no puzzle kept.
        statusBar()->showMessage(tr("Cancelled in run %1 after testing %2 of %n square(s) (%3 emptied); no puzzle was kept.", nullptr,
                                    rules_->cellCount())
                                     .arg(runsForTarget_).arg(lastEvent_.tested).arg(lastEvent_.empties));
        return;
    }
    const std::optional<ps::Difficulty> aimedAt = ps::parseDifficulty(difficulty_->currentData().toString().toStdString());
    harvest_->setHarvest(result.harvest, aimedAt, rules_);
    const QString describe = describeRules(*rules_);
    shownSeed_ = runSeed_;
    std::optional<HarvestPanel::Entry> pick;
    if (result.target) {
        // The engine's pick; in the harvest when it comes from the last run (the harvest is that run's).
        const int runs = result.target->runs;
        if (result.target->pickRun == runs)
            pick = harvest_->entryShowing(result.puzzle);
        if (!pick) {
            showPuzzle(result.puzzle, result.solution, result.puzzleDifficulty ? QString::fromStdString(ps::difficultyName(*result.puzzleDifficulty)) : QString());
            shownGenerator_ = runGenerator_;
            shownGenerator_->harvestStep = result.target->step;
            autosaveHarvest();
            autosaveGame();
        }
        if (!result.target->reached) {
            statusBar()->showMessage(tr("%n run(s) produced no %1 puzzle at this size; showing the nearest class found (%2).", nullptr, runs)
                                         .arg(difficulty_->currentText().toLower(),
                                              result.puzzleDifficulty ? difficultyDisplayName(*result.puzzleDifficulty) : QString()));
            if (pick)
                harvest_->select(*pick);
            return;
        }
    } else {
        pick = harvest_->pick();
    }
    if (pick) {
        harvest_->select(*pick);   // shows it (entryPicked -> showHarvestEntry)
        autosaveHarvest();
        autosaveGame();
    } else if (!result.target) {
        showPuzzle(result.puzzle, result.solution, QString());
        shownGenerator_ = runGenerator_;
    }
    const ps::Difficulty shownClass = pick ? pick->difficulty : result.puzzleDifficulty.value_or(ps::Difficulty::Easy);
    statusBar()->showMessage(tr("%1 · %2 · %3 · unique solution · seed %4 · %5")
                                 .arg(describe, difficultyDisplayName(shownClass), tr("%n clue(s)", nullptr, shownGivens_.filledCount()))
                                 .arg(shownSeed_)
                                 .arg(tr("%n run(s)", nullptr, runsForTarget_)));
}

void MainWindow::showHarvestEntry(ps::Difficulty difficulty, int index)
{
    if (controller_.isBusy())
        return;
    if (!mayDiscardGame(tr("showing another puzzle"))) {
        const QSignalBlocker quiet(harvest_);   // the game stays: so does its row
        if (shownEntry_)
            harvest_->select(*shownEntry_);
        return;
    }
    const ps::HarvestEntry* found = harvest_->entryAt({difficulty, index});
    if (!found)
        return;
    const ps::HarvestEntry& entry = *found;
    showPuzzle(entry.givens, entry.solution, QString::fromStdString(ps::difficultyName(difficulty)));
    shownSeed_ = runSeed_;
    shownGenerator_ = runGenerator_;
    shownGenerator_->harvestStep = entry.step;
    shownGenerator_->transform = QString::fromStdString(entry.transform);
    shownEntry_ = HarvestPanel::Entry{difficulty, index};
    estimate_->setText(difficultyDisplayName(difficulty));   // the estimate is the shown puzzle's class
    statusBar()->showMessage(tr("%1 · %2").arg(describeRules(*rules_), harvest_->statusText()));
}
