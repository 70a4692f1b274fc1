#include "TeacherGroupsDialog.h"

#include "StudioChoices.h"

#include "document/EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTextBrowser>
#include <QVBoxLayout>

using studio::explain;

namespace {

// The group's summary as simple HTML: per type, the ratings and, in plain words, how the group's levels
// fit them (a warning when they do not follow the built-in levels); with `details`, the numbers and the
// class table too.
QString summaryHtml(const TeacherGroup& group, bool details)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(group.name.toHtmlEscaped());
    if (group.labels.empty())
        return html + QStringLiteral("<p>%1</p>").arg(TeacherGroupsDialog::tr("No ratings yet: rate puzzles with Play > Rate for a Group…"));
    const QStringList levels{difficultyDisplayName(ps::Difficulty::Easy), difficultyDisplayName(ps::Difficulty::Medium),
                             difficultyDisplayName(ps::Difficulty::Hard), difficultyDisplayName(ps::Difficulty::Evil)};
    for (const QString& type : group.labelledTypes()) {
        html += QStringLiteral("<p><b>%1</b>: %2</p>")
                    .arg(TeacherGroupTraining::typeName(type).toHtmlEscaped(), TeacherGroupsDialog::tr("%n puzzle(s) rated", nullptr, group.labelCount(type)));
        const auto found = group.models.find(type);
        if (found == group.models.end()) {
            html += QStringLiteral("<p>%1</p>").arg(TeacherGroupsDialog::tr("The group has no levels of its own yet: Retrain makes them."));
            continue;
        }
        const GroupModelEntry& entry = found->second;
        const ps::GroupReport& r = entry.report;
        if (const QString warning = TeacherGroupTraining::warning(entry); !warning.isEmpty())
            html += QStringLiteral("<p style=\"color:#a33b00\"><b>%1</b> %2</p>")
                        .arg(TeacherGroupsDialog::tr("Please check:").toHtmlEscaped(), warning.toHtmlEscaped());
        html += QStringLiteral("<p>%1</p>").arg(TeacherGroupTraining::summary(entry, type).toHtmlEscaped());
        if (entry.labelsUsed != group.labelCount(type))
            html += QStringLiteral("<p><i>%1</i></p>").arg(TeacherGroupsDialog::tr("Puzzles were rated since: Retrain to use them."));
        if (!details)
            continue;
        html += QStringLiteral("<ul>");
        for (const QString& line : TeacherGroupTraining::details(entry, type))
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
        html += QStringLiteral("<p>%1</p><table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th></th>")
                    .arg(TeacherGroupTraining::levelsBySolving(type)
                             ? TeacherGroupsDialog::tr("Built-in score band (rows) against the group's score band (columns), on the built-in "
                                                       "puzzles; each puzzle's level stays the one the techniques give:")
                             : TeacherGroupsDialog::tr("Built-in class (rows) against the group's class (columns), on the built-in puzzles:"));
        for (const QString& level : levels)
            html += QStringLiteral("<th>%1</th>").arg(level.toHtmlEscaped());
        html += QStringLiteral("</tr>");
        for (std::size_t row = 0; row < 4; ++row) {
            html += QStringLiteral("<tr><th>%1</th>").arg(levels[static_cast<int>(row)].toHtmlEscaped());
            for (std::size_t col = 0; col < 4; ++col)
                html += QStringLiteral("<td align=\"right\">%1</td>").arg(r.confusion[row][col]);
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    return html;
}

} // namespace

TeacherGroupsDialog::TeacherGroupsDialog(const QString& groupsDirectory, QWidget* parent) : QDialog(parent), directory_(groupsDirectory)
{
    setWindowTitle(tr("Teacher Groups"));
    auto* layout = new QVBoxLayout(this);
    auto* body = new QHBoxLayout;
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("groupList"));
    list_->setMaximumWidth(220);
    explain(list_, tr("The classes or groups you have rated puzzles for."), tr("Groups"));
    body->addWidget(list_);
    summary_ = new QTextBrowser(this);
    summary_->setObjectName(QStringLiteral("groupSummary"));
    explain(summary_, tr("The chosen group's ratings and how the group's levels compare with the built-in ones."), tr("Group summary"));
    body->addWidget(summary_, 1);
    layout->addLayout(body, 1);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("groupsStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    retrainButton_ = buttons->addButton(tr("&Retrain"), QDialogButtonBox::ActionRole);
    auto* reset = buttons->addButton(tr("Re&set…"), QDialogButtonBox::ActionRole);
    auto* exportButton = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    auto* importButton = buttons->addButton(tr("&Import…"), QDialogButtonBox::ActionRole);
    auto* remove = buttons->addButton(tr("&Delete…"), QDialogButtonBox::ActionRole);
    detailsButton_ = buttons->addButton(tr("De&tails"), QDialogButtonBox::HelpRole);
    detailsButton_->setObjectName(QStringLiteral("groupDetails"));
    detailsButton_->setCheckable(true);
    explain(detailsButton_, tr("Show or hide the numbers behind the summary: the statistics and the table of levels."));
    connect(detailsButton_, &QPushButton::toggled, this, &TeacherGroupsDialog::showSelected);
    explain(retrainButton_, tr("Work out the group's levels again from all its ratings (in the background)."));
    explain(reset, tr("Forget the group's levels, or its ratings too; generation then uses the built-in levels."));
    explain(exportButton, tr("Save the group (ratings and levels) as one file to share with other teachers."));
    explain(importButton, tr("Add a group another teacher exported (a .psgroup file)."));
    explain(remove, tr("Delete the group, its ratings and its levels."));
    explain(buttons->button(QDialogButtonBox::Close), tr("Close this window."));
    groupButtons_ = {retrainButton_, reset, exportButton, remove};
    connect(retrainButton_, &QPushButton::clicked, this, &TeacherGroupsDialog::retrainSelected);
    connect(reset, &QPushButton::clicked, this, [this] {
        QMessageBox box(QMessageBox::Question, tr("Reset group"), tr("Reset \"%1\"?").arg(selectedName()), QMessageBox::Cancel, this);
        QPushButton* model = box.addButton(tr("Forget the Group's &Levels"), QMessageBox::AcceptRole);
        QPushButton* all = box.addButton(tr("Forget Levels and &Ratings"), QMessageBox::DestructiveRole);
        box.exec();
        if (box.clickedButton() == model || box.clickedButton() == all)
            resetSelected(box.clickedButton() == all);
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        QSettings settings;
        const QString path = QFileDialog::getSaveFileName(this, tr("Export group"),
                                                          QDir(settings.value("lastFolder").toString()).filePath(selectedName() + QStringLiteral(".psgroup")),
                                                          tr("Puzzlesmith groups (*.psgroup)"));
        if (!path.isEmpty())
            exportSelectedTo(path);
    });
    connect(importButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import group"), QSettings().value("lastFolder").toString(),
                                                          tr("Puzzlesmith groups (*.psgroup);;All files (*)"));
        if (!path.isEmpty())
            importFrom(path);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Delete group"), tr("Delete \"%1\" with its ratings and levels?").arg(selectedName())) == QMessageBox::Yes)
            deleteSelected();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(list_, &QListWidget::currentTextChanged, this, &TeacherGroupsDialog::showSelected);
    resize(760, 520);
    reload({});
}

