// puzzlesmith-cli solve: for each puzzle line, "<solution>,<count>" with count the number of solutions up
// to 2 ("<input>,0" when there is none).
#include "CliSupport.h"
#include "Commands.h"

#include "document/EngineMessages.h"
#include "document/LineFormat.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <map>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

// One backend per rule set, reused for every line of that size: z3 set-up is the costly part.
class BackendCache {
public:
    BackendCache(QString type, QString box, QString backend) : type_(std::move(type)), box_(std::move(box)), backend_(std::move(backend)) {}

    // Throws ps::EngineError when the rules or the backend are not supported.
    std::pair<const ps::PuzzleRules*, ps::SolverBackend*> forSize(int size)
    {
        auto& slot = entries_[size];
        if (!slot.rules) {
            slot.rules = box_.isEmpty() ? ps::makeDefaultRules(type_.toStdString(), size, size)
                                        : ps::makeRules(type_.toStdString(), box_.toStdString());
            if (slot.rules->rows() != size) {
                const std::string side = std::to_string(size);
                throw ps::EngineError(PS_TRANSLATE("Engine", "This line is a %1x%1 grid, but the %2 boxes make %3x%3 grids."),
                                      {side, box_.toStdString(), std::to_string(slot.rules->rows())});
            }
            slot.backend = ps::makeBackend(backend_.toStdString(), *slot.rules);
        }
        return {slot.rules.get(), slot.backend.get()};
    }

private:
    struct Entry {
        std::unique_ptr<ps::PuzzleRules> rules;
        std::unique_ptr<ps::SolverBackend> backend;
    };
    QString type_;
    QString box_;
    QString backend_;
    std::map<int, Entry> entries_;
};

} // namespace

int runSolve(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Solve puzzles given in the line format (one per line; '#' lines are skipped). Prints "
                                        "<solution>,<count> per puzzle, count = number of solutions up to 2; <input>,0 when "
                                        "there is none."));
    parser.addOptions({
        {"type", tr("Puzzle type (sudoku)."), tr("type"), "sudoku"},
        {"box", tr("Sudoku box shape RxC; by default the most nearly square box for the grid's size."), tr("RxC")},
        {"backend", tr("Solver backend: native, z3 or z3-int."), tr("name"), QString::fromStdString(ps::defaultBackendName())},
    });
    parser.addPositionalArgument("file", tr("Puzzle file, or - for standard input (the default)."), "[FILE|-]");
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    if (parser.positionalArguments().size() > 1) {
        err() << tr("Error: solve takes one input file at most.") << Qt::endl;
        return Usage;
    }
    const auto lines = readLines(parser.positionalArguments().value(0, "-"));
    if (!lines)
        return Failed;

    BackendCache backends(parser.value("type"), parser.value("box"), parser.value("backend"));
    int exitCode = Ok;
    for (int number = 1; number <= lines->size(); ++number) {
        const QString& text = (*lines)[number - 1];
        if (!isPuzzleLine(text))
            continue;
        PuzzleLine line;
        QString error;
        if (!parsePuzzleLine(text, line, &error)) {
            err() << tr("Line %1: %2").arg(number).arg(error) << Qt::endl;
            exitCode = Failed;
            continue;
        }
        try {
            const auto [rules, backend] = backends.forSize(line.board.rows());
            if (const auto conflict = rules->findConflict(line.board)) {
                err() << tr("Line %1: the givens contradict each other: %2").arg(number).arg(translateEngineMessage(*conflict))
                      << Qt::endl;
                out() << formatPuzzleLine(line.board) << ",0\n";
                exitCode = Failed;
                continue;
            }
            const ps::SolveResult result = backend->countSolutions(line.board, 2);
            out() << formatPuzzleLine(result.count > 0 ? result.solutions.front() : line.board) << ',' << result.count << '\n';
        } catch (const ps::EngineError& e) {
            err() << tr("Line %1: %2").arg(number).arg(translateEngineMessage(e.message())) << Qt::endl;
            return Failed;   // the options themselves are wrong: every further line would fail the same way
        }
    }
    out() << Qt::flush;
    return exitCode;
}

} // namespace cli
