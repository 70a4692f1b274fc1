#include "BatchGenerator.h"
#include "types/PuzzleRules.h"

#include "TargetedGeneration.h"
#include "solve/BackendFactory.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <map>
#include <exception>
#include <mutex>
#include <thread>

namespace ps {

int defaultThreadCount() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

namespace {

// Hands a worker's events to BatchRequest::onEvent.
class ForwardEvents final : public GenerationObserver {
public:
    explicit ForwardEvents(const std::function<void(const GenerationEvent&)>& onEvent) : onEvent_(onEvent) {}
    void onGenerationEvent(const GenerationEvent& event) override { onEvent_(event); }

private:
    const std::function<void(const GenerationEvent&)>& onEvent_;
};

// One item: GenPuzzles on seed S+i, at the target class when there is one. False when cancelled.
bool makeItem(PuzzleGenerator& generator, const PuzzleRules& rules, const BatchRequest& request, const DifficultyClassifier& classifier,
              const CancelToken* cancel, int i, BatchItem& item, GenerationObserver* observer)
{
    item.seed = Rng::derive(request.seed, static_cast<std::uint64_t>(i));
    Rng rng(item.seed);
    if (request.target) {
        const TargetedResult found = generateAtDifficulty(generator, rules, classifier, request.settings, *request.target, rng,
                                                          request.maxRuns, cancel, TargetedWatch{observer, false});
        if (found.cancelled)
            return false;
        item.result.puzzle = found.puzzle;
        item.result.solution = found.solution;
        item.difficulty = found.difficulty;
        item.reached = found.reached;
        item.runs = found.runs;
        return true;
    }
    item.result = generator.run(request.settings, rng);
    if (item.result.cancelled)
        return false;
    const bool unique = request.settings.maxSolutions <= 1;   // then the run proved its full board the only solution
    item.difficulty = classifier.classify(rules, item.result.puzzle, {unique ? &item.result.solution : nullptr, cancel});
    return !(cancel && cancel->isCancelled());   // a class found while cancelling may be wrong
}

} // namespace

int generateBatchInOrder(const PuzzleRules& rules, const BatchRequest& request, const DifficultyClassifier& classifier,
                         const CancelToken* cancel, const std::function<void(BatchItem&&)>& emit)
{
    const int count = std::max(0, request.count);
    const int threads = std::clamp(request.threads > 0 ? request.threads : defaultThreadCount(), 1, std::max(1, count));
    const int window = 4 * threads;   // items a worker may finish ahead of the next one to emit

    std::mutex mutex;
    std::condition_variable progressed;
    std::map<int, BatchItem> waiting;   // finished, not yet emitted (at most `window`)
    int next = 0;                       // next item to start
    int emitted = 0;                    // next item to emit
    bool stop = false;
    std::exception_ptr failure;

    const auto work = [&] {
        try {
            auto backend = makeBackend(request.backend, rules);
            PuzzleGenerator generator(rules, *backend, classifier);
            generator.setCancelToken(cancel);
            ForwardEvents forward(request.onEvent);
            GenerationObserver* observer = request.onEvent ? &forward : nullptr;
            generator.setObserver(observer);
            for (;;) {
                int i = 0;
                {
                    std::unique_lock lock(mutex);
                    progressed.wait(lock, [&] { return stop || next >= count || next < emitted + window; });
                    if (stop || next >= count)
                        return;
                    i = next++;
                }
                if (cancel && cancel->isCancelled())
                    break;
                BatchItem item;
                if (!makeItem(generator, rules, request, classifier, cancel, i, item, observer))
                    break;
                std::unique_lock lock(mutex);
                waiting.emplace(i, std::move(item));
                // Emit what is ready, in order. Emitting under the lock keeps the order; it is quick next
                // to making a puzzle.
                for (auto ready = waiting.find(emitted); ready != waiting.end() && !stop; ready = waiting.find(emitted)) {
                    emit(std::move(ready->second));
                    waiting.erase(ready);
                    ++emitted;
                }
                progressed.notify_all();
            }
        } catch (...) {
            const std::lock_guard lock(mutex);
            if (!failure)
                failure = std::current_exception();
        }
        const std::lock_guard lock(mutex);   // cancelled or failed: every worker stops
        stop = true;
        progressed.notify_all();
    };

    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto& thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);
    return emitted;
}

std::vector<BatchItem> generateBatch(const PuzzleRules& rules, const BatchRequest& request, const DifficultyClassifier& classifier,
                                     const CancelToken* cancel, const std::function<void(int)>& progress)
{
    std::vector<BatchItem> items;
    items.reserve(static_cast<std::size_t>(std::max(0, request.count)));
    generateBatchInOrder(rules, request, classifier, cancel, [&](BatchItem&& item) {
        items.push_back(std::move(item));
        if (progress)
            progress(static_cast<int>(items.size()));
    });
    return items;
}

} // namespace ps
