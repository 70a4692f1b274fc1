#include "PreferencesDialog.h"

#include "document/Translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QIcon swatch(const QColor& colour)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QPen(Qt::black, 1));
    painter.setBrush(colour);
    painter.drawRect(2, 2, 27, 27);
    return QIcon(pixmap);
}

void select(QComboBox* box, const QVariant& data)
{
    const int index = box->findData(data);
    box->setCurrentIndex(std::max(0, index));
}

} // namespace

PreferencesDialog::PreferencesDialog(const StudioPreferences& current, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);

    auto* general = new QGroupBox(tr("Language and colours"), this);
    auto* generalForm = new QFormLayout(general);
    language_ = new QComboBox(general);
    language_->addItem(tr("The system's language (%1)").arg(Translations::nativeName(Translations::languageFor(QLocale::system()))), QString());
    for (const QString& code : Translations::languages())
        language_->addItem(Translations::nativeName(code), code);
    language_->setToolTip(tr("The language of menus, messages, worksheets and the guide. It changes when Puzzlesmith starts again."));
    generalForm->addRow(tr("&Language:"), language_);
    colours_ = new QComboBox(general);
    colours_->addItem(tr("As the desktop"), static_cast<int>(StudioPreferences::ColourScheme::System));
    colours_->addItem(tr("Light"), static_cast<int>(StudioPreferences::ColourScheme::Light));
    colours_->addItem(tr("Dark"), static_cast<int>(StudioPreferences::ColourScheme::Dark));
    colours_->setToolTip(tr("Dark draws the grid with light ink on a dark ground; printing and exports stay black on white."));
    generalForm->addRow(tr("&Colours:"), colours_);
    conflict_ = new QComboBox(general);
    for (const StudioPreferences::NamedColour& choice : StudioPreferences::conflictColourChoices())
        conflict_->addItem(swatch(choice.colour), choice.name, choice.colour.name());
    conflict_->setToolTip(tr("The colour of clashing and wrong values. Every choice can be told apart with any common colour-vision deficiency, and the shapes (dashed frame, hatching) say the same."));
    generalForm->addRow(tr("C&onflict colour:"), conflict_);
    layout->addWidget(general);

    auto* play = new QGroupBox(tr("Playing"), this);
    auto* playForm = new QFormLayout(play);
    timer_ = new QCheckBox(tr("Show the &clock"), play);
    timer_->setToolTip(tr("The clock runs either way, and the solved message gives the time; this only hides it while you play."));
    playForm->addRow(timer_);
    autoRemove_ = new QCheckBox(tr("&Remove pencil marks an entered value rules out"), play);
    autoRemove_->setToolTip(tr("Entering a 5 takes the 5 out of the pencil marks of its row, column and box (Undo brings them back)."));
    playForm->addRow(autoRemove_);
    sameValues_ = new QCheckBox(tr("&Highlight the selected value elsewhere"), play);
    sameValues_->setToolTip(tr("Tints every square that holds the same value as the selected one."));
    playForm->addRow(sameValues_);
    mistakeCheck_ = new QComboBox(play);
    mistakeCheck_->addItem(tr("Only when I ask (Play > Check)"), static_cast<int>(StudioPreferences::MistakeCheck::OnCheck));
    mistakeCheck_->addItem(tr("As I type"), static_cast<int>(StudioPreferences::MistakeCheck::AsYouType));
    mistakeCheck_->setToolTip(tr("As I type hatches a wrong value as soon as it is entered. Clashes with other values are always shown."));
    playForm->addRow(tr("Show &mistakes:"), mistakeCheck_);
    layout->addWidget(play);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] { fill(StudioPreferences()); });
    layout->addWidget(buttons);
    // What screen readers call the lists (the form's labels carry mnemonics).
    language_->setAccessibleName(tr("Language"));
    colours_->setAccessibleName(tr("Colours"));
    conflict_->setAccessibleName(tr("Conflict colour"));
    mistakeCheck_->setAccessibleName(tr("Show mistakes"));
    fill(current);
}

void PreferencesDialog::fill(const StudioPreferences& preferences)
{
    select(language_, preferences.language);
    select(colours_, static_cast<int>(preferences.colours));
    select(conflict_, preferences.conflictColour.name());
    select(mistakeCheck_, static_cast<int>(preferences.mistakeCheck));
    timer_->setChecked(preferences.showTimer);
    autoRemove_->setChecked(preferences.autoRemoveMarks);
    sameValues_->setChecked(preferences.highlightSameValues);
}

StudioPreferences PreferencesDialog::preferences() const
{
    StudioPreferences chosen;
    chosen.language = language_->currentData().toString();
    chosen.colours = static_cast<StudioPreferences::ColourScheme>(colours_->currentData().toInt());
    chosen.conflictColour = QColor(conflict_->currentData().toString());
    chosen.mistakeCheck = static_cast<StudioPreferences::MistakeCheck>(mistakeCheck_->currentData().toInt());
    chosen.showTimer = timer_->isChecked();
    chosen.autoRemoveMarks = autoRemove_->isChecked();
    chosen.highlightSameValues = sameValues_->isChecked();
    return chosen;
}
