#include "PuzzleInput.h"

#include "CliSupport.h"

#include "document/EngineMessages.h"
#include "document/GridText.h"
#include "document/PuzzleFile.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli", text, comment, n); }

constexpr int kErrorsShown = 10;

void reportBadLine(int line, const QString& message, int& bad)
{
    if (++bad <= kErrorsShown)
        err() << tr("Line %1: %2").arg(line).arg(message) << Qt::endl;
}

std::optional<std::vector<InputPuzzle>> fromJson(const QByteArray& bytes, const QString& name, int& bad)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        err() << tr("Error: \"%1\" is not valid JSON (%2 at byte %3); the file may be damaged.")
                     .arg(name, parseError.errorString()).arg(parseError.offset) << Qt::endl;
        return std::nullopt;
    }
    const QJsonArray items = document.isArray() ? document.array() : QJsonArray{document.object()};
    std::vector<InputPuzzle> out;
    for (int i = 0; i < items.size(); ++i) {
        PuzzleRecord record;
        QString error;
        if (!items[i].isObject()) {
            reportBadLine(i + 1, tr("item %1 of the list is not a puzzle object.").arg(i + 1), bad);
            continue;
        }
        if (!PuzzleFile::fromJson(items[i].toObject(), record, &error)) {
            reportBadLine(i + 1, error, bad);
            continue;
        }
        InputPuzzle input;
        input.line = i + 1;
        input.puzzle.board = record.givens;
        input.puzzle.label = record.difficulty;
        input.type = record.type;
        input.parameters = record.parameters;
        out.push_back(std::move(input));
    }
    return out;
}

// The type `typeHint` names when its puzzles carry cages (KenKen), or null.
const ps::PuzzleType* cagedType(const QString& typeHint)
{
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        if (type.hasCages && QString::fromStdString(type.id) == typeHint.trimmed().toLower())
            return &type;
    return nullptr;
}

} // namespace

QString boxFromSource(const QString& source)
{
    static const QRegularExpression word(QStringLiteral("\\bbox=(\\d+x\\d+)\\b"));
    const auto match = word.match(source);
    return match.hasMatch() ? match.captured(1) : QString();
}

std::optional<PuzzleInput> readPuzzleInput(const QString& path, int* badLines, const QString& typeHint)
{
    QFile file;
    const bool standardInput = path.isEmpty() || path == QLatin1String("-");
    const QString name = standardInput ? tr("standard input") : path;
    if (standardInput ? !file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(path), !file.open(QIODevice::ReadOnly))) {
        err() << tr("Error: cannot open \"%1\": %2").arg(name, file.errorString()) << Qt::endl;
        return std::nullopt;
    }
    const QByteArray bytes = PuzzleFile::dropByteOrderMark(file.readAll());
    if (file.error() != QFileDevice::NoError) {
        err() << tr("Error: cannot read \"%1\": %2").arg(name, file.errorString()) << Qt::endl;
        return std::nullopt;
    }
    if (bytes.contains('\0')) {
        err() << tr("Error: \"%1\" is not a text file; give puzzles in the line format or a .puzzle file.").arg(name) << Qt::endl;
        return std::nullopt;
    }
    int bad = 0;
    std::optional<std::vector<InputPuzzle>> result;
    InputFormat format = InputFormat::Line;
    const QByteArray trimmed = bytes.trimmed();
    if (trimmed == "null" || trimmed == "true" || trimmed == "false" || trimmed.startsWith('"')) {
        err() << tr("Error: \"%1\" holds a JSON value, not a puzzle: give puzzles in the line format or a .puzzle file.").arg(name)
              << Qt::endl;
        return std::nullopt;
    }
    const QString text = QString::fromUtf8(bytes);
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        format = InputFormat::Json;
        result = fromJson(bytes, name, bad);
    } else if (looksLikeGridText(text)) {
        format = InputFormat::Grid;
        std::vector<GridTextPuzzle> grids;
        QString error;
        if (!readGridText(text, typeHint, grids, &error)) {
            err() << tr("Error: \"%1\": %2").arg(name, error) << Qt::endl;
            return std::nullopt;
        }
        result.emplace();
        for (GridTextPuzzle& grid : grids) {
            InputPuzzle input;
            input.line = grid.line;
            input.puzzle.board = std::move(grid.board);
            input.puzzle.label = grid.label;
            input.puzzle.source = grid.source;
            input.parameters = grid.parameters;
            result->push_back(std::move(input));
        }
    } else if (const ps::PuzzleType* caged = cagedType(typeHint)) {
        // A puzzle line holds values only; it cannot say where cages run.
        err() << tr("Error: \"%1\" is neither grid text nor a game ID. %2 puzzles carry cages, which a puzzle line cannot: give "
                    "them in the grid text format (a size line such as \"6 6\", rows of clues, rows of cage labels) or as game IDs.")
                     .arg(name, QCoreApplication::translate("PuzzleType", caged->name.c_str()))
              << Qt::endl;
        return std::nullopt;
    } else {
        result.emplace();
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (int number = 1; number <= lines.size(); ++number) {
            const QString& lineText = lines[number - 1];
            if (!isPuzzleLine(lineText))
                continue;
            InputPuzzle input;
            input.line = number;
            QString error;
            if (!parsePuzzleLine(lineText, input.puzzle, &error)) {
                reportBadLine(number, error, bad);
                continue;
            }
            input.parameters = boxFromSource(input.puzzle.source);
            result->push_back(std::move(input));
        }
    }
    if (bad > kErrorsShown)
        err() << tr("... and %n more bad line(s) in \"%1\" (%2 in all). Is it a puzzle file?", nullptr, bad - kErrorsShown).arg(name).arg(bad)
              << Qt::endl;
    if (badLines)
        *badLines = bad;
    if (result && result->empty() && bad == 0) {
        err() << tr("Error: \"%1\" holds no puzzle.").arg(name) << Qt::endl;
        return std::nullopt;
    }
    if (!result)
        return std::nullopt;
    return PuzzleInput{std::move(*result), format};
}

std::optional<InputFormat> outputFormatOption(const QCommandLineParser& parser, InputFormat input)
{
    if (!parser.isSet("format"))
        return input == InputFormat::Grid ? InputFormat::Grid : InputFormat::Line;
    const QString format = parser.value("format");
    if (format == QLatin1String("line"))
        return InputFormat::Line;
    if (format == QLatin1String("grid"))
        return InputFormat::Grid;
    err() << tr("Error: --format takes line or grid, not \"%1\".").arg(format) << Qt::endl;
    return std::nullopt;
}

const ps::PuzzleRules& RulesCache::rulesFor(const InputPuzzle& input)
{
    const ps::Board& board = input.puzzle.board;
    const std::string type = (input.type.isEmpty() ? type_ : input.type).toStdString();
    const bool ownType = input.type.isEmpty() || input.type == type_;
    std::string parameters = (!parameters_.isEmpty() && ownType ? parameters_ : input.parameters).toStdString();
    if (parameters.empty())
        parameters = ps::puzzleType(type).parametersForGrid(board.rows(), board.cols());
    auto& slot = cache_[QString::fromStdString(type + ' ' + parameters)];
    if (!slot)
        slot = ps::makeRules(type, parameters);
    if (!slot->fits(board))
        throw ps::EngineError(PS_TRANSLATE("Engine", "This puzzle is a %1x%2 grid, but %3 is played on %4x%5 grids."),
                              {std::to_string(board.rows()), std::to_string(board.cols()), slot->describe(),
                               std::to_string(slot->rows()), std::to_string(slot->cols())});
    return *slot;
}

} // namespace cli
