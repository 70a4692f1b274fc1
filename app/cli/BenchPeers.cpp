// bench --peers: the generators installed from Debian that the type lists (Sudoku: qqwing, sgt-solo;
// Fillomino: sgt-filling) timed in the same run as ours, so the ratios hold on a noisy machine. Peers are
// never needed: a missing one is reported and skipped.
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
double timeOurs(const QString& type, const std::string& parameters, int count, const QString& backendName)
{
    const auto rules = ps::makeRules(type.toStdString(), parameters);
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

double peerSolveSeconds(const ps::PeerSolver& peer, const std::vector<ps::Board>& boards)
{
    const QString program = peer.program.empty() ? QString() : findProgram(QString::fromStdString(peer.program));
    if (program.isEmpty())
        return -1;
    QByteArray input;
    for (const ps::Board& board : boards)
        input += formatPuzzleLine(board).toLatin1() + '\n';
    QProcess process;
    const Stopwatch watch;
    QStringList arguments;
    for (const std::string& argument : peer.arguments)
        arguments << QString::fromStdString(argument);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return -1;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(600000) || process.exitCode() != 0)
        return -1;
    return watch.seconds() / static_cast<double>(boards.size());
}

int runPeerBench(const QString& type, const QString& backendName)
{
    const std::vector<ps::PeerGenerator>& peers = ps::puzzleType(type.toStdString()).peerGenerators;
    if (peers.empty()) {
        out() << tr("No generator of %1 puzzles is known to compare with.").arg(type) << Qt::endl;
        return Ok;
    }
    out() << tr("Generation, one thread each, milliseconds per puzzle; ratio = peer / Puzzlesmith (higher: we are faster).") << '\n'
          << tr("Puzzlesmith makes unique puzzles with every square tested (proofs capped at 2,000 search nodes up to 12x12, "
                "which leaves them minimal but for rare squares; above, at 20), whatever level a peer was asked for.") << '\n';
    out() << QStringLiteral("%1 %2 %3 %4\n").arg(tr("job"), -32).arg(tr("peer ms"), 10).arg(tr("ours ms"), 10).arg(tr("ratio"), 8)
          << Qt::flush;
    for (const ps::PeerGenerator& peer : peers) {
        const QString label = QCoreApplication::translate("PuzzleType", peer.label.c_str());
        const double ours = timeOurs(type, peer.parameters, peer.ourCount, backendName);
        const QString program = findProgram(QString::fromStdString(peer.program));
        if (program.isEmpty()) {
            out() << QStringLiteral("%1 %2 %3\n").arg(label, -32).arg(tr("not installed"), 10).arg(ours * 1000, 10, 'f', 3)
                  << Qt::flush;
            continue;
        }
        QStringList arguments;
        for (const std::string& argument : peer.arguments)
            arguments << QString::fromStdString(argument);
        const double theirs = timePeer(program, arguments, peer.peerCount);
        if (theirs < 0) {
            out() << QStringLiteral("%1 %2 %3\n").arg(label, -32).arg(tr("failed"), 10).arg(ours * 1000, 10, 'f', 3) << Qt::flush;
            continue;
        }
        out() << QStringLiteral("%1 %2 %3 %4\n").arg(label, -32).arg(theirs * 1000, 10, 'f', 3).arg(ours * 1000, 10, 'f', 3)
                     .arg(theirs / ours, 8, 'f', 1) << Qt::flush;
    }
    return Ok;
}

} // namespace cli::bench
