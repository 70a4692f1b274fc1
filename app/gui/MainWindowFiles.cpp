// MainWindow: files — open, save, recent files, print and PDF of the shown puzzle, and the autosave.
#include "MainWindow.h"
#include "PuzzleTypePicker.h"

#include "GridView.h"
#include "PlayPanel.h"
#include "StudioChoices.h"
#include "document/EngineMessages.h"
#include "document/PuzzleFile.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTreeWidget>

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
        recoveryPending_ = false;
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
        resetRunCounters();
        harvest_->setHarvest(lastResult_.harvest, ps::parseDifficulty(difficulty_->currentData().toString().toStdString()), rules_);
    }
    if (auto game = autosave_.recoveredGame(&error)) {
        const QString harvestShown = !harvest_->isEmpty() ? tr(" and the last harvest") : QString();
        showRecord(*game);
        if (session_)
            session_->undoStack().resetClean();   // restored from the autosave, not from a file: not saved yet
        updateTitle();
        statusBar()->showMessage(tr("Restored the game in progress%1.").arg(harvestShown));
    } else if (!error.isEmpty()) {
        reportProblem(tr("Restore"), tr("The autosaved game could not be restored: %1").arg(error));
    }
}

void MainWindow::onGameChanged()
{
    // A hint belongs to the position it was found in: any change retires it.
    shownStep_.reset();
    applyHintAction_->setEnabled(false);
    if (!hint_.isRunning())
        playPanel_->showHint(nullptr, 0);
    // Every few moves at once, else a moment after the last one: a crash loses at most the last few moves.
    if (++movesSinceAutosave_ >= 3)
        autosaveGame();
    else
        autosaveTimer_->start(1500);
}

void MainWindow::autosaveGame()
{
    if (recoveryPending_)
        return;
    autosaveTimer_->stop();
    movesSinceAutosave_ = 0;
    if (!rules_ || shownGivens_.isEmpty() || typingGivens_)
        return;
    QString error;
    if (!autosave_.saveGame(shownRecord(), &error))
        reportAutosaveProblem(error);
}

// On the thread pool: a 25x25 harvest is megabytes of JSON, too slow for the GUI thread at the end of a
// run. One save at a time, so an older one can never land after a newer one.
void MainWindow::autosaveHarvest()
{
    if (recoveryPending_)
        return;
    harvestSave_.waitForAll();
    SavedHarvest saved{QString::fromStdString(rules_->typeId()), QString::fromStdString(rules_->parameters()), runSeed_, lastResult_.harvest};
    harvestSave_.start(
        [this, saved = std::move(saved)](const ps::CancelToken&) {
            QString error;
            return autosave_.saveHarvest(saved, &error) ? QString() : error;   // Autosave's folder is fixed once made
        },
        [this](const JobOutcome<QString>& outcome) {
            const QString problem = outcome.value ? *outcome.value : outcome.error;
            if (!problem.isEmpty())
                reportAutosaveProblem(problem);
        });
}

void MainWindow::reportAutosaveProblem(const QString& message)
{
    if (autosaveProblemShown_)
        return;   // once: the user knows, and saving by hand still works
    autosaveProblemShown_ = true;
    reportProblem(tr("Autosave"), message);
}

void MainWindow::showRecord(const PuzzleRecord& record)
{
    rules_ = record.makeRules();
    if (record.solution.isEmpty() && !record.progress) {
        // A grid saved while it was being typed in (or from elsewhere, without its solution): it opens as
        // a grid being typed, ready for Analyse.
        // The puzzle's own structure (cages, regions) stays with the grid being typed.
        ps::Board blank = rules_->emptyBoard();
        blank.copyCagesFrom(record.givens);
        showPuzzle(blank, ps::Board(), QString(), /*typing=*/true);
        session_->restore(record.givens, {}, 0);
    } else {
        showPuzzle(record.givens, record.solution, record.difficulty);
    }
    shownGenerator_ = record.generator;
    shownSeed_ = record.seed.value_or(0);
    if (record.progress && session_)
        session_->restore(record.progress->entries, record.progress->marks, record.progress->seconds, record.progress->hints,
                          record.progress->revealed);
    // The size panel follows what is shown, so that Generate and New make the same kind of grid.
    puzzleType_->select(record.type, record.parameters);
    updateTitle();
}

PuzzleRecord MainWindow::shownRecord() const
{
    PuzzleRecord record;
    record.type = QString::fromStdString(rules_->typeId());
    record.parameters = QString::fromStdString(rules_->parameters());
    record.givens = shownGivens_;
    record.solution = shownSolution_;
    record.difficulty = shownDifficulty_;
    if (shownGenerator_ || shownSeed_ != 0)
        record.seed = shownSeed_;
    record.generator = shownGenerator_;
    if (session_ && typingGivens_)
        record.givens = session_->entries();   // what has been typed so far is the puzzle itself
    else if (session_)
        record.progress = PlayProgress{session_->entries(), session_->allMarks(), session_->secondsPlayed(), session_->hintsShown(),
                                       session_->squaresRevealed()};
    return record;
}

void MainWindow::openPuzzle()
{
    if (!mayDiscardGame(tr("opening another puzzle")))
        return;
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
    if (const auto level = ps::parseDifficulty(record.difficulty.toStdString()))
        estimate_->setText(difficultyDisplayName(*level));
    settings.setValue("lastFolder", QFileInfo(path).absolutePath());
    currentPath_ = path;
    addRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Opened %1 · %2").arg(QFileInfo(path).fileName(), describeRules(*rules_)));
}

void MainWindow::choosePuzzle(const QString& typeId, const QString& parameters)
{
    if (!puzzleType_->select(typeId, parameters))
        statusBar()->showMessage(tr("The studio has no %1 puzzle of size %2.").arg(typeId, parameters));
}

bool MainWindow::savePuzzleAs()
{
    QSettings settings;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save puzzle"), settings.value("lastFolder").toString(),
                                                      tr("Puzzlesmith puzzles (*.puzzle)"));
    if (path.isEmpty() || !rules_)
        return false;
    return writePuzzle(path.endsWith(QLatin1String(".puzzle")) ? path : path + QStringLiteral(".puzzle"));
}

bool MainWindow::savePuzzle()
{
    return currentPath_.isEmpty() ? savePuzzleAs() : writePuzzle(currentPath_);
}

bool MainWindow::writePuzzle(const QString& path)
{
    QSettings settings;
    QString error;
    if (!PuzzleFile::save(path, shownRecord(), &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    settings.setValue("lastFolder", QFileInfo(path).absolutePath());
    currentPath_ = path;
    if (session_)
        session_->undoStack().setClean();
    addRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
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
        recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (mayDiscardGame(tr("opening another puzzle")))
                openPath(path);
        })->setToolTip(path);
    recentMenu_->setEnabled(!recent.isEmpty());
}

std::optional<Worksheet> MainWindow::shownAsWorksheet() const
{
    if (!rules_ || shownGivens_.isEmpty())
        return std::nullopt;
    WorksheetSettings settings;
    settings.title = describeRules(*rules_);
    settings.perPage = 1;
    settings.seedFooter = false;   // its seed makes it again only with the studio's run settings (Save keeps them)
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
