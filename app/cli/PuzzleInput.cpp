#include "PuzzleInput.h"

#include "CliSupport.h"

#include "document/EngineMessages.h"
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
        input.box = record.parameters;
        out.push_back(std::move(input));
    }
    return out;
}

} // namespace

QString boxFromSource(const QString& source)
{
    static const QRegularExpression word(QStringLiteral("\\bbox=(\\d+x\\d+)\\b"));
    const auto match = word.match(source);
    return match.hasMatch() ? match.captured(1) : QString();
}

std::optional<std::vector<InputPuzzle>> readPuzzleInput(const QString& path, int* badLines)
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
    const QByteArray trimmed = bytes.trimmed();
    if (trimmed == "null" || trimmed == "true" || trimmed == "false" || trimmed.startsWith('"')) {
        err() << tr("Error: \"%1\" holds a JSON value, not a puzzle: give puzzles in the line format or a .puzzle file.").arg(name)
              << Qt::endl;
        return std::nullopt;
    }
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        result = fromJson(bytes, name, bad);
    } else {
        result.emplace();
        const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
        for (int number = 1; number <= lines.size(); ++number) {
            const QString& text = lines[number - 1];
            if (!isPuzzleLine(text))
                continue;
            InputPuzzle input;
            input.line = number;
            QString error;
            if (!parsePuzzleLine(text, input.puzzle, &error)) {
                reportBadLine(number, error, bad);
                continue;
            }
            input.box = boxFromSource(input.puzzle.source);
            result->push_back(std::move(input));
        }
    }
    if (bad > kErrorsShown)
        err() << tr("... and %1 more bad lines in \"%2\" (%3 in all). Is it a puzzle file?").arg(bad - kErrorsShown).arg(name).arg(bad)
              << Qt::endl;
    if (badLines)
        *badLines = bad;
    if (result && result->empty() && bad == 0) {
        err() << tr("Error: \"%1\" holds no puzzle.").arg(name) << Qt::endl;
        return std::nullopt;
    }
    return result;
}

const ps::PuzzleRules& RulesCache::rulesFor(const InputPuzzle& input)
{
    const int size = input.puzzle.board.rows();
    const QString box = !box_.isEmpty() ? box_ : input.box;
    auto& slot = cache_[box.isEmpty() ? QString::number(size) : box];
    if (!slot)
        slot = box.isEmpty() ? ps::makeDefaultRules(type_.toStdString(), size, size) : ps::makeRules(type_.toStdString(), box.toStdString());
    if (slot->rows() != size) {
        const std::string side = std::to_string(size);
        throw ps::EngineError(PS_TRANSLATE("Engine", "This puzzle is a %1x%1 grid, but %2 boxes make %3x%3 grids."),
                              {side, box.toStdString(), std::to_string(slot->rows())});
    }
    return *slot;
}

} // namespace cli
