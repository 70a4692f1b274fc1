// puzzlesmith-cli train: learn the complexity function C from labelled puzzles.
#include "CliSupport.h"
#include "FeatureColumns.h"
#include "Commands.h"
#include "TrainGroup.h"
#include "TrainScore.h"

#include "difficulty/SvmModel.h"
#include "document/EngineMessages.h"
#include "document/LabelledPuzzles.h"

#include <QCoreApplication>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli", text, comment, n); }

// What each feature contributes: cross-validation accuracy with the feature left out, and with it
// alone (the chosen C and gamma, the same folds).
void printContributions(const std::vector<std::string>& names, const std::vector<std::vector<double>>& samples,
                        const std::vector<int>& labels, const ps::SvmModel::TrainOptions& chosen, double full)
{
    out() << tr("feature contributions (%1-fold cross-validation accuracy; all features: %2%)").arg(chosen.folds).arg(full * 100, 0, 'f', 2)
          << '\n' << QStringLiteral("%1 %2 %3\n").arg(tr("feature"), -36).arg(tr("without"), 9).arg(tr("alone"), 9);
    for (std::size_t f = 0; f < names.size(); ++f) {
        std::vector<bool> without(names.size(), true);
        without[f] = false;
        std::vector<bool> alone(names.size(), false);
        alone[f] = true;
        ps::SvmModel::TrainReport lessReport, aloneReport;
        ps::SvmModel::train(featureColumns(samples, without), labels, 4, chosen, &lessReport);
        ps::SvmModel::train(featureColumns(samples, alone), labels, 4, chosen, &aloneReport);
        out() << QStringLiteral("%1 %2 %3\n").arg(QString::fromStdString(names[f]), -36)
                     .arg(QStringLiteral("%1%").arg(lessReport.crossValidationAccuracy * 100, 0, 'f', 2), 9)
                     .arg(QStringLiteral("%1%").arg(aloneReport.crossValidationAccuracy * 100, 0, 'f', 2), 9) << Qt::flush;
    }
}

} // namespace

