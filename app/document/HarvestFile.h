#pragma once
#include "generate/Harvest.h"

#include <QByteArray>
#include <QString>

// A run's harvest as JSON (the studio autosaves the last one): the rules it was made for, the run's seed
// and every puzzle with its class, step and transformation.
struct SavedHarvest {
    QString type;
    QString parameters;
    quint64 seed = 0;
    ps::Harvest harvest;
};

namespace HarvestFile {

QByteArray toBytes(const SavedHarvest& saved);
// Checks the rules, every grid against them, and the classes; on failure returns false with a message.
bool fromBytes(const QByteArray& bytes, SavedHarvest& out, QString* error);

} // namespace HarvestFile
