#pragma once
#include "BenchPeerList.h"
#include "ProcessTiming.h"
#include "PuzzleInput.h"
#include "solve/SolverBackend.h"

#include <QString>
#include <QStringList>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <optional>
#include <vector>

// Small helpers shared by the bench modes.
namespace cli::bench {

// Rounds each side of a peer comparison is timed in, alternating; each side reports its median round.
constexpr int kPeerRounds = 3;

inline double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// This thread's CPU time: what a job costs whatever else the machine runs (wall-clock time on a loaded
// machine counts the other programs' turns too, and swung the figures by a factor of ten).
class Stopwatch {
public:
    double seconds() const { return now() - start_; }

private:
    static double now()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
    }
    double start_ = now();
};

// Wall-clock time, for work spread over several threads (bench --batch's throughput).
class WallStopwatch {
public:
    double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

private:
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// Peak resident memory of this process so far, in MB.
double peakRssMegabytes();

// Wraps a backend and records how long each call takes.
class TimedBackend final : public ps::SolverBackend {
public:
    explicit TimedBackend(ps::SolverBackend& inner) : inner_(inner) {}
    std::vector<double> callSeconds;

    template <class Call>
    auto timed(Call call)
    {
        const Stopwatch watch;
        auto result = call();
        callSeconds.push_back(watch.seconds());
        ++totals_.checks;
        return result;
    }

    std::string name() const override { return inner_.name(); }
    ps::SolveResult countSolutions(const ps::Board& givens, int limit) override
    {
        return timed([&] { return inner_.countSolutions(givens, limit); });
    }
    bool hasSolutionOtherThan(const ps::Board& givens, const ps::Board& reference) override
    {
        return timed([&] { return inner_.hasSolutionOtherThan(givens, reference); });
    }
    void setSearchBudget(long nodes) override { inner_.setSearchBudget(nodes); }
    void setProofBudget(long conflicts) override { inner_.setProofBudget(conflicts); }
    void reset() override { inner_.reset(); }

private:
    ps::SolverBackend& inner_;
};

int runGenerationTable(const QString& type, const QStringList& sizes, int puzzles, const QString& backend, quint64 seed);
// The puzzles of `path` for bench --solve and --rate: lines that are not puzzles are counted in a note;
// an unreadable file or one without puzzles says so on standard error and gives nothing.
std::optional<PuzzleInput> readBenchPuzzles(const QString& path, const QString& type);
// `tdoku`: the path of tdoku's line solver (its example/solve.c, built), or empty (it solves the sets of the side the type's
// peer list names for it).
int runSolveBench(const QString& type, const QString& path, const QString& backend, bool withPeers, const QString& tdoku);
// Our `solve` beside tdoku's line solver `program` (its example/solve.c, run with the limit 2: a proof of
// uniqueness) on the same 9x9 `boards`, whole processes (see compareOnPuzzles).
std::optional<SideBySide> compareWithTdoku(const QString& program, const QString& type, const std::vector<ps::Board>& boards,
                                           QStringList* commands = nullptr);
// `puzzlesmith-cli <ourCommand> --type <type> -` (solve or rate) beside the type's peer `peer`, both whole
// processes fed the same file of `boards` (one a line) on standard input, in alternating rounds. Nothing
// when there is no peer or no puzzle; `commands` gets the two command lines (to run them again).
std::optional<SideBySide> compareOnPuzzles(const QString& ourCommand, const QString& type, const PeerSolver& peer,
                                           const std::vector<ps::Board>& boards, QStringList* commands = nullptr);
// One line on a comparison of `puzzles` puzzles: both sides' median CPU time, per puzzle, the ratio, the load.
QString describeComparison(const SideBySide& timing, int puzzles, const QString& peerName);
int runPeerBench(const QString& type, const QString& backend);
int runBatchBench(const QString& type, int count, const QString& backend, quint64 seed);
// `withPeers`: the type's peer rater (qqwing --solve --stats) on the same puzzles, in alternating rounds.
int runRateBench(const QString& type, const QString& path, bool withPeers);
int runLevelsBench(const QString& type, const QString& parameters, int puzzles, quint64 seed);
// `poolPath`: the labelled puzzles the simulated teachers label and are checked on (empty: the type's
// built-in training file); `builtInSamples` 0: the studio's subsample size.
int runTeachersBench(const QString& type, const QString& poolPath, int builtInSamples, quint64 seed, int seeds);
// The personal time model's learning curve on simulated players, puzzles from the labelled `files`.
int runPlayersBench(const QString& type, const QStringList& files, quint64 seed);

} // namespace cli::bench
