#include "PopupEscapeGuard.h"

#include <QApplication>
#include <QKeyEvent>

bool PopupEscapeGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride && QApplication::activePopupWidget() &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        // An accepted override means "this key is for the focus widget, not for a shortcut": the key
        // press then reaches the popup, which closes itself.
        event->accept();
        return true;
    }
    return QObject::eventFilter(watched, event);
}
