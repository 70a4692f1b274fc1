#include "PuzzleFile.h"
#include "OutputFile.h"

#include "CagesJson.h"
#include "EngineMessages.h"
#include "LineFormat.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <limits>

// The helpers live in namespace PuzzleFile so that lupdate files their tr() under the context the
// lookup uses.
namespace PuzzleFile {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("PuzzleFile", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("PuzzleFile", text, comment, n); }

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// What a JSON value is, for messages about a field of the wrong kind.
QString kindOf(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null: return tr("null");
    case QJsonValue::Bool: return tr("true/false");
    case QJsonValue::Double: return tr("a number");
    case QJsonValue::String: return tr("text");
    case QJsonValue::Array: return tr("a list");
    case QJsonValue::Object: return tr("an object");
    case QJsonValue::Undefined: break;
    }
    return tr("missing");
}

// A text field; a missing optional one leaves `out` empty. The message names the field and what it holds.
bool readText(const QJsonObject& json, const char* key, bool required, QString& out, QString* error)
{
    const QJsonValue value = json.value(QLatin1String(key));
    if (value.isUndefined() && !required)
        return true;
    if (!value.isString())
        return fail(error, tr("The \"%1\" field must be text, but it is %2.").arg(QLatin1String(key), kindOf(value)));
    out = value.toString();
    return true;
}

// An optional object field; a missing one leaves `out` empty.
bool readObject(const QJsonObject& json, const char* key, QJsonObject& out, QString* error)
{
    const QJsonValue value = json.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    if (!value.isObject())
        return fail(error, tr("The \"%1\" field must be an object, but it is %2.").arg(QLatin1String(key), kindOf(value)));
    out = value.toObject();
    return true;
}

// A whole-number field within [0, max], written as a number or as text (seeds are text: JSON numbers lose
// 64-bit precision).
bool readCount(const QJsonObject& json, const char* key, quint64 max, quint64& out, QString* error)
{
    const QJsonValue value = json.value(QLatin1String(key));
    bool ok = false;
    if (value.isString()) {
        out = value.toString().toULongLong(&ok);
    } else if (value.isDouble()) {
        const double number = value.toDouble();
        ok = number >= 0 && number <= 9007199254740992.0 && number == static_cast<double>(static_cast<quint64>(number));
        out = ok ? static_cast<quint64>(number) : 0;
    }
    if (!ok || out > max)
        return fail(error, tr("The \"%1\" field must be a whole number from 0 to %2, but it is %3.")
                               .arg(QLatin1String(key)).arg(max)
                               .arg(value.isString() || value.isDouble() ? QStringLiteral("\"%1\"").arg(value.toVariant().toString()) : kindOf(value)));
    return true;
}

// The most boards a run accepts, the highest harvest step: every square emptied, then every clue besides
// the squares' values removed (signs between squares, GenerationMoves::clueSlots) and every clue outside
// the grid dropped.
quint64 mostAcceptedBoards(const ps::PuzzleRules& rules)
{
    return static_cast<quint64>(rules.cellCount()) + static_cast<quint64>(std::max(0, rules.clueSlots())) +
           2 * static_cast<quint64>(rules.rows() + rules.cols());
}

// The same as readCount for a field that may be absent: `out` keeps its value then.
bool readOptionalCount(const QJsonObject& json, const char* key, quint64 max, quint64& out, QString* error)
{
    return !json.contains(QLatin1String(key)) || readCount(json, key, max, out, error);
}

// A board as schema 2 writes it: one text per row, values as numbers separated by spaces, '-' empty
// ("3 - - 12 -"), so grids of any shape and values of any size read plainly.
QJsonArray boardRows(const ps::Board& board)
{
    QJsonArray rows;
    for (int r = 0; r < board.rows(); ++r) {
        QStringList row;
        for (int c = 0; c < board.cols(); ++c)
            row << (board.at(r, c) ? QString::number(board.at(r, c)) : QStringLiteral("-"));
        rows.append(row.join(QLatin1Char(' ')));
    }
    return rows;
}

