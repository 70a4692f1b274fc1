// bench --teachers: the learning curve of a teacher group's model with simulated teachers whose labels
// come from outside our model (a real grader's levels, or the clue count alone), what the studio would
// tell each of them, and how long a retrain takes.
#include "BenchSupport.h"
#include "CliSupport.h"

#include "difficulty/SimulatedTeacher.h"
#include "difficulty/TeacherSimulation.h"
#include "document/BuiltInTrainingData.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <algorithm>

namespace cli::bench {
namespace {

// (lupdate files tr() in a namespace under the namespace's name, as in BenchPlayers.cpp.)
QString tr(const char* text, const char* comment = nullptr, int n = -1) { return QCoreApplication::translate("cli::bench", text, comment, n); }

struct Teacher {
    QString source;        // BuiltInTrainingData::simulationPuzzles' teacher
    QString description;
};

void printCurve(const std::vector<int>& counts, const std::vector<ps::CurvePoint>& fixed, const std::vector<ps::CurvePoint>& chosen,
                std::size_t builtInSamples)
{
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11\n")
                 .arg(tr("labels"), 6).arg(tr("weight"), 6).arg(tr("agree built-in"), 15).arg(tr("agree group"), 12).arg(tr("agree chosen"), 13)
                 .arg(tr("error built-in"), 15).arg(tr("error group"), 12).arg(tr("error chosen"), 13).arg(tr("warned"), 7).arg(tr("named"), 6)
                 .arg(tr("rank vs built-in"), 17);
    for (std::size_t i = 0; i < counts.size(); ++i)
        out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11\n").arg(counts[i], 6)
                     .arg(counts[i] ? QString::number(ps::labelWeightFor(builtInSamples, static_cast<std::size_t>(counts[i]))) : QStringLiteral("-"), 6)
                     .arg(QStringLiteral("%1%").arg(100 * fixed[i].builtInAgreement, 0, 'f', 1), 15)
                     .arg(QStringLiteral("%1%").arg(100 * fixed[i].groupAgreement, 0, 'f', 1), 12)
                     .arg(QStringLiteral("%1%").arg(100 * chosen[i].groupAgreement, 0, 'f', 1), 13)
                     .arg(fixed[i].builtInError, 15, 'f', 2).arg(fixed[i].groupError, 12, 'f', 2).arg(chosen[i].groupError, 13, 'f', 2)
                     .arg(counts[i] ? QStringLiteral("%1%").arg(100 * chosen[i].warned, 0, 'f', 0) : QStringLiteral("-"), 7)
                     .arg(counts[i] ? QStringLiteral("%1%").arg(100 * chosen[i].namedProperty, 0, 'f', 0) : QStringLiteral("-"), 6)
                     .arg(chosen[i].rankWithBuiltIn, 17, 'f', 3)
              << Qt::flush;
}

} // namespace

int runTeachersBench(const QString& type, const QString& poolPath, int builtInSamples, quint64 seed, int seeds)
{
    QString error;
    const std::size_t sampleCount = builtInSamples > 0 ? static_cast<std::size_t>(builtInSamples) : BuiltInTrainingData::kDefaultSubsample;
    const Stopwatch loading;
    const auto builtIn = BuiltInTrainingData::load(type, sampleCount, BuiltInTrainingData::kDefaultSeed, &error);
    if (!builtIn) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    const double loadSeconds = loading.seconds();
    const ps::PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
    const auto rules = puzzleType.makeRules(puzzleType.defaultParameters);
    const QString path = poolPath.isEmpty() ? BuiltInTrainingData::path(type) : poolPath;
    out() << tr("%1x%2 puzzles from %3; each teacher labels puzzles from the first 100 of a seeded shuffle and is checked on the "
                "others, never labelled; each retrain: %4 built-in puzzles (%5 s to compute their features); %6 seed(s) from %7; "
                "10% of verdicts off by one class (drawn from the seed, not from any score), 20% set the level directly; the "
                "puzzles are shown as the built-in model's class, as in the studio.")
                 .arg(rules->rows()).arg(rules->cols()).arg(path).arg(builtIn->samples.size()).arg(loadSeconds, 0, 'f', 1).arg(seeds).arg(seed)
          << '\n';
    if (poolPath.isEmpty())
        out() << tr("Note: the built-in model was trained on this file's grades; pass held-out puzzles with --pool.") << '\n';
    const std::vector<Teacher> teachers{
        {QStringLiteral("sgt-solo"), tr("Teacher sgt-solo: each puzzle's level is the one sgt-solo's grader gave it.")},
        {QStringLiteral("qqwing"), tr("Teacher qqwing: each puzzle's level is the one qqwing's grader gave it.")},
        {QString::fromLatin1(BuiltInTrainingData::kCluesTeacher),
         tr("Teacher clues: rates by the clue count alone (the fewer clues, the harder), which the graders ignore.")},
    };
    const std::vector<int> counts{0, 20, 50, 100};
    std::vector<ps::SimulationPuzzle> timingPool;
    for (const Teacher& teacher : teachers) {
        const auto pool = BuiltInTrainingData::simulationPuzzles(path, type, builtIn->model, rules->rows(), teacher.source, &error);
        out() << '\n' << teacher.description << '\n';
        if (!pool) {
            out() << tr("Skipped: %1").arg(error) << '\n';
            continue;
        }
        if (pool->size() <= 100) {
            out() << tr("Skipped: %n puzzle(s), more than 100 needed.", nullptr, static_cast<int>(pool->size())) << '\n';
            continue;
        }
        if (timingPool.empty())
            timingPool = *pool;
        out() << tr("%1 puzzles, checked on %2.").arg(pool->size()).arg(static_cast<qsizetype>(pool->size()) - 100) << '\n';
        std::vector<ps::CurvePoint> fixed(counts.size()), chosen(counts.size());
        ps::GroupTrainingOptions choosing;
        choosing.chooseWeight = true;
        const ps::SimulatedTeacher simulated(builtIn->model.bands());
        const auto add = [seeds](std::vector<ps::CurvePoint>& sums, const std::vector<ps::CurvePoint>& curve) {
            for (std::size_t i = 0; i < curve.size(); ++i) {
                sums[i].builtInAgreement += curve[i].builtInAgreement / seeds;
                sums[i].groupAgreement += curve[i].groupAgreement / seeds;
                sums[i].builtInError += curve[i].builtInError / seeds;
                sums[i].groupError += curve[i].groupError / seeds;
                sums[i].warned += curve[i].warned / seeds;
                sums[i].namedProperty += curve[i].namedProperty / seeds;
                sums[i].rankWithBuiltIn += (curve[i].rankWithBuiltIn - 1) / seeds;   // (starts at 1)
            }
        };
        for (int s = 0; s < seeds; ++s) {
            const quint64 runSeed = seed + static_cast<quint64>(s);
            add(fixed, ps::teacherLearningCurve(*builtIn, *pool, simulated, counts, runSeed, {}, rules->featureNames()));
            add(chosen, ps::teacherLearningCurve(*builtIn, *pool, simulated, counts, runSeed, choosing, rules->featureNames()));
        }
        printCurve(counts, fixed, chosen, builtIn->samples.size());
    }
    out() << '\n'
          << tr("agree: share of unseen puzzles filed under the teacher's class; error: mean absolute difference from the teacher's "
                "score, in points (both the mean over the seeds). group: the labels carry half the weight; chosen: the weight chosen "
                "by 5-fold cross-validation over the labels, or the built-in model kept when no weight does better, as the studio "
                "and train --group do. warned: share of seeds where the studio says the labels disagree with the built-in levels; "
                "named: where it also names the visible property they follow; rank vs built-in: Spearman of the chosen model's "
                "scores with the built-in model's on the built-in puzzles.")
          << '\n';
    if (timingPool.size() < 100)
        return Ok;

    // One retrain as the studio does it: 100 labels, the weight chosen by cross-validation, the comparison.
    const ps::SimulatedTeacher teacher(builtIn->model.bands());
    ps::Rng rng(seed);
    std::vector<ps::TeacherLabel> labels;
    for (std::size_t i = 0; i < 100; ++i)
        labels.push_back(teacher.label(type.toStdString(), timingPool[i], rng));
    const Stopwatch retrain;
    ps::GroupReport report;
    ps::GroupTrainingOptions asTheStudio;
    asTheStudio.chooseWeight = true;
    ps::trainGroupModel(*builtIn, labels, asTheStudio, &report);
    const double retrainSeconds = retrain.seconds();
    const Stopwatch single;
    ps::GroupTrainingOptions once;
    once.folds = 0;
    ps::trainGroupModel(*builtIn, labels, once);
    out() << tr("retrain as the studio does it (100 labels of the first teacher, weight chosen by 5-fold cross-validation over them, %1 "
                "built-in puzzles): %2 s, weight %3; one training without cross-validation: %4 s")
                 .arg(builtIn->samples.size()).arg(retrainSeconds, 0, 'f', 2).arg(report.weight).arg(single.seconds(), 0, 'f', 2)
          << Qt::endl;
    return Ok;
}

} // namespace cli::bench
