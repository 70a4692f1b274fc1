// bench --rate FILE and bench --levels.
#include "BenchSupport.h"
#include "document/EngineMessages.h"
#include "CliSupport.h"
#include "PuzzleInput.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "generate/TargetedGeneration.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>

namespace cli::bench {
namespace {

// lupdate files tr() here under the namespace, cli::bench, so the lookup must use it too.
QString tr(const char* text) { return QCoreApplication::translate("cli::bench", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli::bench", text, comment, n); }

std::optional<ps::SvmClassifier> builtInClassifier(const QString& type)
{
    QString error;
    auto classifier = DifficultyModels::classifierFor(type, {}, &error);
    if (!classifier)
        err() << tr("Error: %1").arg(error) << Qt::endl;
    return classifier;
}

} // namespace

int runRateBench(const QString& type, const QString& path, bool withPeers)
{
    const auto classifier = builtInClassifier(type);
    if (!classifier)
        return Failed;
    const auto read = readBenchPuzzles(path, type);
    if (!read)
        return Failed;
    RulesCache rulesCache(type, {});
    std::vector<std::pair<const ps::PuzzleRules*, ps::Board>> puzzles;
    for (const InputPuzzle& input : read->puzzles)
        puzzles.emplace_back(&rulesCache.rulesFor(input), input.puzzle.board);
    QString error;
    const std::optional<BenchPeers> peers = benchPeersOf(type, &error);
    if (!peers) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    const PeerSolver& peer = peers->rater;
    std::vector<ps::Board> peerBoards;   // the puzzles the peer rates too (its grid side)
    for (const auto& [rules, board] : puzzles)
        if (board.rows() == peer.side && board.cols() == peer.side)
            peerBoards.push_back(board);

    // In this process: the median of kPeerRounds passes (logic solve, features, the model), as `rate` does it.
    std::vector<double> ours;
    for (int round = 0; round < kPeerRounds; ++round) {
        const Stopwatch watch;
        for (const auto& [rules, board] : puzzles)
            classifier->rate(*rules, board);
        ours.push_back(watch.seconds() / static_cast<double>(puzzles.size()));
    }
    out() << tr("rated %1 on one thread: %2 puzzles/s (logic solve, features, SVM; the median of %3, in this process)")
                 .arg(tr("%n puzzle(s)", nullptr, static_cast<int>(puzzles.size())))
                 .arg(1 / median(ours), 0, 'f', 0)
                 .arg(tr("%n round(s)", nullptr, kPeerRounds)) << Qt::endl;
    if (withPeers) {
        // As users run both: `rate` (reading, the uniqueness check, model loading and printing included)
        // against the peer's command, whole processes on the same file.
        QStringList commands;
        const auto timing = peerBoards.size() == puzzles.size() ? compareOnPuzzles(QStringLiteral("rate"), type, peer, peerBoards, &commands)
                                                                : std::nullopt;
        if (!timing)
            out() << tr("no peer rates these puzzles") << Qt::endl;
        else
            out() << describeComparison(*timing, static_cast<int>(peerBoards.size()), peer.command.program) << '\n'
                  << QStringLiteral("    %1\n    %2\n").arg(commands.value(0), commands.value(1)) << Qt::flush;
    }
    return Ok;
}

int runLevelsBench(const QString& type, const QString& parameters, int puzzles, quint64 seed)
{
    const auto classifier = builtInClassifier(type);
    const auto rules = makeRulesOrSay(type, parameters);
    if (!classifier || !rules)
        return Failed;
    auto backend = ps::makeBackend("native", *rules);
    ps::PuzzleGenerator generator(*rules, *backend, *classifier);
    ps::GenerationSettings settings;
    settings.searchBudget = ps::defaultSearchBudget(*rules);
    out() << tr("Generation at a target class, %1, one thread, %n puzzle(s) per level", nullptr, puzzles).arg(describeRules(*rules))
          << '\n'
          << QStringLiteral("%1 %2 %3 %4 %5\n").arg(tr("level"), -8).arg(tr("median ms"), 10).arg(tr("max ms"), 9).arg(tr("runs"), 6)
                 .arg(tr("reached"), 8);
    for (ps::Difficulty target : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil}) {
        std::vector<double> times;
        double runs = 0;
        int reached = 0;
        for (int i = 0; i < puzzles; ++i) {
            ps::Rng rng(ps::Rng::derive(seed, static_cast<std::uint64_t>(i)));
            const Stopwatch watch;
            const ps::TargetedResult result = ps::generateAtDifficulty(generator, *rules, *classifier, settings, target, rng, 200);
            times.push_back(watch.seconds());
            runs += result.runs;
            reached += result.reached;
        }
        out() << QStringLiteral("%1 %2 %3 %4 %5\n").arg(QString::fromStdString(ps::difficultyName(target)), -8)
                     .arg(median(times) * 1000, 10, 'f', 2).arg(*std::max_element(times.begin(), times.end()) * 1000, 9, 'f', 1)
                     .arg(runs / puzzles, 6, 'f', 1).arg(QStringLiteral("%1/%2").arg(reached).arg(puzzles), 8) << Qt::flush;
    }
    return Ok;
}

} // namespace cli::bench
