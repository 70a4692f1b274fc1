#include "TeacherGroupTraining.h"

#include "BuiltInTrainingData.h"
#include "EngineMessages.h"

#include "core/EngineError.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <chrono>

namespace TeacherGroupTraining {

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

QString summary(const GroupModelEntry& entry)
{
    const ps::GroupReport& r = entry.report;
    QString text;
    if (r.keptBuiltIn)
        return QCoreApplication::translate("TeacherGroups", "no retrained model did better on the labels than the built-in one, so it is "
                                                            "kept: agreement with the labels %1%, error %2 points")
            .arg(100 * r.builtInAgreement, 0, 'f', 0).arg(r.builtInError, 0, 'f', 1);
    if (r.folds >= 2)
        text = QCoreApplication::translate("TeacherGroups", "agreement with the labels %1% (built-in %2%), error %3 points (built-in %4)")
                   .arg(100 * r.groupAgreement, 0, 'f', 0).arg(100 * r.builtInAgreement, 0, 'f', 0)
                   .arg(r.groupError, 0, 'f', 1).arg(r.builtInError, 0, 'f', 1);
    else
        text = QCoreApplication::translate("TeacherGroups", "too few labels to cross-validate (%1 or more)").arg(kFewestLabelsToCrossValidate);
    return QCoreApplication::translate("TeacherGroups", "%1; %2% of the built-in puzzles change class, mean shift %3 points")
        .arg(text).arg(100 * r.classChangedShare, 0, 'f', 0).arg(r.meanShift, 0, 'f', 1);
}

QString skippedNote(const QStringList& types)
{
    QStringList notes;
    for (const QString& type : types) {
        QString name = type;
        try {
            name = QCoreApplication::translate("PuzzleType", ps::puzzleType(type.toStdString()).name.c_str());
        } catch (const ps::EngineError&) {
        }
        notes << QCoreApplication::translate("TeacherGroups", "%1 has no built-in difficulty model: its labels are kept but train no model.").arg(name);
    }
    return notes.join(QLatin1Char(' '));
}

} // namespace TeacherGroupTraining
