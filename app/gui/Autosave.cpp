#include "Autosave.h"
#include "document/SaveFile.h"

#include "document/PuzzleFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Autosave", text); }

} // namespace

Autosave::Autosave(const QString& folder) : folder_(folder)
{
    if (!QDir().mkpath(folder_))
        return;
    lock_ = std::make_unique<QLockFile>(QDir(folder_).filePath(QStringLiteral("studio.lock")));
    lock_->setStaleLockTime(0);   // a lock whose process is gone (crash, kill -9) is stale at once
    lock_->tryLock(0);
}

QString Autosave::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

QString Autosave::gamePath() const { return QDir(folder_).filePath(QStringLiteral("game.puzzle")); }
QString Autosave::harvestPath() const { return QDir(folder_).filePath(QStringLiteral("harvest.json")); }

bool Autosave::hasRecovery() const { return isActive() && (QFile::exists(gamePath()) || QFile::exists(harvestPath())); }

bool Autosave::saveGame(const PuzzleRecord& game, QString* error)
{
    if (!isActive())
        return true;
    return PuzzleFile::save(gamePath(), game, error);
}

bool Autosave::saveHarvest(const SavedHarvest& harvest, QString* error)
{
    if (!isActive())
        return true;
    QSaveFile file(harvestPath());
    const QByteArray bytes = HarvestFile::toBytes(harvest);
    QString reason;
    if (!file.open(QIODevice::WriteOnly))
        reason = file.errorString();
    else if (file.write(bytes) == bytes.size() && commitCompletely(file, &reason))
        return true;
    if (error)
        *error = tr("Cannot autosave the harvest in \"%1\": %2").arg(folder_, reason.isEmpty() ? file.errorString() : reason);
    return false;
}

std::optional<PuzzleRecord> Autosave::recoveredGame(QString* error) const
{
    if (!QFile::exists(gamePath()))
        return std::nullopt;
    PuzzleRecord record;
    if (!PuzzleFile::load(gamePath(), record, error))
        return std::nullopt;
    return record;
}

std::optional<SavedHarvest> Autosave::recoveredHarvest(QString* error) const
{
    QFile file(harvestPath());
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    SavedHarvest harvest;
    if (!HarvestFile::fromBytes(file.readAll(), harvest, error))
        return std::nullopt;
    return harvest;
}

void Autosave::clear()
{
    if (!isActive())
        return;
    QFile::remove(gamePath());
    QFile::remove(harvestPath());
}
