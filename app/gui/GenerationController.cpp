#include "GenerationController.h"

#include "StudioClassifier.h"
#include "generate/TargetedGeneration.h"
#include "solve/BackendFactory.h"
#include "types/PuzzleRules.h"

namespace {

// Milliseconds between played squares; -1: no timer (Instant plays on arrival, Step on request).
int intervalFor(GenerationController::Speed speed)
{
    switch (speed) {
    case GenerationController::Speed::Instant: return -1;
    case GenerationController::Speed::Fast: return 40;
    case GenerationController::Speed::Slow: return 400;
    case GenerationController::Speed::Step: return -1;
    }
    return 40;
}

} // namespace

// Forwards one run's engine events to the GUI thread, tagged with the run's identity, and holds the
// engine while paused (until resumed or cancelled).
class GenerationController::Relay : public ps::GenerationObserver {
public:
    Relay(GenerationController* owner, quint64 run, const ps::CancelToken& cancel) : owner_(owner), run_(run), cancel_(cancel) {}
    void onGenerationEvent(const ps::GenerationEvent& event) override
    {
        owner_->post(run_, event);
        std::unique_lock lock(owner_->pauseMutex_);
        owner_->pauseChanged_.wait(lock, [this] { return !owner_->enginePaused_ || cancel_.isCancelled(); });
    }

private:
    GenerationController* owner_;
    quint64 run_;
    const ps::CancelToken& cancel_;
};

GenerationController::GenerationController(std::shared_ptr<const ps::DifficultyClassifier> classifier, QObject* parent)
    : QObject(parent), classifier_(std::move(classifier))
{
    connect(&playback_, &QTimer::timeout, this, &GenerationController::playNext);
}

GenerationController::GenerationController(QObject* parent) : GenerationController(loadStudioClassifier().classifier, parent) {}

GenerationController::~GenerationController()
{
    // Quietly: whoever listens may be half destroyed already. worker_ (the last member) then joins.
    worker_.cancel();
    releaseEngine();
}

void GenerationController::waitForWorker() { worker_.waitForAll(); }

void GenerationController::start(const Request& request)
{
    if (busy_)
        cancel();
    const quint64 run = ++runId_;
    pending_.clear();
    outcome_.reset();
    finishedPlayed_ = false;
    shownTested_ = 0;
    paused_ = false;
    enginePaused_ = false;
    busy_ = true;
    emit busyChanged(true);
    ps::GenerationSettings settings = request.settings;
    settings.filing = request.filing.value_or(speed_ == Speed::Instant ? ps::HarvestFiling::AfterRun : ps::HarvestFiling::EachBoard);
    worker_.start(
        [this, run, request, settings, classifier = classifier_](const ps::CancelToken& cancel) {
            Relay relay(this, run, cancel);
            auto backend = ps::makeBackend(request.backend.toStdString(), *request.rules);
            ps::PuzzleGenerator generator(*request.rules, *backend, *classifier);
            generator.setObserver(&relay);
            generator.setCancelToken(&cancel);
            ps::Rng rng(request.seed);
            if (!request.target)
                return generator.run(settings, rng);
            ps::TargetedResult found = ps::generateAtDifficulty(generator, *request.rules, *classifier, settings, *request.target, rng,
                                                                ps::kMaxRunsForClass, &cancel, {&relay, settings.harvest});
            ps::GenerationResult result = std::move(found.lastRun);
            result.puzzle = found.puzzle;
            result.solution = found.solution;
            result.puzzleDifficulty = found.difficulty;
            result.cancelled = found.cancelled;
            result.target = ps::GenerationResult::ClassTarget{found.reached, found.runs, found.pickRun, found.step};
            return result;
        },
        [this](const JobOutcome<ps::GenerationResult>& outcome) { onWorkerDone(outcome); });
    setSpeed(speed_);
}

void GenerationController::onWorkerDone(const JobOutcome<ps::GenerationResult>& outcome)
{
    if (!busy_)
        return;
    if (!outcome.value) {   // the engine failed: say so now, whatever is still waiting to be shown
        const QString message = outcome.error;
        endRun();
        emit failed(message);
        return;
    }
    outcome_ = outcome;
    finishIfDone();
}

