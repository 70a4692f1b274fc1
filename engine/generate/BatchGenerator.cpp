#include "BatchGenerator.h"

#include "TargetedGeneration.h"
#include "solve/BackendFactory.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace ps {

int defaultThreadCount() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

std::vector<BatchItem> generateBatch(const PuzzleRules& rules, const BatchRequest& request, const DifficultyClassifier& classifier,
                                     const CancelToken* cancel, const std::function<void(int)>& progress)
{
    std::vector<BatchItem> items(static_cast<std::size_t>(std::max(0, request.count)));
    std::vector<char> finished(items.size(), 0);
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::exception_ptr failure;
    std::mutex failureMutex;

    const auto work = [&] {
        try {
            auto backend = makeBackend(request.backend, rules);
            PuzzleGenerator generator(rules, *backend, classifier);
            generator.setCancelToken(cancel);
            for (int i = next++; i < request.count; i = next++) {
                if (cancel && cancel->isCancelled())
                    return;
                BatchItem& item = items[static_cast<std::size_t>(i)];
                item.seed = Rng::derive(request.seed, static_cast<std::uint64_t>(i));
                Rng rng(item.seed);
                if (request.target) {
                    const TargetedResult found = generateAtDifficulty(generator, rules, classifier, request.settings, *request.target,
                                                                      rng, request.maxRuns, cancel);
                    if (found.cancelled)
                        return;
                    item.result.puzzle = found.puzzle;
                    item.result.solution = found.solution;
                    item.difficulty = found.difficulty;
                    item.reached = found.reached;
                    item.runs = found.runs;
                } else {
                    item.result = generator.run(request.settings, rng);
                    if (item.result.cancelled)
                        return;
                    item.difficulty = classifier.classify(rules, item.result.puzzle);
                }
                finished[static_cast<std::size_t>(i)] = 1;
                const int total = ++done;
                if (progress)
                    progress(total);
            }
        } catch (...) {
            const std::lock_guard lock(failureMutex);
            if (!failure)
                failure = std::current_exception();
            next = request.count;   // stop the other workers
        }
    };

    const int threads = std::clamp(request.threads > 0 ? request.threads : defaultThreadCount(), 1, std::max(1, request.count));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto& thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);

    // Keep only finished items (all of them unless cancelled), in seed order.
    std::vector<BatchItem> result;
    result.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i)
        if (finished[i])
            result.push_back(std::move(items[i]));
    return result;
}

} // namespace ps
