#include "GameHistory.h"
#include "SaveFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <algorithm>
#include <cmath>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("GameHistory", text); }

const char* const kFormatTag = "puzzlesmith-history";
constexpr qint64 kMaxFileBytes = 32 * 1024 * 1024;

QJsonObject toJson(const HistoryEntry& entry)
{
    const ps::GameRecord& g = entry.game;
    QJsonArray features;
    for (double f : g.features)
        features.append(f);
    return QJsonObject{{"finished", entry.finished.toString(Qt::ISODate)},
                       {"puzzle", entry.puzzle},
                       {"type", QString::fromStdString(g.typeId)},
                       {"rows", g.rows},
                       {"cols", g.cols},
                       {"emptySquares", g.emptySquares},
                       {"score", g.builtInScore},
                       {"features", features},
                       {"seconds", g.seconds},
                       {"hints", g.hints},
                       {"mistakes", g.mistakes},
                       {"revealed", g.revealed},
                       {"hintedSquares", g.hintedSquares},
                       {"predictedSeconds", g.predictedSeconds}};
}

bool isCount(const QJsonValue& v) { return v.isDouble() && v.toDouble() >= 0 && v.toDouble() <= 1e6 && std::floor(v.toDouble()) == v.toDouble(); }
bool isNumber(const QJsonValue& v) { return v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() >= 0; }

// One game, or false when a field is missing or out of range.
bool fromJson(const QJsonObject& o, HistoryEntry& out)
{
    for (const char* key : {"rows", "cols", "emptySquares", "hints", "mistakes", "revealed"})
        if (!isCount(o.value(key)))
            return false;
    if (o.contains("hintedSquares") && !isCount(o.value("hintedSquares")))   // (absent in histories written before it)
        return false;
    for (const char* key : {"score", "seconds", "predictedSeconds"})
        if (!isNumber(o.value(key)))
            return false;
    if (!o.value("type").isString() || !o.value("features").isArray() || !o.value("puzzle").isString())
        return false;
    out.finished = QDateTime::fromString(o.value("finished").toString(), Qt::ISODate);
    if (!out.finished.isValid())
        return false;
    out.puzzle = o.value("puzzle").toString();
    ps::GameRecord& g = out.game;
    g.typeId = o.value("type").toString().toStdString();
    g.rows = o.value("rows").toInt();
    g.cols = o.value("cols").toInt();
    g.emptySquares = o.value("emptySquares").toInt();
    g.builtInScore = o.value("score").toDouble();
    g.seconds = o.value("seconds").toDouble();
    g.hints = o.value("hints").toInt();
    g.mistakes = o.value("mistakes").toInt();
    g.revealed = o.value("revealed").toInt();
    g.hintedSquares = o.value("hintedSquares").toInt();
    g.predictedSeconds = o.value("predictedSeconds").toDouble();
    for (const QJsonValue& f : o.value("features").toArray()) {
        if (!f.isDouble())
            return false;
        g.features.push_back(f.toDouble());
    }
    return true;
}

// Why the bytes are not a history, or empty when `out` holds them.
QString parse(const QByteArray& bytes, std::vector<HistoryEntry>& out)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return QCoreApplication::translate("GameHistory", "it is not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
    const QJsonObject root = document.object();
    if (root.value("format").toString() != QLatin1String(kFormatTag))
        return QCoreApplication::translate("GameHistory", "it is not a Puzzlesmith game history");
    if (root.value("version").toInt() > GameHistory::kFormatVersion)
        return QCoreApplication::translate("GameHistory", "it was written by a newer version of Puzzlesmith");
    const QJsonArray games = root.value("games").toArray();
    for (qsizetype i = 0; i < games.size(); ++i) {
        HistoryEntry entry;
        if (!games.at(i).isObject() || !fromJson(games.at(i).toObject(), entry))
            return QCoreApplication::translate("GameHistory", "game %1 in it is incomplete or has impossible values").arg(i + 1);
        out.push_back(std::move(entry));
    }
    return {};
}

} // namespace

QString GameHistory::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("history.json"));
}

GameHistory::GameHistory(QString path) : path_(std::move(path)) {}

std::vector<ps::GameRecord> GameHistory::records() const
{
    std::vector<ps::GameRecord> out;
    for (const HistoryEntry& entry : entries_)
        out.push_back(entry.game);
    return out;
}

void GameHistory::remove(std::vector<int> indexes)
{
    std::sort(indexes.begin(), indexes.end());
    indexes.erase(std::unique(indexes.begin(), indexes.end()), indexes.end());
    for (auto i = indexes.rbegin(); i != indexes.rend(); ++i)
        if (*i >= 0 && *i < static_cast<int>(entries_.size()))
            entries_.erase(entries_.begin() + *i);
}

bool GameHistory::load(QString* error)
{
    entries_.clear();
    QFile file(path_);
    if (!file.exists())
        return true;
    QString problem;
    std::vector<HistoryEntry> read;
    if (!file.open(QIODevice::ReadOnly))
        problem = file.errorString();
    else if (file.size() > kMaxFileBytes)
        problem = tr("it is too large to be a game history");
    else
        problem = parse(file.readAll(), read);
    file.close();
    if (problem.isEmpty()) {
        entries_ = std::move(read);
        return true;
    }
    // Kept aside, never overwritten: the next save writes a new file beside it.
    const QFileInfo info(path_);
    const QString aside = info.dir().filePath(
        QStringLiteral("history-unreadable-%1.json").arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    const bool moved = QFile::rename(path_, aside);
    if (error)
        *error = moved ? tr("Your game history \"%1\" could not be read: %2. It was kept as \"%3\", and a new history starts.")
                             .arg(QDir::toNativeSeparators(path_), problem, QDir::toNativeSeparators(aside))
                       : tr("Your game history \"%1\" could not be read: %2. It is left as it is, and games are not recorded "
                            "until it is moved away.")
                             .arg(QDir::toNativeSeparators(path_), problem);
    if (!moved)
        path_.clear();   // (save() then refuses instead of overwriting it)
    return false;
}

bool GameHistory::save(QString* error) const
{
    if (path_.isEmpty()) {
        if (error)
            *error = tr("The game history is not saved: the old file could not be moved aside.");
        return false;
    }
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QJsonArray games;
    for (const HistoryEntry& entry : entries_)
        games.append(toJson(entry));
    const QJsonObject root{{"format", QLatin1String(kFormatTag)}, {"version", kFormatVersion}, {"games", games}};
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write the game history \"%1\": %2").arg(QDir::toNativeSeparators(path_), file.errorString());
        return false;
    }
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    QString reason;
    if (!commitCompletely(file, &reason)) {
        if (error)
            *error = tr("Cannot save the game history \"%1\": %2. The previous file is unchanged.").arg(QDir::toNativeSeparators(path_), reason);
        return false;
    }
    return true;
}
