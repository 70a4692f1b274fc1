#include "WorksheetDialog.h"

#include "MixedTypesPicker.h"
#include <QToolButton>
#include "PuzzleTypePicker.h"
#include "StudioPalette.h"
#include "types/TypeRegistry.h"

#include "StudioChoices.h"
#include "StudioClassifier.h"

#include "document/EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

WorksheetDialog::WorksheetDialog(const QString& typeId, const QString& parameters, QWidget* parent)
    : WorksheetDialog(typeId, parameters, loadStudioClassifier().classifier, parent)
{
}

WorksheetDialog::WorksheetDialog(const QString& typeId, const QString& parameters, std::shared_ptr<const ps::DifficultyClassifier> classifier,
                                 QWidget* parent)
    : QDialog(parent), classifier_(std::move(classifier))
{
    setWindowTitle(tr("Worksheet"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    makePresetRow(form);   // first, so it comes first in the tab order too
    title_ = new QLineEdit(this);
    instructions_ = new QLineEdit(this);
    nameDate_ = new QCheckBox(tr("Name and date lines"), this);
    nameDate_->setChecked(true);
    puzzleType_ = new PuzzleTypePicker(this);
    puzzleType_->select(typeId, parameters);
    perPage_ = new QComboBox(this);
    for (int n : {1, 2, 4, 6})
        perPage_->addItem(QString::number(n), n);
    perPage_->setCurrentIndex(2);
    count_ = new QSpinBox(this);
    count_->setRange(1, 200);
    count_->setValue(12);
    difficulty_ = new QComboBox(this);
    for (ps::Difficulty d : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil})
        difficulty_->addItem(difficultyDisplayName(d), static_cast<int>(d));
    difficulty_->addItem(tr("Mix of all four"), -1);
    difficulty_->setCurrentIndex(1);
    answers_ = new QCheckBox(tr("Answer key pages"), this);
    answers_->setChecked(true);
    scale_ = new QSpinBox(this);
    scale_->setRange(50, 100);
    scale_->setValue(100);
    scale_->setSuffix(QStringLiteral(" %"));
    paper_ = new QComboBox(this);
    paper_->addItem(tr("A4"), static_cast<int>(QPageSize::A4));
    paper_->addItem(tr("Letter"), static_cast<int>(QPageSize::Letter));
    layout->addLayout(form);
    form->addRow(tr("&Title"), title_);
    form->addRow(tr("&Instructions"), instructions_);
    form->addRow(QString(), nameDate_);
    form->addRow(tr("T&ype"), puzzleType_->typeBox());
    // Further types alternate with the first on the sheet (at the same size where they have one).
    mixWith_ = new MixedTypesPicker(this);
    mixWith_->setFirstType(puzzleType_->typeId());
    connect(puzzleType_->typeBox(), &QComboBox::currentIndexChanged, this, [this] { mixWith_->setFirstType(puzzleType_->typeId()); });
    showTypeTexts();
    // The title and instructions follow the type until the teacher writes their own.
    const auto followTypes = [this] {
        if (title_->text() == shownTitle_ && instructions_->text() == shownInstructions_)
            showTypeTexts();
    };
    connect(puzzleType_, &PuzzleTypePicker::changed, this, followTypes);   // the type, or rule options chosen with the size
    connect(mixWith_, &MixedTypesPicker::changed, this, followTypes);
    connect(mixWith_, &MixedTypesPicker::changed, this, &WorksheetDialog::updateAdvice);
    auto* sizeLabel = new QLabel(tr("&Size"), this);
    sizeLabel->setBuddy(puzzleType_->sizeEditor());
    form->addRow(sizeLabel, puzzleType_->sizeEditor());
    auto* mixLabel = new QLabel(tr("&Mixed with"), this);
    mixLabel->setBuddy(mixWith_->button());
    form->addRow(mixLabel, mixWith_->button());
    form->addRow(tr("&Difficulty"), difficulty_);
    form->addRow(tr("&Number of puzzles"), count_);
    form->addRow(tr("Puzzles &per page"), perPage_);
    advice_ = new QLabel(this);
    advice_->setWordWrap(true);
    advice_->setTextFormat(Qt::RichText);
    form->addRow(QString(), advice_);
    form->addRow(QString(), answers_);
    form->addRow(tr("&Grid scale"), scale_);
    form->addRow(tr("P&aper"), paper_);
    progress_ = new QProgressBar(this);
    status_ = new QLabel(tr("Press Generate to make the puzzles."), this);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(this);
    generateButton_ = buttons->addButton(tr("&Generate"), QDialogButtonBox::ActionRole);
    previewButton_ = buttons->addButton(tr("Print Pre&view…"), QDialogButtonBox::ActionRole);
    printButton_ = buttons->addButton(tr("P&rint…"), QDialogButtonBox::ActionRole);
    pdfButton_ = buttons->addButton(tr("&Export PDF…"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    enableSheetButtons(false);
    connect(generateButton_, &QPushButton::clicked, this, &WorksheetDialog::generateOrCancel);
    connect(previewButton_, &QPushButton::clicked, this, &WorksheetDialog::printPreview);
    connect(printButton_, &QPushButton::clicked, this, &WorksheetDialog::print);
    connect(pdfButton_, &QPushButton::clicked, this, &WorksheetDialog::exportPdf);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    explainControls();
    // The link in a warning carries the suggested number of puzzles per page.
    connect(advice_, &QLabel::linkActivated, this, [this](const QString& link) {
        perPage_->setCurrentIndex(std::max(0, perPage_->findData(link.toInt())));
    });
    for (QComboBox* choice : {perPage_, paper_})
        connect(choice, &QComboBox::currentIndexChanged, this, &WorksheetDialog::updateAdvice);
    connect(puzzleType_, &PuzzleTypePicker::changed, this, &WorksheetDialog::updateAdvice);
    connect(scale_, &QSpinBox::valueChanged, this, &WorksheetDialog::updateAdvice);
    updateAdvice();
    connect(puzzleType_, &PuzzleTypePicker::changed, this, &WorksheetDialog::dropStalePuzzles);
    connect(mixWith_, &MixedTypesPicker::changed, this, &WorksheetDialog::dropStalePuzzles);
    connect(difficulty_, &QComboBox::currentIndexChanged, this, &WorksheetDialog::dropStalePuzzles);
    connect(count_, &QSpinBox::valueChanged, this, &WorksheetDialog::dropStalePuzzles);
    connect(&progressPoll_, &QTimer::timeout, this, [this] {
        if (done_)
            progress_->setValue(*done_);
    });
}

WorksheetDialog::~WorksheetDialog() { job_.cancel(); }

void WorksheetDialog::done(int result)
{
    cancelGeneration();
    QDialog::done(result);
}

void WorksheetDialog::generateOrCancel()
{
    if (job_.isRunning())
        cancelGeneration();
    else
        generate();
}

void WorksheetDialog::setGenerating(bool generating)
{
    generateButton_->setText(generating ? tr("&Cancel") : tr("&Generate"));
    if (generating) {
        progressPoll_.start(100);
        enableSheetButtons(false);
    } else {
        progressPoll_.stop();
    }
}

void WorksheetDialog::cancelGeneration()
{
    if (!job_.isRunning())
        return;
    job_.cancel();
    setGenerating(false);
    progress_->setValue(0);
    status_->setText(tr("Cancelled: no puzzles were kept. Press Generate to start again."));
}

void WorksheetDialog::enableSheetButtons(bool enabled)
{
    for (QPushButton* b : {previewButton_, printButton_, pdfButton_})
        b->setEnabled(enabled);
}

void WorksheetDialog::dropStalePuzzles()
{
    if (job_.isRunning()) {
        cancelGeneration();
        status_->setText(tr("The settings changed, so the puzzles being made were dropped. Press Generate to make new ones."));
        return;
    }
    if (puzzles_.empty())
        return;
    puzzles_.clear();
    enableSheetButtons(false);
    progress_->setValue(0);
    status_->setText(tr("The settings changed since the puzzles were made. Press Generate to make new ones."));
}

WorksheetSettings WorksheetDialog::settings() const
{
    WorksheetSettings s;
    s.title = title_->text();
    s.instructions = instructions_->text();
    s.nameAndDate = nameDate_->isChecked();
    s.perPage = perPage_->currentData().toInt();
    s.answers = answers_->isChecked();
    s.scale = scale_->value() / 100.0;
    s.pageSize = QPageSize(static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt()));
    return s;
}

std::vector<std::shared_ptr<const ps::PuzzleRules>> WorksheetDialog::chosenTypes() const
{
    std::vector<std::shared_ptr<const ps::PuzzleRules>> types;
    try {
        types.push_back(ps::makeRules(puzzleType_->typeId().toStdString(), puzzleType_->parameters().toStdString()));
        const auto& first = *types.front();
        for (const QString& other : mixWith_->chosen()) {
            const ps::PuzzleType& type = ps::puzzleType(other.toStdString());
            std::string parameters = type.defaultParameters;
            try {   // the first type's size where the other has it (a 9x9 grid with a 9x9 grid)
                parameters = type.parametersForSize(std::to_string(first.rows()) + "x" + std::to_string(first.cols()));
            } catch (const ps::EngineError&) {
            }
            types.push_back(type.makeRules(parameters));
        }
    } catch (const ps::EngineError&) {
    }
    return types;
}

int WorksheetDialog::gridSide() const
{
    int side = 0;
    for (const auto& rules : chosenTypes())
        side = std::max({side, rules->rows(), rules->cols()});
    return side > 0 ? side : 9;
}

void WorksheetDialog::showTypeTexts()
{
    QStringList names, rules;
    for (const auto& chosen : chosenTypes()) {
        const ps::PuzzleType& type = ps::puzzleType(chosen->typeId());
        names << QCoreApplication::translate("PuzzleType", type.name.c_str());
        QString instructions = QCoreApplication::translate("PuzzleType", type.instructions.c_str());
        if (const ps::EngineMessage note = chosen->instructionsNote(); !note.messageTemplate.empty())
            instructions += QLatin1Char(' ') + translateEngineMessage(note);   // a rule option's sentence
        rules << instructions;
    }
    if (rules.size() > 1)
        for (int i = 0; i < rules.size(); ++i)
            rules[i] = tr("%1: %2").arg(names[i], rules[i]);
    shownTitle_ = names.join(QStringLiteral(" · "));
    shownInstructions_ = rules.join(QLatin1Char(' '));
    title_->setText(shownTitle_);
    instructions_->setText(shownInstructions_);
    instructions_->setCursorPosition(0);   // a long text shows its beginning
}

void WorksheetDialog::updateAdvice()
{
    showAdvice();
    // A warning wraps onto more lines than the dialog was laid out for: grow to show all of it.
    QTimer::singleShot(0, this, [this] {
        if (!layout())
            return;
        layout()->activate();
        const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : sizeHint().height();
        if (needed > height())
            resize(width(), needed);
    });
}

void WorksheetDialog::showAdvice()
{
    const WorksheetSettings s = settings();
    const WorksheetAdvice advice = worksheetAdvice(s, gridSide());
    if (advice.warning.isEmpty()) {
        const bool landscape = WorksheetLayout(s, gridSide(), 0).orientation() == QPageLayout::Landscape;
        advice_->setText((landscape ? tr("Squares print %L1 mm wide; the pages are printed across (landscape), two grids side by side.")
                                    : tr("Squares print %L1 mm wide."))
                             .arg(advice.cellMm, 0, 'f', 1)
                             .toHtmlEscaped());
        return;
    }
    QString text = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(studio::warningColour(palette()).name(), advice.warning.toHtmlEscaped());
    if (advice.suggestedPerPage > 0)
        text += QStringLiteral(" <a href=\"%1\">%2</a>").arg(advice.suggestedPerPage).arg(tr("Use %1 per page").arg(advice.suggestedPerPage).toHtmlEscaped());
    advice_->setText(text);
}

void WorksheetDialog::generate()
{
    const auto types = chosenTypes();
    if (types.empty())
        return;
    const int count = count_->value();
    const int level = difficulty_->currentData().toInt();
    // Nine digits: each puzzle's seed is printed at the foot of its page, and short ones are easy to type.
    const quint64 seed = QRandomGenerator::global()->bounded(1000000000u);
    done_ = std::make_shared<std::atomic<int>>(0);
    puzzles_.clear();
    progress_->setRange(0, count);
    progress_->setValue(0);
    status_->setText(tr("Generating %n puzzle(s)…", nullptr, count));
    setGenerating(true);
    job_.start(
        [types, count, level, seed, done = done_, classifier = classifier_](const ps::CancelToken& cancel) {
            std::vector<ps::Difficulty> levels;
            if (level < 0)
                levels = {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil};
            else
                levels = {static_cast<ps::Difficulty>(level)};
            return generateWorksheetPuzzles(types, levels, count, seed, *classifier, difficultyDisplayName,
                                            [done](int n) { *done = n; }, nullptr, &cancel);
        },
        [this](const JobOutcome<std::vector<WorksheetPuzzle>>& outcome) { onGenerated(outcome); });
}

void WorksheetDialog::onGenerated(const JobOutcome<std::vector<WorksheetPuzzle>>& outcome)
{
    setGenerating(false);
    if (!outcome.value) {
        progress_->setValue(0);
        status_->setText(tr("The puzzles could not be made: %1").arg(outcome.error));
        return;
    }
    puzzles_ = *outcome.value;
    progress_->setValue(progress_->maximum());
    status_->setText(tr("%n page(s) ready.", nullptr, current().pageCount()));
    enableSheetButtons(true);
}

void WorksheetDialog::exportPdf()
{
    if (puzzles_.empty())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export PDF"), title_->text() + QStringLiteral(".pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeWorksheetPdf(path, current(), &error))
        QMessageBox::warning(this, tr("Export PDF"), error);
    else {
        status_->setText(tr("Saved %1.").arg(path));
        emit sheetDelivered(puzzles_);
    }
}

void WorksheetDialog::printPreview()
{
    if (puzzles_.empty())
        return;
    const Worksheet worksheet = current();
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(worksheet.pageLayout());
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [&worksheet](QPrinter* p) { studio::printWorksheet(worksheet, *p); });
    if (preview.exec() == QDialog::Accepted)   // printed from the preview
        emit sheetDelivered(worksheet.puzzles());
}

