// puzzlesmith-cli bench: generation per size (default), solving a file (--solve), the Debian peers side by
// side (--peers), a parallel batch (--batch), or players' times (--players, BenchPlayers.cpp).
#include "BenchSupport.h"
#include "CliSupport.h"
#include "types/TypeRegistry.h"
#include "Commands.h"

#include "difficulty/Difficulty.h"
#include "document/EngineMessages.h"
#include "generate/GenPuzzles.h"
#include "generate/Minimality.h"
#include "solve/BackendFactory.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <sys/resource.h>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

} // namespace

// The bench:: functions below are filed by lupdate under cli::bench: their tr() looks there too.
namespace bench {
namespace {
QString tr(const char* text) { return QCoreApplication::translate("cli::bench", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli::bench", text, comment, n); }
} // namespace
} // namespace bench

namespace {

int defaultPuzzleCount(int size)
{
    if (size <= 9)
        return 200;
    if (size <= 16)
        return 20;
    return 5;
}

// "ID PARAMETERS, ID PARAMETERS": each type's usual parameters, for --sizes' help.
QString usualParametersOfEachType()
{
    QStringList each;
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        each << QStringLiteral("%1 %2").arg(QString::fromStdString(type.id), QString::fromStdString(type.defaultParameters));
    return each.join(QStringLiteral(", "));
}

// Every type's peer list (BenchPeerList.h), for the help; a list that cannot be read is left out here (the
// bench that needs it says why).
struct TypePeers {
    QString typeId;
    bench::BenchPeers peers;
};
std::vector<TypePeers> peersOfEachType()
{
    std::vector<TypePeers> each;
    for (const std::string& id : ps::supportedTypes()) {
        QString error;
        if (const auto peers = bench::benchPeersOf(QString::fromStdString(id), &error))
            each.push_back({QString::fromStdString(id), *peers});
    }
    return each;
}

// "ID: PROGRAM, PROGRAM; ID: PROGRAM": the peer generators each type lists (program names,
// without their folders), for --peers' help. Types without peers are left out.
QString peerGeneratorsOfEachType(const std::vector<TypePeers>& types)
{
    QStringList each;
    for (const TypePeers& type : types) {
        QStringList programs;
        for (const bench::PeerGenerator& peer : type.peers.generators) {
            const QString program = QFileInfo(peer.command.program).fileName();
            if (!programs.contains(program))
                programs << program;
        }
        if (!programs.isEmpty())
            each << QStringLiteral("%1: %2").arg(type.typeId, programs.join(QStringLiteral(", ")));
    }
    return each.join(QStringLiteral("; "));
}

// "ID 9x9: PROGRAM": the peer solvers (or raters) the types list and the grid side each solves, for the help.
QString peerSolversOfEachType(const std::vector<TypePeers>& types, bench::PeerSolver bench::BenchPeers::*which)
{
    QStringList each;
    for (const TypePeers& type : types) {
        const bench::PeerSolver& peer = type.peers.*which;
        if (!peer.command.program.isEmpty())
            each << QStringLiteral("%1 %2x%2: %3").arg(type.typeId).arg(peer.side).arg(peer.command.program);
    }
    return each.join(QStringLiteral("; "));
}

// "ID 9x9": the types and sides tdoku solves, for --tdoku's help.
QString tdokuSidesOfEachType(const std::vector<TypePeers>& types)
{
    QStringList each;
    for (const TypePeers& type : types)
        if (type.peers.tdokuSide > 0)
            each << QStringLiteral("%1 %2x%2").arg(type.typeId).arg(type.peers.tdokuSide);
    return each.join(QStringLiteral("; "));
}

// How many of the puzzles of a size are minimal, checked by a backend of their own.
class MinimalTally {
public:
    // Search nodes one given's test may take: none where generation's proofs have no limit either, so the
    // check settles; elsewhere a cap, since a sparse 25x25 has givens whose test would take minutes.
    static constexpr long kCappedBudget = 20000;

    MinimalTally(const ps::PuzzleRules& rules, const QString& backendName) : backend_(ps::makeBackend(backendName.toStdString(), rules))
    {
        backend_->setSearchBudget(ps::defaultSearchBudget(rules) == 0 ? 0 : kCappedBudget);
    }

    void add(const ps::Board& puzzle, const ps::Board& solution)
    {
        const ps::MinimalityCheck check = ps::checkMinimal(*backend_, puzzle, solution);
        ++puzzles_;
        minimal_ += check.minimal() ? 1 : 0;
        notMinimal_ += check.notMinimal() ? 1 : 0;
        unsettled_ += !check.minimal() && !check.notMinimal() ? 1 : 0;
        answered_ += check.needed + check.removable;
    }

