#pragma once
#include "Autosave.h"
#include "document/GameHistory.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QFile>

// GUI tests run with settings and an autosave folder of their own (Qt's test mode), emptied before each
// test: nothing of the user's, or of an earlier test (a left-over autosave would open a restore offer),
// leaks in.
namespace studio_test {

// Each test process also gets a home of its own: Qt's test mode keeps shared folders (the teacher groups
// under GenericDataLocation) in ~/.qttest for every test, so tests running side by side (ctest
// --parallel) would see each other's files — one test's new group showed in another's group list.
inline void useTestLocations()
{
    static QTemporaryDir home;
    if (home.isValid())
        qputenv("HOME", QFile::encodeName(home.path()));
    QStandardPaths::setTestModeEnabled(true);
}

inline void startClean()
{
    QSettings().clear();
    QDir(Autosave::defaultFolder()).removeRecursively();
    QFile::remove(GameHistory::defaultPath());   // the players' times of an earlier test
}

} // namespace studio_test
