// bench --peers: the generators installed from Debian that the type's peer list names (BenchPeerList.h,
// such as the sgt-puzzles programs) timed in the same run as ours, so the ratios hold on a noisy
// machine: each job is timed in kPeerRounds alternating rounds (ours, then the peer) and each side's median
// round is reported. Peers are never needed: a missing one is reported and skipped.
#include "BenchPeerList.h"
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

// lupdate files tr() here under the namespace, cli::bench, so the lookup must use it too.
QString tr(const char* text) { return QCoreApplication::translate("cli::bench", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli::bench", text, comment, n); }

QString findProgram(const QString& name)
{
    if (QFileInfo(name).isAbsolute())
        return QFileInfo::exists(name) ? name : QString();
    return QStandardPaths::findExecutable(name);
}

// One side's timing of a job: the mean per puzzle over a whole run (the figure least touched by noise),
// and each puzzle's own time, for the median and the worst.
struct Timing {
    double mean = -1;              // seconds per puzzle; negative when the run failed
    std::vector<double> puzzles;   // seconds of each puzzle
    int reached = 0;               // ours: puzzles of the asked class (all of them when no class was asked)
};

// A peer run. Its output is line-buffered (stdbuf, from coreutils), and each puzzle's time is the gap
// between the line before it and its own: so it takes in the peer's grading and the attempts it threw
// away. The first puzzle's gap would take in the program's start-up too, so it is not counted; the mean
// is over the whole run, start-up included.
Timing timePeer(const QString& program, const QStringList& arguments, int count)
{
    Timing timing;
    const QString stdbuf = QStandardPaths::findExecutable(QStringLiteral("stdbuf"));
    QProcess process;
    const Stopwatch watch;
    if (stdbuf.isEmpty())
        process.start(program, arguments);
    else
        process.start(stdbuf, QStringList{QStringLiteral("-oL"), program} + arguments);
    if (!process.waitForStarted())
        return timing;
    double last = -1;
    for (;;) {
        while (process.canReadLine()) {
            if (process.readLine().trimmed().isEmpty())
                continue;
            const double now = watch.seconds();
            if (last >= 0 && !stdbuf.isEmpty())
                timing.puzzles.push_back(now - last);
            last = now;
        }
        if (process.state() == QProcess::NotRunning)
            break;   // its last lines were read with its end
        if (!process.waitForReadyRead(600000) && process.state() != QProcess::NotRunning)
            return timing;   // silent for ten minutes
    }
    process.waitForFinished(600000);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return timing;
    timing.mean = watch.seconds() / count;
    return timing;
}

// Ours: one thread, the settings `generate` uses, at the peer's level when it has one (`model` files
// each try, as `generate --difficulty` does, rejected runs included in the puzzle's time).
Timing timeOurs(const QString& type, const PeerGenerator& peer, const QString& backendName, const ps::DifficultyClassifier& model)
{
    const auto rules = ps::makeRules(type.toStdString(), peer.parameters);
    auto backend = ps::makeBackend(backendName.toStdString(), *rules);
    const ps::RuleClassifier rule;
    const ps::DifficultyClassifier& classifier = peer.level ? model : static_cast<const ps::DifficultyClassifier&>(rule);
    ps::PuzzleGenerator generator(*rules, *backend, classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    settings.searchBudget = ps::defaultSearchBudget(*rules);
    Timing timing;
    const Stopwatch watch;
    for (int i = 0; i < peer.ourCount; ++i) {
        ps::Rng rng(static_cast<std::uint64_t>(i + 1));
        const Stopwatch puzzle;
        if (peer.level) {
            timing.reached += ps::generateAtDifficulty(generator, *rules, classifier, settings, *peer.level, rng, 200).reached;
        } else {
            generator.run(settings, rng);
            ++timing.reached;
        }
        timing.puzzles.push_back(puzzle.seconds());
    }
    timing.mean = watch.seconds() / peer.ourCount;
    return timing;
}

// The rounds of one side: the median round's mean, and every puzzle of every round.
Timing pool(const std::vector<Timing>& rounds)
{
    Timing pooled;
    std::vector<double> means;
    for (const Timing& round : rounds) {
        if (round.mean < 0)
            return pooled;   // a failed run fails the job
        means.push_back(round.mean);
        pooled.puzzles.insert(pooled.puzzles.end(), round.puzzles.begin(), round.puzzles.end());
        pooled.reached = round.reached;
    }
    pooled.mean = means.empty() ? -1 : median(means);
    return pooled;
}

double worst(const std::vector<double>& values) { return values.empty() ? 0 : *std::max_element(values.begin(), values.end()); }

} // namespace

double peerSolveSeconds(const PeerSolver& peer, const std::vector<ps::Board>& boards)
{
    const QString program = peer.command.program.isEmpty() ? QString() : findProgram(peer.command.program);
    if (program.isEmpty())
        return -1;
    QByteArray input;
    for (const ps::Board& board : boards)
        input += formatPuzzleLine(board).toLatin1() + '\n';
    QProcess process;
    const Stopwatch watch;
    process.start(program, peer.command.arguments);
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
    out() << tr("Generation, one thread each, milliseconds per puzzle over %n alternating round(s): the median round's mean, "
                "and the median and worst single puzzle (a peer's puzzle: the time between its output lines, so its "
                "grading and rejected attempts count, as ours do). Ratios: peer / Puzzlesmith (higher: we are faster).", nullptr, kPeerRounds)
          << '\n'
          << tr("Puzzlesmith makes unique puzzles with every square tested (Sudoku: no limit on proofs, so they are "
                "minimal). Where a job names a class, Puzzlesmith generates "
                "at that class as `generate --difficulty` does, and the peer at the level that means the same; otherwise "
                "both at whatever class emptying gives.") << '\n';
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n").arg(tr("job"), -34)
                 .arg(tr("peer mean"), 9).arg(tr("median"), 8).arg(tr("worst"), 8)
                 .arg(tr("ours mean"), 9).arg(tr("median"), 8).arg(tr("worst"), 8)
                 .arg(tr("ratio"), 6).arg(tr("med.ratio"), 9).arg(tr("ours reached"), 12) << Qt::flush;
    // The built-in model, loaded once, for the jobs that name a class.
    std::optional<ps::SvmClassifier> model;
    if (std::any_of(peers.begin(), peers.end(), [](const PeerGenerator& peer) { return peer.level.has_value(); })) {
        QString error;
        model = DifficultyModels::classifierFor(type, {}, &error);
        if (!model) {
            err() << tr("Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
    }
    const ps::RuleClassifier noModel;   // stands in where no job names a class
    for (const PeerGenerator& peer : peers) {
        const QString& label = peer.label;
        const QString program = findProgram(peer.command.program);
        const QStringList& arguments = peer.command.arguments;
        std::vector<Timing> ourRounds;
        std::vector<Timing> theirRounds;
        for (int round = 0; round < kPeerRounds; ++round) {
            ourRounds.push_back(timeOurs(type, peer, backendName, model ? static_cast<const ps::DifficultyClassifier&>(*model) : noModel));
            if (!program.isEmpty())
                theirRounds.push_back(timePeer(program, arguments, peer.peerCount));
        }
        const Timing ours = pool(ourRounds);
        const Timing theirs = program.isEmpty() ? Timing{} : pool(theirRounds);
        const QString reached = QStringLiteral("%1/%2").arg(ours.reached).arg(peer.ourCount);
        const auto ms = [](double seconds, int width) { return QStringLiteral("%1").arg(seconds * 1000, width, 'f', 3); };
        const QString ourColumns = QStringLiteral("%1 %2 %3").arg(ms(ours.mean, 9), ms(median(ours.puzzles), 8), ms(worst(ours.puzzles), 8));
        if (theirs.mean < 0) {
            out() << QStringLiteral("%1 %2 %3 %4 %5\n").arg(label, -34).arg(program.isEmpty() ? tr("not installed") : tr("failed"), 27)
                         .arg(ourColumns).arg(QString(), 16).arg(reached, 12) << Qt::flush;
            continue;
        }
        const QString theirColumns = theirs.puzzles.empty()
            ? QStringLiteral("%1 %2").arg(ms(theirs.mean, 9)).arg(QString(), 17)   // no stdbuf: the mean only
            : QStringLiteral("%1 %2 %3").arg(ms(theirs.mean, 9), ms(median(theirs.puzzles), 8), ms(worst(theirs.puzzles), 8));
        const QString medianRatio = theirs.puzzles.empty() ? QString()
                                                           : QString::number(median(theirs.puzzles) / median(ours.puzzles), 'f', 1);
        out() << QStringLiteral("%1 %2 %3 %4 %5 %6\n").arg(label, -34).arg(theirColumns, ourColumns)
                     .arg(theirs.mean / ours.mean, 6, 'f', 1).arg(medianRatio, 9).arg(reached, 12) << Qt::flush;
    }
    return Ok;
}

} // namespace cli::bench
