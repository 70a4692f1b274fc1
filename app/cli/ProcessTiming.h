#pragma once
#include <QString>
#include <QStringList>
#include <vector>

// Whole programs timed as a user runs them: a process started, its CPU time (user + system) from the
// system when it ends (wait4), so the figures are those of `time` or ../shared/tools/sidebyside.py.
namespace cli::bench {

// A program and its arguments, run with standard input from a file (or /dev/null) and its output thrown away.
struct TimedCommand {
    QString program;
    QStringList arguments;
    QString input;   // a file for standard input; empty: /dev/null
    // As a shell line, for the report (a user can run it again).
    QString text() const;
};

struct ProcessTime {
    double cpuSeconds = -1;   // user + system; negative when it could not be started or did not end with exit code 0
    double wallSeconds = 0;
    double peakMegabytes = 0;
};

ProcessTime timeProcess(const TimedCommand& command);

// Two commands in alternating rounds (A B, B A, A B, ...), so a change of load hits both sides.
struct SideBySide {
    std::vector<ProcessTime> ours;
    std::vector<ProcessTime> theirs;
    double loadBefore = 0;   // the one-minute load average before and after
    double loadAfter = 0;
    bool failed() const;     // a run of either side failed
    double oursMedianCpu() const;
    double theirsMedianCpu() const;
};

SideBySide timeSideBySide(const TimedCommand& ours, const TimedCommand& theirs, int rounds);

// The program users type, for our side of a comparison: the puzzlesmith-cli launcher (app/launcher) that
// started this full command line, or this program where there is none.
QString ourProgram();

} // namespace cli::bench
