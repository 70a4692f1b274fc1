#pragma once
#include "StudioClassifier.h"
#include "document/Worksheet.h"

#include <QObject>
#include <functional>
#include <memory>
#include <vector>

class LabelPuzzlesDialog;
class QAction;
class QComboBox;
class QMenu;
class StudioDocument;
class TeacherGroupsDialog;

namespace ps {
class DifficultyClassifier;
}

// Teachers' groups in the studio: Play > Rate for a Group…, Rate Last Worksheet for a Group…, Teacher
// Groups…, and the Group choice of the Puzzle panel that makes generation at a target difficulty use a
// group's model (docs/teacher-groups.md).
class StudioGroups : public QObject {
    Q_OBJECT
public:
    // `groupBox`: the Puzzle panel's group choice, which this part fills.
    StudioGroups(StudioDocument& document, QComboBox& groupBox, const StudioClassifier& classifier, QWidget* window);

    void addActions(QMenu* menu);
    // Where the groups are kept (tests point it elsewhere).
    void setGroupsDirectory(const QString& directory);
    // The group chosen for generation at a target difficulty (empty: the built-in models).
    QString chosenGroup() const;
    void chooseGroup(const QString& name);
    void rebuildGroupChoices();
    // The puzzles of the last worksheet made (for Rate Last Worksheet for a Group…).
    void setLastWorksheet(std::vector<WorksheetPuzzle> puzzles);
    // The two dialogs as the menu opens them (the caller owns them; tests drive them).
    LabelPuzzlesDialog* makeLabelDialog(bool lastWorksheet);
    TeacherGroupsDialog* makeGroupsDialog();
    // The classifier generation uses now: the chosen group's models for the types it has, else the built-in.
    // A group whose ratings disagree with the built-in levels (GroupModelEntry::needsConfirmation) is never
    // used silently: the teacher is asked first; yes is remembered in the group until its next retrain, no
    // puts the choice back to Built-in.
    std::shared_ptr<const ps::DifficultyClassifier> generationClassifier();
    // How the question is asked (tests answer it themselves): true to use the group.
    using Confirm = std::function<bool(const QString& question)>;
    void setConfirm(Confirm confirm) { confirm_ = std::move(confirm); }

private:
    void rateForGroup(bool lastWorksheet);
    void showTeacherGroups();

    StudioDocument& document_;
    QComboBox& group_;   // Built-in or a teacher group, for generation at a target difficulty
    const StudioClassifier& classifier_;
    QWidget* window_;
    QString groupsDirectory_;
    std::vector<WorksheetPuzzle> lastWorksheet_;
    Confirm confirm_;
    QAction* rateShownAction_ = nullptr;
    QAction* rateWorksheetAction_ = nullptr;
    // The chosen group's classifier, made once per group and retrain (the file's modification time).
    QString groupClassifierKey_;
    std::shared_ptr<const ps::DifficultyClassifier> groupClassifier_;
};