int runTrain(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Train a difficulty model (libsvm C-SVC, RBF kernel; C and gamma chosen by cross-validation) "
                                        "from puzzles labelled easy, medium, hard or evil (qqwing's and sgt-solo's levels work too)."));
    parser.addOptions(puzzleTypeOptions(tr("Default: each grid's own size.")));
    parser.addOptions({
        {"data", tr("Labelled puzzles in the line format: <grid>,<label>[,<source>]."), tr("FILE")},
        {"out", tr("Where to write the model."), tr("MODEL")},
        {"folds", tr("Cross-validation folds (2 to 20)."), tr("k"), "5"},
        {"quick", tr("Try fewer C and gamma values (for a fast check).")},
        {"costs", tr("Comma-separated C values to try instead of the default grid."), tr("list")},
        {"gammas", tr("Comma-separated gamma values to try instead of the default grid."), tr("list")},
        {"contributions", tr("Also report what each feature (with --score: each feature group) contributes: the cross-validated "
                             "result without it, and with it alone.")},
        {"score", tr("Train the 0-100 difficulty score (libsvm epsilon-SVR) on each puzzle's position on the scale (the mean of "
                     "its grades), with the classes as bands of it, instead of a classifier. Default grid: C 256, gamma 0.03, epsilon 2.")},
        {"epsilons", tr("With --score: comma-separated epsilon values to try (in score points)."), tr("list")},
        {"heldout", tr("With --score: labelled puzzles never used in training; reports the score's Spearman against their grades "
                       "(and, with --contributions, each feature group's)."), tr("FILE")},
    });
    parser.addOptions(groupOptions());
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    if (isGroupCommand(parser))
        return runTrainGroup(parser);
    if (!parser.isSet("data") || !parser.isSet("out")) {
        err() << tr("Error: train needs --data FILE and --out MODEL.") << Qt::endl;
        return Usage;
    }
    const auto folds = intOption(parser, "folds", 2, 20);
    if (!folds)
        return Usage;
    const auto type = typeOption(parser);
    const auto parameters = type ? parametersOption(parser, *type) : std::nullopt;
    if (!parameters)
        return Usage;
    std::vector<LabelledPuzzle> puzzles;
    QString error;
    if (!readLabelledPuzzles(parser.value("data"), *type, *parameters, puzzles, &error)) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    try {
        std::vector<std::vector<double>> samples;
        std::vector<int> labels;
        std::vector<int> perClass(4, 0);
        for (const LabelledPuzzle& p : puzzles) {
            samples.push_back(p.rules->features(p.givens));
            labels.push_back(static_cast<int>(p.difficulty));
            ++perClass[static_cast<std::size_t>(p.difficulty)];
        }
        ps::SvmModel::TrainOptions options;
        ps::SvmModel::RegressionOptions regression;
        const bool score = parser.isSet("score");
        options.folds = regression.folds = static_cast<int>(*folds);
        if (parser.isSet("quick")) {
            options.costs = {8};
            options.gammas = {0.125};
            regression.costs = {32};
            regression.gammas = {0.1};
            regression.epsilons = {4};
        }
        for (const auto& [name, target] : {std::pair{"costs", score ? &regression.costs : &options.costs},
                                           std::pair{"gammas", score ? &regression.gammas : &options.gammas},
                                           std::pair{"epsilons", &regression.epsilons}}) {
            if (!parser.isSet(name))
                continue;
            target->clear();
            for (const QString& item : parser.value(name).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                bool ok = false;
                const double value = item.toDouble(&ok);
                if (!ok || value <= 0) {
                    err() << tr("Error: --%1 takes positive numbers separated by commas, not \"%2\".").arg(name, item) << Qt::endl;
                    return Usage;
                }
                target->push_back(value);
            }
        }
        if (score)
            return trainScoreModel(parser, *type, *parameters, puzzles, regression);
        ps::SvmModel::TrainReport report;
        const ps::SvmModel model = ps::SvmModel::train(samples, labels, 4, options, &report);
        out() << tr("%n puzzle(s): %1 easy, %2 medium, %3 hard, %4 evil", nullptr, static_cast<int>(puzzles.size()))
                     .arg(perClass[0]).arg(perClass[1]).arg(perClass[2]).arg(perClass[3]) << '\n'
              << tr("chosen C = %1, gamma = %2; %3-fold cross-validation accuracy %4%")
                     .arg(report.cost).arg(report.gamma).arg(*folds).arg(report.crossValidationAccuracy * 100, 0, 'f', 2) << '\n'
              << tr("confusion (rows: label, columns: predicted)") << '\n'
              << QStringLiteral("%1 %2 %3 %4 %5\n").arg(QString(), 8).arg(tr("easy"), 7).arg(tr("medium"), 7).arg(tr("hard"), 7).arg(tr("evil"), 7);
        const QStringList names{tr("easy"), tr("medium"), tr("hard"), tr("evil")};
        for (int row = 0; row < 4; ++row) {
            out() << QStringLiteral("%1").arg(names[row], 8);
            for (int col = 0; col < 4; ++col)
                out() << QStringLiteral(" %1").arg(report.confusion[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)], 7);
            out() << '\n';
        }
        out() << Qt::flush;
        if (parser.isSet("contributions")) {
            ps::SvmModel::TrainOptions chosen = options;
            chosen.costs = {report.cost};
            chosen.gammas = {report.gamma};
            printContributions(puzzles.front().rules->featureNames(), samples, labels, chosen, report.crossValidationAccuracy);
        }
        return writeOutput(parser.value("out"), QByteArray::fromStdString(model.toText())) ? Ok : Failed;
    } catch (const ps::EngineError& e) {
        err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
        return Failed;
    }
}

} // namespace cli
