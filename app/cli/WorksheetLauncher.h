#pragma once
#include <string>

// `puzzlesmith-cli worksheet` runs in a program of its own, puzzlesmith-worksheet: drawing a PDF needs
// Qt's GUI library (and through it fonts, X11, OpenGL and some thirty more libraries), whose loading
// took a third of every other command's start. The command line itself links Qt Core only.
namespace cli {

// Replaces this process with the worksheet program, given the same arguments (argv[0] included, so its
// messages name puzzlesmith-cli). Returns only when it could not be started; `failure` then says which
// program was tried and why. Called before any Qt object exists.
void runWorksheetProgram(char* argv[], std::string& failure);

} // namespace cli
