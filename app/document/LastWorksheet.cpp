#include "LastWorksheet.h"

#include "EngineMessages.h"
#include "PuzzleFile.h"
#include "SaveFile.h"

#include "core/EngineError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace LastWorksheet {

QString defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("last-worksheet.json"));
}

bool save(const QString& path, const std::vector<WorksheetPuzzle>& puzzles, QString* error)
{
    QJsonArray list;
    for (const WorksheetPuzzle& p : puzzles) {
        PuzzleRecord record;
        record.type = QString::fromStdString(p.rules->typeId());
        record.parameters = QString::fromStdString(p.rules->parameters());
        record.givens = p.givens;
        record.solution = p.solution;
        record.seed = p.seed;
        QJsonObject item{{"puzzle", PuzzleFile::toJson(record)}, {"caption", p.difficulty}};
        if (p.level)
            item.insert("level", QString::fromStdString(ps::difficultyName(*p.level)));
        list.append(item);
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    QString reason;
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("LastWorksheet", "Cannot keep the worksheet's puzzles in \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(QJsonObject{{"format", "puzzlesmith-last-worksheet"}, {"version", 1}, {"puzzles", list}}).toJson(QJsonDocument::Compact));
    if (!commitCompletely(file, &reason)) {
        if (error)
            *error = QCoreApplication::translate("LastWorksheet", "Cannot keep the worksheet's puzzles in \"%1\": %2").arg(path, reason);
        return false;
    }
    return true;
}

bool load(const QString& path, std::vector<WorksheetPuzzle>& out, QString* error)
{
    QFile file(path);
    if (!file.exists())
        return true;
    const auto fail = [&](const QString& detail) {
        if (error)
            *error = QCoreApplication::translate("LastWorksheet", "The last worksheet's puzzles (\"%1\") cannot be read: %2").arg(path, detail);
        return false;
    };
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    const QJsonDocument document = QJsonDocument::fromJson(file.read(PuzzleFile::kMaxFileBytes));
    if (!document.isObject() || document.object().value("format").toString() != QLatin1String("puzzlesmith-last-worksheet"))
        return fail(QCoreApplication::translate("LastWorksheet", "the file is damaged."));
    std::vector<WorksheetPuzzle> puzzles;
    for (const QJsonValue& value : document.object().value("puzzles").toArray()) {
        const QJsonObject item = value.toObject();
        PuzzleRecord record;
        QString detail;
        if (!PuzzleFile::fromJson(item.value("puzzle").toObject(), record, &detail))
            return fail(detail);
        WorksheetPuzzle p;
        try {
            p.rules = record.makeRules();
        } catch (const ps::EngineError& e) {
            return fail(translateEngineMessage(e.message()));
        }
        p.givens = record.givens;
        p.solution = record.solution;
        p.seed = record.seed;
        p.difficulty = item.value("caption").toString();
        p.level = ps::parseDifficulty(item.value("level").toString().toStdString());
        puzzles.push_back(std::move(p));
    }
    out = std::move(puzzles);
    return true;
}

} // namespace LastWorksheet
