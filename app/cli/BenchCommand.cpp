// puzzlesmith-cli bench: per size, the median time to generate one puzzle and to run one solver check.
#include "CliSupport.h"
#include "Commands.h"

#include "difficulty/Difficulty.h"
#include "document/EngineMessages.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"

#include <QCoreApplication>
#include <algorithm>
#include <chrono>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

// Wraps a backend and records how long each call takes.
class TimedBackend final : public ps::SolverBackend {
public:
    explicit TimedBackend(ps::SolverBackend& inner) : inner_(inner) {}
    std::vector<double> callSeconds;

    template <class Call>
    auto timed(Call call)
    {
        const auto start = std::chrono::steady_clock::now();
        auto result = call();
        callSeconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        ++totals_.checks;
        return result;
    }
    std::string name() const override { return inner_.name(); }
    ps::SolveResult countSolutions(const ps::Board& givens, int limit) override
    {
        return timed([&] { return inner_.countSolutions(givens, limit); });
    }
    bool hasSolutionOtherThan(const ps::Board& givens, const ps::Board& reference) override
    {
        return timed([&] { return inner_.hasSolutionOtherThan(givens, reference); });
    }
private:
    ps::SolverBackend& inner_;
};

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

int defaultPuzzleCount(int size)
{
    if (size <= 9)
        return 20;
    if (size <= 12)
        return 10;
    if (size <= 16)
        return 3;
    return 1;
}

} // namespace

int runBench(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Time GenPuzzles per Sudoku size: median milliseconds per generated puzzle (unique, "
                                        "every square tested) and per solver check. Fixed seeds, so runs are comparable."));
    parser.addOptions({
        {"sizes", tr("Comma-separated box shapes."), tr("list"), "2x2,2x3,3x3,3x4,4x4"},
        {"puzzles", tr("Puzzles per size (0: 20 up to 9x9, 10 for 12x12, 3 for 16x16, 1 above)."), tr("N"), "0"},
        {"backend", tr("Solver backend: z3 or z3-int."), tr("name"), QString::fromStdString(ps::defaultBackendName())},
        {"seed", tr("Seed of the first puzzle."), tr("S"), "1"},
    });
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    const auto puzzles = intOption(parser, "puzzles", 0, 100000);
    const auto seed = seedOption(parser, "seed");
    if (!puzzles || !seed)
        return Usage;

    out() << tr("backend %1, strategy paper, unique solution, seed %2").arg(parser.value("backend")).arg(*seed) << '\n';
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                 .arg(tr("size"), -7).arg(tr("box"), -5).arg(tr("puzzles"), 8).arg(tr("ms/puzzle"), 11)
                 .arg(tr("ms/check"), 10).arg(tr("checks"), 8).arg(tr("empties"), 8)
          << Qt::flush;
    for (const QString& box : parser.value("sizes").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto rules = rulesFromOptions(QStringLiteral("sudoku"), box.trimmed());
        if (!rules)
            return Usage;
        try {
            auto backend = ps::makeBackend(parser.value("backend").toStdString(), *rules);
            TimedBackend timed(*backend);
            const ps::ClueBandClassifier classifier;
            ps::PuzzleGenerator generator(*rules, timed, classifier);
            ps::GenerationSettings settings;
            settings.harvest = false;
            const int count = *puzzles > 0 ? static_cast<int>(*puzzles) : defaultPuzzleCount(rules->rows());
            std::vector<double> puzzleSeconds;
            std::vector<double> empties;
            for (int i = 0; i < count; ++i) {
                ps::Rng rng(ps::Rng::derive(*seed, static_cast<std::uint64_t>(i)));
                const ps::GenerationResult result = generator.run(settings, rng);
                puzzleSeconds.push_back(result.seconds);
                empties.push_back(result.puzzle.emptyCount());
            }
            const QString side = QString::number(rules->rows());
            out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                         .arg(side + QLatin1Char('x') + side, -7).arg(box.trimmed(), -5).arg(count, 8)
                         .arg(median(puzzleSeconds) * 1000, 11, 'f', 2).arg(median(timed.callSeconds) * 1000, 10, 'f', 3)
                         .arg(static_cast<double>(timed.callSeconds.size()) / count, 8, 'f', 0).arg(median(empties), 8, 'f', 0)
                  << Qt::flush;
        } catch (const ps::EngineError& e) {
            err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
            return Failed;
        }
    }
    return Ok;
}

} // namespace cli
