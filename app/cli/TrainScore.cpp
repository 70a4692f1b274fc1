// puzzlesmith-cli train --score: the 0-100 difficulty score from graded puzzles.
#include "TrainScore.h"

#include "CliSupport.h"
#include "FeatureColumns.h"

#include "difficulty/RankStatistics.h"
#include "difficulty/ScoreBands.h"

#include <QCoreApplication>
#include <map>
#include <optional>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli", text, comment, n); }

// Spearman of `scores` against each grader's own levels (only the puzzles that grader graded).
std::map<QString, std::pair<double, int>> agreementByGrader(const std::vector<LabelledPuzzle>& puzzles, const std::vector<double>& scores)
{
    std::map<QString, std::pair<std::vector<double>, std::vector<double>>> pairs;
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        for (const auto& [label, source] : puzzles[i].grades) {
            const int rank = gradeRank(label, source);
            if (rank < 0)
                continue;
            auto& [ranks, ours] = pairs[graderOf(source).isEmpty() ? QStringLiteral("ours") : graderOf(source)];
            ranks.push_back(rank);
            ours.push_back(scores[i]);
        }
    std::map<QString, std::pair<double, int>> out;
    for (const auto& [grader, lists] : pairs)
        out[grader] = {ps::spearman(lists.first, lists.second), static_cast<int>(lists.first.size())};
    return out;
}

// Spearman of a model's scores on the held-out puzzles against each one's own (first) grade.
double heldOutSpearman(const ps::SvmModel& model, const std::vector<std::vector<double>>& samples, const std::vector<double>& ranks)
{
    std::vector<double> scores;
    for (const auto& sample : samples)
        scores.push_back(model.predictValue(sample));
    return ps::spearman(ranks, scores);
}

QString graderSummary(const std::vector<LabelledPuzzle>& puzzles, const std::vector<double>& scores)
{
    QStringList parts;
    for (const auto& [grader, value] : agreementByGrader(puzzles, scores))
        parts << tr("%1 %2 (%n puzzle(s))", nullptr, value.second).arg(grader).arg(value.first, 0, 'f', 4);
    return parts.join(QStringLiteral("; "));
}

} // namespace

