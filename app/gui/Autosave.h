#pragma once
#include "document/HarvestFile.h"
#include "document/PuzzleRecord.h"

#include <QLockFile>
#include <QString>
#include <memory>
#include <optional>

// Keeps the game in progress and the last harvest in the application data folder, so that a crash or a
// kill -9 loses at most the last few moves. Files left there at start mean the last session did not close
// cleanly (a clean close clears them), and the studio offers to restore them. A lock file keeps a second
// studio running at the same time from overwriting them: that one does not autosave.
class Autosave {
public:
    explicit Autosave(const QString& folder = defaultFolder());

    static QString defaultFolder();   // <application data>/autosave

    bool isActive() const { return lock_ && lock_->isLocked(); }
    // Something from a session that did not close cleanly is waiting to be restored.
    bool hasRecovery() const;

    // Atomic writes (QSaveFile); false with a message when the folder cannot be written.
    bool saveGame(const PuzzleRecord& game, QString* error);
    bool saveHarvest(const SavedHarvest& harvest, QString* error);

    std::optional<PuzzleRecord> recoveredGame(QString* error) const;
    std::optional<SavedHarvest> recoveredHarvest(QString* error) const;

    // After a clean close, or when the user declines to restore.
    void clear();

private:
    QString gamePath() const;
    QString harvestPath() const;

    QString folder_;
    std::unique_ptr<QLockFile> lock_;
};