bool parseBoardRows(const QJsonArray& rows, ps::Board& out, QString* error, const char* key)
{
    const auto bad = [&](const QString& why) {
        return fail(error, tr("The \"%1\" field is not a valid grid: %2").arg(QLatin1String(key), why));
    };
    std::vector<QStringList> cells;
    for (int r = 0; r < rows.size(); ++r) {
        if (!rows[r].isString())
            return bad(tr("row %1 is not text.").arg(r + 1));
        cells.push_back(rows[r].toString().split(QLatin1Char(' '), Qt::SkipEmptyParts));
        if (cells.back().size() != cells.front().size() || cells.back().isEmpty())
            return bad(tr("row %1 has %n value(s), row 1 has %2.", nullptr, static_cast<int>(cells.back().size())).arg(r + 1).arg(cells.front().size()));
    }
    if (cells.empty())
        return bad(tr("it has no rows."));
    ps::Board board(static_cast<int>(cells.size()), static_cast<int>(cells.front().size()));
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c) {
            const QString& text = cells[static_cast<std::size_t>(r)][c];
            if (text == QLatin1String("-"))
                continue;
            bool ok = false;
            const uint value = text.toUInt(&ok);
            if (!ok || value == 0 || value > std::numeric_limits<ps::CellValue>::max())
                return bad(tr("\"%1\" in row %2 is not a value.").arg(text).arg(r + 1));
            board.set(r, c, static_cast<ps::CellValue>(value));
        }
    out = std::move(board);
    return true;
}

// A board: schema 2's list of rows, or schema 1's line-format string; checked against the rules' dimensions.
bool readBoard(const QJsonObject& json, const char* key, const ps::PuzzleRules& rules, ps::Board& out, QString* error)
{
    const QJsonValue value = json.value(QLatin1String(key));
    ps::Board board;
    if (value.isArray()) {
        if (!parseBoardRows(value.toArray(), board, error, key))
            return false;
    } else {
        if (!value.isString())
            return fail(error, tr("The \"%1\" field must be a list of rows, but it is %2.").arg(QLatin1String(key), kindOf(value)));
        const QString text = value.toString();
        PuzzleLine line;
        QString lineError;
        if (!parsePuzzleLine(text, line, &lineError))
            return fail(error, tr("The \"%1\" field is not a valid grid: %2").arg(QLatin1String(key), lineError));
        board = std::move(line.board);
    }
    if (!rules.fits(board))
        return fail(error, tr("The \"%1\" grid is %2x%3, but a %4 needs %5x%6.")
                               .arg(QLatin1String(key)).arg(board.rows()).arg(board.cols())
                               .arg(describeRules(rules)).arg(rules.rows()).arg(rules.cols()));
    out = std::move(board);
    return true;
}

// Pencil marks: schema 2 keeps each square's values as a list ([1, 5, 12]); schema 1 a bit mask per
// square (bit v-1 = value v).
bool readMarks(const QJsonValue& marks, const ps::PuzzleRules& rules, std::vector<ps::ValueSet>& out, QString* error)
{
    if (marks.isUndefined())
        return true;
    if (!marks.isArray())
        return fail(error, tr("The \"%1\" field must be a list, but it is %2.").arg(QStringLiteral("marks"), kindOf(marks)));
    const double allMarks = rules.maxValue() >= 32 ? 4294967295.0 : static_cast<double>((1u << rules.maxValue()) - 1);
    for (const QJsonValue& m : marks.toArray()) {
        ps::ValueSet set;
        if (m.isArray()) {
            for (const QJsonValue& v : m.toArray()) {
                const double value = v.toDouble(-1);
                if (!v.isDouble() || value < 1 || value > rules.maxValue() || value != static_cast<double>(static_cast<int>(value)))
                    return fail(error, tr("The saved pencil marks are damaged."));
                set.insert(static_cast<int>(value));
            }
        } else {
            const double v = m.toDouble(-1);
            if (!m.isDouble() || v < 0 || v > allMarks || v != static_cast<double>(static_cast<std::uint32_t>(v)))
                return fail(error, tr("The saved pencil marks are damaged."));
            set = ps::ValueSet::fromMask(static_cast<std::uint32_t>(v));
        }
        out.push_back(std::move(set));
    }
    if (!out.empty() && static_cast<int>(out.size()) != rules.cellCount())
        return fail(error, tr("The saved pencil marks do not match the grid."));
    return true;
}

} // namespace

