#include "PuzzleFile.h"

#include "EngineMessages.h"
#include "LineFormat.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("PuzzleFile", text); }

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// A board stored as a line-format string; checked against the rules' dimensions.
bool readBoard(const QJsonObject& json, const char* key, const ps::PuzzleRules& rules, ps::Board& out, QString* error)
{
    PuzzleLine line;
    QString lineError;
    if (!parsePuzzleLine(json.value(QLatin1String(key)).toString(), line, &lineError))
        return fail(error, tr("The \"%1\" field is not a valid grid: %2").arg(QLatin1String(key), lineError));
    if (!rules.fits(line.board))
        return fail(error, tr("The \"%1\" grid is %2x%2, but a %3 needs %4x%5.")
                               .arg(QLatin1String(key)).arg(line.board.rows())
                               .arg(QString::fromStdString(rules.describe())).arg(rules.rows()).arg(rules.cols()));
    out = std::move(line.board);
    return true;
}

} // namespace

namespace PuzzleFile {

QJsonObject toJson(const PuzzleRecord& record)
{
    QJsonObject json{{"format", QLatin1String(kFormatTag)},
                     {"schemaVersion", kSchemaVersion},
                     {"type", record.type},
                     {"parameters", record.parameters},
                     {"givens", formatPuzzleLine(record.givens)}};
    if (!record.solution.isEmpty())
        json["solution"] = formatPuzzleLine(record.solution);
    if (!record.difficulty.isEmpty())
        json["difficulty"] = record.difficulty;
    if (record.seed)
        json["seed"] = QString::number(*record.seed);   // as text: JSON numbers lose 64-bit precision
    if (record.generator)
        json["generator"] = QJsonObject{{"strategy", record.generator->strategy},
                                        {"maxSolutions", record.generator->maxSolutions},
                                        {"targetEmpty", record.generator->targetEmpty},
                                        {"backend", record.generator->backend}};
    if (record.progress) {
        QJsonArray marks;
        for (std::uint32_t m : record.progress->marks)
            marks.append(static_cast<qint64>(m));
        json["progress"] = QJsonObject{{"entries", formatPuzzleLine(record.progress->entries)},
                                       {"marks", marks},
                                       {"seconds", record.progress->seconds}};
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
    record.type = json.value("type").toString();
    record.parameters = json.value("parameters").toString();
    std::unique_ptr<ps::PuzzleRules> rules;
    try {
        rules = record.makeRules();
    } catch (const ps::EngineError& e) {
        return fail(error, translateEngineMessage(e.message()));
    }
    if (!readBoard(json, "givens", *rules, record.givens, error))
        return false;
    if (const auto conflict = rules->findConflict(record.givens))
        return fail(error, tr("The givens break the rules: %1").arg(translateEngineMessage(*conflict)));
    if (json.contains("solution")) {
        if (!readBoard(json, "solution", *rules, record.solution, error))
            return false;
        if (!rules->isSolution(record.solution) || !record.givens.agreesWith(record.solution))
            return fail(error, tr("The stored solution is not a valid solution of the givens."));
    }
    record.difficulty = json.value("difficulty").toString();
    if (json.contains("seed")) {
        bool ok = false;
        record.seed = json.value("seed").toString().toULongLong(&ok);
        if (!ok)
            return fail(error, tr("The seed \"%1\" is not a whole number.").arg(json.value("seed").toString()));
    }
    if (json.value("generator").isObject()) {
        const QJsonObject g = json.value("generator").toObject();
        record.generator = GeneratorRecord{g.value("strategy").toString(), g.value("maxSolutions").toInt(1),
                                           g.value("targetEmpty").toInt(0), g.value("backend").toString()};
    }
    if (json.value("progress").isObject()) {
        const QJsonObject p = json.value("progress").toObject();
        PlayProgress progress;
        if (!readBoard(p, "entries", *rules, progress.entries, error))
            return false;
        for (const QJsonValue& m : p.value("marks").toArray())
            progress.marks.push_back(static_cast<std::uint32_t>(m.toInteger()));
        if (!progress.marks.empty() && static_cast<int>(progress.marks.size()) != rules->cellCount())
            return fail(error, tr("The saved pencil marks do not match the grid."));
        progress.seconds = p.value("seconds").toInteger();
        record.progress = std::move(progress);
    }
    out = std::move(record);
    return true;
}

bool save(const QString& path, const PuzzleRecord& record, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write \"%1\": %2").arg(path, file.errorString()));
    file.write(QJsonDocument(toJson(record)).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return fail(error, tr("Cannot save \"%1\": %2. The previous file, if any, is unchanged.").arg(path, file.errorString()));
    return true;
}

bool load(const QString& path, PuzzleRecord& out, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, tr("Cannot open \"%1\": %2").arg(path, file.errorString()));
    if (file.size() > 16 * 1024 * 1024)
        return fail(error, tr("\"%1\" is too large to be a puzzle file.").arg(path));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, tr("\"%1\" is not valid JSON (%2 at byte %3); the file may be damaged.")
                               .arg(path, parseError.errorString()).arg(parseError.offset));
    if (!document.isObject())
        return fail(error, tr("\"%1\" does not hold a puzzle object.").arg(path));
    QString detail;
    if (!fromJson(document.object(), out, &detail))
        return fail(error, tr("Cannot read \"%1\": %2").arg(path, detail));
    return true;
}

} // namespace PuzzleFile
