// bench --peers: the generators installed from Debian (qqwing, sgt-solo) timed in the same run as ours,
// so the ratios hold on a noisy machine. Peers are never needed: a missing one is reported and skipped.
#include "BenchSupport.h"
#include "CliSupport.h"

#include "difficulty/Difficulty.h"
#include "document/LineFormat.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace cli::bench {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

struct PeerJob {
    QString label;       // what is compared
    QString box;         // our side
    int ourCount;
    QString program;     // peer side
    QStringList arguments;
    int peerCount;
};

QString findProgram(const QString& name)
{
    if (QFileInfo(name).isAbsolute())
        return QFileInfo::exists(name) ? name : QString();
    return QStandardPaths::findExecutable(name);
}

// Seconds per puzzle for a peer run, or a negative number when it failed.
double timePeer(const QString& program, const QStringList& arguments, int count)
{
    QProcess process;
    const Stopwatch watch;
    process.start(program, arguments);
    if (!process.waitForStarted() || !process.waitForFinished(600000) || process.exitCode() != 0)
        return -1;
    return watch.seconds() / count;
}

// Seconds per puzzle for ours: one thread, the same settings `generate` uses.
double timeOurs(const QString& box, int count, const QString& backendName)
{
    const auto rules = ps::makeRules("sudoku", box.toStdString());
    auto backend = ps::makeBackend(backendName.toStdString(), *rules);
    const ps::RuleClassifier classifier;
    ps::PuzzleGenerator generator(*rules, *backend, classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    settings.searchBudget = ps::defaultSearchBudget(*rules);
    const Stopwatch watch;
    for (int i = 0; i < count; ++i) {
        ps::Rng rng(static_cast<std::uint64_t>(i + 1));
        generator.run(settings, rng);
    }
    return watch.seconds() / count;
}

} // namespace

double qqwingSolveSeconds(const std::vector<ps::Board>& boards)
{
    const QString program = findProgram(QStringLiteral("qqwing"));
    if (program.isEmpty())
        return -1;
    QByteArray input;
    for (const ps::Board& board : boards)
        input += formatPuzzleLine(board).toLatin1() + '\n';
    QProcess process;
    const Stopwatch watch;
    process.start(program, {"--solve", "--one-line"});
    if (!process.waitForStarted())
        return -1;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(600000) || process.exitCode() != 0)
        return -1;
    return watch.seconds() / static_cast<double>(boards.size());
}

int runPeerBench(const QString& backendName)
{
    const QList<PeerJob> jobs{
        {tr("9x9 unique (qqwing any level)"), "3x3", 2000, "qqwing", {"--generate", "300", "--difficulty", "any", "--one-line"}, 300},
        {tr("9x9 unique (qqwing expert)"), "3x3", 2000, "qqwing", {"--generate", "100", "--difficulty", "expert", "--one-line"}, 100},
        {tr("9x9 (sgt-solo trivial)"), "3x3", 2000, "/usr/games/sgt-solo", {"--generate", "1000", "3x3dt"}, 1000},
        {tr("9x9 (sgt-solo unreasonable)"), "3x3", 2000, "/usr/games/sgt-solo", {"--generate", "100", "3x3du"}, 100},
        {tr("16x16 (sgt-solo basic)"), "4x4", 50, "/usr/games/sgt-solo", {"--generate", "50", "4x4db"}, 50},
        {tr("25x25 (sgt-solo basic)"), "5x5", 10, "/usr/games/sgt-solo", {"--generate", "5", "5x5db"}, 5},
    };
    out() << tr("Generation, one thread each, milliseconds per puzzle; ratio = peer / Puzzlesmith (higher: we are faster).") << '\n'
          << tr("Puzzlesmith makes unique puzzles with every square tested (minimal up to 12x12; above, proofs capped at 20 "
                "search nodes), whatever level the peer was asked for: the peers' times grow with the level, ours do not.") << '\n';
    out() << QStringLiteral("%1 %2 %3 %4\n").arg(tr("job"), -32).arg(tr("peer ms"), 10).arg(tr("ours ms"), 10).arg(tr("ratio"), 8)
          << Qt::flush;
    for (const PeerJob& job : jobs) {
        const double ours = timeOurs(job.box, job.ourCount, backendName);
        const QString program = findProgram(job.program);
        if (program.isEmpty()) {
            out() << QStringLiteral("%1 %2 %3\n").arg(job.label, -32).arg(tr("not installed"), 10).arg(ours * 1000, 10, 'f', 3)
                  << Qt::flush;
            continue;
        }
        const double peer = timePeer(program, job.arguments, job.peerCount);
        if (peer < 0) {
            out() << QStringLiteral("%1 %2 %3\n").arg(job.label, -32).arg(tr("failed"), 10).arg(ours * 1000, 10, 'f', 3) << Qt::flush;
            continue;
        }
        out() << QStringLiteral("%1 %2 %3 %4\n").arg(job.label, -32).arg(peer * 1000, 10, 'f', 3).arg(ours * 1000, 10, 'f', 3)
                     .arg(peer / ours, 8, 'f', 1) << Qt::flush;
    }
    return Ok;
}

} // namespace cli::bench
