#pragma once
#include <QObject>

// Keeps Escape for the popup it closes. The studio's Cancel (Run > Cancel) has Escape as its shortcut;
// Qt 6 closes an open popup (a combo box's list, a menu) on Escape and then still lets the main
// window's Escape shortcut fire, so closing the Speed list in the middle of a run cancelled the run.
// Installed on the application: while a popup is open, it claims Escape's shortcut override, so the
// key goes to the popup alone.
class PopupEscapeGuard : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};
