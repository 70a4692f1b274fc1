// bench --solve --tdoku PATH: tdoku (built by the user from its public source; never part of Puzzlesmith)
// beside our `solve`, as users run both: whole processes fed the same file, to a proof of uniqueness.
// PATH is tdoku's line solver, its example/solve.c built against its library (it reads one puzzle a line
// and prints puzzle:count:solution; its argument is the solution limit, 2 for the proof). tdoku's
// run_benchmark is not used: it times its own loop by the wall clock, which a loaded machine inflates.
#include "BenchSupport.h"

namespace cli::bench {

std::optional<SideBySide> compareWithTdoku(const QString& program, const QString& type, const std::vector<ps::Board>& boards,
                                           QStringList* commands)
{
    PeerSolver tdoku;
    tdoku.command = PeerCommand{program, {QStringLiteral("2")}};
    tdoku.side = 9;
    return compareOnPuzzles(QStringLiteral("solve"), type, tdoku, boards, commands);
}

} // namespace cli::bench
