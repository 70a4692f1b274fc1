#pragma once
#include "GenPuzzles.h"
#include "TargetedGeneration.h"
#include "difficulty/Difficulty.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ps {

struct BatchItem {
    std::uint64_t seed = 0;   // puzzle i of a batch from seed S has seed S + i
    GenerationResult result;
    Difficulty difficulty = Difficulty::Easy;
    bool reached = true;   // with a target: the puzzle is of the target class (else the nearest one found)
    int runs = 1;          // GenPuzzles runs it took
};

struct BatchRequest {
    std::string backend = "native";
    GenerationSettings settings;
    std::uint64_t seed = 0;
    int count = 1;
    int threads = 0;   // 0: one per core
    std::optional<Difficulty> target;   // generate at this class (see generateAtDifficulty)
    int maxRuns = kMaxRunsForClass;     // runs per puzzle before settling for the nearest class
    // Every event of every run (progress reports), called on the worker threads: must be quick and
    // thread-safe. Changes nothing in what is made.
    std::function<void(const GenerationEvent&)> onEvent;
};

// Runs GenPuzzles for many seeds on every core and hands each item to `emit` as soon as it and every item
// before it are done, in seed order (called under a lock from worker threads, one item at a time). Workers
// run at most a small window of items ahead of the next to emit, so memory stays flat whatever the count
// and the output is the same for any number of threads. Returns how many items were emitted (fewer than
// the count only when cancelled). Throws EngineError when the backend cannot be made, or what a worker threw.
int generateBatchInOrder(const PuzzleRules& rules, const BatchRequest& request, const DifficultyClassifier& classifier,
                         const CancelToken* cancel, const std::function<void(BatchItem&&)>& emit);

// Runs GenPuzzles for many seeds on every core. Each worker thread has its own solver backend; puzzle i
// always comes from seed S + i, so the items are the same whatever the number of threads. `progress`
// (called from worker threads, may be empty) gets the number of items done so far.
// Throws EngineError when the backend cannot be made; a cancelled batch returns the items finished.
std::vector<BatchItem> generateBatch(const PuzzleRules& rules, const BatchRequest& request, const DifficultyClassifier& classifier,
                                     const CancelToken* cancel = nullptr, const std::function<void(int)>& progress = {});

int defaultThreadCount();

} // namespace ps
