#include "MixedTypesPicker.h"

#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QMenu>
#include <QMouseEvent>
#include <QToolButton>

MixedTypesPicker::MixedTypesPicker(QWidget* parent) : QObject(parent)
{
    button_ = new QToolButton(parent);
    button_->setObjectName(QStringLiteral("mixedTypes"));
    button_->setPopupMode(QToolButton::InstantPopup);
    button_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    menu_ = new QMenu(button_);
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        QAction* action = menu_->addAction(QCoreApplication::translate("PuzzleType", type.name.c_str()));
        action->setData(QString::fromStdString(type.id));
        action->setCheckable(true);
        connect(action, &QAction::toggled, this, [this] {
            showChoice();
            emit changed();
        });
    }
    menu_->installEventFilter(this);
    button_->setMenu(menu_);
    showChoice();
}

QList<QAction*> MixedTypesPicker::tickedActions() const
{
    QList<QAction*> ticked;
    for (QAction* action : menu_->actions())
        if (action->isChecked() && action->data().toString() != firstType_)
            ticked << action;
    return ticked;
}

QStringList MixedTypesPicker::chosen() const
{
    QStringList ids;
    for (const QAction* action : tickedActions())
        ids << action->data().toString();
    return ids;
}

void MixedTypesPicker::setChosen(const QStringList& typeIds)
{
    const QStringList before = chosen();
    {
        const QSignalBlocker quiet(this);   // one changed() for the whole choice, not one per box
        for (QAction* action : menu_->actions())
            action->setChecked(typeIds.contains(action->data().toString()) && action->data().toString() != firstType_);
    }
    showChoice();
    if (chosen() != before)
        emit changed();
}

void MixedTypesPicker::setFirstType(const QString& typeId)
{
    const QStringList before = chosen();
    firstType_ = typeId;
    for (QAction* action : menu_->actions()) {
        const bool isFirst = action->data().toString() == typeId;
        if (isFirst) {
            const QSignalBlocker quiet(this);
            action->setChecked(false);
        }
        action->setEnabled(!isFirst);
    }
    showChoice();
    if (chosen() != before)
        emit changed();
}

void MixedTypesPicker::showChoice()
{
    QStringList names;
    for (const QAction* action : tickedActions())
        names << action->text();
    button_->setText(names.isEmpty() ? tr("Nothing") : names.join(tr(", ")));
}

bool MixedTypesPicker::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == menu_ && event->type() == QEvent::MouseButtonRelease) {
        QAction* action = menu_->actionAt(static_cast<QMouseEvent*>(event)->position().toPoint());
        if (action && action->isEnabled()) {
            action->trigger();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
