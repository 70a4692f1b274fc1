#include "WorksheetPresets.h"

#include <QSettings>
#include <utility>
#include <vector>

namespace worksheet_presets {

namespace {

using Preset = std::pair<QString, QVariantMap>;
constexpr auto kArray = "worksheetPresets";

std::vector<Preset> readAll()
{
    QSettings settings;
    std::vector<Preset> presets;
    const int count = settings.beginReadArray(kArray);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        QVariantMap values;
        for (const QString& key : settings.childKeys())
            if (key != QLatin1String("name"))
                values.insert(key, settings.value(key));
        const QString name = settings.value("name").toString();
        if (!name.isEmpty())
            presets.emplace_back(name, values);
    }
    settings.endArray();
    return presets;
}

void writeAll(const std::vector<Preset>& presets)
{
    QSettings settings;
    settings.remove(kArray);   // a shorter array must not keep the last entries of a longer one
    settings.beginWriteArray(kArray, static_cast<int>(presets.size()));
    for (std::size_t i = 0; i < presets.size(); ++i) {
        settings.setArrayIndex(static_cast<int>(i));
        settings.setValue("name", presets[i].first);
        for (auto it = presets[i].second.cbegin(); it != presets[i].second.cend(); ++it)
            settings.setValue(it.key(), it.value());
    }
    settings.endArray();
}

} // namespace

QStringList names()
{
    QStringList result;
    for (const Preset& preset : readAll())
        result << preset.first;
    return result;
}

std::optional<QVariantMap> load(const QString& name)
{
    for (const Preset& preset : readAll())
        if (preset.first == name)
            return preset.second;
    return std::nullopt;
}

void save(const QString& name, const QVariantMap& values)
{
    auto presets = readAll();
    for (Preset& preset : presets)
        if (preset.first == name) {
            preset.second = values;
            writeAll(presets);
            return;
        }
    presets.emplace_back(name, values);
    writeAll(presets);
}

void remove(const QString& name)
{
    auto presets = readAll();
    std::erase_if(presets, [&name](const Preset& preset) { return preset.first == name; });
    writeAll(presets);
}

} // namespace worksheet_presets