    // "-" when no given was ever settled: the type's backend cannot ask (hasSolutionDifferingAt answers
    // nothing), or its puzzles have no givens.
    QString text() const
    {
        if (answered_ == 0)
            return QStringLiteral("-");
        return QStringLiteral("%1/%2 (%3n %4?)").arg(minimal_).arg(puzzles_).arg(notMinimal_).arg(unsettled_);
    }

private:
    std::unique_ptr<ps::SolverBackend> backend_;
    int puzzles_ = 0;
    int minimal_ = 0;
    int notMinimal_ = 0;
    int unsettled_ = 0;
    long answered_ = 0;
};

} // namespace

double bench::peakRssMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

int bench::runGenerationTable(const QString& type, const QStringList& sizes, int puzzles, const QString& backendName, quint64 seed)
{
    out() << tr("GenPuzzles, one thread, strategy paper, unique solution, backend %1, seed %2").arg(backendName).arg(seed) << '\n';
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
                 .arg(tr("size"), -6).arg(tr("params"), -4).arg(tr("budget"), 6).arg(tr("puzzles"), 7).arg(tr("median ms"), 10)
                 .arg(tr("max ms"), 9).arg(tr("ms/check"), 9).arg(tr("checks"), 6).arg(tr("empties"), 7).arg(tr("minimal"), 16)
          << Qt::flush;
    for (const QString& parameters : sizes) {
        const auto rules = makeRulesOrSay(type, parameters.trimmed());
        if (!rules)
            return Usage;
        auto backend = ps::makeBackend(backendName.toStdString(), *rules);
        TimedBackend timed(*backend);
        const ps::RuleClassifier classifier;
        ps::PuzzleGenerator generator(*rules, timed, classifier);
        ps::GenerationSettings settings;
        settings.harvest = false;
        settings.searchBudget = ps::defaultSearchBudget(*rules);
        const int count = puzzles > 0 ? puzzles : defaultPuzzleCount(rules->rows());
        std::vector<double> puzzleSeconds;
        double empties = 0;
        MinimalTally minimal(*rules, backendName);
        for (int i = 0; i < count; ++i) {
            ps::Rng rng(ps::Rng::derive(seed, static_cast<std::uint64_t>(i)));
            const ps::GenerationResult result = generator.run(settings, rng);
            puzzleSeconds.push_back(result.seconds);
            empties += result.puzzle.emptyCount();
            minimal.add(result.puzzle, result.solution);   // after the timing: the check is not part of it
        }
        double checkSeconds = 0;
        for (double s : timed.callSeconds)
            checkSeconds += s;
        const QString size = QStringLiteral("%1x%2").arg(rules->rows()).arg(rules->cols());
        out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
                     .arg(size, -6).arg(parameters.trimmed(), -4)
                     .arg(settings.searchBudget ? QString::number(settings.searchBudget) : QStringLiteral("-"), 6).arg(count, 7)
                     .arg(median(puzzleSeconds) * 1000, 10, 'f', 3).arg(*std::max_element(puzzleSeconds.begin(), puzzleSeconds.end()) * 1000, 9, 'f', 2)
                     .arg(checkSeconds * 1000 / static_cast<double>(timed.callSeconds.size()), 9, 'f', 4)
                     .arg(static_cast<double>(timed.callSeconds.size()) / count, 6, 'f', 0).arg(empties / count, 7, 'f', 1)
                     .arg(minimal.text(), 16)
              << Qt::flush;
    }
    out() << tr("minimal: puzzles where every given is needed (taken out, the puzzle has a second solution; each test "
                "without limit where the budget is '-', else within %Ln search node(s)); in brackets, puzzles with a given "
                "proven not needed (n) or not settled (?).", nullptr, static_cast<int>(MinimalTally::kCappedBudget))
          << '\n';
    out() << tr("peak memory (RSS): %1 MB").arg(peakRssMegabytes(), 0, 'f', 1) << Qt::endl;
    return Ok;
}

int runBench(const QStringList& arguments)
{
    const std::vector<TypePeers> peers = peersOfEachType();
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Measure speed. By default: GenPuzzles per size of the type (median and worst milliseconds per "
                                        "puzzle, mean per solver check). Fixed seeds, so runs are comparable."));
    parser.addOptions({
        {"type", tr("Puzzle type (default %1).").arg(QString::fromStdString(ps::defaultPuzzleType().id)), tr("type")},
        {"sizes", tr("Comma-separated sizes as the type's parameters, as its usual one is written (%1). "
                     "Default: the type's benchmark sizes.").arg(usualParametersOfEachType()), tr("list")},
        {"puzzles", tr("Puzzles per size (0: 200 up to 9x9, 20 up to 16x16, 5 above)."), tr("N"), "0"},
        {"backend", tr("Solver backend: native, z3 or z3-int (default: the type's own)."), tr("name")},
        {"seed", tr("Seed of the first puzzle."), tr("S"), "1"},
        {"solve", tr("Instead: solve every puzzle of FILE (line format) and print puzzles per second, by label (and list name for "
                     "benchmark files)."), tr("FILE")},
        {"peers", tr("Instead: run the type's peers installed from Debian (%1) side by side with Puzzlesmith's generate command and "
                     "print ratios of CPU time, whole processes, the same number of puzzles, alternating rounds, with the load "
                     "average. With --solve: the solve command and the type's peer solver on the same puzzles of its size too (%2).")
                      .arg(peerGeneratorsOfEachType(peers), peerSolversOfEachType(peers, &bench::BenchPeers::solver))},
        {"tdoku", tr("With --solve: also time the solve command beside tdoku to a proof of uniqueness, whole processes on the same "
                     "puzzles, on every set of the size it solves (%1). PATH: tdoku's line solver, its example/solve.c built against "
                     "its library from tdoku's public source.").arg(tdokuSidesOfEachType(peers)), tr("PATH")},
        {"batch", tr("Instead: generate N puzzles of the type's usual size on every core and print the throughput."), tr("N")},
        {"rate", tr("Instead: rate every puzzle of FILE with the built-in model and print puzzles per second (with --peers: "
                    "the rate command and the type's peer rater as whole processes on the same puzzles of its size too: %1).").arg(peerSolversOfEachType(peers, &bench::BenchPeers::rater)), tr("FILE")},
        {"levels", tr("Instead: median milliseconds to generate one puzzle at each difficulty (--sizes: the first box, default "
                      "3x3; --puzzles: how many per level, default 50).")},
        {"teachers", tr("Instead: the learning curve of a teacher group's model with simulated teachers (0, 20, 50, 100 labels; "
                        "--seed, 3 seeds; --puzzles: built-in puzzles in each retrain, default 1200).")},
        {"pool", tr("With --teachers: the labelled puzzles the teachers label and are checked on (default: the built-in training file)."),
         tr("FILE")},
        {"players", tr("Instead: the learning curve of the personal time model on simulated players, with the labelled puzzles "
                       "of FILES (comma-separated) of the type's usual size."), tr("FILES")},
    });
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    const auto puzzles = intOption(parser, "puzzles", 0, 100000);
    const auto seed = seedOption(parser, "seed");
    if (!puzzles || !seed)
        return Usage;
    const auto type = typeOption(parser);
    if (!type)
        return Usage;
    const ps::PuzzleType& puzzleType = ps::puzzleType(type->toStdString());
    const QString backend = parser.isSet("backend") ? parser.value("backend")
                                                    : QString::fromStdString(puzzleType.makeRules(puzzleType.defaultParameters)->defaultBackend());
    if (!parser.positionalArguments().isEmpty()) {
        err() << tr("Error: bench takes no file arguments (\"%1\"); use --solve FILE or --rate FILE.")
                     .arg(parser.positionalArguments().join(QLatin1Char(' '))) << Qt::endl;
        return Usage;
    }
    if (!checkBackend(backend))
        return Usage;
    if (parser.isSet("tdoku")) {
        if (!parser.isSet("solve")) {
            err() << tr("Error: --tdoku goes with --solve FILE.") << Qt::endl;
            return Usage;
        }
        if (!QFileInfo(parser.value("tdoku")).isExecutable()) {
            err() << tr("Error: \"%1\" is not a program; --tdoku takes the path of tdoku's line solver (its example/solve.c, built).").arg(parser.value("tdoku")) << Qt::endl;
            return Usage;
        }
    }
    QStringList sizes = parser.value("sizes").split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (!parser.isSet("sizes"))
        for (const std::string& parameters : puzzleType.benchmarkParameters)
            sizes << QString::fromStdString(parameters);
    if (sizes.isEmpty()) {
        err() << tr("Error: --sizes needs at least one size, e.g. %1.").arg(QString::fromStdString(puzzleType.defaultParameters)) << Qt::endl;
        return Usage;
    }
    for (const QString& box : sizes)
        if (!makeRulesOrSay(*type, box.trimmed()))
            return Usage;
    try {
        if (parser.isSet("solve"))
            return bench::runSolveBench(*type, parser.value("solve"), backend, parser.isSet("peers"), parser.value("tdoku"));
        if (parser.isSet("teachers"))
            return bench::runTeachersBench(*type, parser.value("pool"), static_cast<int>(*puzzles), *seed, 3);
        if (parser.isSet("rate"))
            return bench::runRateBench(*type, parser.value("rate"), parser.isSet("peers"));
        if (parser.isSet("players"))
            return bench::runPlayersBench(*type, parser.value("players").split(QLatin1Char(','), Qt::SkipEmptyParts), *seed);
        if (parser.isSet("peers"))
            return bench::runPeerBench(*type, backend);
        if (parser.isSet("levels"))
            return bench::runLevelsBench(*type, parser.isSet("sizes") ? sizes.front().trimmed() : QString::fromStdString(puzzleType.defaultParameters),
                                         *puzzles > 0 ? static_cast<int>(*puzzles) : 50, *seed);
        if (parser.isSet("batch")) {
            const auto count = intOption(parser, "batch", 1, 10000000);
            return count ? bench::runBatchBench(*type, static_cast<int>(*count), backend, *seed) : Usage;
        }
        return bench::runGenerationTable(*type, sizes, static_cast<int>(*puzzles), backend, *seed);
    } catch (const ps::EngineError& e) {
        err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
        return Failed;
    }
}

} // namespace cli