TeacherGroupsDialog::~TeacherGroupsDialog() = default;

QString TeacherGroupsDialog::selectedName() const
{
    return list_->currentItem() ? list_->currentItem()->text() : QString();
}

QString TeacherGroupsDialog::summaryText() const
{
    return summary_->toPlainText();
}

QString TeacherGroupsDialog::statusText() const
{
    return status_->text();
}

void TeacherGroupsDialog::selectGroup(const QString& name)
{
    const auto found = list_->findItems(name, Qt::MatchExactly);
    if (!found.isEmpty())
        list_->setCurrentItem(found.front());
}

void TeacherGroupsDialog::reload(const QString& select)
{
    list_->clear();
    list_->addItems(TeacherGroups::list(directory_));
    if (list_->count() > 0)
        list_->setCurrentRow(0);
    selectGroup(select);
    showSelected();
}

void TeacherGroupsDialog::showSelected()
{
    const QString name = selectedName();
    for (QPushButton* button : groupButtons_)
        button->setEnabled(!name.isEmpty());
    retrainButton_->setEnabled(!name.isEmpty() && !retrain_.isRunning());
    if (name.isEmpty()) {
        summary_->setHtml(QStringLiteral("<p>%1</p>").arg(tr("No groups yet. Rate puzzles for a class or group with Play > Rate for a "
                                                             "Group…, or import a group another teacher exported.")));
        return;
    }
    TeacherGroup group;
    QString error;
    if (!TeacherGroups::load(directory_, name, group, &error)) {
        summary_->setPlainText(error);
        return;
    }
    summary_->setHtml(summaryHtml(group, detailsButton_->isChecked()));
}

