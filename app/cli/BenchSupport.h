#pragma once
#include "BenchPeerList.h"
#include "PuzzleInput.h"
#include "solve/SolverBackend.h"

#include <QString>
#include <QStringList>
#include <algorithm>
#include <chrono>
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

class Stopwatch {
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
    void reset() override { inner_.reset(); }

private:
    ps::SolverBackend& inner_;
};

int runGenerationTable(const QString& type, const QStringList& sizes, int puzzles, const QString& backend, quint64 seed);
// The puzzles of `path` for bench --solve and --rate: lines that are not puzzles are counted in a note;
// an unreadable file or one without puzzles says so on standard error and gives nothing.
std::optional<PuzzleInput> readBenchPuzzles(const QString& path, const QString& type);
// `tdoku`: the path of tdoku's run_benchmark program, or empty (it solves the sets of the side the type's
// peer list names for it).
int runSolveBench(const QString& type, const QString& path, const QString& backend, bool withPeers, const QString& tdoku);
// Puzzles per second of tdoku's benchmark program `program` on 9x9 `boards`: to the first solution and to
// a proof of uniqueness (each negative when it could not be run or read).
struct TdokuRates {
    double first = -1;
    double unique = -1;
};
TdokuRates tdokuRates(const QString& program, const std::vector<ps::Board>& boards);
// Seconds per puzzle for the type's peer solver on `boards`, or a negative number when it has none, it
// is not installed, or it fails.
double peerSolveSeconds(const PeerSolver& peer, const std::vector<ps::Board>& boards);
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
