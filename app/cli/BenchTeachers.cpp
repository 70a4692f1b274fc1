// bench --teachers: the learning curve of a teacher group's model with simulated teachers (labels from a
// known rule that differs from the built-in model), and how long a retrain takes.
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

// The teacher's rule: puzzles whose "empty share" (else the first feature) is above the pool's median are
// one class harder than the built-in model says.
ps::TeacherRule ruleFor(const ps::DifficultySpec& rules, const std::vector<ps::SimulationPuzzle>& pool, QString& featureName)
{
    const auto names = rules.featureNames();
    const auto found = std::find(names.begin(), names.end(), "empty share");
    ps::TeacherRule rule;
    rule.featureIndex = found == names.end() ? 0 : static_cast<int>(found - names.begin());
    featureName = QString::fromStdString(names[static_cast<std::size_t>(rule.featureIndex)]);
    std::vector<double> values;
    for (const ps::SimulationPuzzle& p : pool)
        values.push_back(p.features[static_cast<std::size_t>(rule.featureIndex)]);
    rule.threshold = median(values);
    return rule;
}

} // namespace

int runTeachersBench(const QString& type, const QString& poolPath, int builtInSamples, quint64 seed, int seeds)
{
    QString error;
    const std::size_t sampleCount = builtInSamples > 0 ? static_cast<std::size_t>(builtInSamples) : BuiltInTrainingData::kDefaultSubsample;
    const Stopwatch loading;
    const auto builtIn = BuiltInTrainingData::load(type, sampleCount, BuiltInTrainingData::kDefaultSeed, &error);
    if (!builtIn) {
        err() << QCoreApplication::translate("cli::BenchTeachers", "Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    const double loadSeconds = loading.seconds();
    const ps::PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
    const auto rules = puzzleType.makeRules(puzzleType.defaultParameters);
    const QString path = poolPath.isEmpty() ? BuiltInTrainingData::path(type) : poolPath;
    const auto pool = BuiltInTrainingData::simulationPuzzles(path, type, builtIn->model, rules->rows(), &error);
    if (!pool) {
        err() << QCoreApplication::translate("cli::BenchTeachers", "Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    QString featureName;
    const ps::TeacherRule sparse = ruleFor(*rules, *pool, featureName);
    out() << QCoreApplication::translate("cli::BenchTeachers", "%1 %2x%3 puzzles from %4: the teachers label puzzles from the first 100 and are checked on the %5 never "
                       "labelled; each retrain: %6 built-in puzzles (%7 s to compute their features); %8 seed(s) from %9; "
                       "10% of verdicts off by one class, 20% set the level directly.")
                 .arg(pool->size()).arg(rules->rows()).arg(rules->cols()).arg(path).arg(static_cast<qsizetype>(pool->size()) - 100)
                 .arg(builtIn->samples.size()).arg(loadSeconds, 0, 'f', 1).arg(seeds).arg(seed) << '\n';
    ps::TeacherRule everything;
    everything.featureIndex = -1;
    const std::vector<std::pair<QString, ps::TeacherRule>> teachers{
        {QCoreApplication::translate("cli::BenchTeachers", "Teacher A: every puzzle is one class harder than the built-in model says (evil stays evil)."), everything},
        {QCoreApplication::translate("cli::BenchTeachers", "Teacher B: a puzzle whose \"%1\" is above %2 (the median) is one class harder than the built-in model says.")
             .arg(featureName).arg(sparse.threshold, 0, 'f', 3), sparse},
    };
    const std::vector<int> counts{0, 20, 50, 100};
    for (const auto& [description, rule] : teachers) {
        out() << description << '\n'
              << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n").arg(QCoreApplication::translate("cli::BenchTeachers", "labels"), 6).arg(QCoreApplication::translate("cli::BenchTeachers", "weight"), 6)
                     .arg(QCoreApplication::translate("cli::BenchTeachers", "agree built-in"), 15).arg(QCoreApplication::translate("cli::BenchTeachers", "agree group"), 12).arg(QCoreApplication::translate("cli::BenchTeachers", "agree chosen"), 13)
                     .arg(QCoreApplication::translate("cli::BenchTeachers", "error built-in"), 15).arg(QCoreApplication::translate("cli::BenchTeachers", "error group"), 12).arg(QCoreApplication::translate("cli::BenchTeachers", "error chosen"), 13) << Qt::flush;
        std::vector<ps::CurvePoint> sums(counts.size());
        std::vector<ps::CurvePoint> chosenSums(counts.size());
        ps::GroupTrainingOptions choosing;
        choosing.chooseWeight = true;
        for (int s = 0; s < seeds; ++s) {
            const ps::SimulatedTeacher teacher(rule, builtIn->model.bands());
            const auto curve = ps::teacherLearningCurve(*builtIn, *pool, teacher, counts, seed + static_cast<quint64>(s));
            const auto chosen = ps::teacherLearningCurve(*builtIn, *pool, teacher, counts, seed + static_cast<quint64>(s), choosing);
            for (std::size_t i = 0; i < curve.size(); ++i) {
                sums[i].builtInAgreement += curve[i].builtInAgreement / seeds;
                sums[i].groupAgreement += curve[i].groupAgreement / seeds;
                sums[i].builtInError += curve[i].builtInError / seeds;
                sums[i].groupError += curve[i].groupError / seeds;
                chosenSums[i].groupAgreement += chosen[i].groupAgreement / seeds;
                chosenSums[i].groupError += chosen[i].groupError / seeds;
            }
        }
        for (std::size_t i = 0; i < counts.size(); ++i)
            out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n").arg(counts[i], 6)
                         .arg(counts[i] ? QString::number(ps::labelWeightFor(builtIn->samples.size(), static_cast<std::size_t>(counts[i]))) : QStringLiteral("-"), 6)
                         .arg(QStringLiteral("%1%").arg(100 * sums[i].builtInAgreement, 0, 'f', 1), 15)
                         .arg(QStringLiteral("%1%").arg(100 * sums[i].groupAgreement, 0, 'f', 1), 12)
                         .arg(QStringLiteral("%1%").arg(100 * chosenSums[i].groupAgreement, 0, 'f', 1), 13)
                         .arg(sums[i].builtInError, 15, 'f', 2).arg(sums[i].groupError, 12, 'f', 2).arg(chosenSums[i].groupError, 13, 'f', 2)
                  << Qt::flush;
    }

    // One retrain as the studio does it: 100 labels, 5-fold cross-validation over them, the comparison.
    const ps::SimulatedTeacher teacher(everything, builtIn->model.bands());
    ps::Rng rng(seed);
    std::vector<ps::TeacherLabel> labels;
    for (std::size_t i = 0; i < std::min<std::size_t>(100, pool->size()); ++i)
        labels.push_back(teacher.label(type.toStdString(), (*pool)[i].features, (*pool)[i].builtInScore, rng));
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
    out() << QCoreApplication::translate("cli::BenchTeachers", "agree: share of unseen puzzles filed under the teacher's class; error: mean absolute difference from the "
                       "teacher's score, in points (both the mean over the seeds).") << '\n'
          << QCoreApplication::translate("cli::BenchTeachers", "chosen: the labels' weight chosen by 5-fold cross-validation over them (a tenth, a third, half or two "
                       "thirds of the total), or the built-in model kept when no weight does better, as the studio and train --group do.") << '\n'
          << QCoreApplication::translate("cli::BenchTeachers", "retrain as the studio does it (100 labels, weight chosen by 5-fold cross-validation over them, %1 built-in "
                       "puzzles): %2 s, weight %3; one training without cross-validation: %4 s; cross-validated agreement %5% (built-in %6%)")
                 .arg(builtIn->samples.size()).arg(retrainSeconds, 0, 'f', 2).arg(report.weight).arg(single.seconds(), 0, 'f', 2)
                 .arg(100 * report.groupAgreement, 0, 'f', 1).arg(100 * report.builtInAgreement, 0, 'f', 1) << Qt::endl;
    return Ok;
}

} // namespace cli::bench