void TeacherGroupsDialog::retrainSelected()
{
    TeacherGroup group;
    QString error;
    if (!TeacherGroups::load(directory_, selectedName(), group, &error)) {
        status_->setText(error);
        return;
    }
    status_->setText(tr("Working out the levels of \"%1\"…").arg(group.name));
    retrainButton_->setEnabled(false);
    retrain_.start([group, options = training_](const ps::CancelToken&) { return TeacherGroupTraining::retrainCopy(group, options); },
                   [this](const JobOutcome<TeacherGroupTraining::RetrainResult>& outcome) { onRetrained(outcome); });
}

void TeacherGroupsDialog::onRetrained(const JobOutcome<TeacherGroupTraining::RetrainResult>& outcome)
{
    retrainButton_->setEnabled(!selectedName().isEmpty());
    if (!outcome.value || !outcome.value->error.isEmpty()) {
        status_->setText(tr("Working out the levels failed: %1").arg(outcome.value ? outcome.value->error : outcome.error));
        return;
    }
    QString error;
    if (!TeacherGroupTraining::storeModels(directory_, outcome.value->group, nullptr, &error)) {
        status_->setText(error);
        return;
    }
    status_->setText(tr("Worked out the levels of \"%1\".").arg(outcome.value->group.name) +
                     (outcome.value->skipped.isEmpty() ? QString() : QLatin1Char(' ') + TeacherGroupTraining::skippedNote(outcome.value->skipped)));
    reload(outcome.value->group.name);
    emit groupsChanged();
}

bool TeacherGroupsDialog::exportSelectedTo(const QString& path)
{
    TeacherGroup group;
    QString error;
    if (!TeacherGroups::load(directory_, selectedName(), group, &error) || !TeacherGroups::exportTo(path, group, &error)) {
        status_->setText(error);
        return false;
    }
    status_->setText(tr("Exported \"%1\" to %2.").arg(group.name, QDir::toNativeSeparators(path)));
    return true;
}

bool TeacherGroupsDialog::importFrom(const QString& path)
{
    TeacherGroup group;
    QString error;
    if (!TeacherGroups::importFrom(path, group, &error)) {
        status_->setText(error);
        return false;
    }
    if (TeacherGroups::list(directory_).contains(group.name)) {
        // Never overwrite a kept group silently: the import gets a name of its own.
        const QString base = group.name;
        for (int n = 2; TeacherGroups::list(directory_).contains(group.name); ++n)
            group.name = tr("%1 (%2)").arg(base).arg(n);
    }
    if (!TeacherGroups::save(directory_, group, &error)) {
        status_->setText(error);
        return false;
    }
    status_->setText(tr("Imported \"%1\".").arg(group.name));
    reload(group.name);
    emit groupsChanged();
    return true;
}

void TeacherGroupsDialog::resetSelected(bool labelsToo)
{
    TeacherGroup group;
    QString error;
    if (!TeacherGroups::load(directory_, selectedName(), group, &error)) {
        status_->setText(error);
        return;
    }
    retrain_.cancel();   // a retrain in flight must not bring the model back
    TeacherGroups::reset(group, labelsToo);
    if (!TeacherGroups::save(directory_, group, &error)) {
        status_->setText(error);
        return;
    }
    status_->setText(labelsToo ? tr("\"%1\" has no ratings and no levels of its own now.").arg(group.name)
                               : tr("\"%1\" has no levels of its own now.").arg(group.name));
    reload(group.name);
    emit groupsChanged();
}

void TeacherGroupsDialog::deleteSelected()
{
    const QString name = selectedName();
    QString error;
    retrain_.cancel();
    if (!TeacherGroups::remove(directory_, name, &error)) {
        status_->setText(error);
        return;
    }
    status_->setText(tr("Deleted \"%1\".").arg(name));
    reload({});
    emit groupsChanged();
}

void TeacherGroupsDialog::done(int result)
{
    retrain_.cancel();
    QDialog::done(result);
}

void TeacherGroupsDialog::setDetailsShown(bool shown)
{
    detailsButton_->setChecked(shown);
}
