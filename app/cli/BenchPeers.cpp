// bench --peers: the generators installed from Debian that the type lists (Sudoku: qqwing, sgt-solo;
// Fillomino: sgt-filling; KenKen: sgt-keen) timed in the same run as ours, so the ratios hold on a noisy
// machine: each job is timed in kPeerRounds alternating rounds (ours, then the peer) and each side's median
// round is reported. Peers are never needed: a missing one is reported and skipped.
#include "BenchSupport.h"
#include "CliSupport.h"

#include "difficulty/Difficulty.h"
#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "generate/TargetedGeneration.h"
#include "document/LineFormat.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <algorithm>
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

struct OurTiming {
    double seconds = 0;    // per puzzle
    int reached = 0;       // puzzles of the asked class (all of them when no class was asked)
};

// Seconds per puzzle for ours: one thread, the settings `generate` uses, at the peer's level when it has
// one (`model` files each try, as `generate --difficulty` does).
OurTiming timeOurs(const QString& type, const ps::PeerGenerator& peer, const QString& backendName, const ps::DifficultyClassifier& model)
{
    const auto rules = ps::makeRules(type.toStdString(), peer.parameters);
    auto backend = ps::makeBackend(backendName.toStdString(), *rules);
    const ps::RuleClassifier rule;
    const ps::DifficultyClassifier& classifier = peer.level ? model : static_cast<const ps::DifficultyClassifier&>(rule);
    ps::PuzzleGenerator generator(*rules, *backend, classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    settings.searchBudget = ps::defaultSearchBudget(*rules);
    OurTiming timing;
    const Stopwatch watch;
    for (int i = 0; i < peer.ourCount; ++i) {
        ps::Rng rng(static_cast<std::uint64_t>(i + 1));
        if (peer.level) {
            timing.reached += ps::generateAtDifficulty(generator, *rules, classifier, settings, *peer.level, rng, 200).reached;
        } else {
            generator.run(settings, rng);
            ++timing.reached;
        }
    }
    timing.seconds = watch.seconds() / peer.ourCount;
    return timing;
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
    out() << tr("Generation, one thread each, milliseconds per puzzle (the median of %1 alternating rounds); "
                "ratio = peer / Puzzlesmith (higher: we are faster).").arg(kPeerRounds) << '\n'
          << tr("Puzzlesmith makes unique puzzles with every square tested (proofs capped at 2,000 search nodes up to 12x12, "
                "which leaves them minimal but for rare squares; above, at 20). Where a job names a class, Puzzlesmith "
                "generates at that class as `generate --difficulty` does; otherwise at whatever class emptying gives.") << '\n';
    out() << QStringLiteral("%1 %2 %3 %4 %5\n").arg(tr("job"), -34).arg(tr("peer ms"), 10).arg(tr("ours ms"), 10).arg(tr("ratio"), 8)
                 .arg(tr("ours reached"), 13) << Qt::flush;
    // The built-in model, loaded once, for the jobs that name a class.
    std::optional<ps::SvmClassifier> model;
    if (std::any_of(peers.begin(), peers.end(), [](const ps::PeerGenerator& peer) { return peer.level.has_value(); })) {
        QString error;
        model = DifficultyModels::classifierFor(type, {}, &error);
        if (!model) {
            err() << tr("Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
    }
    const ps::RuleClassifier noModel;   // stands in where no job names a class
    for (const ps::PeerGenerator& peer : peers) {
        const QString label = QCoreApplication::translate("PuzzleType", peer.label.c_str());
        const QString program = findProgram(QString::fromStdString(peer.program));
        QStringList arguments;
        for (const std::string& argument : peer.arguments)
            arguments << QString::fromStdString(argument);
        OurTiming ours;
        std::vector<double> ourRounds;
        std::vector<double> theirRounds;
        for (int round = 0; round < kPeerRounds; ++round) {
            ours = timeOurs(type, peer, backendName, model ? static_cast<const ps::DifficultyClassifier&>(*model) : noModel);
            ourRounds.push_back(ours.seconds);
            if (!program.isEmpty())
                theirRounds.push_back(timePeer(program, arguments, peer.peerCount));
        }
        ours.seconds = median(ourRounds);
        const QString reached = QStringLiteral("%1/%2").arg(ours.reached).arg(peer.ourCount);
        const bool peerFailed = std::any_of(theirRounds.begin(), theirRounds.end(), [](double seconds) { return seconds < 0; });
        const double theirs = theirRounds.empty() || peerFailed ? -1 : median(theirRounds);
        if (theirs < 0) {
            out() << QStringLiteral("%1 %2 %3 %4 %5\n").arg(label, -34).arg(program.isEmpty() ? tr("not installed") : tr("failed"), 10)
                         .arg(ours.seconds * 1000, 10, 'f', 3).arg(QString(), 8).arg(reached, 13) << Qt::flush;
            continue;
        }
        out() << QStringLiteral("%1 %2 %3 %4 %5\n").arg(label, -34).arg(theirs * 1000, 10, 'f', 3).arg(ours.seconds * 1000, 10, 'f', 3)
                     .arg(theirs / ours.seconds, 8, 'f', 1).arg(reached, 13) << Qt::flush;
    }
    return Ok;
}

} // namespace cli::bench
