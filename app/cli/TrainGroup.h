#pragma once
#include <QCommandLineParser>

// puzzlesmith-cli train --group NAME / --list: teacher groups (document/TeacherGroups.h) from the command line.
namespace cli {

// The options train adds for groups.
QList<QCommandLineOption> groupOptions();
// Whether the parsed train command is about groups (--group, --list or --import).
bool isGroupCommand(const QCommandLineParser& parser);
int runTrainGroup(const QCommandLineParser& parser);

} // namespace cli
