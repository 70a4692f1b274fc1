#include "GenerationController.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "document/EngineMessages.h"
#include "solve/BackendFactory.h"
#include "types/PuzzleRules.h"

#include <QCoreApplication>
#include <QtConcurrent>
#include <optional>

namespace {

int intervalFor(GenerationController::Speed speed)
{
    switch (speed) {
    case GenerationController::Speed::Instant: return 0;
    case GenerationController::Speed::Fast: return 40;
    case GenerationController::Speed::Slow: return 400;
    case GenerationController::Speed::Step: return -1;
    }
    return 40;
}

} // namespace

// Forwards engine events to the GUI thread and holds the engine while paused.
class GenerationController::Relay : public ps::GenerationObserver {
public:
    explicit Relay(GenerationController* owner) : owner_(owner) {}
    void onGenerationEvent(const ps::GenerationEvent& event) override
    {
        QMetaObject::invokeMethod(owner_, [owner = owner_, event] { owner->enqueue(event); }, Qt::QueuedConnection);
        std::unique_lock lock(owner_->pauseMutex_);
        owner_->pauseChanged_.wait(lock, [this] { return !owner_->enginePaused_ || (owner_->cancel_ && owner_->cancel_->isCancelled()); });
    }

private:
    GenerationController* owner_;
};

GenerationController::GenerationController(QObject* parent) : QObject(parent)
{
    QString error;
    if (auto model = DifficultyModels::load({}, &error))
        classifier_ = std::make_unique<ps::SvmClassifier>(std::move(*model));
    else
        classifier_ = std::make_unique<ps::ClueBandClassifier>();
    connect(&playback_, &QTimer::timeout, this, &GenerationController::playNext);
    connect(&watcher_, &QFutureWatcher<ps::GenerationResult>::finished, this, &GenerationController::finishIfDone);
}

GenerationController::~GenerationController()
{
    cancel();
    waitForWorker();
}

void GenerationController::waitForWorker() { watcher_.waitForFinished(); }

void GenerationController::start(const Request& request)
{
    if (busy_)
        return;
    pending_.clear();
    finishedPlayed_ = false;
    paused_ = false;
    enginePaused_ = false;
    cancel_ = std::make_unique<ps::CancelToken>();
    relay_ = std::make_unique<Relay>(this);
    busy_ = true;
    emit busyChanged(true);
    auto rules = request.rules;
    ps::CancelToken* cancel = cancel_.get();
    Relay* relay = relay_.get();
    const ps::DifficultyClassifier* classifier = classifier_.get();
    watcher_.setFuture(QtConcurrent::run([rules, request, cancel, relay, classifier] {
        auto backend = ps::makeBackend(request.backend.toStdString(), *rules);
        ps::PuzzleGenerator generator(*rules, *backend, *classifier);
        generator.setObserver(relay);
        generator.setCancelToken(cancel);
        ps::Rng rng(request.seed);
        return generator.run(request.settings, rng);
    }));
    setSpeed(speed_);
}

void GenerationController::enqueue(const ps::GenerationEvent& event)
{
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
    for (;;) {
        if (pending_.empty())
            return finishIfDone();
        const ps::GenerationEvent event = pending_.front();
        pending_.pop_front();
        if (event.kind == ps::GenerationEvent::Kind::Started) {
            emit started(event.board);
            continue;
        }
        if (event.kind == ps::GenerationEvent::Kind::Finished) {
            finishedPlayed_ = true;
            return finishIfDone();
        }
        emit squareTested(event);
        if (speed_ != Speed::Instant)
            return;
    }
}

void GenerationController::finishIfDone()
{
    if (!busy_ || !watcher_.isFinished())
        return;
    const bool cancelled = cancel_ && cancel_->isCancelled();
    if (!finishedPlayed_ && !cancelled)
        return;   // events still to play
    playback_.stop();
    busy_ = false;
    pending_.clear();
    // Tell "not busy" first: a handler of finished() may start the next run at once.
    std::optional<ps::GenerationResult> result;
    QString failure;
    try {
        result = watcher_.result();
        result->cancelled = result->cancelled || cancelled;
    } catch (const ps::EngineError& e) {
        failure = translateEngineMessage(e.message());
    } catch (const std::exception& e) {
        failure = QString::fromUtf8(e.what());
    }
    emit busyChanged(false);
    if (result)
        emit finished(*result);
    else
        emit failed(failure);
}

void GenerationController::pause()
{
    paused_ = true;
    enginePaused_ = true;
    playback_.stop();
}

void GenerationController::resume()
{
    paused_ = false;
    {
        const std::lock_guard lock(pauseMutex_);
        enginePaused_ = false;
    }
    pauseChanged_.notify_all();
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
    if (cancel_)
        cancel_->cancel();
    {
        const std::lock_guard lock(pauseMutex_);
        enginePaused_ = false;
    }
    pauseChanged_.notify_all();
    pending_.clear();
    finishIfDone();
}

void GenerationController::setSpeed(Speed speed)
{
    speed_ = speed;
    const int interval = intervalFor(speed);
    if (interval < 0 || paused_ || !busy_) {
        playback_.stop();
        return;
    }
    playback_.start(interval);
}
