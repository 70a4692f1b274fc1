// puzzlesmith-cli solve: for each puzzle, "<solution>,<count>" with count the number of solutions up to 2
// ("<input>,0" when there is none).
#include "CliSupport.h"
#include "Commands.h"
#include "PuzzleInput.h"

#include "document/GridText.h"

#include "document/EngineMessages.h"
#include "solve/BackendFactory.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

} // namespace

int runSolve(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Solve puzzles in the line format (one per line; '#' lines are skipped), the grid text format "
                                        "(\"R C\" then one line per row; sgt-puzzles game IDs too) or a .puzzle file. Prints "
                                        "<solution>,<count> per puzzle in the line format, or the solution's grid and a line solutions=<count> "
                                        "in the grid format; count = number of solutions up to 2 (2: two or more); the input itself when there "
                                        "is none. Bad lines, clashing givens and puzzles undecided within the time limit are reported on "
                                        "standard error and make the exit code 1."));
    parser.addOptions(puzzleTypeOptions(tr("Default: the puzzle's own size and parameters (a line's box=RxC, as generate writes it).")));
    parser.addOptions({
        {"backend", tr("Solver backend: native, z3 or z3-int (default: native)."), tr("name"), QString::fromStdString(ps::defaultBackendName())},
        timeLimitOption(),
        {"format", tr("Output format: line or grid (default: grid for grid text input, else line)."), tr("format")},
    });
    parser.addPositionalArgument("file", tr("Puzzle file, or - for standard input (the default)."), "[FILE|-]");
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    if (parser.positionalArguments().size() > 1) {
        err() << tr("Error: solve takes one input file at most.") << Qt::endl;
        return Usage;
    }
    const auto type = typeOption(parser);
    const auto parameters = type ? parametersOption(parser, *type) : std::nullopt;
    if (!parameters || !checkBackend(parser.value("backend")))
        return Usage;
    const auto timeLimit = intOption(parser, "time-limit", 1, 86400);
    if (!timeLimit)
        return Usage;
    PuzzleReader reader;
    // Without --type the text may say what it is (a game ID, a type= word, a row of cage clues).
    if (!reader.open(parser.positionalArguments().value(0, "-"), parser.isSet("type") ? *type : QString()))
        return Failed;
    const auto format = outputFormatOption(parser, reader.answerFormat());
    if (!format)
        return Usage;
    const auto print = [&](const ps::PuzzleRules& rules, const ps::Board& board, int count, int line) {
        if (*format == InputFormat::Grid) {
            out() << writeGridText(board, QString::fromStdString(rules.typeId()), QString::fromStdString(rules.parameters())) << QStringLiteral("solutions=%1\n\n").arg(count);
        } else if (fitsPuzzleLine(board)) {
            out() << formatPuzzleLine(board) << ',' << count << '\n';
        } else {
            err() << tr("Line %1: this grid does not fit the line format; use --format grid.").arg(line) << Qt::endl;
            return false;
        }
        return true;
    };

    RulesCache rulesCache(*type, *parameters);
    std::map<const ps::PuzzleRules*, std::unique_ptr<ps::SolverBackend>> backends;   // z3 set-up is the costly part
    int exitCode = Ok;
    // Answers go out as they come (deliverSoon; the reader delivers before it waits for input); Ctrl+C
    // delivers what is done and ends with 130.
    stopOnInterrupt();
    while (const auto next = reader.next()) {
        if (wasInterrupted())
            break;
        const InputPuzzle& input = *next;
        const ps::Board& board = input.puzzle.board;
        try {
            const ps::PuzzleRules& rules = rulesCache.rulesFor(input);
            if (const auto conflict = rules.findConflict(board)) {
                err() << tr("Line %1: the givens contradict each other: %2").arg(input.line).arg(translateEngineMessage(*conflict)) << Qt::endl;
                print(rules, board, 0, input.line);
                exitCode = Failed;
                continue;
            }
            auto& backend = backends[&rules];
            if (!backend)
                backend = ps::makeCountingBackend(parser.value("backend").toStdString(), rules);
            const auto counted = countWithinTimeLimit(*backend, board, 2, static_cast<int>(*timeLimit), input.line);
            if (!counted) {
                exitCode = Failed;
                continue;
            }
            const ps::SolveResult& result = *counted;
            ps::Board shown = result.count > 0 ? result.solutions.front() : board;
            shown.copyCagesFrom(board);   // a solution is written with its puzzle's structure
            if (!print(rules, shown, result.count, input.line))
                exitCode = Failed;
            if (!deliverSoon())
                return Failed;   // main() says why
        } catch (const ps::EngineError& e) {
            err() << tr("Line %1: %2").arg(input.line).arg(translateEngineMessage(e.message())) << Qt::endl;
            exitCode = Failed;
        }
    }
    if (wasInterrupted()) {
        deliver();
        return Interrupted;
    }
    if (!reader.finish() || reader.badLines() > 0)
        exitCode = Failed;
    return exitCode;
}

} // namespace cli
