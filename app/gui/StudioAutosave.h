#pragma once
#include "Autosave.h"
#include "BackgroundJob.h"

#include <QObject>

class QTimer;
class StudioDocument;

// The studio's autosave: the game a moment after the last move (or every few moves), the harvest after a
// run (in the background: a 25x25 harvest is megabytes of JSON), and at start the offer to restore what a
// session that did not close cleanly left. While that offer is open nothing is autosaved over it.
class StudioAutosave : public QObject {
    Q_OBJECT
public:
    StudioAutosave(StudioDocument& document, QWidget* window);

    bool isRecoveryPending() const { return recoveryPending_; }
    void autosaveGame();
    void autosaveHarvest(const SavedHarvest& saved);
    // A clean close: waits for a harvest being written, then nothing is left to restore next time.
    void clearOnClose();

signals:
    // The user chose Restore: these are what was autosaved (the harvest first, then the game).
    void harvestRecovered(const SavedHarvest& saved);
    void gameRecovered(const PuzzleRecord& game);

private:
    void onGameChanged();
    void reportAutosaveProblem(const QString& message);
    void offerRecovery();
    void restore();

    StudioDocument& document_;
    QWidget* window_;
    Autosave autosave_;
    QTimer* timer_ = nullptr;   // saves the game a moment after the last move
    int movesSinceAutosave_ = 0;
    bool problemShown_ = false;
    bool recoveryPending_ = false;   // the restore offer is open: the autosave keeps the crashed session's work
    // Last member: destroyed (cancelled and joined) first.
    JobSlot<QString> harvestSave_{this};   // a message when it fails
};
