// puzzlesmith-cli worksheet: generate puzzles at a difficulty and write a printable PDF worksheet.
#include "CliSupport.h"
#include "Commands.h"

#include "difficulty/SvmClassifier.h"
#include "types/TypeRegistry.h"
#include "document/DifficultyModels.h"
#include "document/EngineMessages.h"
#include "document/Worksheet.h"
#include "types/PuzzleRules.h"

#include <QCoreApplication>
#include <algorithm>
#include <random>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli", text, comment, n); }

} // namespace

namespace {

// --type takes one type or several (two ids, comma-separated: they alternate on the sheet); --size applies to
// each, --box to the types it belongs to. Prints what is wrong and returns nothing on a bad choice.
std::vector<std::shared_ptr<const ps::PuzzleRules>> rulesOfEachType(const QCommandLineParser& parser)
{
    std::vector<std::shared_ptr<const ps::PuzzleRules>> types;
    const QStringList ids = parser.value("type").split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& id : ids) {
        try {
            const ps::PuzzleType& type = ps::puzzleType(id.trimmed().toStdString());
            std::string parameters = type.defaultParameters;
            const QString own = QString::fromStdString(type.parametersOption);
            if (!own.isEmpty() && parser.isSet(own))
                parameters = parser.value(own).toStdString();
            else if (parser.isSet("size"))
                parameters = type.parametersForSize(parser.value("size").toStdString());
            auto rules = makeRulesOrSay(id.trimmed(), QString::fromStdString(parameters));
            if (!rules)
                return {};
            types.push_back(std::move(rules));
        } catch (const ps::EngineError& e) {
            err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
            return {};
        }
    }
    if (types.empty()) {
        err() << tr("Error: --type needs at least one puzzle type.") << Qt::endl;
        return types;
    }
    // A type's own size option (--box) given when no chosen type takes it is refused, as generate does.
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        const QString option = QString::fromStdString(type.parametersOption);
        if (option.isEmpty() || !parser.isSet(option))
            continue;
        const bool taken = std::any_of(types.begin(), types.end(), [&](const auto& rules) {
            return ps::puzzleType(rules->typeId()).parametersOption == type.parametersOption;
        });
        if (!taken) {
            err() << tr("Error: --%1 is not an option of %2; give its size with --size RxC.").arg(option, ids.join(QLatin1Char(','))) << Qt::endl;
            return {};
        }
    }
    return types;
}

} // namespace

