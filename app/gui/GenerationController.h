#pragma once
#include "BackgroundJob.h"
#include "core/GenerationEvent.h"
#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"

#include <QObject>
#include <QTimer>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace ps {
class PuzzleRules;
}

// Runs GenPuzzles with QtConcurrent and replays its events on the GUI thread at the chosen speed: the
// worker puts every tested square into an inbox and wakes the GUI thread with one queued call for as many
// squares as arrive before the GUI gets to them; they wait in a FIFO and are played back by a timer (at
// Instant, at once, with no timer). The engine can be paused (it blocks between squares), resumed,
// stepped and cancelled.
//
// At Instant speed nobody watches the squares one by one, so unless the request says otherwise the harvest
// is filed after the run (ps::HarvestFiling::AfterRun: about 20 classifications at 25x25 instead of ~340,
// which were 95% of a 25x25 run) and the squares' events carry no class (a run started at Instant keeps
// this if the speed changes); at the other speeds each accepted board is classified as it comes, for the
// live estimate.
//
// Every run has an identity. cancel() ends the run at once for the GUI (finished() with `cancelled`):
// the worker stops at its next square in the background, and nothing it still sends is shown. A run
// whose engine throws ends with failed(message). Destroying the controller waits for every worker.
class GenerationController : public QObject {
    Q_OBJECT
public:
    enum class Speed { Instant, Fast, Slow, Step };

    struct Request {
        std::shared_ptr<const ps::PuzzleRules> rules;
        ps::GenerationSettings settings;
        QString backend = QStringLiteral("native");
        quint64 seed = 0;
        // How the harvest is filed; unset: AfterRun when the run starts at Instant speed, else EachBoard.
        std::optional<ps::HarvestFiling> filing;
        // A class to make: runs follow one another (each shown) as ps::generateAtDifficulty decides,
        // exactly as `puzzlesmith-cli generate --seed --difficulty` makes it; the result carries the pick.
        std::optional<ps::Difficulty> target;
    };

    // `classifier` files the harvest (thread-safe; shared with the worker threads).
    explicit GenerationController(std::shared_ptr<const ps::DifficultyClassifier> classifier, QObject* parent = nullptr);
    // With the studio's classifier (the built-in model, or clue bands when it cannot be loaded).
    explicit GenerationController(QObject* parent = nullptr);
    ~GenerationController() override;

    // The classifier runs started from now on file their harvest with (a teacher group's models, or the
    // built-in ones); a run already going keeps its own.
    void setClassifier(std::shared_ptr<const ps::DifficultyClassifier> classifier) { classifier_ = std::move(classifier); }
    void start(const Request& request);
    void pause();
    void resume();
    void step();     // in Step speed: play one more square
    void cancel();
    void setSpeed(Speed speed);
    Speed speed() const { return speed_; }
    bool isBusy() const { return busy_; }
    bool isPaused() const { return paused_; }
    // Engine events received and not yet shown (tests).
    int queuedEvents() const { return static_cast<int>(pending_.size()); }
    // The identity of the latest run (0 before the first).
    quint64 runId() const { return runId_; }
    // Blocks until every worker thread has returned (tests; closing the window).
    void waitForWorker();

signals:
    void started(const ps::Board& fullBoard);
    void squareTested(const ps::GenerationEvent& event);
    void finished(const ps::GenerationResult& result);
    void failed(const QString& message);
    void busyChanged(bool busy);

private:
    class Relay;   // the engine's observer, on the worker thread
    void post(quint64 run, const ps::GenerationEvent& event);   // worker thread
    void drainInbox();
    void enqueue(quint64 run, const ps::GenerationEvent& event);
    void playNext();
    void finishIfDone();
    void onWorkerDone(const JobOutcome<ps::GenerationResult>& outcome);
    void endRun();
    void releaseEngine();

    std::shared_ptr<const ps::DifficultyClassifier> classifier_;
    QTimer playback_;
    std::deque<ps::GenerationEvent> pending_;
    // Events the worker has sent and the GUI thread has not taken yet, each with its run's identity; one
    // queued drainInbox() is outstanding while drainPosted_ is set.
    std::mutex inboxMutex_;
    std::vector<std::pair<quint64, ps::GenerationEvent>> inbox_;
    bool drainPosted_ = false;
    // Pause: the worker waits on this between squares while enginePaused_ is set.
    std::mutex pauseMutex_;
    std::condition_variable pauseChanged_;
    std::atomic<bool> enginePaused_{false};
    Speed speed_ = Speed::Fast;
    quint64 runId_ = 0;
    bool busy_ = false;
    bool paused_ = false;
    bool finishedPlayed_ = false;
    int shownTested_ = 0;   // squares tested as far as the GUI has shown them
    std::optional<JobOutcome<ps::GenerationResult>> outcome_;   // the worker's, once it has returned
    JobSlot<ps::GenerationResult> worker_{this};   // last member: destroyed (and joined) first
};
