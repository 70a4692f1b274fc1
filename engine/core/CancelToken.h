#pragma once
#include <atomic>

namespace ps {

// Set from any thread; long-running engine work polls it between steps and stops early.
class CancelToken {
public:
    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return cancelled_.load(std::memory_order_relaxed); }

private:
    std::atomic<bool> cancelled_{false};
};

} // namespace ps
