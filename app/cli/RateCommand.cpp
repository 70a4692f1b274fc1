// puzzlesmith-cli rate: file each puzzle under a difficulty class with the learnt model.
#include "CliSupport.h"
#include "Commands.h"
#include "PuzzleInput.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "document/EngineMessages.h"
#include "solve/BackendFactory.h"
#include "document/GridText.h"
#include "document/LineFormat.h"
#include "logic/StepSolver.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <cmath>
#include <map>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli", text, comment, n); }

// The position of a label on its own scale (qqwing's, sgt-solo's or ours), or -1.
int labelRank(const QString& label, const QString& source)
{
    static const QStringList qqwing{"simple", "easy", "intermediate", "expert"};
    static const QStringList solo{"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"};
    static const QStringList ours{"easy", "medium", "hard", "evil"};
    static const QStringList keen{"easy", "normal", "hard", "extreme", "unreasonable"};
    if (source.contains(QLatin1String("qqwing")))
        return static_cast<int>(qqwing.indexOf(label));
    if (source.contains(QLatin1String("keen")))
        return static_cast<int>(keen.indexOf(label));
    if (solo.contains(label))
        return static_cast<int>(solo.indexOf(label));
    return static_cast<int>(ours.indexOf(label));
}

// Ranks with ties averaged.
std::vector<double> ranks(const std::vector<double>& values)
{
    std::vector<std::size_t> order(values.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> rank(values.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j < order.size() && values[order[j]] == values[order[i]])
            ++j;
        for (std::size_t k = i; k < j; ++k)
            rank[order[k]] = (static_cast<double>(i + j) - 1) / 2;
        i = j;
    }
    return rank;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b)
{
    const std::vector<double> ra = ranks(a);
    const std::vector<double> rb = ranks(b);
    const double n = static_cast<double>(a.size());
    double ma = 0, mb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        ma += ra[i] / n;
        mb += rb[i] / n;
    }
    double cov = 0, va = 0, vb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        cov += (ra[i] - ma) * (rb[i] - mb);
        va += (ra[i] - ma) * (ra[i] - ma);
        vb += (rb[i] - mb) * (rb[i] - mb);
    }
    return va > 0 && vb > 0 ? cov / std::sqrt(va * vb) : 0;
}

void printExplanation(const ps::PuzzleRules& rules, const ps::Board& givens)
{
    const auto solver = rules.makeStepSolver();
    if (!solver) {
        out() << tr("  (%1 has no step-by-step solver yet.)").arg(describeRules(rules)) << '\n';
        return;
    }
    const ps::StepTrace trace = solver->solve(givens);
    int number = 0;
    for (const ps::LogicStep& step : trace.steps)
        out() << QStringLiteral("  %1. [%2] %3\n").arg(++number).arg(QString::fromStdString(solver->techniqueName(step.technique)))
                     .arg(translateEngineMessage(step.explanation));
    out() << tr("  hardest technique: %1; %2, %3, %4%5")
                 .arg(QString::fromStdString(solver->techniqueName(trace.hardest)), tr("%n step(s)", nullptr, static_cast<int>(trace.steps.size())),
                      tr("%n round(s)", nullptr, trace.rounds), tr("%n guess(es)", nullptr, trace.guesses),
                      trace.solved ? QString() : tr("; not solved"))
          << '\n';
}

} // namespace

