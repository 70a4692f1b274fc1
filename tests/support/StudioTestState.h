#pragma once
#include "Autosave.h"
#include "document/GameHistory.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

// GUI tests run with settings and an autosave folder of their own (Qt's test mode), emptied before each
// test: nothing of the user's, or of an earlier test (a left-over autosave would open a restore offer),
// leaks in.
namespace studio_test {

inline void useTestLocations() { QStandardPaths::setTestModeEnabled(true); }

inline void startClean()
{
    QSettings().clear();
    QDir(Autosave::defaultFolder()).removeRecursively();
    QFile::remove(GameHistory::defaultPath());   // the players' times of an earlier test
}

} // namespace studio_test
