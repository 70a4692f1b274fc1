#include "WorksheetLauncher.h"

#include "SiblingProgram.h"

namespace cli {

void runWorksheetProgram(char* argv[], std::string& failure)
{
    // Beside this program in the build tree; installed, in PUZZLESMITH_WORKSHEET_FOLDER relative to it.
    // (The full command line, lib/puzzlesmith/puzzlesmith-cli-qt, finds it beside itself.)
    execSiblingProgram("puzzlesmith-worksheet", PUZZLESMITH_WORKSHEET_FOLDER, argv, failure);
}

} // namespace cli
