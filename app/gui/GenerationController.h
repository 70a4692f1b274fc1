#pragma once
#include "core/CancelToken.h"
#include "core/GenerationEvent.h"
#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>

namespace ps {
class PuzzleRules;
}

// Runs GenPuzzles with QtConcurrent and replays its events on the GUI thread at the chosen speed: every
// tested square reaches the GUI as a queued call, waits in a FIFO, and is played back by a timer. The
// engine can be paused (it blocks between squares), resumed, stepped and cancelled; destroying the
// controller cancels the run and waits for the worker, so no thread outlives it.
class GenerationController : public QObject {
    Q_OBJECT
public:
    enum class Speed { Instant, Fast, Slow, Step };

    struct Request {
        std::shared_ptr<const ps::PuzzleRules> rules;
        ps::GenerationSettings settings;
        QString backend = QStringLiteral("native");
        quint64 seed = 0;
    };

    explicit GenerationController(QObject* parent = nullptr);
    ~GenerationController() override;

    void start(const Request& request);
    void pause();
    void resume();
    void step();     // in Step speed: play one more square
    void cancel();
    void setSpeed(Speed speed);
    Speed speed() const { return speed_; }
    bool isBusy() const { return busy_; }
    bool isPaused() const { return paused_; }
    // The complexity function the harvest uses (the learnt model when it loads); thread-safe.
    const ps::DifficultyClassifier& classifier() const { return *classifier_; }
    // Blocks until the worker thread has returned (tests; closing the window).
    void waitForWorker();

signals:
    void started(const ps::Board& fullBoard);
    void squareTested(const ps::GenerationEvent& event);
    void finished(const ps::GenerationResult& result);
    void failed(const QString& message);
    void busyChanged(bool busy);

private:
    class Relay;   // the engine's observer, on the worker thread
    void enqueue(const ps::GenerationEvent& event);
    void playNext();
    void finishIfDone();

    QFutureWatcher<ps::GenerationResult> watcher_;
    QTimer playback_;
    std::deque<ps::GenerationEvent> pending_;
    std::unique_ptr<Relay> relay_;
    std::unique_ptr<ps::CancelToken> cancel_;
    std::mutex pauseMutex_;
    std::condition_variable pauseChanged_;
    std::atomic<bool> enginePaused_{false};
    Speed speed_ = Speed::Fast;
    bool busy_ = false;
    bool paused_ = false;
    bool finishedPlayed_ = false;
    std::unique_ptr<ps::DifficultyClassifier> classifier_;
};
