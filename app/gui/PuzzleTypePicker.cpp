#include "PuzzleTypePicker.h"

#include "document/EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>

namespace {

// "10x18" -> (10, 18); (0, 0) when it is not RxC.
std::pair<int, int> rowsAndCols(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return {0, 0};
    return {parts[0].toInt(), parts[1].toInt()};
}

} // namespace

PuzzleTypePicker::PuzzleTypePicker(QWidget* parent) : QObject(parent)
{
    type_ = new QComboBox(parent);
    sizes_ = new QStackedWidget(parent);
    sizes_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);   // one row of the form, not a stretch
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        type_->addItem(QCoreApplication::translate("PuzzleType", type.name.c_str()), QString::fromStdString(type.id));
        SizeEditor editor;
        editor.page = new QWidget(sizes_);
        auto* layout = new QHBoxLayout(editor.page);
        layout->setContentsMargins(0, 0, 0, 0);
        if (type.sizeKind == ps::PuzzleType::SizeKind::Choices) {
            editor.choices = new QComboBox(editor.page);
            for (const ps::SizeChoice& choice : type.sizes)
                editor.choices->addItem(translateEngineMessage(choice.label), QString::fromStdString(choice.parameters));
            editor.choices->setCurrentIndex(std::max(0, editor.choices->findData(QString::fromStdString(type.defaultParameters))));
            editor.choices->setAccessibleName(tr("Size"));
            editor.choices->setToolTip(tr("The size of the grid and the shape of its boxes."));
            layout->addWidget(editor.choices, 1);
            connect(editor.choices, &QComboBox::currentIndexChanged, this, &PuzzleTypePicker::changed);
        } else {
            const auto [rows, cols] = rowsAndCols(QString::fromStdString(type.defaultParameters));
            editor.rows = new QSpinBox(editor.page);
            editor.cols = new QSpinBox(editor.page);
            for (QSpinBox* spin : {editor.rows, editor.cols}) {
                spin->setRange(type.minSide, type.maxSide);
                connect(spin, &QSpinBox::valueChanged, this, &PuzzleTypePicker::changed);
            }
            editor.rows->setValue(rows);
            editor.cols->setValue(cols);
            editor.rows->setAccessibleName(tr("Rows"));
            editor.cols->setAccessibleName(tr("Columns"));
            editor.rows->setToolTip(tr("Rows"));
            editor.cols->setToolTip(tr("Columns"));
            layout->addWidget(editor.rows, 1);
            layout->addWidget(new QLabel(QStringLiteral("×"), editor.page));
            layout->addWidget(editor.cols, 1);
        }
        sizes_->addWidget(editor.page);
        editors_.push_back(editor);
    }
    connect(type_, &QComboBox::currentIndexChanged, this, [this](int index) {
        sizes_->setCurrentIndex(index);
        emit changed();
    });
}

QWidget* PuzzleTypePicker::sizeEditor() const { return sizes_; }

const PuzzleTypePicker::SizeEditor& PuzzleTypePicker::current() const
{
    return editors_.at(static_cast<std::size_t>(std::max(0, type_->currentIndex())));
}

QString PuzzleTypePicker::typeId() const { return type_->currentData().toString(); }

QString PuzzleTypePicker::parameters() const
{
    const SizeEditor& editor = current();
    if (editor.choices)
        return editor.choices->currentData().toString();
    return QStringLiteral("%1x%2").arg(editor.rows->value()).arg(editor.cols->value());
}

bool PuzzleTypePicker::select(const QString& typeId, const QString& parameters)
{
    const int index = type_->findData(typeId);
    if (index < 0)
        return false;
    if (parameters.isEmpty()) {   // the type's current size
        type_->setCurrentIndex(index);
        return true;
    }
    const SizeEditor& editor = editors_[static_cast<std::size_t>(index)];
    if (editor.choices) {
        const int choice = editor.choices->findData(parameters);
        if (choice < 0)
            return false;
        type_->setCurrentIndex(index);
        editor.choices->setCurrentIndex(choice);
        return true;
    }
    const auto [rows, cols] = rowsAndCols(parameters);
    if (rows < editor.rows->minimum() || rows > editor.rows->maximum() || cols < editor.cols->minimum() || cols > editor.cols->maximum())
        return false;
    type_->setCurrentIndex(index);
    editor.rows->setValue(rows);
    editor.cols->setValue(cols);
    return true;
}

std::vector<QWidget*> PuzzleTypePicker::inputs() const
{
    std::vector<QWidget*> widgets{type_};
    for (const SizeEditor& editor : editors_)
        for (QWidget* w : {static_cast<QWidget*>(editor.choices), static_cast<QWidget*>(editor.rows), static_cast<QWidget*>(editor.cols)})
            if (w)
                widgets.push_back(w);
    return widgets;
}
