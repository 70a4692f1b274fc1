#pragma once
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMenu;
class QToolButton;
class QWidget;

// The worksheet's "Mixed with" choice: any set of the registered puzzle types that alternate with the
// sheet's first type. A button that names the chosen types ("Type A, Type B", or "Nothing") and
// opens a list of every type with a check box; the sheet's first type is shown but cannot be ticked.
// A new type in the registry appears here without any change.
class MixedTypesPicker : public QObject {
    Q_OBJECT
public:
    explicit MixedTypesPicker(QWidget* parent);

    QToolButton* button() const { return button_; }

    // The ticked types, in registry order, never the first type.
    QStringList chosen() const;
    // Ticks exactly `typeIds` (unknown ids are left out).
    void setChosen(const QStringList& typeIds);
    // The sheet's first type: unticked and greyed out in the list.
    void setFirstType(const QString& typeId);

signals:
    void changed();

protected:
    // Keeps the list open while boxes are ticked with the mouse, so several types take one visit.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QList<QAction*> tickedActions() const;   // in registry order, never the first type's
    void showChoice();

    QToolButton* button_ = nullptr;
    QMenu* menu_ = nullptr;
    QString firstType_;
};