int trainScoreModel(const QCommandLineParser& parser, const QString& type, const QString& parameters, const std::vector<LabelledPuzzle>& puzzles,
                    const ps::SvmModel::RegressionOptions& options)
{
    std::vector<std::vector<double>> samples;
    std::vector<double> targets;
    std::vector<ps::Difficulty> classes;
    for (const LabelledPuzzle& p : puzzles) {
        samples.push_back(p.rules->features(p.givens));
        targets.push_back(p.score);
        classes.push_back(p.difficulty);
    }
    // Puzzles never used in training, to report on besides cross-validation.
    std::vector<LabelledPuzzle> heldOut;
    std::vector<std::vector<double>> heldOutSamples;
    std::vector<double> heldOutRanks;
    if (parser.isSet("heldout")) {
        QString error;
        if (!readLabelledPuzzles(parser.value("heldout"), type, parameters, heldOut, &error)) {
            err() << tr("Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
        for (const LabelledPuzzle& p : heldOut) {
            heldOutSamples.push_back(p.rules->features(p.givens));
            heldOutRanks.push_back(gradeRank(p.grades[0].first, p.grades[0].second));
        }
    }
    ps::SvmModel::RegressionReport report;
    ps::SvmModel model = ps::SvmModel::trainRegression(samples, targets, options, &report);
    // The classes are bands of the score: the cuts that file the most cross-validated scores under
    // each puzzle's own class.
    model.setBands(ps::fitScoreBands(report.crossValidationPredictions, classes));
    // Where a rule's classes (Sudoku's, by solving) fall on the score, from the model as it is saved
    // (libsvm's text rounds the vectors) on its training puzzles of the shapes the learnt score serves:
    // how SvmClassifier places the score inside the class's band (ClassPlacement).
    std::vector<double> learnt;
    std::vector<ps::Difficulty> ruleClasses;
    const ps::SvmModel saved = ps::SvmModel::fromText(model.toText());
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        if (puzzles[i].rules->classesBySolving() && puzzles[i].rules->learntScoreApplies()) {
            learnt.push_back(saved.predictValue(samples[i]));
            ruleClasses.push_back(puzzles[i].rules->ruleDifficulty(puzzles[i].givens));
        }
    if (!learnt.empty())
        model.setPlacement(ps::fitClassPlacement(learnt, ruleClasses));
    int agree = 0;
    for (std::size_t i = 0; i < classes.size(); ++i)
        agree += model.bands().classOf(report.crossValidationPredictions[i]) == classes[i];
    out() << tr("%n graded puzzle(s)", nullptr, static_cast<int>(puzzles.size())) << '\n'
          << tr("epsilon-SVR, chosen C = %1, gamma = %2, epsilon = %3").arg(report.cost).arg(report.gamma).arg(report.epsilon) << '\n'
          << tr("%1-fold cross-validation: Spearman %2 against the target, mean absolute error %3 points")
                 .arg(options.folds).arg(report.crossValidationSpearman, 0, 'f', 4).arg(report.crossValidationMeanAbsoluteError, 0, 'f', 2) << '\n'
          << tr("against each grader's own levels: %1").arg(graderSummary(puzzles, report.crossValidationPredictions)) << '\n'
          << tr("class bands: easy < %1 <= medium < %2 <= hard < %3 <= evil; %4% of the cross-validated scores fall in their own class's band")
                 .arg(model.bands().cuts[0]).arg(model.bands().cuts[1]).arg(model.bands().cuts[2])
                 .arg(100.0 * agree / static_cast<double>(classes.size()), 0, 'f', 2) << '\n' << Qt::flush;
    if (!heldOut.empty()) {
        std::vector<double> scores;
        for (const auto& sample : heldOutSamples)
            scores.push_back(model.predictValue(sample));
        out() << tr("held out (%1, never trained on), against each grader's own levels: %2")
                     .arg(parser.value("heldout"), graderSummary(heldOut, scores)) << '\n' << Qt::flush;
    }
    if (parser.isSet("contributions")) {
        // Each feature group left out, and alone: the same parameters, the same folds.
        ps::SvmModel::RegressionOptions chosen = options;
        chosen.costs = {report.cost};
        chosen.gammas = {report.gamma};
        chosen.epsilons = {report.epsilon};
        const std::vector<std::string> groups = puzzles.front().rules->featureGroups();
        std::vector<std::string> distinct;
        for (const std::string& g : groups)
            if (std::find(distinct.begin(), distinct.end(), g) == distinct.end())
                distinct.push_back(g);
        const bool withHeldOut = !heldOut.empty();
        out() << tr("feature group contributions (%1-fold cross-validated Spearman against the target; all features: %2)")
                     .arg(options.folds).arg(report.crossValidationSpearman, 0, 'f', 4) << '\n';
        if (withHeldOut)
            out() << tr("and on the held-out puzzles against each one's own grade (all features: %1)")
                         .arg(heldOutSpearman(model, heldOutSamples, heldOutRanks), 0, 'f', 4) << '\n';
        out() << QStringLiteral("%1 %2 %3").arg(tr("group"), -34).arg(tr("without"), 9).arg(tr("alone"), 9);
        if (withHeldOut)
            out() << QStringLiteral(" %1 %2").arg(tr("held-out without"), 17).arg(tr("held-out alone"), 15);
        out() << '\n';
        for (const std::string& group : distinct) {
            std::vector<bool> without(groups.size()), alone(groups.size());
            for (std::size_t i = 0; i < groups.size(); ++i) {
                without[i] = groups[i] != group;
                alone[i] = groups[i] == group;
            }
            ps::SvmModel::RegressionReport lessReport, aloneReport;
            const bool hasOthers = std::find(without.begin(), without.end(), true) != without.end();
            std::optional<ps::SvmModel> less;
            if (hasOthers)
                less = ps::SvmModel::trainRegression(featureColumns(samples, without), targets, chosen, &lessReport);
            const ps::SvmModel onlyThis = ps::SvmModel::trainRegression(featureColumns(samples, alone), targets, chosen, &aloneReport);
            out() << QStringLiteral("%1 %2 %3").arg(QString::fromStdString(group), -34)
                         .arg(hasOthers ? QString::number(lessReport.crossValidationSpearman, 'f', 4) : QStringLiteral("-"), 9)
                         .arg(aloneReport.crossValidationSpearman, 9, 'f', 4);
            if (withHeldOut)
                out() << QStringLiteral(" %1 %2")
                             .arg(less ? QString::number(heldOutSpearman(*less, featureColumns(heldOutSamples, without), heldOutRanks), 'f', 4) : QStringLiteral("-"), 17)
                             .arg(heldOutSpearman(onlyThis, featureColumns(heldOutSamples, alone), heldOutRanks), 15, 'f', 4);
            out() << '\n' << Qt::flush;
        }
    }
    return writeOutput(parser.value("out"), QByteArray::fromStdString(model.toText())) ? Ok : Failed;
}

} // namespace cli
