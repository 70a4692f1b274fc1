// bench --solve FILE and bench --batch N.
#include "BenchSupport.h"
#include "document/EngineMessages.h"
#include "CliSupport.h"
#include "PuzzleInput.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "document/LineFormat.h"
#include "generate/BatchGenerator.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>

namespace cli::bench {
namespace {

// lupdate files tr() here under the namespace, cli::bench, so the lookup must use it too.
QString tr(const char* text) { return QCoreApplication::translate("cli::bench", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli::bench", text, comment, n); }

// Solves every board with `limit` in passes until at least minSeconds went by; puzzles per second.
double solveRate(ps::SolverBackend& backend, const std::vector<ps::Board>& boards, int limit, double minSeconds)
{
    const Stopwatch watch;
    long solved = 0;
    do {
        for (const ps::Board& board : boards) {
            backend.countSolutions(board, limit);
            ++solved;
        }
    } while (watch.seconds() < minSeconds);
    return static_cast<double>(solved) / watch.seconds();
}

} // namespace

std::optional<PuzzleInput> readBenchPuzzles(const QString& path, const QString& type)
{
    int badLines = 0;
    auto read = readPuzzleInput(path, &badLines, type);
    if (!read)
        return std::nullopt;
    if (badLines > 0)
        err() << tr("Note: %n line(s) of \"%1\" are not puzzles and were left out.", nullptr, badLines).arg(path) << Qt::endl;
    if (read->puzzles.empty()) {
        err() << tr("Error: \"%1\" holds no puzzles.").arg(path) << Qt::endl;
        return std::nullopt;
    }
    return read;
}

int runSolveBench(const QString& type, const QString& path, const QString& backendName, bool withPeers, const QString& tdoku)
{
    const auto read = readBenchPuzzles(path, type);
    if (!read)
        return Failed;
    std::map<QString, std::vector<ps::Board>> groups;
    for (const InputPuzzle& input : read->puzzles) {
        const PuzzleLine& line = input.puzzle;
        // The label, and for benchmark lists (source "repo:path/list") the list's name.
        QString group = line.label.isEmpty() ? QStringLiteral("-") : line.label;
        if (line.source.contains(QLatin1Char('/')))
            group += QLatin1Char(' ') + line.source.section(QLatin1Char('/'), -1);
        group += QStringLiteral(" %1x%1").arg(line.board.rows());
        groups[group].push_back(line.board);
    }
    int nameWidth = 12;
    for (const auto& [name, boards] : groups)
        nameWidth = std::max(nameWidth, static_cast<int>(name.size()));
    out() << tr("Solving, one thread, backend %1: puzzles per second to the first solution (limit 1) and to a proof of "
                "uniqueness (limit 2)").arg(backendName) << '\n';
    out() << QStringLiteral("%1 %2 %3 %4 %5").arg(tr("set"), -nameWidth).arg(tr("puzzles"), 8).arg(tr("limit 1 /s"), 12)
                 .arg(tr("limit 2 /s"), 12).arg(tr("not 1 solution"), 14);
    QString error;
    const std::optional<BenchPeers> peers = benchPeersOf(type, &error);
    if (!peers) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    const PeerSolver& peer = peers->solver;
    const QString& peerName = peer.command.program;
    out() << Qt::endl;
    for (const auto& [name, boards] : groups) {
        const auto rules = ps::makeDefaultRules(type.toStdString(), boards.front().rows(), boards.front().cols());
        auto backend = ps::makeBackend(backendName.toStdString(), *rules);
        int notUnique = 0;
        for (const ps::Board& board : boards)
            notUnique += rules->findConflict(board) || backend->countSolutions(board, 2).count != 1;
        const double first = solveRate(*backend, boards, 1, 0.5);
        const double proof = solveRate(*backend, boards, 2, 0.5);
        out() << QStringLiteral("%1 %2 %3 %4 %5").arg(name, -nameWidth).arg(boards.size(), 8).arg(first, 12, 'f', 0).arg(proof, 12, 'f', 0)
                     .arg(notUnique, 14);
        out() << Qt::endl;
        // The peer as users run both: `solve` against the peer's command on the same file, whole processes.
        if (withPeers && !peerName.isEmpty() && boards.front().rows() == peer.side && boards.front().cols() == peer.side) {
            QStringList commands;
            if (const auto timing = compareOnPuzzles(QStringLiteral("solve"), type, peer, boards, &commands))
                out() << QStringLiteral("    %1\n    %2\n    %3\n")
                             .arg(describeComparison(*timing, static_cast<int>(boards.size()), peerName), commands.value(0), commands.value(1))
                      << Qt::flush;
        }
        if (!tdoku.isEmpty() && boards.front().rows() == peers->tdokuSide && boards.front().cols() == peers->tdokuSide) {
            QStringList commands;
            if (const auto timing = compareWithTdoku(tdoku, type, boards, &commands))
                out() << QStringLiteral("    %1\n    %2\n    %3\n")
                             .arg(describeComparison(*timing, static_cast<int>(boards.size()), QStringLiteral("tdoku")), commands.value(0),
                                  commands.value(1))
                      << Qt::flush;
        }
    }
    return Ok;
}

int runBatchBench(const QString& type, int count, const QString& backendName, quint64 seed)
{
    const ps::PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
    const auto rules = puzzleType.makeRules(puzzleType.defaultParameters);
    // As `generate` does: every puzzle classified by the type's built-in model, the type's search budget.
    QString error;
    const std::optional<ps::SvmClassifier> classifier = DifficultyModels::classifierFor(type, {}, &error);
    if (!classifier) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    ps::BatchRequest request;
    request.backend = backendName.toStdString();
    request.seed = seed;
    request.count = count;
    request.settings.harvest = false;
    request.settings.searchBudget = ps::defaultSearchBudget(*rules);
    for (int threads : {1, ps::defaultThreadCount()}) {
        request.threads = threads;
        const WallStopwatch watch;   // several threads: the throughput a user waits for
        const auto items = ps::generateBatch(*rules, request, *classifier);
        const double seconds = watch.seconds();
        out() << tr("%1 on %2, each classified by the built-in model: %3 s, %4 puzzles/s")
                     .arg(tr("%n %1 puzzle(s)", nullptr, static_cast<int>(items.size())).arg(describeRules(*rules)),
                          tr("%n thread(s)", nullptr, threads))
                     .arg(seconds, 0, 'f', 2)
                     .arg(static_cast<double>(items.size()) / seconds, 0, 'f', 0) << Qt::endl;
        if (ps::defaultThreadCount() == 1)
            break;
    }
    return Ok;
}

} // namespace cli::bench
