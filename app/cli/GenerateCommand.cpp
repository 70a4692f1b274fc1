// puzzlesmith-cli generate: make puzzles with GenPuzzles and print them as lines or .puzzle JSON.
#include "CliSupport.h"
#include "Commands.h"
#include "GenerateProgress.h"

#include "difficulty/Difficulty.h"
#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "document/EngineMessages.h"
#include "document/GridText.h"
#include "document/LineFormat.h"
#include "document/PuzzleFile.h"
#include "generate/BatchGenerator.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <random>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli", text, comment, n); }

struct GenerateRequest {
    std::unique_ptr<ps::PuzzleRules> rules;
    ps::GenerationSettings settings;
    QString backend;
    qint64 count = 1;
    qint64 threads = 0;
    std::optional<ps::Difficulty> target;
    std::optional<ps::SvmClassifier> classifier;
    quint64 seed = 0;
    QString format = QStringLiteral("line");   // line, grid or json
    QString outputPath;
};

std::optional<GenerateRequest> readRequest(const QCommandLineParser& parser)
{
    GenerateRequest request;
    request.rules = rulesFromOptions(parser);
    if (!request.rules)
        return std::nullopt;
    request.backend = parser.isSet("backend") ? parser.value("backend") : QString::fromStdString(request.rules->defaultBackend());
    if (!checkBackend(request.backend))
        return std::nullopt;
    if (request.backend.startsWith(QLatin1String("z3")) && request.rules->rows() > 16)
        err() << tr("Note: z3 is slow above 16x16 (minutes per puzzle or more; the paper reports about 500 s for 25x25). "
                    "The native backend takes milliseconds.") << Qt::endl;
    const auto count = intOption(parser, "count", 1, 1000000);
    const auto target = intOption(parser, "target-empty", 0, request.rules->cellCount());
    const auto maxSolutions = intOption(parser, "max-solutions", 1, 1000);
    const auto threads = intOption(parser, "threads", 0, 256);
    if (!count || !target || !maxSolutions || !threads)
        return std::nullopt;
    request.settings.searchBudget = ps::defaultSearchBudget(*request.rules);
    if (parser.isSet("search-budget")) {
        const auto budget = intOption(parser, "search-budget", 0, 1000000000);
        if (!budget)
            return std::nullopt;
        request.settings.searchBudget = *budget;
    }
    if (parser.isSet("proof-budget")) {
        const auto conflicts = intOption(parser, "proof-budget", 0, 1000000000);
        if (!conflicts)
            return std::nullopt;
        request.settings.proofBudget = *conflicts;
    }
    if (parser.isSet("seed")) {
        const auto seed = seedOption(parser, "seed");
        if (!seed)
            return std::nullopt;
        request.seed = *seed;
    } else {
        request.seed = (static_cast<quint64>(std::random_device{}()) << 32) | std::random_device{}();
    }
    const auto strategy = ps::parseStrategy(parser.value("strategy").toStdString());
    if (!strategy) {
        err() << tr("Error: --strategy takes paper, uniform or symmetric, not \"%1\".").arg(parser.value("strategy")) << Qt::endl;
        return std::nullopt;
    }
    if (parser.isSet("difficulty")) {
        request.target = ps::parseDifficulty(parser.value("difficulty").toStdString());
        if (!request.target) {
            err() << tr("Error: --difficulty takes easy, medium, hard or evil, not \"%1\".").arg(parser.value("difficulty")) << Qt::endl;
            return std::nullopt;
        }
    }
    QString modelError;
    request.classifier = DifficultyModels::classifierFor(QString::fromStdString(request.rules->typeId()), parser.value("model"), &modelError);
    if (!request.classifier) {
        err() << tr("Error: %1").arg(modelError) << Qt::endl;
        return std::nullopt;
    }
    // A puzzle line holds values only: types whose puzzles carry cages write grid text unless
    // asked otherwise.
    const ps::PuzzleType& puzzleType = ps::puzzleType(request.rules->typeId());
    const bool caged = puzzleType.hasCages;
    // A file named .puzzle is the studio's own format (JSON) unless a format is asked for.
    const bool puzzleFile = parser.value("output").endsWith(QLatin1String(".puzzle"), Qt::CaseInsensitive);
    const QString format = parser.isSet("format")   ? parser.value("format")
                           : puzzleFile              ? QStringLiteral("json")
                           : caged                   ? QStringLiteral("grid")
                                                     : parser.value("format");
    if (format != QLatin1String("line") && format != QLatin1String("grid") && format != QLatin1String("json") && format != QLatin1String("gameid")) {
        err() << tr("Error: --format takes line, grid, json or gameid, not \"%1\".").arg(format) << Qt::endl;
        return std::nullopt;
    }
    if (format == QLatin1String("gameid") && (!puzzleType.format || !puzzleType.format->writesGameIds())) {
        err() << tr("Error: %1 puzzles have no game IDs to write; use --format line, grid or json.")
                     .arg(QCoreApplication::translate("PuzzleType", puzzleType.name.c_str())) << Qt::endl;
        return std::nullopt;
    }
    if (format == QLatin1String("gameid") && !puzzleType.format->writesGameIdsFor(request.rules->parameters())) {
        err() << tr("Error: %1 has no game IDs to write: %2 does not play these rules; use --format grid or json.")
                     .arg(describeRules(*request.rules), QString::fromStdString(puzzleType.format->gameIdProgram())) << Qt::endl;
        return std::nullopt;
    }
    request.settings.strategy = *strategy;
    request.settings.targetEmpty = static_cast<int>(*target);
    request.settings.maxSolutions = static_cast<int>(*maxSolutions);
    request.settings.harvest = false;
    request.count = *count;
    request.threads = *threads;
    request.format = format;
    if (format == QLatin1String("line") && caged) {
        err() << tr("Error: %1 puzzles are more than their values, and the line format holds values only; use --format grid or json.")
                     .arg(QCoreApplication::translate("PuzzleType", puzzleType.name.c_str())) << Qt::endl;
        return std::nullopt;
    }
    if (format == QLatin1String("line") && !fitsPuzzleLine(request.rules->emptyBoard())) {
        err() << tr("Error: %1 grids do not fit the line format; use --format grid or json.")
                     .arg(describeRules(*request.rules)) << Qt::endl;
        return std::nullopt;
    }
    bool badOutput = false;
    request.outputPath = outputOption(parser, "output", badOutput).value_or(QString());
    if (badOutput)
        return std::nullopt;
    return request;
}