QJsonObject toJson(const PuzzleRecord& record)
{
    QJsonObject json{{"format", QLatin1String(kFormatTag)},
                     {"schemaVersion", kSchemaVersion},
                     {"type", record.type},
                     {"parameters", record.parameters},
                     {"rows", record.givens.rows()},
                     {"cols", record.givens.cols()},
                     {"givens", boardRows(record.givens)}};
    if (record.givens.hasStructure())
        json["cages"] = CagesJson::toJson(record.givens, record.type);
    if (!record.solution.isEmpty())
        json["solution"] = boardRows(record.solution);
    if (!record.difficulty.isEmpty())
        json["difficulty"] = record.difficulty;
    if (record.seed)
        json["seed"] = QString::number(*record.seed);   // as text: JSON numbers lose 64-bit precision
    if (record.generator) {
        QJsonObject generator{{"strategy", record.generator->strategy},
                              {"maxSolutions", record.generator->maxSolutions},
                              {"targetEmpty", record.generator->targetEmpty},
                              {"backend", record.generator->backend}};
        if (record.generator->harvestStep)
            generator["harvestStep"] = *record.generator->harvestStep;
        if (!record.generator->transform.isEmpty())
            generator["transform"] = record.generator->transform;
        json["generator"] = generator;
    }
    if (record.progress) {
        QJsonArray marks;
        for (const ps::ValueSet& m : record.progress->marks) {
            QJsonArray values;
            for (int v : m.values())
                values.append(v);
            marks.append(values);
        }
        QJsonObject progress{{"entries", boardRows(record.progress->entries)},
                             {"marks", marks},
                             {"seconds", record.progress->seconds}};
        if (record.progress->hints > 0)
            progress["hints"] = record.progress->hints;
        if (record.progress->revealed > 0)
            progress["revealed"] = record.progress->revealed;
        if (record.progress->hintedSquares > 0)
            progress["hintedSquares"] = record.progress->hintedSquares;
        json["progress"] = progress;
    }
    return json;
}

bool fromJson(const QJsonObject& json, PuzzleRecord& out, QString* error)
{
    if (json.value("format").toString() != QLatin1String(kFormatTag))
        return fail(error, tr("This is not a Puzzlesmith puzzle file (its \"format\" is not \"%1\").").arg(QLatin1String(kFormatTag)));
    const int version = json.value("schemaVersion").toInt(-1);
    if (version < 1)
        return fail(error, tr("The file has no valid schema version."));
    if (version > kSchemaVersion)
        return fail(error, tr("The file was written by a newer Puzzlesmith (schema %1); this version reads schema %2 "
                              "and older. Please update Puzzlesmith.").arg(version).arg(kSchemaVersion));

    PuzzleRecord record;
    if (!readText(json, "type", true, record.type, error) || !readText(json, "parameters", true, record.parameters, error))
        return false;
    std::unique_ptr<ps::PuzzleRules> rules;
    try {
        rules = record.makeRules();
    } catch (const ps::EngineError& e) {
        return fail(error, translateEngineMessage(e.message()));
    }
    if (!readBoard(json, "givens", *rules, record.givens, error))
        return false;
    // "rows" and "cols" are written for readers of the file; when present they must say the grid's size.
    for (const auto& [key, size] : {std::pair{"rows", record.givens.rows()}, std::pair{"cols", record.givens.cols()}}) {
        const QJsonValue value = json.value(QLatin1String(key));
        if (!value.isUndefined() && (!value.isDouble() || value.toDouble() != size))
            return fail(error, tr("The \"%1\" field holds %2, but the grid has %3.")
                                   .arg(QLatin1String(key), value.isDouble() ? QString::number(value.toDouble(), 'g', 12) : kindOf(value))
                                   .arg(size));
    }
    if (json.contains("cages") && !json.value("cages").isArray())
        return fail(error, tr("The file's cages are damaged."));
    if (json.contains("cages") && !CagesJson::apply(json.value("cages").toArray(), record.givens, record.type, error))
        return false;
    if (const ps::PuzzleType& type = ps::puzzleType(record.type.toStdString()); type.hasCages && !record.givens.hasStructure())
        return fail(error, tr("The file holds only values; a %1 puzzle needs its cages, regions, signs or clues too.")
                               .arg(QCoreApplication::translate("PuzzleType", type.name.c_str())));
    if (const auto conflict = rules->findConflict(record.givens))
        return fail(error, tr("The givens break the rules: %1").arg(translateEngineMessage(*conflict)));
    if (json.contains("solution")) {
        if (!readBoard(json, "solution", *rules, record.solution, error))
            return false;
        record.solution.copyCagesFrom(record.givens);
        if (!rules->isSolution(record.solution) || !record.givens.agreesWith(record.solution))
            return fail(error, tr("The stored solution is not a valid solution of the givens."));
    }
    if (!readText(json, "difficulty", false, record.difficulty, error))
        return false;
    if (!record.difficulty.isEmpty() && !ps::parseDifficulty(record.difficulty.toStdString()))
        return fail(error, tr("The difficulty \"%1\" is not one of easy, medium, hard or evil.").arg(record.difficulty));
    if (json.contains("seed")) {
        quint64 seed = 0;
        if (!readCount(json, "seed", std::numeric_limits<quint64>::max(), seed, error))
            return false;
        record.seed = seed;
    }
    QJsonObject g;
    if (!readObject(json, "generator", g, error))
        return false;
    if (!g.isEmpty()) {
        GeneratorRecord generator;
        quint64 maxSolutions = 1, targetEmpty = 0, harvestStep = 0;
        if (!readText(g, "strategy", false, generator.strategy, error) || !readText(g, "backend", false, generator.backend, error) ||
            !readText(g, "transform", false, generator.transform, error) ||
            !readOptionalCount(g, "maxSolutions", 1000000, maxSolutions, error) ||
            !readOptionalCount(g, "targetEmpty", static_cast<quint64>(rules->cellCount()), targetEmpty, error) ||
            !readOptionalCount(g, "harvestStep", mostAcceptedBoards(*rules), harvestStep, error))
            return false;
        if (g.contains("harvestStep"))
            generator.harvestStep = static_cast<int>(harvestStep);
        if (generator.strategy.isEmpty())
            generator.strategy = QStringLiteral("paper");
        generator.maxSolutions = static_cast<int>(std::max<quint64>(1, maxSolutions));
        generator.targetEmpty = static_cast<int>(targetEmpty);
        record.generator = generator;
    }
    QJsonObject p;
    if (!readObject(json, "progress", p, error))
        return false;
    if (!p.isEmpty()) {
        PlayProgress progress;
        if (!readBoard(p, "entries", *rules, progress.entries, error))
            return false;
        progress.entries.copyCagesFrom(record.givens);
        if (!readMarks(p.value("marks"), *rules, progress.marks, error))
            return false;
        quint64 seconds = 0;
        if (!readOptionalCount(p, "seconds", 100ull * 365 * 24 * 3600, seconds, error))
            return false;
        progress.seconds = static_cast<qint64>(seconds);
        quint64 hints = 0;
        quint64 revealed = 0;
        quint64 hintedSquares = 0;
        if (!readOptionalCount(p, "hints", 1'000'000, hints, error) || !readOptionalCount(p, "revealed", 1'000'000, revealed, error) ||
            !readOptionalCount(p, "hintedSquares", 1'000'000, hintedSquares, error))
            return false;
        progress.hints = static_cast<int>(hints);
        progress.revealed = static_cast<int>(revealed);
        progress.hintedSquares = static_cast<int>(hintedSquares);
        record.progress = std::move(progress);
    }
    out = std::move(record);
    return true;
}

