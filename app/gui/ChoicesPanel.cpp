#include "ChoicesPanel.h"

#include "PuzzleTypePicker.h"
#include "StudioChoices.h"

#include "document/EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QStandardItemModel>
#include <algorithm>

using studio::explain;

ChoicesPanel::ChoicesPanel(QWidget* parent) : QWidget(parent)
{
    auto* form = new QFormLayout(this);
    puzzleType_ = new PuzzleTypePicker(this);
    form->addRow(tr("&Type"), puzzleType_->typeBox());
    auto* sizeLabel = new QLabel(tr("&Size"), this);
    sizeLabel->setBuddy(puzzleType_->sizeEditor());
    form->addRow(sizeLabel, puzzleType_->sizeEditor());
    difficulty_ = new QComboBox(this);
    difficulty_->setObjectName(QStringLiteral("difficulty"));   // object names: for tests and accessibility tools
    difficulty_->addItem(tr("Any"), QString());
    for (ps::Difficulty d : {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil})
        difficulty_->addItem(difficultyDisplayName(d), QString::fromStdString(ps::difficultyName(d)));
    form->addRow(tr("&Difficulty"), difficulty_);
    group_ = new QComboBox(this);
    group_->setObjectName(QStringLiteral("group"));
    form->addRow(tr("For gro&up"), group_);
    strategy_ = new QComboBox(this);
    strategy_->addItem(tr("None (fuller rows first)"), QStringLiteral("paper"));
    strategy_->addItem(tr("None (uniform)"), QStringLiteral("uniform"));
    strategy_->addItem(tr("Rotational (180°)"), QStringLiteral("symmetric"));
    form->addRow(tr("S&ymmetry"), strategy_);
    randomSeed_ = new QCheckBox(tr("Rando&m"), this);
    randomSeed_->setChecked(true);
    randomSeed_->setObjectName(QStringLiteral("randomSeed"));
    seed_ = new QLineEdit(this);
    seed_->setObjectName(QStringLiteral("seed"));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,19}")), seed_));
    seed_->setEnabled(false);
    seed_->setMaximumWidth(110);   // 19 digits scroll; the panel stays narrow
    connect(randomSeed_, &QCheckBox::toggled, seed_, [this](bool random) { seed_->setEnabled(!random); });
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(randomSeed_);
    seedRow->addWidget(seed_);
    auto* seedLabel = new QLabel(tr("Seed &number"), this);
    seedLabel->setBuddy(seed_);
    form->addRow(seedLabel, seedRow);
    backend_ = new QComboBox(this);
    backend_->addItem(tr("Native (fast)"), QStringLiteral("native"));
    backend_->addItem(tr("z3, one-hot"), QStringLiteral("z3"));
    backend_->addItem(tr("z3, integers (paper)"), QStringLiteral("z3-int"));
    form->addRow(tr("S&olver"), backend_);
    explain(puzzleType_->typeBox(), tr("The kind of puzzle. Help > User Guide explains the rules of each type."), tr("Puzzle type"));
    explain(puzzleType_->sizeEditor(), tr("The size of the grid (for Sudoku, with the shape of its boxes)."), tr("Size"));
    explain(difficulty_, tr("The class the puzzle should have. Any keeps emptying until no square can go: the sparsest puzzle."), tr("Difficulty"));
    explain(group_, tr("Whose sense of difficulty the target follows: the built-in model, or a class or group you rated puzzles for "
                       "(Play > Rate for a Group…)."), tr("Group"));
    explain(strategy_, tr("The order squares are emptied in. Rotational keeps the givens symmetric, as in newspapers."), tr("Symmetry"));
    explain(randomSeed_, tr("A new puzzle every time. Untick it and type a seed number to make the same puzzle again."));
    explain(seed_, tr("The seed number of the run: the same seed and settings always make the same puzzle."), tr("Seed number"));
    explain(backend_, tr("The solver that proves each puzzle has one solution. Native is fast; z3 is the paper's declarative definition."), tr("Solver"));
    generate_ = new QPushButton(tr("&Generate"), this);
    explain(generate_, tr("Make a puzzle: the grid empties square by square while the solver checks that the solution stays unique."));
    generate_->setFocusPolicy(Qt::TabFocus);   // a click leaves the keyboard with the grid
    connect(generate_, &QPushButton::clicked, this, &ChoicesPanel::generateClicked);
    // A choice made, the keyboard goes back to the grid: digits typed next must not change a combo box.
    for (QWidget* input : puzzleType_->inputs())
        if (auto* combo = qobject_cast<QComboBox*>(input))
            connect(combo, &QComboBox::activated, this, &ChoicesPanel::choiceMade);
    for (QComboBox* combo : {puzzleType_->typeBox(), difficulty_, group_, strategy_, backend_}) {
        connect(combo, &QComboBox::activated, this, &ChoicesPanel::choiceMade);
        // Narrow when closed (the list still shows whole names), so the grid gets the width on a laptop.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    form->addRow(generate_);
    connect(puzzleType_, &PuzzleTypePicker::changed, this, &ChoicesPanel::offerDifficulties);
    offerDifficulties();
}