PuzzleRecord toRecord(const GenerateRequest& request, const ps::GenerationResult& result, quint64 seed, ps::Difficulty difficulty)
{
    PuzzleRecord record;
    record.type = QString::fromStdString(request.rules->typeId());
    record.parameters = QString::fromStdString(request.rules->parameters());
    record.givens = result.puzzle;
    record.solution = result.solution;
    record.difficulty = QString::fromStdString(ps::difficultyName(difficulty));
    record.seed = seed;
    record.generator = GeneratorRecord{QString::fromStdString(ps::strategyName(request.settings.strategy)),
                                       request.settings.maxSolutions, request.settings.targetEmpty, request.backend, std::nullopt, QString()};
    return record;
}

} // namespace

int runGenerate(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Generate puzzles with GenPuzzles: a random full board is emptied square by square "
                                        "while the puzzle keeps a unique solution (or at most --max-solutions)."));
    parser.addOptions(puzzleTypeOptions(tr("Default: the type's usual size (9x9).")));
    parser.addOptions({
        {"count", tr("How many puzzles (1 to 1000000; default 1)."), tr("N"), "1"},
        {"seed", tr("Seed; puzzle i of the batch is the puzzle of seed S+i. Random when not given."), tr("S")},
        {"strategy", tr("Which square to try next: paper (fuller rows and columns first; the default), uniform, symmetric "
                        "(180-degree pairs)."),
         tr("name"), "paper"},
        {"target-empty", tr("Stop once K squares are empty (0: empty as many as possible)."), tr("K"), "0"},
        {"max-solutions", tr("Keep at most k solutions (1: unique)."), tr("k"), "1"},
        {"backend", tr("Solver backend: native (fast exact solver, the default), z3 (one-hot SAT encoding where the type allows it, "
                                 "integer cells otherwise) or z3-int (the paper's integer encoding)."), tr("name")},
        {"search-budget", tr("Search nodes one uniqueness proof may take before the square is kept (0: no limit). Default: "
                             "the type's own: 2000 up to 12x12 and 20 above, or no limit for a type whose proofs always finish. "
                             "A limit never breaks the --max-solutions rule; puzzles may just not be minimal."),
         tr("N")},
        {"proof-budget", tr("SAT conflicts one uniqueness proof may take before the square is kept unproven (0: no limit, so every "
                            "square is proven and the puzzle is minimal; minutes at 25x25). Default: the solver's own for the grid: 1000 for "
                            "a 25x25 Sudoku, no limit below. Only Sudoku from 16x16 up needs such proofs; a limit never breaks the "
                            "--max-solutions rule."),
         tr("N")},
        {"difficulty", tr("Make puzzles of this class: easy, medium, hard or evil (GenPuzzles runs until one comes out). Sudoku above "
                               "16x16 offers easy, medium and evil: hard is not reached in reasonable time there (docs/classes.md)."), tr("level")},
        {"model", tr("Difficulty model made by 'train' (default: the built-in one)."), tr("MODEL")},
        {"threads", tr("Worker threads (0, the default: one per core). The output does not depend on it."), tr("N"), "0"},
        {"format", tr("Output format: line (one puzzle per line), grid (\"R C\" then one line per row, a comment line with the class "
                       "and seed before each puzzle), json (.puzzle; an array when --count > 1) or gameid (one game ID a line, as the type's "
                       "peer program from sgt-puzzles reads it). Default: json for an --output FILE named "
                       "*.puzzle, else line, or grid for types whose puzzles are more than their values (cages, regions, signs, clues outside the grid)."), tr("format"), "line"},
        {{"o", "output"}, tr("Write to FILE instead of standard output."), tr("FILE")},
    });
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    if (!parser.positionalArguments().isEmpty()) {
        err() << tr("Error: generate takes no file arguments (\"%1\"); use -o FILE for the output.")
                     .arg(parser.positionalArguments().join(QLatin1Char(' '))) << Qt::endl;
        return Usage;
    }
    auto request = readRequest(parser);
    if (!request)
        return Usage;

    StreamedOutput output;
    if (!output.open(request->outputPath))
        return Failed;
    stopOnInterrupt();
    try {
        const ps::SvmClassifier& classifier = *request->classifier;
        ps::BatchRequest batch;
        batch.target = request->target;
        batch.backend = request->backend.toStdString();
        batch.settings = request->settings;
        batch.seed = request->seed;
        batch.count = static_cast<int>(request->count);
        batch.threads = static_cast<int>(request->threads);
        GenerateProgress progress(request->count, request->rules->cellCount());
        batch.onEvent = [&progress](const ps::GenerationEvent& event) {
            if (event.kind == ps::GenerationEvent::Kind::SquareTested)
                progress.squareTested();
        };
        int unproven = 0;         // squares kept unproven, over the batch
        int puzzlesUnproven = 0;  // puzzles with such squares
        int missed = 0;
        int shortOf = 0;
        std::vector<int> nearest(4, 0);
        // Each puzzle is written as soon as it and the ones before it are done (seed order, the same for any
        // thread count), so memory stays flat and a pipe sees the first line at once.
        const bool json = request->format == QLatin1String("json");
        const bool array = json && request->count > 1;
        bool firstRecord = true;
        if (array)
            output.write("[\n");
        const int written = ps::generateBatchInOrder(*request->rules, batch, classifier, &interruptToken(), [&](ps::BatchItem&& item) {
            progress.puzzleDone();
            if (item.result.unproven > 0) {
                progress.unproven(item.result.unproven);
                unproven += item.result.unproven;
                ++puzzlesUnproven;
            }
            if (!item.reached) {
                ++missed;
                ++nearest[static_cast<std::size_t>(item.difficulty)];
            }
            shortOf += request->settings.targetEmpty > 0 && item.result.puzzle.emptyCount() < request->settings.targetEmpty;
            const QString className = QString::fromStdString(ps::difficultyName(item.difficulty));
            const QString parameters = QString::fromStdString(request->rules->parameters());
            if (json) {
                const QJsonDocument document(PuzzleFile::toJson(toRecord(*request, item.result, item.seed, item.difficulty)));
                QByteArray text = document.toJson(QJsonDocument::Indented);
                if (array) {
                    text.chop(1);   // the newline: a comma goes between records
                    text = (firstRecord ? QByteArray() : QByteArray(",\n")) + text;
                    firstRecord = false;
                }
                output.write(text);
            } else if (request->format == QLatin1String("gameid")) {
                const std::string id = ps::puzzleType(request->rules->typeId()).format->writeGameId(item.result.puzzle);
                if (id.empty())
                    err() << tr("Puzzle of seed %1 has no game ID (the peer program cannot hold it); it is left out.").arg(item.seed) << Qt::endl;
                else
                    output.write((id + "\n").c_str());
            } else if (request->format == QLatin1String("grid")) {
                output.write((QStringLiteral("%1# %2, puzzlesmith seed=%3 type=%4 parameters=%5\n")
                                  .arg(firstRecord ? QString() : QStringLiteral("\n"), className).arg(item.seed)
                                  .arg(QString::fromStdString(request->rules->typeId()), parameters) +
                              writeGridText(item.result.puzzle, QString::fromStdString(request->rules->typeId()), parameters)).toUtf8());
                firstRecord = false;
            } else {
                // The source field carries the type's own size option (box=RxC) where it has one, so the
                // line pipes into solve and rate with its parameters.
                const QString option = QString::fromStdString(ps::puzzleType(request->rules->typeId()).parametersOption);
                const QString source = option.isEmpty() ? QStringLiteral("puzzlesmith seed=%1").arg(item.seed)
                                                        : QStringLiteral("puzzlesmith seed=%1 %2=%3").arg(item.seed).arg(option, parameters);
                output.write((formatPuzzleLine(item.result.puzzle, className, source)
                              + QLatin1Char('\n')).toUtf8());
            }
        });
        progress.stop();
        if (outputFailed()) {
            output.discard();
            return Failed;   // main() says why
        }
        if (wasInterrupted() || written < request->count) {
            const bool toFile = output.toFile();
            output.discard();
            err() << (toFile ? QCoreApplication::translate("cli", "Interrupted after %n puzzle(s); no output file was written.", nullptr, written)
                             : QCoreApplication::translate("cli", "Interrupted after %n puzzle(s), each written in full above.", nullptr, written))
                  << Qt::endl;
            return Interrupted;
        }
        if (array)
            output.write("\n]\n");
        if (unproven > 0)
            err() << tr("Note: %n square(s) stayed unproven in %1: their uniqueness proof ran past its budget, so each was kept as a "
                        "given. The puzzles are unique but may not be minimal (--search-budget 0 --proof-budget 0 prove every square).", nullptr, unproven)
                         .arg(tr("%n puzzle(s)", nullptr, puzzlesUnproven))
                  << Qt::endl;
        if (shortOf > 0)
            err() << tr("Note: %n of %1 have fewer than %2: emptying any other square would break the --max-solutions rule.", nullptr, shortOf)
                         .arg(tr("%n puzzle(s)", nullptr, batch.count), tr("%n empty square(s)", nullptr, request->settings.targetEmpty))
                  << Qt::endl;
        if (missed > 0) {
            QStringList found;
            for (int d = 0; d < 4; ++d)
                if (nearest[static_cast<std::size_t>(d)] > 0)
                    found << QStringLiteral("%1 %2").arg(nearest[static_cast<std::size_t>(d)])
                                 .arg(QString::fromStdString(ps::difficultyName(static_cast<ps::Difficulty>(d))));
            err() << tr("Warning: %n of %1 did not come out %2 within %3 each on %4 grids; the nearest class "
                        "they reached is given instead (%5). Try another size or difficulty.", nullptr, missed)
                         .arg(tr("%n puzzle(s)", nullptr, batch.count), parser.value("difficulty"), tr("%n run(s)", nullptr, batch.maxRuns),
                              describeRules(*request->rules), found.join(QLatin1String(", ")))
                  << Qt::endl;
        }
        return output.commit() ? Ok : Failed;
    } catch (const ps::EngineError& e) {
        output.discard();
        err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
        return Failed;
    }
}

} // namespace cli
