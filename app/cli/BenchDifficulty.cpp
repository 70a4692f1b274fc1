// bench --rate FILE and bench --levels.
#include "BenchSupport.h"
#include "CliSupport.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "document/LabelledPuzzles.h"
#include "generate/TargetedGeneration.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>

namespace cli::bench {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

std::optional<ps::SvmClassifier> builtInClassifier(const QString& type)
{
    QString error;
    auto classifier = DifficultyModels::classifierFor(type, {}, &error);
    if (!classifier)
        err() << tr("Error: %1").arg(error) << Qt::endl;
    return classifier;
}

} // namespace

int runRateBench(const QString& type, const QString& path)
{
    const auto classifier = builtInClassifier(type);
    if (!classifier)
        return Failed;
    std::vector<LabelledPuzzle> puzzles;
    QString error;
    if (!readLabelledPuzzles(path, type, {}, puzzles, &error)) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    const Stopwatch watch;
    for (const LabelledPuzzle& p : puzzles)
        classifier->classify(*p.rules, p.givens);
    const double seconds = watch.seconds();
    out() << tr("rated %1 puzzles in %2 s on one thread: %3 puzzles/s (logic solve, features, SVM)")
                 .arg(puzzles.size()).arg(seconds, 0, 'f', 3).arg(static_cast<double>(puzzles.size()) / seconds, 0, 'f', 0) << Qt::endl;
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
    out() << tr("Generation at a target class, %1, one thread, %2 puzzles per level").arg(QString::fromStdString(rules->describe())).arg(puzzles)
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
