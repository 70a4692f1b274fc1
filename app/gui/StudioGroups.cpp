// Teachers' groups in the main window: Play > Rate for a Group…, Rate Last Worksheet for a Group…,
// Teacher Groups…, and the Group choice that makes generation at a target difficulty use a group's model.
#include "StudioGroups.h"

#include "LabelPuzzlesDialog.h"
#include "StudioChoices.h"
#include "StudioDocument.h"
#include "TeacherGroupsDialog.h"

#include "difficulty/SvmClassifier.h"
#include "document/EngineMessages.h"
#include "document/LastWorksheet.h"
#include "document/TeacherGroups.h"
#include "document/TeacherGroupTraining.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

StudioGroups::StudioGroups(StudioDocument& document, QComboBox& groupBox, const StudioClassifier& classifier, QWidget* window)
    : QObject(window), document_(document), group_(groupBox), classifier_(classifier), window_(window),
      groupsDirectory_(TeacherGroups::defaultDirectory())
{
    confirm_ = [this](const QString& question) {
        QMessageBox box(QMessageBox::Warning, tr("Generate for a Group"), question, QMessageBox::NoButton, window_);
        QPushButton* use = box.addButton(tr("Generate with the &Group's Levels"), QMessageBox::AcceptRole);
        box.addButton(tr("Use the &Built-in Levels"), QMessageBox::RejectRole);
        box.exec();
        return box.clickedButton() == use;
    };
    rebuildGroupChoices();
}

void StudioGroups::addActions(QMenu* menu)
{
    menu->addSeparator();
    rateShownAction_ = menu->addAction(tr("Rate for a &Group…"), this, [this] { rateForGroup(false); });
    rateShownAction_->setToolTip(tr("Say whether the shown puzzle was too easy, about right or too hard for a class or group"));
    rateShownAction_->setEnabled(false);
    connect(&document_, &StudioDocument::puzzleShown, rateShownAction_, [this] { rateShownAction_->setEnabled(true); });
    connect(&document_, &StudioDocument::runStarted, rateShownAction_, [this] { rateShownAction_->setEnabled(false); });
    rateWorksheetAction_ = menu->addAction(tr("Rate Last &Worksheet for a Group…"), this, [this] { rateForGroup(true); });
    rateWorksheetAction_->setToolTip(tr("Rate each puzzle of the last worksheet made for a class or group"));
    rateWorksheetAction_->setEnabled(false);
    QAction* groups = menu->addAction(tr("&Teacher Groups…"), this, &StudioGroups::showTeacherGroups);
    groups->setToolTip(tr("The groups' labels and retrained models: retrain, reset, export, import, delete"));
    // The last worksheet of an earlier session: a class solves it days after it was printed.
    QString error;
    if (!LastWorksheet::load(LastWorksheet::defaultPath(), lastWorksheet_, &error))
        document_.say(error);
    rateWorksheetAction_->setEnabled(!lastWorksheet_.empty());
}

void StudioGroups::setGroupsDirectory(const QString& directory)
{
    groupsDirectory_ = directory;
    groupClassifierKey_.clear();
    rebuildGroupChoices();
}

QString StudioGroups::chosenGroup() const
{
    return group_.currentData().toString();
}

void StudioGroups::chooseGroup(const QString& name)
{
    const int index = group_.findData(name);
    group_.setCurrentIndex(index >= 0 ? index : 0);
}

void StudioGroups::rebuildGroupChoices()
{
    // The first time (the window being made) the choice saved last session; afterwards the current one,
    // Built-in included.
    const QString current = group_.count() == 0 ? QSettings().value("choices/group").toString() : chosenGroup();
    const QSignalBlocker blocker(&group_);
    group_.clear();
    group_.addItem(tr("Built-in"), QString());
    for (const QString& name : TeacherGroups::list(groupsDirectory_))
        group_.addItem(name, name);
    const int index = group_.findData(current);
    group_.setCurrentIndex(index >= 0 ? index : 0);
    groupClassifierKey_.clear();   // a retrain or reset may have changed the chosen group's model
}

void StudioGroups::setLastWorksheet(std::vector<WorksheetPuzzle> puzzles)
{
    lastWorksheet_ = std::move(puzzles);
    rateWorksheetAction_->setEnabled(!lastWorksheet_.empty());
    QString error;
    if (!LastWorksheet::save(LastWorksheet::defaultPath(), lastWorksheet_, &error))
        document_.say(error);
}