int runWorksheet(const QStringList& arguments)
{
    QCommandLineParser parser;
    QStringList twoTypes;   // the first two ids of the type registry, "ID,ID"
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        if (twoTypes.size() < 2)
            twoTypes << QString::fromStdString(type.id);
    parser.setApplicationDescription(tr("Generate puzzles and write a printable worksheet as PDF: title, instructions, name and date "
                                        "lines, puzzles numbered with their difficulty, and answer-key pages. --type may list several types "
                                        "(%1): they alternate on the sheet.").arg(twoTypes.join(QLatin1Char(','))));
    parser.addOptions(puzzleTypeOptions(tr("Default: the type's usual size (9x9).")));
    parser.addOptions({
        {"difficulty", tr("easy, medium, hard, evil, or mix (the four in turn; default medium)."), tr("level"), "medium"},
        {"count", tr("Number of puzzles, 1 to 200 (default 12)."), tr("N"), "12"},
        {"per-page", tr("Puzzles per page: 1, 2, 4 or 6 (default 4); 2 go side by side on landscape pages. A warning says when "
                        "the squares would print too small to write in, and what fewer per page would give."), tr("N"), "4"},
        {"answers", tr("Add answer-key pages.")},
        {"title", tr("Title at the top of each page (default: the type's name)."), tr("TEXT")},
        {"instructions", tr("A line under the title (default: the type's rules)."), tr("TEXT")},
        {"no-name-date", tr("Leave out the Name and Date lines.")},
        {"paper", tr("a4 or letter (default a4)."), tr("size"), "a4"},
        {"scale", tr("Grid size within its place on the page, 50 to 100 percent (default 100)."), tr("percent"), "100"},
        {"seed", tr("Seed (random when not given)."), tr("S")},
        {{"o", "output"}, tr("The PDF file to write."), tr("FILE")},
    });
    if (const auto exit = parseArguments(parser, arguments))
        return *exit;
    if (!parser.isSet("output")) {
        err() << tr("Error: worksheet needs -o FILE.pdf.") << Qt::endl;
        return Usage;
    }
    const auto types = rulesOfEachType(parser);
    const auto count = intOption(parser, "count", 1, 200);
    const auto scale = intOption(parser, "scale", 50, 100);
    if (types.empty() || !count || !scale)
        return Usage;
    const QString perPageText = parser.value("per-page");
    if (!QStringList{"1", "2", "4", "6"}.contains(perPageText.trimmed())) {
        err() << tr("Error: --per-page takes 1, 2, 4 or 6, not \"%1\".").arg(perPageText) << Qt::endl;
        return Usage;
    }
    const std::optional<qint64> perPage = perPageText.trimmed().toLongLong();
    const QString level = parser.value("difficulty");
    std::vector<ps::Difficulty> levels;
    if (level == QLatin1String("mix"))
        levels = {ps::Difficulty::Easy, ps::Difficulty::Medium, ps::Difficulty::Hard, ps::Difficulty::Evil};
    else if (const auto one = ps::parseDifficulty(level.toStdString()))
        levels = {*one};
    else {
        err() << tr("Error: --difficulty takes easy, medium, hard, evil or mix, not \"%1\".").arg(level) << Qt::endl;
        return Usage;
    }
    const QString paper = parser.value("paper").toLower();
    if (paper != QLatin1String("a4") && paper != QLatin1String("letter")) {
        err() << tr("Error: --paper takes a4 or letter, not \"%1\".").arg(paper) << Qt::endl;
        return Usage;
    }
    quint64 seed = 0;
    if (parser.isSet("seed")) {
        const auto given = seedOption(parser, "seed");
        if (!given)
            return Usage;
        seed = *given;
    } else {
        // Nine digits: each puzzle's seed is printed at the foot of its page, and short ones are easy to type.
        seed = std::random_device{}() % 1000000000u;
    }
    WorksheetSettings settings;
    QStringList names, rules;
    int side = 0;
    for (const auto& typeRules : types) {
        const ps::PuzzleType& type = ps::puzzleType(typeRules->typeId());
        side = std::max({side, typeRules->rows(), typeRules->cols()});
        const QString name = QCoreApplication::translate("PuzzleType", type.name.c_str());
        if (names.contains(name))
            continue;   // a type named twice alternates with the others, but its rules are said once
        names << name;
        QString instructions = QCoreApplication::translate("PuzzleType", type.instructions.c_str());
        if (const ps::EngineMessage note = typeRules->instructionsNote(); !note.messageTemplate.empty())
            instructions += QLatin1Char(' ') + translateEngineMessage(note);   // a rule option's sentence
        rules << instructions;
    }
    if (names.size() > 1)   // "<first type>: Fill in ... <second type>: Divide ..."
        for (int i = 0; i < rules.size(); ++i)
            rules[i] = tr("%1: %2").arg(names[i], rules[i]);
    settings.title = parser.isSet("title") ? parser.value("title") : names.join(QStringLiteral(" · "));
    settings.instructions = parser.isSet("instructions") ? parser.value("instructions") : rules.join(QLatin1Char(' '));
    settings.nameAndDate = !parser.isSet("no-name-date");
    settings.perPage = static_cast<int>(*perPage);
    settings.answers = parser.isSet("answers");
    settings.scale = static_cast<double>(*scale) / 100;
    settings.pageSize = QPageSize(paper == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4);
    // Said before the (possibly long) generation, so a too-small layout can be stopped and asked again.
    const WorksheetAdvice advice = worksheetAdvice(settings, side);
    if (advice.suggestedPerPage > 0)
        err() << tr("Warning: at %1 per page the squares print %L2 mm wide, too small to write in; --per-page %3 prints them %L4 mm wide.")
                     .arg(settings.perPage).arg(advice.cellMm, 0, 'f', 1).arg(advice.suggestedPerPage).arg(advice.suggestedCellMm, 0, 'f', 1)
              << Qt::endl;
    else if (!advice.warning.isEmpty())
        err() << tr("Warning: %1").arg(advice.warning) << Qt::endl;
    QString error;
    const auto classifier = DifficultyModels::classifierFor(QString::fromStdString(types.front()->typeId()), {}, &error);
    if (!classifier) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    try {
        int missed = 0;
        std::vector<WorksheetPuzzle> puzzles = generateWorksheetPuzzles(types, levels, static_cast<int>(*count), seed, *classifier,
                                                                        difficultyDisplayName, {}, &missed);
        if (missed > 0)
            err() << tr("Warning: %n puzzle(s) did not reach the asked difficulty at this size; their own class is printed under them.",
                        nullptr, missed) << Qt::endl;
        const Worksheet worksheet(settings, std::move(puzzles));
        if (!writeWorksheetPdf(parser.value("output"), worksheet, &error)) {
            err() << tr("Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
        out() << tr("Wrote %1: %2 on %3 (%4 with answers), seed %5")
                     .arg(parser.value("output"), tr("%n puzzle(s)", nullptr, static_cast<int>(*count)), tr("%n page(s)", nullptr, worksheet.pageCount()))
                     .arg(worksheet.answerPageCount()).arg(seed)
              << Qt::endl;
        return Ok;
    } catch (const ps::EngineError& e) {
        err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
        return Failed;
    }
}

} // namespace cli
