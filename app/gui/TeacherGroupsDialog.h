#pragma once
#include "BackgroundJob.h"

#include "document/TeacherGroupTraining.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

// "Teacher Groups…": the kept groups with their rating counts and each type's summary in plain words (how
// often the group's levels match the ratings against the built-in levels, how many puzzles change level,
// and a warning when the ratings do not follow the built-in levels); Details shows the numbers behind it
// (cross-validation, rank correlations, weight, the class table). Retrain (in the background), Reset,
// Export…, Import… and Delete.
class TeacherGroupsDialog : public QDialog {
    Q_OBJECT
public:
    explicit TeacherGroupsDialog(const QString& groupsDirectory, QWidget* parent = nullptr);
    ~TeacherGroupsDialog() override;

    // Tests: retrain options, the list, the summary, and the buttons without their file dialogs.
    void setTrainingOptions(const TeacherGroupTraining::Options& options) { training_ = options; }
    QListWidget* groupList() const { return list_; }
    QString summaryText() const;
    QString statusText() const;
    bool isRetraining() const { return retrain_.isRunning(); }
    void selectGroup(const QString& name);
    void retrainSelected();
    bool exportSelectedTo(const QString& path);
    bool importFrom(const QString& path);
    void resetSelected(bool labelsToo);
    void deleteSelected();
    void setDetailsShown(bool shown);

signals:
    void groupsChanged();

public slots:
    void done(int result) override;

private:
    QString selectedName() const;
    void reload(const QString& select);
    void showSelected();
    void onRetrained(const JobOutcome<TeacherGroupTraining::RetrainResult>& outcome);

    QString directory_;
    TeacherGroupTraining::Options training_;
    QListWidget* list_ = nullptr;
    QTextBrowser* summary_ = nullptr;
    QLabel* status_ = nullptr;
    QList<QPushButton*> groupButtons_;   // the ones that need a chosen group
    QPushButton* retrainButton_ = nullptr;
    QPushButton* detailsButton_ = nullptr;
    JobSlot<TeacherGroupTraining::RetrainResult> retrain_{this};   // last member: joined first
};
