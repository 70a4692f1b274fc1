#include "TeacherGroupTraining.h"

#include "BuiltInTrainingData.h"
#include "EngineMessages.h"

#include "core/EngineError.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>
#include <chrono>

namespace TeacherGroupTraining {
namespace {

std::vector<std::string> featureNamesOf(const QString& typeId)
{
    const ps::PuzzleType& type = ps::puzzleType(typeId.toStdString());
    return type.makeRules(type.defaultParameters)->featureNames();
}

// (lupdate files tr() in a namespace under the namespace's name.)
QString tr(const char* text, int n = -1) { return QCoreApplication::translate("TeacherGroupTraining", text, nullptr, n); }

// "7 in 10": a share a teacher reads without statistics.
QString inTen(double share)
{
    return tr("%1 in 10").arg(std::lround(10 * share));
}

QString propertyWords(ps::VisibleProperty property)
{
    switch (property) {
    case ps::VisibleProperty::Clues:
        return tr("how many clues the puzzles show");
    case ps::VisibleProperty::Size:
        return tr("the size of the grid");
    case ps::VisibleProperty::CageSize:
        return tr("the size of the cages");
    case ps::VisibleProperty::None:
        break;
    }
    return {};
}

QString propertyNoun(ps::VisibleProperty property)
{
    switch (property) {
    case ps::VisibleProperty::Clues:
        return tr("the clue count");
    case ps::VisibleProperty::Size:
        return tr("the grid size");
    case ps::VisibleProperty::CageSize:
        return tr("the cage size");
    case ps::VisibleProperty::None:
        break;
    }
    return {};
}

} // namespace

ps::TeacherLabel engineLabel(const GroupLabel& label, const ps::SvmModel& builtInModel)
{
    const auto rules = label.puzzle.makeRules();
    ps::TeacherLabel out;
    out.typeId = label.puzzle.type.toStdString();
    out.features = rules->features(label.puzzle.givens);
    out.builtInScore = ps::clampedScore(builtInModel, out.features);
    out.verdict = label.verdict;
    out.level = label.level;
    return out;
}

bool retrain(TeacherGroup& group, const Options& options, QString* error, QStringList* skipped,
             const std::function<void(const QString& typeId)>& progress)
{
    std::map<QString, GroupModelEntry> models;
    for (const QString& type : group.labelledTypes()) {
        if (!BuiltInTrainingData::available(type)) {
            if (skipped)
                *skipped << type;
            continue;
        }
        if (progress)
            progress(type);
        const auto started = std::chrono::steady_clock::now();
        const auto data = BuiltInTrainingData::load(type, options.builtInSamples ? options.builtInSamples : BuiltInTrainingData::kDefaultSubsample,
                                                    BuiltInTrainingData::kDefaultSeed, error);
        if (!data)
            return false;
        try {
            std::vector<ps::TeacherLabel> labels;
            for (const GroupLabel& label : group.labels)
                if (label.puzzle.type == type)
                    labels.push_back(engineLabel(label, data->model));
            ps::GroupTrainingOptions training;
            training.folds = static_cast<int>(labels.size()) >= kFewestLabelsToCrossValidate ? options.folds : 0;
            training.chooseWeight = true;   // by the cross-validated error over the labels (needs the folds)
            training.seed = options.seed;
            GroupModelEntry entry;
            const ps::SvmModel model = ps::trainGroupModel(*data, labels, training, &entry.report);
            entry.modelText = QString::fromStdString(model.toText());
            entry.trained = QDateTime::currentDateTimeUtc();
            entry.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            entry.labelsUsed = static_cast<int>(labels.size());
            entry.agreement = ps::labelAgreement(labels, data->model.bands(), featureNamesOf(type));
            models.insert_or_assign(type, std::move(entry));
        } catch (const ps::EngineError& e) {
            if (error)
                *error = translateEngineMessage(e.message());
            return false;
        }
    }
    group.models = std::move(models);
    return true;
}

RetrainResult retrainCopy(TeacherGroup group, const Options& options)
{
    RetrainResult result{std::move(group), {}, {}};
    if (!retrain(result.group, options, &result.error, &result.skipped))
        result.group.models.clear();
    return result;
}

bool storeModels(const QString& directory, const TeacherGroup& retrained, TeacherGroup* saved, QString* error)
{
    TeacherGroup group;
    if (!TeacherGroups::load(directory, retrained.name, group, error))
        return false;
    group.models = retrained.models;
    if (!TeacherGroups::save(directory, group, error))
        return false;
    if (saved)
        *saved = std::move(group);
    return true;
}

ps::SvmClassifier classifierWith(const TeacherGroup& group, ps::SvmClassifier builtIn)
{
    for (const auto& [type, entry] : group.models) {
        try {
            builtIn.setModel(type.toStdString(), ps::SvmModel::fromText(entry.modelText.toStdString()));
        } catch (const ps::EngineError&) {
            // Damaged: the built-in model stays (import checks models, so this is a hand-edited file).
        }
    }
    return builtIn;
}

bool levelsBySolving(const QString& typeId)
{
    try {
        const ps::PuzzleType& type = ps::puzzleType(typeId.toStdString());
        return type.makeRules(type.defaultParameters)->classesBySolving();
    } catch (const ps::EngineError&) {
        return false;
    }
}

namespace {

// Sudoku's levels are the techniques a puzzle needs, which the independent graders confirm; a group's
// ratings move the score within the level (SvmClassifier::rate places the group model's score in the band
// of the level solving gives), so the summary speaks of scores, never of puzzles changing level.
QString summaryOfScores(const ps::GroupReport& r, const QString& typeId)
{
    QStringList sentences;
    sentences << tr("%1 levels are set by the techniques a puzzle needs, which independent graders check, so your ratings do not "
                    "change a puzzle's level: they move its score within its level.").arg(typeName(typeId));
    if (r.folds < 2)
        sentences << tr("With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group's scores fit your ratings.")
                         .arg(kFewestLabelsToCrossValidate);
    if (r.keptBuiltIn)
        sentences << tr("The built-in scores already fit your ratings as well as retrained ones would, so the group keeps them.");
    else
        sentences << (r.meanShift > 2    ? tr("On the whole the group's scores are higher (harder) than the built-in ones.")
                      : r.meanShift < -2 ? tr("On the whole the group's scores are lower (easier) than the built-in ones.")
                                         : tr("On the whole they are about as high as the built-in ones."));
    return sentences.join(QLatin1Char(' '));
}

} // namespace

QString summary(const GroupModelEntry& entry, const QString& typeId)
{
    const ps::GroupReport& r = entry.report;
    if (levelsBySolving(typeId))
        return summaryOfScores(r, typeId);
    QStringList sentences;
    if (r.folds < 2)
        sentences << tr("With fewer than %1 rated puzzles Puzzlesmith cannot yet check how well the group's levels fit your ratings.")
                         .arg(kFewestLabelsToCrossValidate);
    else if (r.keptBuiltIn)
        sentences << tr("The built-in levels already fit your ratings as well as a retrained model would, so the group keeps them: they "
                        "match your ratings for about %1 puzzles.").arg(inTen(r.builtInAgreement));
    else
        sentences << tr("Tested on your ratings (each one checked by a model that had not seen it), the group's levels match them for "
                        "about %1 puzzles; the built-in levels for %2.").arg(inTen(r.groupAgreement), inTen(r.builtInAgreement));
    if (!r.keptBuiltIn) {
        const double shift = r.meanShift;
        const QString direction = shift > 2 ? tr("On the whole the group's levels are harder than the built-in ones.")
                                  : shift < -2 ? tr("On the whole the group's levels are easier than the built-in ones.")
                                               : tr("On the whole they are about as hard as the built-in ones.");
        sentences << tr("Compared with the built-in levels, %1% of puzzles get another level.").arg(std::lround(100 * r.classChangedShare)) << direction;
    }
    return sentences.join(QLatin1Char(' '));
}

QString warning(const GroupModelEntry& entry)
{
    const ps::LabelAgreement& a = entry.agreement;
    if (!a.disagrees)
        return {};
    const QString graders = tr("the built-in levels rank puzzles by the techniques needed to solve them, as the independent graders "
                               "(sgt-solo, qqwing) do");
    QString text = a.followsVisibleProperty() ? tr("Your ratings follow %1; %2.").arg(propertyWords(a.followedProperty()), graders)
                                              : tr("Your ratings do not rank puzzles the way the built-in levels do: %1.").arg(graders);
    const QString ask = entry.useDespiteDisagreement ? tr("You chose to generate with this group anyway.")
                                                     : tr("Before generation uses this group, Puzzlesmith will ask you.");
    return text + QLatin1Char(' ') +
           tr("If that is what your class finds hard, keep the ratings; if not, check a few of them.") + QLatin1Char(' ') + ask;
}

QStringList details(const GroupModelEntry& entry, const QString& typeId)
{
    const ps::GroupReport& r = entry.report;
    const ps::LabelAgreement& a = entry.agreement;
    QStringList lines;
    if (r.folds >= 2)
        lines << tr("%1-fold cross-validation over %2 labels: agreement %3% (built-in %4%), mean absolute error %5 points (built-in %6).")
                     .arg(r.folds).arg(r.labels).arg(100 * r.groupAgreement, 0, 'f', 0).arg(100 * r.builtInAgreement, 0, 'f', 0)
                     .arg(r.groupError, 0, 'f', 1).arg(r.builtInError, 0, 'f', 1);
    if (a.judged)
    {
        lines << tr("Spearman rank correlation of the labels with the built-in scores: %1; with %2: %3.")
                     .arg(a.withBuiltIn, 0, 'f', 2).arg(a.closest == ps::VisibleProperty::None ? tr("a visible property") : propertyNoun(a.closest))
                     .arg(a.withClosest, 0, 'f', 2);
        if (a.shiftedBy != ps::VisibleProperty::None)
            lines << tr("Spearman rank correlation of the labels' moves away from the built-in scores with %1: %2.")
                         .arg(propertyNoun(a.shiftedBy)).arg(a.shiftWithProperty, 0, 'f', 2);
    }
    else
        lines << tr("Too few labels, or labels of one level only, to compare their ranking with the built-in levels (%1 or more of "
                    "several levels).").arg(ps::kFewestLabelsToJudge);
    if (r.keptBuiltIn)
        lines << tr("Checked %1 in %2 s; the built-in model is kept.")
                     .arg(QLocale().toString(entry.trained.toLocalTime(), QLocale::ShortFormat)).arg(entry.seconds, 0, 'f', 1);
    else
        lines << tr("Trained %1 on %2 built-in puzzles and each label %3 times, in %4 s.")
                     .arg(QLocale().toString(entry.trained.toLocalTime(), QLocale::ShortFormat))
                     .arg(r.builtInSamples).arg(r.weight).arg(entry.seconds, 0, 'f', 1)
              << (levelsBySolving(typeId)
                      ? tr("On the built-in puzzles: %1% change score band (the level stays the one the techniques give), mean shift %2 "
                           "points, Spearman with the built-in scores %3.")
                      : tr("On the built-in puzzles: %1% change class, mean shift %2 points, Spearman with the built-in scores %3."))
                     .arg(100 * r.classChangedShare, 0, 'f', 0).arg(r.meanShift, 0, 'f', 1).arg(r.rankWithBuiltIn, 0, 'f', 2);
    return lines;
}

QString confirmationQuestion(const QString& groupName, const QStringList& types)
{
    QStringList names;
    for (const QString& type : types)
        names << typeName(type);
    return tr("The ratings of \"%1\" do not rank %2 puzzles the way the built-in levels do (they follow the techniques needed, as "
              "independent graders do). Generate with the group's levels anyway?").arg(groupName, names.join(QStringLiteral(", ")));
}

QString typeName(const QString& typeId)
{
    try {
        return QCoreApplication::translate("PuzzleType", ps::puzzleType(typeId.toStdString()).name.c_str());
    } catch (const ps::EngineError&) {
        return typeId;
    }
}

QString skippedNote(const QStringList& types)
{
    QStringList notes;
    for (const QString& type : types)
        notes << QCoreApplication::translate("TeacherGroups", "%1 has no built-in difficulty model: its ratings are kept but train no model.")
                     .arg(typeName(type));
    return notes.join(QLatin1Char(' '));
}

} // namespace TeacherGroupTraining