std::shared_ptr<const ps::DifficultyClassifier> StudioGroups::generationClassifier()
{
    const QString name = chosenGroup();
    const auto* builtIn = dynamic_cast<const ps::SvmClassifier*>(classifier_.classifier.get());
    if (name.isEmpty() || !builtIn)   // no group, or the learnt models could not be loaded (clue bands stand in)
        return classifier_.classifier;
    // Made again only when the group's file changed (a retrain, a reset): each run of a search for a
    // target class asks again.
    const auto keyOf = [this, &name] {
        return name + QString::number(QFileInfo(TeacherGroups::filePath(groupsDirectory_, name)).lastModified().toMSecsSinceEpoch());
    };
    if (keyOf() == groupClassifierKey_ && groupClassifier_)
        return groupClassifier_;
    TeacherGroup group;
    QString error;
    if (!TeacherGroups::load(groupsDirectory_, name, group, &error)) {
        document_.say(tr("The group \"%1\" cannot be read (%2); generating with the built-in levels.").arg(name, error));
        return classifier_.classifier;
    }
    if (const QStringList types = group.typesNeedingConfirmation(); !types.isEmpty()) {
        if (!confirm_ || !confirm_(TeacherGroupTraining::confirmationQuestion(name, types))) {
            chooseGroup(QString());
            document_.say(tr("Generating with the built-in levels; the group choice is back at Built-in."));
            return classifier_.classifier;
        }
        for (const QString& type : types)
            group.models.at(type).useDespiteDisagreement = true;
        if (!TeacherGroups::save(groupsDirectory_, group, &error))
            document_.say(error);   // asked again next time; this run uses the group as answered
    }
    groupClassifier_ = std::make_shared<ps::SvmClassifier>(TeacherGroupTraining::classifierWith(group, *builtIn));
    groupClassifierKey_ = keyOf();   // after the answer was saved
    return groupClassifier_;
}

LabelPuzzlesDialog* StudioGroups::makeLabelDialog(bool lastWorksheet)
{
    std::vector<LabelCandidate> puzzles;
    if (lastWorksheet) {
        for (const WorksheetPuzzle& p : lastWorksheet_) {
            LabelCandidate candidate;
            candidate.rules = p.rules;
            candidate.typeId = QString::fromStdString(p.rules->typeId());
            candidate.parameters = QString::fromStdString(p.rules->parameters());
            candidate.givens = p.givens;
            // The class printed under the puzzle (its caption, in the language of the day), else the one
            // the sheet was made at.
            candidate.shownLevel = p.level;
            for (ps::Difficulty d : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil})
                if (p.difficulty == difficultyDisplayName(d) || p.difficulty == QString::fromStdString(ps::difficultyName(d)))
                    candidate.shownLevel = d;
            puzzles.push_back(std::move(candidate));
        }
    } else if (document_.rules && document_.givens.cellCount() > 0) {
        const PuzzleRecord record = document_.record();
        LabelCandidate candidate;
        candidate.rules = document_.rules;
        candidate.typeId = record.type;
        candidate.parameters = record.parameters;
        candidate.givens = document_.givens;
        if (const auto shown = ps::parseDifficulty(document_.difficulty.toStdString()))
            candidate.shownLevel = shown;
        puzzles.push_back(std::move(candidate));
    }
    auto* dialog = new LabelPuzzlesDialog(std::move(puzzles), classifier_.classifier, groupsDirectory_, chosenGroup(), window_);
    connect(dialog, &LabelPuzzlesDialog::groupChanged, this, [this] { rebuildGroupChoices(); });
    return dialog;
}

TeacherGroupsDialog* StudioGroups::makeGroupsDialog()
{
    auto* dialog = new TeacherGroupsDialog(groupsDirectory_, window_);
    dialog->selectGroup(chosenGroup());
    connect(dialog, &TeacherGroupsDialog::groupsChanged, this, [this] { rebuildGroupChoices(); });
    return dialog;
}

void StudioGroups::rateForGroup(bool lastWorksheet)
{
    std::unique_ptr<LabelPuzzlesDialog> dialog(makeLabelDialog(lastWorksheet));
    dialog->exec();
}

void StudioGroups::showTeacherGroups()
{
    std::unique_ptr<TeacherGroupsDialog> dialog(makeGroupsDialog());
    dialog->exec();
}
