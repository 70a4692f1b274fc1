#include "LabelPuzzlesDialog.h"

#include "StudioChoices.h"

#include "document/EngineMessages.h"
#include "document/PuzzlePainter.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using studio::explain;

namespace {

constexpr int kPictureSide = 104;

QPixmap pictureOf(const LabelCandidate& puzzle)
{
    QPixmap pixmap(kPictureSide, kPictureSide);
    pixmap.fill(Qt::white);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    paintPuzzle(painter, QRectF(2, 2, kPictureSide - 4, kPictureSide - 4), *puzzle.rules, puzzle.givens, nullptr);
    return pixmap;
}

// The type's name in the user's language (the id when the type is unknown).
QString typeDisplayName(const QString& typeId)
{
    try {
        return QCoreApplication::translate("PuzzleType", ps::puzzleType(typeId.toStdString()).name.c_str());
    } catch (const ps::EngineError&) {
        return typeId;
    }
}

const ps::Difficulty kLevels[] = {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil};

} // namespace

LabelPuzzlesDialog::LabelPuzzlesDialog(std::vector<LabelCandidate> puzzles, std::shared_ptr<const ps::DifficultyClassifier> builtIn,
                                       const QString& groupsDirectory, const QString& group, QWidget* parent)
    : QDialog(parent), puzzles_(std::move(puzzles)), builtIn_(std::move(builtIn)), directory_(groupsDirectory)
{
    setWindowTitle(tr("Rate for a Group"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Say how each puzzle went with your class or group: too easy, about right or too hard for the level "
                                "it was shown as, or set its level yourself. From your ratings Puzzlesmith works out the group's own "
                                "levels, starting from its built-in ones, and can then make puzzles at those levels. Sudoku's "
                                "levels are set by the techniques a puzzle needs: there your ratings move a puzzle's score within "
                                "its level, not the level."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    group_ = new QComboBox(this);
    group_->setObjectName(QStringLiteral("labelGroup"));
    group_->setEditable(true);
    group_->addItems(TeacherGroups::list(directory_));
    group_->setCurrentText(group);
    form->addRow(tr("&Group"), group_);
    explain(group_, tr("The class or group these ratings are for: pick a kept group or type a new name."), tr("Group"));
    layout->addLayout(form);

    auto* rows = new QWidget;
    auto* grid = new QGridLayout(rows);
    builtInClasses_.assign(puzzles_.size(), std::nullopt);
    builtInScores_.assign(puzzles_.size(), -1);
    savedTo_.assign(puzzles_.size(), QString());
    for (std::size_t i = 0; i < puzzles_.size(); ++i) {
        const int row = static_cast<int>(i);
        auto* picture = new QLabel(rows);
        picture->setPixmap(pictureOf(puzzles_[i]));
        picture->setAccessibleName(tr("Puzzle %1").arg(row + 1));
        grid->addWidget(picture, row, 0);
        auto* description = new QLabel(rows);
        description->setWordWrap(true);
        descriptions_.push_back(description);
        grid->addWidget(description, row, 1);
        auto* verdict = new QComboBox(rows);
        verdict->setObjectName(QStringLiteral("verdict%1").arg(row + 1));
        verdict->addItem(tr("Not rated"), NotRated);
        verdict->addItem(tr("Too easy"), TooEasy);
        verdict->addItem(tr("About right"), AboutRight);
        verdict->addItem(tr("Too hard"), TooHard);
        verdict->addItem(tr("Set level:"), SetLevel);
        explain(verdict, tr("How puzzle %1 went for the group, compared with the level it was shown as. A saved rating stays shown and "
                            "cannot be changed here.").arg(row + 1),
                tr("Verdict on puzzle %1").arg(row + 1));
        verdicts_.push_back(verdict);
        grid->addWidget(verdict, row, 2);
        auto* level = new QComboBox(rows);
        level->setObjectName(QStringLiteral("level%1").arg(row + 1));
        for (ps::Difficulty d : kLevels)
            level->addItem(difficultyDisplayName(d), static_cast<int>(d));
        level->setCurrentIndex(1);
        level->setEnabled(false);
        explain(level, tr("The level puzzle %1 really has for the group (with Set level).").arg(row + 1), tr("Level of puzzle %1").arg(row + 1));
        levels_.push_back(level);
        grid->addWidget(level, row, 3);
        connect(verdict, &QComboBox::currentIndexChanged, level, [verdict, level] { level->setEnabled(verdict->currentData().toInt() == SetLevel); });
        updateRow(row);
    }
    grid->setColumnStretch(1, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(rows);
    scroll->setWidgetResizable(true);
    scroll->setMinimumHeight(std::min(3, static_cast<int>(puzzles_.size())) * (kPictureSide + 12));
    layout->addWidget(scroll, 1);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("labelStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    saveButton_ = buttons->addButton(tr("&Save and Retrain"), QDialogButtonBox::ActionRole);
    saveButton_->setObjectName(QStringLiteral("saveAndRetrain"));
    explain(saveButton_, tr("Add the rated puzzles to the group, save it, and work out the group's levels again in the background."));
    detailsButton_ = buttons->addButton(tr("De&tails…"), QDialogButtonBox::HelpRole);
    detailsButton_->setObjectName(QStringLiteral("labelDetails"));
    detailsButton_->setEnabled(false);
    explain(detailsButton_, tr("The numbers behind the summary: the statistics of the last retrain."));
    connect(detailsButton_, &QPushButton::clicked, this, [this] {
        QMessageBox box(QMessageBox::Information, tr("Details"), details_, QMessageBox::Close, this);
        box.setTextFormat(Qt::PlainText);
        box.exec();
    });
    explain(buttons->button(QDialogButtonBox::Close), tr("Close this window (ratings already saved stay saved)."));
    connect(saveButton_, &QPushButton::clicked, this, [this] { saveAndRetrain(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 560);

    // The built-in class and score of each puzzle, in the background (a large grid takes a while).
    status_->setText(tr("Working out the built-in levels…"));
    std::vector<std::pair<std::shared_ptr<const ps::PuzzleRules>, ps::Board>> work;
    for (const LabelCandidate& p : puzzles_)
        work.emplace_back(p.rules, p.givens);
    scoring_.start(
        [work, classifier = builtIn_](const ps::CancelToken& cancel) {
            Scored scored;
            ps::ClassifyContext context;
            context.cancel = &cancel;
            for (const auto& [rules, givens] : work) {
                if (cancel.cancelRequested())
                    break;
                scored.scores.push_back(classifier->score(*rules, givens, context));
                scored.classes.push_back(classifier->classify(*rules, givens, context));
            }
            return scored;
        },
        [this](const JobOutcome<Scored>& outcome) { onScored(outcome); });
}

LabelPuzzlesDialog::~LabelPuzzlesDialog() = default;

void LabelPuzzlesDialog::onScored(const JobOutcome<Scored>& outcome)
{
    if (!outcome.value) {
        status_->setText(outcome.error);
        return;
    }
    for (std::size_t i = 0; i < outcome.value->classes.size() && i < puzzles_.size(); ++i) {
        builtInClasses_[i] = outcome.value->classes[i];
        builtInScores_[i] = outcome.value->scores[i];
        updateRow(static_cast<int>(i));
    }
    status_->clear();
}

void LabelPuzzlesDialog::updateRow(int row)
{
    const auto i = static_cast<std::size_t>(row);
    const LabelCandidate& p = puzzles_[i];
    QString text = tr("%1. %2").arg(row + 1).arg(describeRules(*p.rules));
    if (p.shownLevel)
        text += QLatin1Char('\n') + tr("shown as %1").arg(difficultyDisplayName(*p.shownLevel));
    if (builtInClasses_[i])
        text += QLatin1Char('\n') + tr("built-in level: %1 (%2 on a scale of 0 to 100)").arg(difficultyDisplayName(*builtInClasses_[i])).arg(builtInScores_[i], 0, 'f', 0);
    if (!savedTo_[i].isEmpty())
        text += QLatin1Char('\n') + tr("Rating saved for \"%1\".").arg(savedTo_[i]);
    descriptions_[i]->setText(text);
}

std::optional<ps::Difficulty> LabelPuzzlesDialog::shownLevel(int row) const
{
    const auto i = static_cast<std::size_t>(row);
    return puzzles_[i].shownLevel ? puzzles_[i].shownLevel : builtInClasses_[i];
}

void LabelPuzzlesDialog::setChoice(int row, Choice choice, ps::Difficulty level)
{
    const auto i = static_cast<std::size_t>(row);
    verdicts_[i]->setCurrentIndex(verdicts_[i]->findData(choice));
    levels_[i]->setCurrentIndex(levels_[i]->findData(static_cast<int>(level)));
}

QString LabelPuzzlesDialog::statusText() const
{
    return status_->text();
}

bool LabelPuzzlesDialog::saveAndRetrain()
{
    const QString name = group_->currentText().trimmed();
    if (name.isEmpty()) {
        status_->setText(tr("Type the name of the class or group first."));
        group_->setFocus();
        return false;
    }
    if (scoring_.isRunning()) {
        status_->setText(tr("Still working out the built-in levels; try again in a moment."));
        return false;
    }
    std::vector<GroupLabel> labels;
    std::vector<std::size_t> rated;
    for (std::size_t i = 0; i < puzzles_.size(); ++i) {
        const int choice = verdicts_[i]->currentData().toInt();
        const auto shown = shownLevel(static_cast<int>(i));
        if (choice == NotRated || (choice != SetLevel && !shown) || !savedTo_[i].isEmpty())   // saved already: once only
            continue;
        GroupLabel label;
        label.puzzle.type = puzzles_[i].typeId;
        label.puzzle.parameters = puzzles_[i].parameters;
        label.puzzle.givens = puzzles_[i].givens;
        label.date = QDateTime::currentDateTimeUtc();
        if (choice == SetLevel) {
            label.verdict = ps::TeacherLabel::Verdict::Level;
            label.level = static_cast<ps::Difficulty>(levels_[i]->currentData().toInt());
        } else {
            label.verdict = choice == TooEasy ? ps::TeacherLabel::Verdict::TooEasy
                            : choice == TooHard ? ps::TeacherLabel::Verdict::TooHard
                                                : ps::TeacherLabel::Verdict::AboutRight;
            label.level = *shown;
        }
        labels.push_back(std::move(label));
        rated.push_back(i);
    }
    if (labels.empty()) {
        status_->setText(tr("Rate at least one puzzle that is not saved yet."));
        return false;
    }
    TeacherGroup group;
    group.name = name;
    QString error;
    if (TeacherGroups::list(directory_).contains(name) && !TeacherGroups::load(directory_, name, group, &error)) {
        status_->setText(error);
        return false;
    }
    group.labels.insert(group.labels.end(), labels.begin(), labels.end());
    if (!TeacherGroups::save(directory_, group, &error)) {
        status_->setText(error);
        return false;
    }
    // The rated puzzles are saved: their ratings stay in view (so nothing looks lost) but cannot be given
    // again, which would count them twice.
    for (std::size_t i : rated) {
        savedTo_[i] = name;
        verdicts_[i]->setEnabled(false);
        levels_[i]->setEnabled(false);
        updateRow(static_cast<int>(i));
    }
    if (group_->findText(name) < 0)
        group_->addItem(name);
    emit groupChanged(name, false);
    status_->setText(tr("Saved %n rating(s) for \"%1\"; working out the group's levels…", nullptr, static_cast<int>(labels.size())).arg(name));
    saveButton_->setEnabled(false);
    retrain_.start(
        [group, options = training_](const ps::CancelToken&) { return TeacherGroupTraining::retrainCopy(group, options); },
        [this](const JobOutcome<TeacherGroupTraining::RetrainResult>& outcome) { onRetrained(outcome); });
    return true;
}

void LabelPuzzlesDialog::onRetrained(const JobOutcome<TeacherGroupTraining::RetrainResult>& outcome)
{
    saveButton_->setEnabled(true);
    if (!outcome.value || !outcome.value->error.isEmpty()) {
        status_->setText(tr("The ratings are saved, but working out the group's levels failed: %1").arg(outcome.value ? outcome.value->error : outcome.error));
        return;
    }
    TeacherGroup group;
    QString error;
    if (!TeacherGroupTraining::storeModels(directory_, outcome.value->group, &group, &error)) {
        status_->setText(error);
        return;
    }
    QStringList lines;
    QStringList numbers;
    for (const auto& [type, entry] : group.models) {
        const QString warning = TeacherGroupTraining::warning(entry);
        lines << tr("%1: %2").arg(typeDisplayName(type), warning.isEmpty() ? TeacherGroupTraining::summary(entry, type)
                                                                           : tr("Please check: %1").arg(warning));
        numbers << typeDisplayName(type) + QLatin1Char(':') << TeacherGroupTraining::details(entry, type);
    }
    if (!outcome.value->skipped.isEmpty())
        lines << TeacherGroupTraining::skippedNote(outcome.value->skipped);
    status_->setText(tr("Saved, and worked out the levels of \"%1\". %2").arg(group.name, lines.join(QLatin1Char(' '))));
    details_ = numbers.join(QLatin1Char('\n'));
    detailsButton_->setEnabled(!details_.isEmpty());
    emit groupChanged(group.name, true);
}

void LabelPuzzlesDialog::done(int result)
{
    scoring_.cancel();
    retrain_.cancel();
    QDialog::done(result);
}

LabelPuzzlesDialog::Choice LabelPuzzlesDialog::choice(int row) const
{
    return static_cast<Choice>(verdicts_[static_cast<std::size_t>(row)]->currentData().toInt());
}

bool LabelPuzzlesDialog::isRowEditable(int row) const
{
    return verdicts_[static_cast<std::size_t>(row)]->isEnabled();
}
