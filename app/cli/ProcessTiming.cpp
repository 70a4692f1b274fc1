#include "ProcessTiming.h"

#include "BenchSupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace cli::bench {
namespace {

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

double loadAverage()
{
    double load[1] = {0};
    return getloadavg(load, 1) == 1 ? load[0] : 0;
}

QString quoted(const QString& word)
{
    if (!word.isEmpty() && !word.contains(QRegularExpression(QStringLiteral("[^A-Za-z0-9_./:=+-]"))))
        return word;
    return QLatin1Char('\'') + QString(word).replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\'');
}

std::vector<double> cpuOf(const std::vector<ProcessTime>& runs)
{
    std::vector<double> cpu;
    for (const ProcessTime& run : runs)
        cpu.push_back(run.cpuSeconds);
    return cpu;
}

} // namespace

QString TimedCommand::text() const
{
    QStringList words{quoted(program)};
    for (const QString& argument : arguments)
        words << quoted(argument);
    if (!input.isEmpty())
        words << QStringLiteral("<") << quoted(input);
    return words.join(QLatin1Char(' '));
}

ProcessTime timeProcess(const TimedCommand& command)
{
    ProcessTime time;
    const QString program = command.program.contains(QLatin1Char('/')) ? command.program : QStandardPaths::findExecutable(command.program);
    if (program.isEmpty())
        return time;
    std::vector<QByteArray> words{program.toLocal8Bit()};
    for (const QString& argument : command.arguments)
        words.push_back(argument.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    const QByteArray input = command.input.isEmpty() ? QByteArray("/dev/null") : command.input.toLocal8Bit();
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input.constData(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return time;
    int status = 0;
    rusage usage{};
    while (wait4(pid, &status, 0, &usage) < 0)
        if (errno != EINTR)
            return time;
    time.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    time.peakMegabytes = static_cast<double>(usage.ru_maxrss) / 1024.0;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        time.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    return time;
}

bool SideBySide::failed() const
{
    for (const auto* side : {&ours, &theirs})
        for (const ProcessTime& run : *side)
            if (run.cpuSeconds < 0)
                return true;
    return ours.empty() || theirs.empty();
}

double SideBySide::oursMedianCpu() const { return median(cpuOf(ours)); }
double SideBySide::theirsMedianCpu() const { return median(cpuOf(theirs)); }

SideBySide timeSideBySide(const TimedCommand& ours, const TimedCommand& theirs, int rounds)
{
    SideBySide result;
    result.loadBefore = loadAverage();
    for (int round = 0; round < rounds; ++round) {
        if (round % 2 == 0) {
            result.ours.push_back(timeProcess(ours));
            result.theirs.push_back(timeProcess(theirs));
        } else {
            result.theirs.push_back(timeProcess(theirs));
            result.ours.push_back(timeProcess(ours));
        }
        if (result.failed())
            break;   // a failing command fails the comparison: no need to run it again
    }
    result.loadAfter = loadAverage();
    return result;
}

QString ourProgram()
{
    // Beside this program in the build tree; installed, in PUZZLESMITH_LAUNCHER_FOLDER relative to it
    // (lib/puzzlesmith/ -> games/).
    const QString folder = QCoreApplication::applicationDirPath();
    for (const QString& launcher : {folder + QStringLiteral("/puzzlesmith-cli"), folder + QStringLiteral("/" PUZZLESMITH_LAUNCHER_FOLDER "/puzzlesmith-cli")}) {
        const QFileInfo file(launcher);
        if (file.isFile() && file.isExecutable())
            return QDir::cleanPath(file.absoluteFilePath());
    }
    return QCoreApplication::applicationFilePath();
}

} // namespace cli::bench