// Some rules cannot reach every class at every size (Sudoku above 16x16 has no hard): those classes are
// greyed out with a reason, and a choice of one moves to the nearest class offered, harder first.
void ChoicesPanel::offerDifficulties()
{
    std::vector<ps::Difficulty> offered;
    try {
        offered = makeRules()->offeredDifficulties();
    } catch (const std::exception&) {
        return;   // no rules for this size yet: Generate says why
    }
    auto* model = qobject_cast<QStandardItemModel*>(difficulty_->model());
    if (!model)
        return;
    const auto isOffered = [&](int row) {
        const std::optional<ps::Difficulty> d = ps::parseDifficulty(difficulty_->itemData(row).toString().toStdString());
        return !d || std::find(offered.begin(), offered.end(), *d) != offered.end();
    };
    for (int row = 0; row < difficulty_->count(); ++row) {
        QStandardItem* item = model->item(row);
        const bool on = isOffered(row);
        item->setEnabled(on);
        item->setToolTip(on ? QString() : tr("Not offered at this size: no puzzle of this class can be made in reasonable time."));
    }
    const int current = difficulty_->currentIndex();
    if (current < 0 || isOffered(current))
        return;
    for (int distance = 1; distance < difficulty_->count(); ++distance)
        for (int row : {current + distance, current - distance})
            if (row > 0 && row < difficulty_->count() && isOffered(row)) {
                difficulty_->setCurrentIndex(row);
                return;
            }
}

std::shared_ptr<const ps::PuzzleRules> ChoicesPanel::makeRules() const
{
    return ps::makeRules(puzzleType_->typeId().toStdString(), puzzleType_->parameters().toStdString());
}

quint64 ChoicesPanel::seed(bool* ok) const
{
    *ok = true;
    return randomSeed_->isChecked() ? QRandomGenerator::global()->generate64() : seed_->text().toULongLong(ok);
}

void ChoicesPanel::setSeed(quint64 seed)
{
    seed_->setText(QString::number(seed));
}

std::optional<ps::Difficulty> ChoicesPanel::targetDifficulty() const
{
    return ps::parseDifficulty(difficulty_->currentData().toString().toStdString());
}

QString ChoicesPanel::strategy() const
{
    return strategy_->currentData().toString();
}

QString ChoicesPanel::backend() const
{
    return backend_->currentData().toString();
}

void ChoicesPanel::loadSettings(const QSettings& settings)
{
    const auto restore = [&](QComboBox* combo, const char* key) {
        const int index = combo->findData(settings.value(key));
        if (index >= 0)
            combo->setCurrentIndex(index);
    };
    puzzleType_->select(settings.value("choices/type").toString(), settings.value("choices/parameters").toString());
    restore(difficulty_, "choices/difficulty");
    restore(group_, "choices/group");
    restore(strategy_, "choices/strategy");
    restore(backend_, "choices/backend");
}

void ChoicesPanel::saveSettings(QSettings& settings) const
{
    settings.setValue("choices/type", puzzleType_->typeId());
    settings.setValue("choices/parameters", puzzleType_->parameters());
    settings.setValue("choices/difficulty", difficulty_->currentData());
    settings.setValue("choices/group", group_->currentData());
    settings.setValue("choices/strategy", strategy_->currentData());
    settings.setValue("choices/backend", backend_->currentData());
}
