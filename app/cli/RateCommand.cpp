// puzzlesmith-cli rate: file each puzzle under a difficulty class with the learnt model.
#include "CliSupport.h"
#include "Commands.h"
#include "PuzzleInput.h"

#include "difficulty/RankStatistics.h"
#include "difficulty/ScoreBands.h"
#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "document/EngineMessages.h"
#include "solve/BackendFactory.h"
#include "document/GridText.h"
#include "document/LabelledPuzzles.h"
#include "document/LineFormat.h"
#include "logic/StepSolver.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli", text, comment, n); }

// The Spearman correlations of one scale against our ratings, per grader and per grid size.
struct Agreement {
    std::vector<double> theirs, ours;
    void add(double their, double our)
    {
        theirs.push_back(their);
        ours.push_back(our);
    }
};

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
        out() << QStringLiteral("  %1. [%2] %3\n").arg(++number).arg(techniqueDisplayName(*solver, step.technique))
                     .arg(translateEngineMessage(step.explanation));
    out() << tr("  hardest technique: %1; %2, %3, %4%5")
                 .arg(techniqueDisplayName(*solver, trace.hardest), tr("%n step(s)", nullptr, static_cast<int>(trace.steps.size())),
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
                        "correlation with each grader's own scale (of the score where the model gives one), overall and per grid size.")},
        {"score", tr("End each output line with the puzzle's difficulty score (0-100; its class is the band the score falls in). "
                     "Types without a score model print their rule's score (the middle of the class's band).")},
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
    PuzzleReader reader;
    // Without --type the text may say what it is (a game ID, a type= word, a row of cage clues).
    if (!reader.open(parser.positionalArguments().value(0, "-"), parser.isSet("type") ? *type : QString()))
        return Failed;
    const auto format = outputFormatOption(parser, reader.answerFormat());
    if (!format)
        return Usage;
    const bool evaluate = parser.isSet("evaluate");
    RulesCache rulesCache(*type, *parameters);
    std::map<const ps::PuzzleRules*, std::unique_ptr<ps::SolverBackend>> backends;
    std::map<QString, Agreement> byGrader;       // every grade of every line
    std::map<QString, Agreement> bySize;         // the first grade, per grid size
    const bool withScore = parser.isSet("score");
    bool scored = false;   // a score model rated the puzzles (else the class is compared)
    int agree = 0, compared = 0;
    std::vector<std::vector<int>> confusion(4, std::vector<int>(4, 0));
    int exitCode = Ok;
    // Answers go out as they come (deliverSoon; the reader delivers before it waits for input); Ctrl+C
    // delivers what is done and ends with 130.
    stopOnInterrupt();
    while (const auto next = reader.next()) {
        if (wasInterrupted())
            break;
        const InputPuzzle& input = *next;
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
            // The count proved the solution unique: the features need not count again.
            ps::ClassifyContext context;
            if (!counted->solutions.empty())
                context.uniqueSolution = &counted->solutions.front();
            // The score (a second, full step solve and the model) only where it is printed or compared:
            // the class alone is the same as rate()'s (classify() and rate() file a puzzle alike).
            const bool needScore = withScore || evaluate;
            const ps::Rating rating = needScore ? classifier->rate(rules, line.board, context)
                                                : ps::Rating{classifier->classify(rules, line.board, context), 0.0};
            const ps::Difficulty difficulty = rating.difficulty;
            const bool learnt = needScore && classifier->hasLearntScore(rules);
            scored = scored || learnt;
            const double score = rating.score;
            const QString className = QString::fromStdString(ps::difficultyName(difficulty));
            const QString scoreText = QString::number(score, 'f', 1);
            if (!evaluate && *format == InputFormat::Grid)
                out() << writeGridText(line.board, QString::fromStdString(rules.typeId()), QString::fromStdString(rules.parameters())) << QStringLiteral("difficulty=%1").arg(className)
                      << (withScore ? QStringLiteral(" score=%1").arg(scoreText) : QString()) << QStringLiteral("\n\n");
            else if (!evaluate && fitsPuzzleLine(line.board))
                out() << formatPuzzleLine(line.board) << ',' << className << (withScore ? QStringLiteral(",") + scoreText : QString()) << '\n';
            else if (!evaluate)
                err() << tr("Line %1: this grid does not fit the line format; use --format grid.").arg(input.line) << Qt::endl;
            if (parser.isSet("explain"))
                printExplanation(rules, line.board);
            if (!deliverSoon())
                return Failed;   // main() says why
            if (evaluate) {
                // A line may carry several graders' grades (grades and sources paired by ';'); the first
                // is the file's own label.
                const QStringList grades = line.label.split(QLatin1Char(';'));
                const QStringList sources = line.source.split(QLatin1Char(';'));
                const double ours = learnt ? score : static_cast<double>(difficulty);
                for (int g = 0; g < grades.size(); ++g) {
                    const QString label = grades[g].trimmed();
                    const QString source = sources.value(g, sources[0]).trimmed();
                    const int rank = gradeRank(label, source);
                    if (rank < 0)
                        continue;
                    const QString grader = graderOf(source).isEmpty() ? QStringLiteral("ours") : graderOf(source);
                    byGrader[grader].add(rank, ours);
                    if (g > 0)
                        continue;
                    bySize[QStringLiteral("%1 %2x%3").arg(grader).arg(line.board.rows()).arg(line.board.cols())].add(rank, ours);
                    if (const auto labelled = rules.difficultyFromLabel(label.toStdString(), source.toStdString())) {
                        ++compared;
                        agree += *labelled == difficulty;
                        ++confusion[static_cast<std::size_t>(*labelled)][static_cast<std::size_t>(difficulty)];
                    }
                }
            }
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
    if (evaluate) {
        if (compared == 0) {
            err() << tr("Error: no line carries a known label to compare with.") << Qt::endl;
            return Failed;
        }
        out() << tr("%n labelled puzzle(s): %1% filed under the label's class", nullptr, compared).arg(100.0 * agree / compared, 0, 'f', 2) << '\n'
              << tr("confusion (rows: label's class, columns: ours: easy medium hard evil)") << '\n';
        for (const auto& row : confusion)
            out() << QStringLiteral("  %1 %2 %3 %4\n").arg(row[0], 6).arg(row[1], 6).arg(row[2], 6).arg(row[3], 6);
        out() << (scored ? tr("Spearman of our score against each grader's own levels:") : tr("Spearman of our class against each grader's own levels:"))
              << '\n';
        for (const auto& [grader, a] : byGrader)
            out() << tr("  %1: %2 (%n puzzle(s))", nullptr, static_cast<int>(a.theirs.size())).arg(grader).arg(ps::spearman(a.theirs, a.ours), 0, 'f', 4) << '\n';
        out() << tr("per grid size (the file's own label):") << '\n';
        for (const auto& [size, a] : bySize) {
            const bool oneLevel = std::all_of(a.theirs.begin(), a.theirs.end(), [&](double r) { return r == a.theirs.front(); });
            out() << tr("  %1: %2 (%n puzzle(s))", nullptr, static_cast<int>(a.theirs.size())).arg(size)
                         .arg(oneLevel ? tr("one level only") : QString::number(ps::spearman(a.theirs, a.ours), 'f', 4));
            double mean = 0;
            for (double v : a.ours)
                mean += v / static_cast<double>(a.ours.size());
            out() << tr("; our mean %1").arg(mean, 0, 'f', 1) << '\n';
        }
    }
    out() << Qt::flush;
    return exitCode;
}

} // namespace cli
