#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace cli {

// The progress of a long `generate` on standard error, so that minutes of work never pass in silence.
// Nothing is shown for a job that ends within kQuietSeconds (the environment variable
// PUZZLESMITH_PROGRESS_AFTER=S changes it: the tests use 0); after that, a bar redrawn in place when
// standard error is a terminal, or a plain line every kLineSeconds otherwise (a log, a pipe), and a last
// one at the end. A thread of its own draws it; the workers only count.
class GenerateProgress {
public:
    static constexpr double kQuietSeconds = 2.0;
    static constexpr double kLineSeconds = 10.0;

    // `puzzles` to make, each of `squares` squares (the work of one plain run).
    GenerateProgress(long puzzles, int squares);
    ~GenerateProgress();   // stop()
    GenerateProgress(const GenerateProgress&) = delete;
    GenerateProgress& operator=(const GenerateProgress&) = delete;

    void squareTested() { squares_.fetch_add(1, std::memory_order_relaxed); }   // any thread
    void puzzleDone() { puzzles_.fetch_add(1, std::memory_order_relaxed); }     // any thread
    void unproven(int squares) { unproven_.fetch_add(squares, std::memory_order_relaxed); }
    // Ends the display (the bar's line is closed) before anything else goes to standard error.
    void stop();

private:
    void run();
    void draw(double seconds, bool final);

    const long totalPuzzles_;
    const int squaresPerPuzzle_;
    const bool terminal_;
    const double quietSeconds_;
    const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    std::atomic<long> squares_{0};
    std::atomic<long> puzzles_{0};
    std::atomic<long> unproven_{0};
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    bool shown_ = false;   // something was drawn (the bar's line needs closing)
    std::thread thread_;
};

} // namespace cli
