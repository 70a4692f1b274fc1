// bench --peers: the generators installed from Debian that the type's peer list names (BenchPeerList.h,
// such as the sgt-puzzles programs) timed beside ours as users run them: whole processes, our side the
// `puzzlesmith-cli generate` command a user would type (model loading and classification included), CPU
// time from the system, the same number of puzzles on both sides, in kPeerRounds alternating rounds, and
// the load average printed (ProcessTiming.h). Peers are never needed: a missing one is reported and skipped.
#include "BenchPeerList.h"
#include "BenchSupport.h"
#include "CliSupport.h"
#include "ProcessTiming.h"

#include "document/LineFormat.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QTemporaryFile>
#include <QThread>
#include <algorithm>

namespace cli::bench {
namespace {

// lupdate files tr() here under the namespace, cli::bench, so the lookup must use it too.
QString tr(const char* text) { return QCoreApplication::translate("cli::bench", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli::bench", text, comment, n); }

// Our side of a generator job: the command a user would type for the same puzzles.
TimedCommand ourGenerateCommand(const QString& type, const PeerGenerator& peer, const QString& backendName)
{
    return TimedCommand{ourProgram(), ourGenerateArguments(type, peer, backendName), {}};
}

QString loadText(const SideBySide& timing)
{
    return QStringLiteral("%1 -> %2").arg(timing.loadBefore, 0, 'f', 2).arg(timing.loadAfter, 0, 'f', 2);
}

} // namespace

std::optional<SideBySide> compareOnPuzzles(const QString& ourCommand, const QString& type, const PeerSolver& peer,
                                           const std::vector<ps::Board>& boards, QStringList* commands)
{
    if (peer.command.program.isEmpty() || boards.empty())
        return std::nullopt;
    QTemporaryFile file;
    if (!file.open())
        return std::nullopt;
    for (const ps::Board& board : boards)
        file.write(formatPuzzleLine(board).toLatin1() + '\n');
    file.close();
    // As a user types it: no --type for the default type (plain `rate -` is what the launcher answers itself).
    QStringList arguments{ourCommand};
    if (type.toStdString() != ps::defaultPuzzleType().id)
        arguments << QStringLiteral("--type") << type;
    arguments << QStringLiteral("-");
    const TimedCommand ours{ourProgram(), arguments, file.fileName()};
    const TimedCommand theirs{peer.command.program, peer.command.arguments, file.fileName()};
    if (commands)
        *commands = QStringList{ours.text(), theirs.text()};
    return timeSideBySide(ours, theirs, kPeerRounds);
}

QString describeComparison(const SideBySide& timing, int puzzles, const QString& peerName)
{
    if (timing.failed())
        return tr("%1 is not installed or failed").arg(peerName);
    const double ours = timing.oursMedianCpu(), theirs = timing.theirsMedianCpu();
    return tr("CPU time of the whole process (median of %1): ours %2 s, %3 %4 s (%5 and %6 µs per puzzle); ratio %3 / ours %7; load %8")
        .arg(tr("%n round(s)", nullptr, kPeerRounds))
        .arg(ours, 0, 'f', 3)
        .arg(peerName)
        .arg(theirs, 0, 'f', 3)
        .arg(ours / puzzles * 1e6, 0, 'f', 1)
        .arg(theirs / puzzles * 1e6, 0, 'f', 1)
        .arg(theirs / std::max(ours, 1e-9), 0, 'f', 2)
        .arg(loadText(timing));
}

int runPeerBench(const QString& type, const QString& backendName)
{
    QString listError;
    const std::optional<BenchPeers> list = benchPeersOf(type, &listError);
    if (!list) {
        err() << tr("Error: %1").arg(listError) << Qt::endl;
        return Failed;
    }
    const std::vector<PeerGenerator>& peers = list->generators;
    if (peers.empty()) {
        out() << tr("No generator of %1 puzzles is known to compare with.").arg(type) << Qt::endl;
        return Ok;
    }
    out() << tr("Generation as users run it: each side one whole process making the same number of puzzles on one thread, "
                "timed by its CPU time (user + system, from the system), in %n alternating round(s); the median round, "
                "in milliseconds per puzzle, start-up included. Ratio: peer / Puzzlesmith (above 1: we are faster). The "
                "load average is printed: a ratio taken at a load above the core count (%1) is rough.", nullptr, kPeerRounds)
                 .arg(QThread::idealThreadCount())
          << '\n'
          << tr("Puzzlesmith makes unique puzzles with every square tested (Sudoku: no limit on proofs, so they are "
                "minimal). Where a job names a class, Puzzlesmith generates at that class (`generate --difficulty`, "
                "each puzzle classified by the built-in model), and the peer at the level that means the same; "
                "otherwise both at whatever class emptying gives. Each job's two commands follow its row.") << '\n';
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6\n").arg(tr("job"), -38).arg(tr("puzzles"), 7).arg(tr("peer ms"), 9)
                 .arg(tr("ours ms"), 9).arg(tr("ratio"), 6).arg(tr("load"), 14) << Qt::flush;
    for (const PeerGenerator& peer : peers) {
        const TimedCommand ours = ourGenerateCommand(type, peer, backendName);
        const TimedCommand theirs{peer.command.program, peer.command.arguments, {}};
        const SideBySide timing = timeSideBySide(ours, theirs, kPeerRounds);
        const auto ms = [&](double seconds) { return QStringLiteral("%1").arg(seconds / peer.count * 1000, 9, 'f', 3); };
        if (timing.failed()) {
            const bool oursFailed = std::any_of(timing.ours.begin(), timing.ours.end(), [](const ProcessTime& t) { return t.cpuSeconds < 0; });
            out() << QStringLiteral("%1 %2 %3\n").arg(peer.label, -38).arg(peer.count, 7)
                         .arg(oursFailed ? tr("ours failed") : tr("peer not installed or failed"));
        } else {
            out() << QStringLiteral("%1 %2 %3 %4 %5 %6\n").arg(peer.label, -38).arg(peer.count, 7)
                         .arg(ms(timing.theirsMedianCpu()), ms(timing.oursMedianCpu()))
                         .arg(timing.theirsMedianCpu() / std::max(timing.oursMedianCpu(), 1e-9), 6, 'f', 2)
                         .arg(loadText(timing), 14);
        }
        out() << QStringLiteral("    %1\n    %2\n").arg(ours.text(), theirs.text()) << Qt::flush;
    }
    return Ok;
}

} // namespace cli::bench
