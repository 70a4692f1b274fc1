#pragma once
#include "core/CancelToken.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtConcurrent>
#include <exception>
#include <functional>
#include <memory>
#include <optional>

// The contract every background job of the studio follows:
//  - it ends with a value, a readable message, or "cancelled" — never with an exception: QtConcurrent
//    wraps any exception that is not a QException into QUnhandledException and rethrows it wherever the
//    result is read (a destructor, closeEvent: std::terminate), so jobs catch everything themselves;
//  - it has an identity: starting a job supersedes the one before, and the outcome of a superseded or
//    cancelled job is dropped, never shown;
//  - it can be cancelled (its CancelToken), and nothing outlives its owner (the destructor waits).

template <typename T>
struct JobOutcome {
    std::optional<T> value;   // the result, when the job ended normally
    QString error;            // else a message for the user (empty when cancelled)
    bool cancelled = false;
};

// A translated message for whatever a job threw (EngineError, out of memory, anything else).
QString describeJobFailure(std::exception_ptr failure);

// Runs `work(token)` and turns any exception into a message.
template <typename T, typename Work>
JobOutcome<T> runGuarded(const ps::CancelToken& token, Work& work) noexcept
{
    JobOutcome<T> outcome;
    try {
        outcome.value.emplace(work(token));
    } catch (...) {
        outcome.error = describeJobFailure(std::current_exception());
        outcome.value.reset();
    }
    if (token.cancelRequested()) {   // (a time limit that ran out is the job's own answer to give)
        outcome.cancelled = true;
        outcome.value.reset();
        outcome.error.clear();
    }
    return outcome;
}

// One kind of background job owned by a QObject (`context`, whose thread receives the outcome).
// start() cancels and supersedes the job before it; `done` is called only for the latest job, and never
// after cancel(). The destructor cancels every job and waits for the worker threads to return.
template <typename T>
class JobSlot {
public:
    using Done = std::function<void(const JobOutcome<T>&)>;

    explicit JobSlot(QObject* context) : context_(context) {}
    JobSlot(const JobSlot&) = delete;
    JobSlot& operator=(const JobSlot&) = delete;
    ~JobSlot()
    {
        cancel();
        waitForAll();
        for (const QPointer<QObject>& watcher : watchers_)
            delete watcher.data();   // no finished() may reach `done` once the slot is gone
    }

    // `work(const ps::CancelToken&)` runs on the thread pool and returns a T; with `timeLimitSeconds`
    // its token also reads as cancelled once that time has passed. Returns the job's identity.
    template <typename Work>
    quint64 start(Work work, Done done, double timeLimitSeconds = 0)
    {
        cancel();
        prune();
        const quint64 id = ++current_;
        auto token = std::make_shared<ps::CancelToken>();
        if (timeLimitSeconds > 0)
            token->setTimeLimit(timeLimitSeconds);
        token_ = token;
        running_ = true;
        auto* watcher = new QFutureWatcher<JobOutcome<T>>(context_);
        watchers_.append(watcher);
        QObject::connect(watcher, &QFutureWatcherBase::finished, context_, [this, watcher, id, done = std::move(done)] {
            watcher->deleteLater();
            if (id != current_)
                return;   // cancelled or superseded: its outcome must not touch anything
            running_ = false;
            done(watcher->result());
        });
        QFuture<JobOutcome<T>> future = QtConcurrent::run([token, work = std::move(work)]() mutable {
            return runGuarded<T>(*token, work);
        });
        futures_.append(future);
        watcher->setFuture(future);
        return id;
    }

    // The current job stops (as soon as it next looks at its token) and its outcome is dropped.
    void cancel()
    {
        if (token_)
            token_->cancel();
        token_.reset();
        if (running_)
            ++current_;
        running_ = false;
    }

    bool isRunning() const { return running_; }
    quint64 currentId() const { return current_; }
    // Blocks until every job this slot started has returned (their outcomes are still dropped or delivered
    // by the event loop as usual).
    void waitForAll()
    {
        for (QFuture<JobOutcome<T>>& future : futures_)
            future.waitForFinished();   // never throws: jobs catch everything
        futures_.clear();
    }

private:
    void prune()
    {
        futures_.removeIf([](const QFuture<JobOutcome<T>>& f) { return f.isFinished(); });
        watchers_.removeIf([](const QPointer<QObject>& w) { return w.isNull(); });
    }

    QObject* context_;
    quint64 current_ = 0;
    bool running_ = false;
    std::shared_ptr<ps::CancelToken> token_;
    QList<QFuture<JobOutcome<T>>> futures_;
    QList<QPointer<QObject>> watchers_;
};
