#pragma once
#include <QObject>
#include <QString>
#include <vector>

class QComboBox;
class QSpinBox;
class QStackedWidget;
class QWidget;

// The studio's choice of puzzle type and size, built from the type registry: a list of types, and for
// each type the size editor it asks for (a list of choices such as box shapes, or rows and columns).
// A new type in the registry appears here without any change to the studio.
class PuzzleTypePicker : public QObject {
    Q_OBJECT
public:
    explicit PuzzleTypePicker(QWidget* parent);

    QComboBox* typeBox() const { return type_; }
    QWidget* sizeEditor() const;   // put it in a form next to the type

    QString typeId() const;
    QString parameters() const;    // the type's parameters ("3x3" box, "10x18" size)
    // Shows `typeId` with `parameters` (empty: the size it showed last); false (and no change) when the
    // type is unknown or the parameters are not among its choices.
    bool select(const QString& typeId, const QString& parameters);

    // The widgets that take focus, for returning focus to the grid after a choice.
    std::vector<QWidget*> inputs() const;

signals:
    void changed();   // type or size

private:
    struct SizeEditor {
        QWidget* page = nullptr;
        QComboBox* choices = nullptr;   // SizeKind::Choices
        QSpinBox* rows = nullptr;       // SizeKind::RowsColumns
        QSpinBox* cols = nullptr;
    };
    const SizeEditor& current() const;

    QComboBox* type_ = nullptr;
    QStackedWidget* sizes_ = nullptr;
    std::vector<SizeEditor> editors_;   // one per type, in registry order
};
