// WorksheetDialog: presets — every setting of the dialog saved under a name and brought back by
// choosing it (storage: WorksheetPresets).
#include "WorksheetDialog.h"

#include "MixedTypesPicker.h"
#include "PuzzleTypePicker.h"
#include "WorksheetPresets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

void WorksheetDialog::makePresetRow(QFormLayout* form)
{
    preset_ = new QComboBox(this);
    preset_->setObjectName(QStringLiteral("preset"));
    preset_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset_->setMinimumContentsLength(16);
    auto* save = new QPushButton(tr("Save Preset…"), this);
    deletePresetButton_ = new QPushButton(tr("De&lete"), this);
    deletePresetButton_->setToolTip(tr("Forget the chosen preset"));
    save->setToolTip(tr("Keep every setting of this dialog under a name, to use again next week."));
    // Enter in the title must not save a preset: these two never act as the dialog's default button.
    for (QPushButton* button : {save, deletePresetButton_})
        button->setAutoDefault(false);
    auto* row = new QHBoxLayout;
    row->addWidget(preset_, 1);
    row->addWidget(save);
    row->addWidget(deletePresetButton_);
    // First in the form: a teacher picks their preset before anything else. (Every letter of "Preset"
    // is another control's shortcut already, so the label has none.)
    form->insertRow(0, tr("Preset"), row);
    rebuildPresetList(QString());
    connect(preset_, &QComboBox::activated, this, [this] {
        if (const QString name = preset_->currentData().toString(); !name.isEmpty())
            choosePreset(name);
        deletePresetButton_->setEnabled(!preset_->currentData().toString().isEmpty());
    });
    connect(save, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save preset"), tr("Name of the preset (for example \"Class 4b, Fridays\"):"),
                                                   QLineEdit::Normal, preset_->currentData().toString(), &ok).trimmed();
        if (ok && !name.isEmpty())
            savePreset(name);
    });
    connect(deletePresetButton_, &QPushButton::clicked, this, [this] {
        const QString name = preset_->currentData().toString();
        if (name.isEmpty())
            return;
        if (QMessageBox::question(this, tr("Delete preset"), tr("Delete the preset \"%1\"?").arg(name)) == QMessageBox::Yes)
            deletePreset(name);
    });
}

void WorksheetDialog::rebuildPresetList(const QString& current)
{
    const QSignalBlocker quiet(preset_);
    preset_->clear();
    preset_->addItem(tr("(none)"), QString());
    for (const QString& name : worksheet_presets::names())
        preset_->addItem(name, name);
    preset_->setCurrentIndex(std::max(0, preset_->findData(current)));
    deletePresetButton_->setEnabled(!current.isEmpty() && preset_->currentIndex() > 0);
}

QStringList WorksheetDialog::presetNames() const
{
    return worksheet_presets::names();
}

QString WorksheetDialog::chosenPreset() const
{
    return preset_->currentData().toString();
}

void WorksheetDialog::savePreset(const QString& name)
{
    worksheet_presets::save(name, presetValues());
    rebuildPresetList(name);
    status_->setText(tr("Saved the preset \"%1\".").arg(name));
}

bool WorksheetDialog::choosePreset(const QString& name)
{
    const auto values = worksheet_presets::load(name);
    if (!values)
        return false;
    applyPresetValues(*values);
    rebuildPresetList(name);
    status_->setText(tr("Settings of the preset \"%1\". Press Generate to make the puzzles.").arg(name));
    return true;
}

void WorksheetDialog::deletePreset(const QString& name)
{
    worksheet_presets::remove(name);
    rebuildPresetList(QString());
    status_->setText(tr("Deleted the preset \"%1\".").arg(name));
}

// Every setting of the dialog, by name; combo boxes by their data (not their translated text), so a
// preset reads back the same in another language.
QVariantMap WorksheetDialog::presetValues() const
{
    return {
        {QStringLiteral("title"), title_->text()},
        {QStringLiteral("instructions"), instructions_->text()},
        {QStringLiteral("nameAndDate"), nameDate_->isChecked()},
        {QStringLiteral("type"), puzzleType_->typeId()},
        {QStringLiteral("parameters"), puzzleType_->parameters()},
        {QStringLiteral("mixWith"), mixWith_->chosen().join(QLatin1Char(','))},
        {QStringLiteral("difficulty"), difficulty_->currentData().toInt()},
        {QStringLiteral("count"), count_->value()},
        {QStringLiteral("perPage"), perPage_->currentData().toInt()},
        {QStringLiteral("answers"), answers_->isChecked()},
        {QStringLiteral("scale"), scale_->value()},
        {QStringLiteral("paper"), paper_->currentData().toInt()},
    };
}

void WorksheetDialog::applyPresetValues(const QVariantMap& values)
{
    // QSettings' INI files give every value back as text: numbers are converted to the data's type.
    const auto choose = [&values](QComboBox* combo, const char* key, bool number) {
        if (!values.contains(QLatin1String(key)))
            return;
        const QVariant value = values.value(QLatin1String(key));
        const int index = number ? combo->findData(value.toInt()) : combo->findData(value.toString());
        if (index >= 0)
            combo->setCurrentIndex(index);
    };
    // The type first: choosing it fills in its own title and instructions, which the preset's replace.
    puzzleType_->select(values.value(QStringLiteral("type")).toString(), values.value(QStringLiteral("parameters")).toString());
    if (values.contains(QStringLiteral("mixWith")))   // type ids separated by commas (one id in older presets)
        mixWith_->setChosen(values.value(QStringLiteral("mixWith")).toString().split(QLatin1Char(','), Qt::SkipEmptyParts));
    choose(difficulty_, "difficulty", true);
    choose(perPage_, "perPage", true);
    choose(paper_, "paper", true);
    if (values.contains(QStringLiteral("title")))
        title_->setText(values.value(QStringLiteral("title")).toString());
    if (values.contains(QStringLiteral("instructions"))) {
        instructions_->setText(values.value(QStringLiteral("instructions")).toString());
        instructions_->setCursorPosition(0);
    }
    nameDate_->setChecked(values.value(QStringLiteral("nameAndDate"), nameDate_->isChecked()).toBool());
    answers_->setChecked(values.value(QStringLiteral("answers"), answers_->isChecked()).toBool());
    count_->setValue(values.value(QStringLiteral("count"), count_->value()).toInt());
    scale_->setValue(values.value(QStringLiteral("scale"), scale_->value()).toInt());
    updateAdvice();
}