int runRate(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Rate puzzles given in the line format or a .puzzle file: prints <puzzle>,<class> per puzzle, "
                                        "class easy, medium, hard or evil. Bad lines, puzzles without exactly one solution and puzzles undecided "
                                        "within the time limit are reported on standard error (exit code 1)."));
    parser.addOptions(puzzleTypeOptions(tr("Default: the puzzle's own size and parameters (a line's box=RxC, as generate writes it).")));
    parser.addOptions({
        {"model", tr("A model made by 'train' instead of the built-in one."), tr("MODEL")},
        {"explain", tr("After each puzzle, print the logic solver's steps.")},
        {"format", tr("Output format: line (<puzzle>,<class>) or grid (the grid, then difficulty=<class>); default: grid for grid "
                      "text input, else line."), tr("format")},
        timeLimitOption(),
        {"evaluate", tr("Compare with the labels in the file: agreement with the label's class, confusion, and Spearman's rank "
                        "correlation with the label's own scale.")},
    });
    parser.addPositionalArgument("file", tr("Puzzle file, or - for standard input (the default)."), "[FILE|-]");
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    QString error;
    const auto classifier = DifficultyModels::classifierFor(parser.value("type"), parser.value("model"), &error);
    if (!classifier) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    const auto type = typeOption(parser);
    const auto parameters = type ? parametersOption(parser, *type) : std::nullopt;
    if (!parameters)
        return Usage;
    const auto timeLimit = intOption(parser, "time-limit", 1, 86400);
    if (!timeLimit)
        return Usage;
    int badLines = 0;
    const auto read = readPuzzleInput(parser.positionalArguments().value(0, "-"), &badLines, *type);
    if (!read)
        return Failed;
    const auto format = outputFormatOption(parser, read->format);
    if (!format)
        return Usage;
    const bool evaluate = parser.isSet("evaluate");
    RulesCache rulesCache(*type, *parameters);
    std::map<const ps::PuzzleRules*, std::unique_ptr<ps::SolverBackend>> backends;
    std::vector<double> labelRanks, ourRanks;
    int agree = 0, compared = 0;
    std::vector<std::vector<int>> confusion(4, std::vector<int>(4, 0));
    int exitCode = badLines > 0 ? Failed : Ok;
    for (const InputPuzzle& input : read->puzzles) {
        const PuzzleLine& line = input.puzzle;
        try {
            const ps::PuzzleRules& rules = rulesCache.rulesFor(input);
            if (const auto conflict = rules.findConflict(line.board)) {
                err() << tr("Line %1: %2").arg(input.line).arg(translateEngineMessage(*conflict)) << Qt::endl;
                exitCode = Failed;
                continue;
            }
            // Only a puzzle with exactly one solution has a difficulty.
            auto& backend = backends[&rules];
            if (!backend)
                backend = ps::makeCountingBackend("native", rules);
            const auto counted = countWithinTimeLimit(*backend, line.board, 2, static_cast<int>(*timeLimit), input.line);
            if (!counted) {
                exitCode = Failed;
                continue;
            }
            if (counted->count != 1) {
                err() << (counted->count == 0 ? tr("Line %1: the puzzle has no solution, so it has no difficulty.")
                                              : tr("Line %1: the puzzle has more than one solution, so it has no difficulty "
                                                   "(add givens until the solution is unique)."))
                             .arg(input.line) << Qt::endl;
                exitCode = Failed;
                continue;
            }
            const ps::Difficulty difficulty = classifier->classify(rules, line.board);
            const QString className = QString::fromStdString(ps::difficultyName(difficulty));
            if (!evaluate && *format == InputFormat::Grid)
                out() << writeGridText(line.board) << QStringLiteral("difficulty=%1\n\n").arg(className);
            else if (!evaluate && fitsPuzzleLine(line.board))
                out() << formatPuzzleLine(line.board) << ',' << className << '\n';
            else if (!evaluate)
                err() << tr("Line %1: this grid does not fit the line format; use --format grid.").arg(input.line) << Qt::endl;
            if (parser.isSet("explain"))
                printExplanation(rules, line.board);
            if (evaluate) {
                const auto labelled = rules.difficultyFromLabel(line.label.toStdString(), line.source.toStdString());
                const int rank = labelRank(line.label, line.source);
                if (labelled && rank >= 0) {
                    ++compared;
                    agree += *labelled == difficulty;
                    ++confusion[static_cast<std::size_t>(*labelled)][static_cast<std::size_t>(difficulty)];
                    labelRanks.push_back(rank);
                    ourRanks.push_back(static_cast<double>(difficulty));
                }
            }
        } catch (const ps::EngineError& e) {
            err() << tr("Line %1: %2").arg(input.line).arg(translateEngineMessage(e.message())) << Qt::endl;
            exitCode = Failed;
        }
    }
    if (evaluate) {
        if (compared == 0) {
            err() << tr("Error: no line carries a known label to compare with.") << Qt::endl;
            return Failed;
        }
        out() << tr("%n labelled puzzle(s): %1% filed under the label's class; Spearman %2 against the label's scale", nullptr, compared)
                     .arg(100.0 * agree / compared, 0, 'f', 2).arg(spearman(labelRanks, ourRanks), 0, 'f', 3) << '\n'
              << tr("confusion (rows: label's class, columns: ours: easy medium hard evil)") << '\n';
        for (const auto& row : confusion)
            out() << QStringLiteral("  %1 %2 %3 %4\n").arg(row[0], 6).arg(row[1], 6).arg(row[2], 6).arg(row[3], 6);
    }
    out() << Qt::flush;
    return exitCode;
}

} // namespace cli
