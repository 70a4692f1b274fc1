#include "Z3Interrupt.h"

#include <condition_variable>
#include <mutex>
#include <thread>

namespace ps {

z3::check_result checkUnlessCancelled(z3::context& context, z3::solver& solver, const z3::expr_vector& assumptions,
                                      const CancelToken* cancel)
{
    if (!cancel)
        return solver.check(assumptions);
    if (cancel->isCancelled())
        return z3::unknown;
    std::mutex mutex;
    std::condition_variable ended;
    bool done = false;
    std::thread watcher([&] {
        std::unique_lock lock(mutex);
        while (!done) {
            if (cancel->isCancelled()) {
                context.interrupt();
                return;
            }
            ended.wait_for(lock, std::chrono::milliseconds(10));
        }
    });
    const z3::check_result result = solver.check(assumptions);
    {
        const std::lock_guard lock(mutex);
        done = true;
    }
    ended.notify_all();
    watcher.join();
    return result;
}

} // namespace ps
