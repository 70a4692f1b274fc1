#pragma once
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace cli {

// The share of a batch done, in percent, for the progress display: at the end the puzzles made; before,
// the squares tested of all the squares of the batch (a fair measure of a plain run's work), never 100,
// and never past the mark of the next puzzle to be made: runs aimed at a class may test a board's squares
// many times over ("99% 0 of 3 puzzles made" once stood there).
inline int progressPercent(long puzzles, long totalPuzzles, long squares, int squaresPerPuzzle, bool final)
{
    totalPuzzles = totalPuzzles > 0 ? totalPuzzles : 1;
    const int made = static_cast<int>(100 * puzzles / totalPuzzles);
    if (final)
        return made;
    const double total = static_cast<double>(totalPuzzles) * (squaresPerPuzzle > 0 ? squaresPerPuzzle : 1);
    const int tested = static_cast<int>(100.0 * static_cast<double>(squares) / total);
    const int nextMark = static_cast<int>(100 * (puzzles + 1) / totalPuzzles) - 1;
    const int percent = std::min({99, tested, nextMark});
    return percent > made ? percent : made;
}

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