bool save(const QString& path, const PuzzleRecord& record, QString* error)
{
    OutputFile file(path);
    if (!file.open())
        return fail(error, tr("Cannot write \"%1\": %2").arg(path, file.errorString()));
    file.write(QJsonDocument(toJson(record)).toJson(QJsonDocument::Indented));
    QString reason;
    if (!file.commit(&reason))
        return fail(error, tr("Cannot save \"%1\": %2. The previous file, if any, is unchanged.").arg(path, reason));
    return true;
}

bool load(const QString& path, PuzzleRecord& out, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, tr("Cannot open \"%1\": %2").arg(path, file.errorString()));
    if (file.size() > kMaxFileBytes)
        return fail(error, tr("\"%1\" is too large to be a puzzle file.").arg(path));
    QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(error, tr("Cannot read \"%1\": %2").arg(path, file.errorString()));
    if (bytes.size() > kMaxFileBytes)
        return fail(error, tr("\"%1\" is too large to be a puzzle file.").arg(path));
    return parse(dropByteOrderMark(bytes), path, out, error);
}

QByteArray dropByteOrderMark(const QByteArray& bytes)
{
    return bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes;
}

bool parse(const QByteArray& bytes, const QString& path, PuzzleRecord& out, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, tr("\"%1\" is not valid JSON (%2 at byte %3); the file may be damaged.")
                               .arg(path, parseError.errorString()).arg(parseError.offset));
    if (document.isArray())   // what `generate --count N -o FILE.puzzle` writes
        return fail(error, tr("\"%1\" holds a list of %n puzzle(s), and a .puzzle file opens one puzzle. Make it with "
                              "--count 1, or give the list to puzzlesmith-cli solve or rate.", nullptr,
                              static_cast<int>(document.array().size()))
                               .arg(path));
    if (!document.isObject())
        return fail(error, tr("\"%1\" does not hold a puzzle object.").arg(path));
    QString detail;
    if (!fromJson(document.object(), out, &detail))
        return fail(error, tr("Cannot read \"%1\": %2").arg(path, detail));
    return true;
}

} // namespace PuzzleFile
