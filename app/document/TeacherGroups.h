#pragma once
#include "PuzzleRecord.h"

#include "difficulty/GroupModel.h"
#include "difficulty/LabelAgreement.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <map>
#include <optional>
#include <vector>

// A teacher's class or group of solvers: the labels given to puzzles for it (too easy / about right /
// too hard as shown, or a level set directly) and the model retrained from them for each puzzle type that
// has labels (TeacherGroupTraining.h). Kept as one JSON file per group under the studio's data folder
// (AppDataLocation/groups), and exported or imported whole as a .psgroup file (the same JSON).
struct GroupLabel {
    PuzzleRecord puzzle;   // type, parameters and givens (cages included)
    ps::TeacherLabel::Verdict verdict = ps::TeacherLabel::Verdict::AboutRight;
    ps::Difficulty level = ps::Difficulty::Medium;   // shown as, or set to
    QDateTime date;
};

// A type's retrained model and what its retrain reported.
struct GroupModelEntry {
    QString modelText;   // SvmModel::toText
    ps::GroupReport report;
    QDateTime trained;
    double seconds = 0;   // how long the retrain took
    int labelsUsed = 0;   // labels of the type at that retrain (more since: the model is out of date)
    // Whether the labels rank puzzles as the built-in levels do (at that retrain).
    ps::LabelAgreement agreement;
    // The labels disagree and the teacher said generation may use the model anyway (asked once per retrain).
    bool useDespiteDisagreement = false;
    // Generation must ask before it uses this model.
    bool needsConfirmation() const { return agreement.disagrees && !useDespiteDisagreement; }
};

struct TeacherGroup {
    QString name;
    std::vector<GroupLabel> labels;
    std::map<QString, GroupModelEntry> models;   // by type id

    int labelCount(const QString& typeId) const;
    QStringList labelledTypes() const;
    // Whether some type has labels its model was not trained with.
    bool needsRetrain() const;
    // The types whose model generation must ask about before using it (GroupModelEntry::needsConfirmation).
    QStringList typesNeedingConfirmation() const;
};

namespace TeacherGroups {

inline const char* const kFormatTag = "puzzlesmith-group";
constexpr int kSchemaVersion = 1;
inline const char* const kExtension = "psgroup";

// The studio's AppDataLocation/groups (the same folder for puzzlesmith-cli).
QString defaultDirectory();

QJsonObject toJson(const TeacherGroup& group);
// Checks every field; on failure false with a plain message.
bool fromJson(const QJsonObject& json, TeacherGroup& out, QString* error);

// The file that keeps the group `name` in `directory` (it may not exist).
QString filePath(const QString& directory, const QString& name);
// The names of the groups kept in `directory`, sorted.
QStringList list(const QString& directory);
bool load(const QString& directory, const QString& name, TeacherGroup& out, QString* error);
// Atomic (QSaveFile + commitCompletely): the old file stays whole unless the new one is written completely.
bool save(const QString& directory, const TeacherGroup& group, QString* error);
bool remove(const QString& directory, const QString& name, QString* error);

// One group as a single file (the same JSON), to share with other teachers.
bool exportTo(const QString& path, const TeacherGroup& group, QString* error);
// A clear message for a file that is not a group, is damaged, or comes from a newer Puzzlesmith.
bool importFrom(const QString& path, TeacherGroup& out, QString* error);

// Forgets the trained models, and with `labelsToo` the labels as well.
void reset(TeacherGroup& group, bool labelsToo);

// "too easy", "about right", "too hard", "level" in the user's language; and the CLI's words for them.
QString verdictText(ps::TeacherLabel::Verdict verdict);
std::optional<ps::TeacherLabel::Verdict> parseVerdict(const QString& word);

} // namespace TeacherGroups