void GenerationController::post(quint64 run, const ps::GenerationEvent& event)
{
    bool wake = false;
    {
        const std::lock_guard lock(inboxMutex_);
        inbox_.emplace_back(run, event);
        wake = !std::exchange(drainPosted_, true);
    }
    if (wake)
        QMetaObject::invokeMethod(this, &GenerationController::drainInbox, Qt::QueuedConnection);
}

void GenerationController::drainInbox()
{
    std::vector<std::pair<quint64, ps::GenerationEvent>> arrived;
    {
        const std::lock_guard lock(inboxMutex_);
        arrived.swap(inbox_);
        drainPosted_ = false;
    }
    for (const auto& [run, event] : arrived)
        enqueue(run, event);
}

void GenerationController::enqueue(quint64 run, const ps::GenerationEvent& event)
{
    if (run != runId_ || !busy_)
        return;   // an event of a cancelled or superseded run: never shown
    pending_.push_back(event);
    // Instant plays at once; so does the end of a run whose squares have all been shown (Step mode would
    // otherwise wait for a key press that shows nothing).
    const bool onlyTheEnd = event.kind == ps::GenerationEvent::Kind::Finished && pending_.size() == 1;
    if ((speed_ == Speed::Instant || onlyTheEnd) && !paused_)
        playNext();
}

void GenerationController::playNext()
{
    // Instant plays everything waiting; other speeds one square per call. Started is never waited for.
    while (busy_) {
        if (pending_.empty())
            return finishIfDone();
        const ps::GenerationEvent event = pending_.front();
        pending_.pop_front();
        if (event.kind == ps::GenerationEvent::Kind::Started) {
            finishedPlayed_ = false;   // another run of a class target follows the one that ended
            emit started(event.board);
            continue;
        }
        if (event.kind == ps::GenerationEvent::Kind::Finished) {
            finishedPlayed_ = true;
            if (pending_.empty())
                return finishIfDone();
            if (speed_ != Speed::Instant)
                return;   // the next run's squares, at the next tick
            continue;
        }
        shownTested_ = event.tested;
        emit squareTested(event);
        if (speed_ != Speed::Instant)
            return;
    }
}

void GenerationController::finishIfDone()
{
    if (!busy_ || !outcome_ || !finishedPlayed_ || !pending_.empty())
        return;   // the worker is still running, or events are still to be shown
    const ps::GenerationResult result = *outcome_->value;
    outcome_.reset();
    endRun();   // "not busy" first: a handler of finished() may start the next run at once
    emit finished(result);
}

void GenerationController::endRun()
{
    playback_.stop();
    pending_.clear();
    busy_ = false;
    paused_ = false;
    emit busyChanged(false);
}

void GenerationController::releaseEngine()
{
    {
        const std::lock_guard lock(pauseMutex_);
        enginePaused_ = false;
    }
    pauseChanged_.notify_all();
}

void GenerationController::pause()
{
    if (!busy_)
        return;
    paused_ = true;
    enginePaused_ = true;
    playback_.stop();
}

void GenerationController::resume()
{
    paused_ = false;
    releaseEngine();
    setSpeed(speed_);
    if (speed_ == Speed::Instant)
        playNext();
}

void GenerationController::step()
{
    if (busy_)
        playNext();
}

void GenerationController::cancel()
{
    if (!busy_)
        return;
    worker_.cancel();   // the worker stops at its next square; its outcome is dropped
    releaseEngine();
    ps::GenerationResult result;
    result.cancelled = true;
    result.tested = shownTested_;
    endRun();
    emit finished(result);
}

void GenerationController::setSpeed(Speed speed)
{
    speed_ = speed;
    const int interval = intervalFor(speed);
    if (interval < 0 || paused_ || !busy_) {
        playback_.stop();
        // Switched to Instant with squares still waiting: play them from the event loop (no timer runs
        // at Instant; new squares play as they arrive).
        if (speed == Speed::Instant && busy_ && !paused_ && !pending_.empty())
            QMetaObject::invokeMethod(this, [this] {
                if (speed_ == Speed::Instant && !paused_)
                    playNext();
            }, Qt::QueuedConnection);
        return;
    }
    playback_.start(interval);
}
