#pragma once
#include "BackgroundJob.h"

#include "difficulty/Difficulty.h"
#include "document/TeacherGroupTraining.h"
#include "document/TeacherGroups.h"

#include <QDialog>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;

// A puzzle a teacher can rate: the shown puzzle, or one of the last worksheet's.
struct LabelCandidate {
    std::shared_ptr<const ps::PuzzleRules> rules;
    QString typeId;
    QString parameters;
    ps::Board givens;
    // The class the solvers saw it as (printed on the worksheet); unset: the built-in model's class.
    std::optional<ps::Difficulty> shownLevel;
};

// "Rate for a group…": each puzzle with a small picture, its built-in class and score, and a choice of
// not rated / too easy / about right / too hard / set level; a group (an editable list of the kept
// ones); Save and Retrain adds the labels to the group, saves it, and retrains its model in the
// background (TeacherGroupTraining::retrain), then shows the summary in plain words (or the warning when
// the ratings do not follow the built-in levels) and the numbers behind Details. Saved ratings stay in
// view, marked as saved and locked (saving them again would count them twice). Closing the dialog while
// it retrains drops the retrain (the labels are already saved).
class LabelPuzzlesDialog : public QDialog {
    Q_OBJECT
public:
    enum Choice { NotRated, TooEasy, AboutRight, TooHard, SetLevel };

    LabelPuzzlesDialog(std::vector<LabelCandidate> puzzles, std::shared_ptr<const ps::DifficultyClassifier> builtIn,
                       const QString& groupsDirectory, const QString& group, QWidget* parent = nullptr);
    ~LabelPuzzlesDialog() override;

    // Tests: how retrains train (a smaller built-in subsample keeps them fast), and the controls.
    void setTrainingOptions(const TeacherGroupTraining::Options& options) { training_ = options; }
    QComboBox* groupBox() const { return group_; }
    void setChoice(int row, Choice choice, ps::Difficulty level = ps::Difficulty::Medium);
    // The class each puzzle is shown as (the worksheet's, else the built-in model's once scored).
    std::optional<ps::Difficulty> shownLevel(int row) const;
    bool isScoring() const { return scoring_.isRunning(); }
    bool isRetraining() const { return retrain_.isRunning(); }
    QString statusText() const;
    // The numbers of the last retrain (what Details… shows); empty before one.
    QString detailsText() const { return details_; }
    // The choice shown for a puzzle, and whether it can still be changed (not once saved).
    Choice choice(int row) const;
    bool isRowEditable(int row) const;
    // Save and Retrain: false (and a message in the status line) when there is nothing to save.
    bool saveAndRetrain();

signals:
    // The group was saved (and, with `trained`, its model retrained).
    void groupChanged(const QString& name, bool trained);

public slots:
    void done(int result) override;

private:
    struct Scored {
        std::vector<ps::Difficulty> classes;
        std::vector<double> scores;
    };
    void onScored(const JobOutcome<Scored>& outcome);
    void onRetrained(const JobOutcome<TeacherGroupTraining::RetrainResult>& outcome);
    void updateRow(int row);

    std::vector<LabelCandidate> puzzles_;
    std::shared_ptr<const ps::DifficultyClassifier> builtIn_;
    QString directory_;
    TeacherGroupTraining::Options training_;
    QComboBox* group_ = nullptr;
    std::vector<QLabel*> descriptions_;
    std::vector<QComboBox*> verdicts_;
    std::vector<QComboBox*> levels_;
    std::vector<std::optional<ps::Difficulty>> builtInClasses_;
    std::vector<double> builtInScores_;
    QLabel* status_ = nullptr;
    QPushButton* saveButton_ = nullptr;
    QPushButton* detailsButton_ = nullptr;
    QString details_;
    std::vector<QString> savedTo_;   // per puzzle: the group its rating was saved for (empty: not saved)
    JobSlot<Scored> scoring_{this};
    JobSlot<TeacherGroupTraining::RetrainResult> retrain_{this};   // last members: joined first
};
