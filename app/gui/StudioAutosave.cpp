#include "StudioAutosave.h"

#include "HarvestPanel.h"
#include "StudioDocument.h"

#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

StudioAutosave::StudioAutosave(StudioDocument& document, QWidget* window) : QObject(window), document_(document), window_(window)
{
    timer_ = new QTimer(this);
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, &StudioAutosave::autosaveGame);
    // Every change of the game counts towards the next autosave.
    // (Unique: a game shown again, as after a restore, must not count each move twice.)
    connect(&document_, &StudioDocument::puzzleShown, this, [this] {
        connect(document_.session.get(), &PlaySession::changed, this, &StudioAutosave::onGameChanged, Qt::UniqueConnection);
    });
    if (autosave_.hasRecovery()) {
        recoveryPending_ = true;   // nothing is autosaved over the old work until the user has answered
        QTimer::singleShot(0, this, &StudioAutosave::offerRecovery);
    }
}

void StudioAutosave::offerRecovery()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Restore your work?"),
                                tr("Puzzlesmith did not close properly last time. Restore the game in progress and the last "
                                   "harvest as they were autosaved?"),
                                QMessageBox::NoButton, window_);
    QPushButton* restoreButton = box->addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box->setDefaultButton(restoreButton);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, restoreButton](QAbstractButton* clicked) {
        recoveryPending_ = false;
        if (clicked == restoreButton)
            restore();
        else
            autosave_.clear();
    });
    box->open();
}

namespace {
// The harvest autosaved belongs to the game autosaved when both come from the same run: the same type,
// size and seed (the harvest file may be older than the game after a crash mid-write or mid-run).
bool harvestBelongsToGame(const SavedHarvest& harvest, const PuzzleRecord& game)
{
    return harvest.type == game.type && harvest.parameters == game.parameters && game.seed && *game.seed == harvest.seed;
}
} // namespace

void StudioAutosave::restore()
{
    QString error;
    const std::optional<PuzzleRecord> game = autosave_.recoveredGame(&error);
    bool harvestShown = false;
    if (auto saved = autosave_.recoveredHarvest(&error); saved && (!game || harvestBelongsToGame(*saved, *game))) {
        document_.cancelBackgroundWork();
        harvestShown = !saved->harvest.empty();
        emit harvestRecovered(*saved);
    }
    if (game) {
        emit gameRecovered(*game);
        if (document_.session)
            document_.session->undoStack().resetClean();   // restored from the autosave, not from a file: not saved yet
        document_.noteTitleChanged();
        document_.say(tr("Restored the game in progress%1.").arg(harvestShown ? tr(" and the last harvest") : QString()));
    } else if (!error.isEmpty()) {
        document_.reportProblem(tr("Restore"), tr("The autosaved game could not be restored: %1").arg(error));
    }
}

void StudioAutosave::onGameChanged()
{
    // Every few moves at once, else a moment after the last one: a crash loses at most the last few moves.
    if (++movesSinceAutosave_ >= 3)
        autosaveGame();
    else
        timer_->start(1500);
}

void StudioAutosave::autosaveGame()
{
    if (recoveryPending_)
        return;
    timer_->stop();
    movesSinceAutosave_ = 0;
    if (!document_.hasPuzzle() || document_.typing)
        return;
    QString error;
    if (!autosave_.saveGame(document_.record(), &error))
        reportAutosaveProblem(error);
}

// On the thread pool: a 25x25 harvest is megabytes of JSON, too slow for the GUI thread at the end of a
// run. One save at a time, so an older one can never land after a newer one.
void StudioAutosave::autosaveHarvest(const SavedHarvest& saved)
{
    if (recoveryPending_)
        return;
    harvestSave_.waitForAll();
    harvestSave_.start(
        [this, saved](const ps::CancelToken&) {
            QString error;
            return autosave_.saveHarvest(saved, &error) ? QString() : error;   // Autosave's folder is fixed once made
        },
        [this](const JobOutcome<QString>& outcome) {
            const QString problem = outcome.value ? *outcome.value : outcome.error;
            if (!problem.isEmpty())
                reportAutosaveProblem(problem);
        });
}

void StudioAutosave::reportAutosaveProblem(const QString& message)
{
    if (problemShown_)
        return;   // once: the user knows, and saving by hand still works
    problemShown_ = true;
    document_.reportProblem(tr("Autosave"), message);
}

void StudioAutosave::clearOnClose()
{
    harvestSave_.waitForAll();   // else a late write would bring the harvest back after the clear
    autosave_.clear();
}
