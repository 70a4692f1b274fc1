#pragma once
#include <atomic>
#include <chrono>

namespace ps {

// Set from any thread; long-running engine work polls it between steps and stops early. A deadline makes
// it a time budget as well: past the deadline it reads as cancelled, and timedOut() tells the two apart.
class CancelToken {
public:
    using Clock = std::chrono::steady_clock;

    // With a parent, cancelling the parent cancels this token too (e.g. Ctrl+C over a per-puzzle limit).
    explicit CancelToken(const CancelToken* parent = nullptr) : parent_(parent) {}

    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    // Stop the work `seconds` from now (before any work starts; not thread-safe against the worker).
    void setTimeLimit(double seconds)
    {
        deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
        hasDeadline_ = true;
    }
    bool isCancelled() const { return cancelRequested() || timedOut(); }
    bool cancelRequested() const { return cancelled_.load(std::memory_order_relaxed) || (parent_ && parent_->cancelRequested()); }
    bool timedOut() const { return (hasDeadline_ && Clock::now() >= deadline_) || (parent_ && parent_->timedOut()); }

private:
    const CancelToken* parent_;
    std::atomic<bool> cancelled_{false};
    bool hasDeadline_ = false;
    Clock::time_point deadline_{};
};

} // namespace ps