void WorksheetDialog::print()
{
    if (puzzles_.empty())
        return;
    const Worksheet worksheet = current();
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(worksheet.pageLayout());
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted) {
        studio::printWorksheet(worksheet, printer);
        emit sheetDelivered(worksheet.puzzles());
    }
}

// Tooltips (the same text for What's This) and names for screen readers, where the control's own text
// does not say it all.
void WorksheetDialog::explainControls()
{
    using studio::explain;
    explain(title_, tr("The heading of every puzzle page. It follows the puzzle type until you write your own."), tr("Title"));
    explain(instructions_, tr("One line under the title telling the children what to do; the rules of the type by default."), tr("Instructions"));
    explain(nameDate_, tr("Lines for the pupil's name and the date at the top of every puzzle page."));
    explain(puzzleType_->typeBox(), tr("The kind of puzzle on the sheet."), tr("Puzzle type"));
    explain(mixWith_->button(), tr("Other types that alternate with the first on the sheet: tick as many as you like."), tr("Mixed with"));
    explain(difficulty_, tr("One level for every puzzle, or a mix that goes through the levels in turn."), tr("Difficulty"));
    explain(count_, tr("How many puzzles the sheet has in all."), tr("Number of puzzles"));
    explain(perPage_, tr("Fewer per page give bigger squares to write in; the line below says how wide they print."), tr("Puzzles per page"));
    explain(answers_, tr("Pages at the end with every puzzle solved, the givens in bold."));
    explain(scale_, tr("How much of its place on the page a grid fills."), tr("Grid scale"));
    explain(paper_, tr("The paper the sheet is laid out for."), tr("Paper"));
    explain(generateButton_, tr("Make the puzzles in the background (Cancel stops it); then preview, print or export."));
    explain(previewButton_, tr("See every page as it will print."));
    explain(printButton_, tr("Print the sheet."));
    explain(pdfButton_, tr("Save the sheet as a PDF file."));
    explain(preset_, tr("Settings saved under a name: choose one to bring all of them back."), tr("Preset"));
}
