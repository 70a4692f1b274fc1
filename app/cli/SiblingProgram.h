#pragma once
#include <string>

// Starting one of Puzzlesmith's private programs in place of this process: the worksheet program (QtGui,
// WorksheetLauncher.h) and the full Qt command line the puzzlesmith-cli launcher hands most commands to
// (app/launcher). Qt-free: the launcher calls it before any library but the C++ runtime is loaded.
namespace cli {

// Replaces this process with `program`, found beside this one (the build tree) or in `installedFolder`
// relative to this program's folder (installed: games/ -> lib/puzzlesmith/, programs not on PATH), given
// the same arguments (argv[0] included, so messages name the command the user typed). Returns only when
// it could not be started; `failure` then says which program was tried and why.
void execSiblingProgram(const char* program, const char* installedFolder, char* argv[], std::string& failure);

} // namespace cli
