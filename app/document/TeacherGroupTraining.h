#pragma once
#include "TeacherGroups.h"

#include "difficulty/SvmClassifier.h"

#include <QString>
#include <functional>

// Retraining a teacher group's models (one per puzzle type with labels) from its labels on top of the
// built-in data (BuiltInTrainingData.h, GroupModel.h). Pure computation on a group value: the caller
// decides where it runs (the studio: a background job) and saves the group afterwards.
namespace TeacherGroupTraining {

// Fewer labels of a type than this: no cross-validation (a fold of one or two labels says nothing).
constexpr int kFewestLabelsToCrossValidate = 10;

struct Options {
    std::size_t builtInSamples = 0;   // 0: BuiltInTrainingData::kDefaultSubsample
    int folds = 5;                    // with at least kFewestLabelsToCrossValidate labels
    std::uint64_t seed = 1;
};

// The engine's label of a stored one: the puzzle's features and built-in score. Throws ps::EngineError
// when the puzzle's rules cannot be made.
ps::TeacherLabel engineLabel(const GroupLabel& label, const ps::SvmModel& builtInModel);

// Retrains the model of every type that has labels (types without built-in data are skipped, with a
// note in `skipped`), the labels' weight chosen by cross-validation over them when there are enough
// (GroupTrainingOptions::chooseWeight), else half the total (labelWeightFor). `progress` (may be empty) hears the type being trained. On failure: false, the
// group unchanged, and a message.
bool retrain(TeacherGroup& group, const Options& options, QString* error, QStringList* skipped = nullptr,
             const std::function<void(const QString& typeId)>& progress = {});

// A retrain run in the background: the retrained group, or why not (`error` set, no models).
struct RetrainResult {
    TeacherGroup group;
    QString error;
    QStringList skipped;   // types with labels but no built-in data (no model)
};
RetrainResult retrainCopy(TeacherGroup group, const Options& options);

// Puts the retrained models into the group as it is kept in `directory` now (labels added meanwhile stay;
// the model is marked out of date for them) and saves it; `saved` gets the group as saved.
bool storeModels(const QString& directory, const TeacherGroup& retrained, TeacherGroup* saved, QString* error);

// The built-in classifier with the group's models in place of the built-in ones for the types it has a
// model for. A model that does not load is left out (the built-in one stays for that type).
ps::SvmClassifier classifierWith(const TeacherGroup& group, ps::SvmClassifier builtIn);

// Whether the type's levels are set by what solving needs (Sudoku with boxes: PuzzleRules::classesBySolving).
// A group then keeps every puzzle's level and moves only its score within the level (docs/teacher-groups.md,
// "Sudoku: the level stays, the score moves").
bool levelsBySolving(const QString& typeId);
// For one type (`typeId`), in plain words for a teacher who knows no statistics: how often the group's
// levels match the labels (each label checked by a model that had not seen it) against the built-in levels,
// or that there are too few labels to check; and how many puzzles change level. For a type whose levels
// are set by solving, that the levels stay and the scores within them move, and which way. The numbers are
// in details().
QString summary(const GroupModelEntry& entry, const QString& typeId);
// When the labels do not follow the built-in levels (GroupModelEntry::agreement): a plain warning that
// says what the labels seem to follow instead ("how many clues they show") and that generation will ask
// before it uses the group; empty otherwise.
QString warning(const GroupModelEntry& entry);
// The numbers behind summary() and warning(), one line each: cross-validated agreement and error, the
// rank correlations, the weight, the built-in puzzles, the class changes and mean shift.
QStringList details(const GroupModelEntry& entry, const QString& typeId);
// The question generation asks before it uses a group whose labels disagree for `types`.
QString confirmationQuestion(const QString& groupName, const QStringList& types);
// The type's name in the user's language (the id when unknown).
QString typeName(const QString& typeId);
// "<type> has no built-in difficulty model: its labels are kept but train no model." for each type.
QString skippedNote(const QStringList& types);

} // namespace TeacherGroupTraining
