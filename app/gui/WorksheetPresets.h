#pragma once
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <optional>

// A teacher's worksheet settings kept under a name (the worksheet dialog's presets), in the studio's
// QSettings as an array "worksheetPresets" of name + values, so the INI file stays readable. The
// values are whatever the dialog stores (WorksheetDialog::presetValues); this only keeps them.
namespace worksheet_presets {

// The saved names, in the order they were first saved.
QStringList names();
std::optional<QVariantMap> load(const QString& name);
// Saves `values` under `name`, replacing a preset of that name.
void save(const QString& name, const QVariantMap& values);
void remove(const QString& name);

} // namespace worksheet_presets
