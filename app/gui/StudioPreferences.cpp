#include "StudioPreferences.h"

#include <QCoreApplication>
#include <QSettings>

namespace {

QString schemeKey(StudioPreferences::ColourScheme scheme)
{
    switch (scheme) {
    case StudioPreferences::ColourScheme::Light: return QStringLiteral("light");
    case StudioPreferences::ColourScheme::Dark: return QStringLiteral("dark");
    case StudioPreferences::ColourScheme::System: break;
    }
    return QStringLiteral("system");
}

StudioPreferences::ColourScheme schemeFromKey(const QString& key)
{
    if (key == QLatin1String("light"))
        return StudioPreferences::ColourScheme::Light;
    if (key == QLatin1String("dark"))
        return StudioPreferences::ColourScheme::Dark;
    return StudioPreferences::ColourScheme::System;
}

} // namespace

QList<StudioPreferences::NamedColour> StudioPreferences::conflictColourChoices()
{
    return {
        {defaultConflictColour(), QCoreApplication::translate("StudioPreferences", "Vermillion")},
        {QColor(0xcc, 0x79, 0xa7), QCoreApplication::translate("StudioPreferences", "Reddish purple")},
        {QColor(0xe6, 0x9f, 0x00), QCoreApplication::translate("StudioPreferences", "Orange")},
    };
}

StudioPreferences StudioPreferences::load()
{
    QSettings settings;
    StudioPreferences preferences;
    preferences.language = settings.value("preferences/language").toString();
    preferences.colours = schemeFromKey(settings.value("preferences/colours").toString());
    const QColor conflict(settings.value("preferences/conflictColour").toString());
    // Only a colour that is still offered: an edited settings file cannot bring in an unsafe one.
    for (const NamedColour& choice : conflictColourChoices())
        if (choice.colour == conflict)
            preferences.conflictColour = conflict;
    preferences.showTimer = settings.value("preferences/showTimer", true).toBool();
    preferences.autoRemoveMarks = settings.value("preferences/autoRemoveMarks", false).toBool();
    preferences.highlightSameValues = settings.value("preferences/highlightSameValues", true).toBool();
    preferences.mistakeCheck = settings.value("preferences/checkAsYouType", false).toBool() ? MistakeCheck::AsYouType : MistakeCheck::OnCheck;
    return preferences;
}

void StudioPreferences::save() const
{
    QSettings settings;
    settings.setValue("preferences/language", language);
    settings.setValue("preferences/colours", schemeKey(colours));
    settings.setValue("preferences/conflictColour", conflictColour.name());
    settings.setValue("preferences/showTimer", showTimer);
    settings.setValue("preferences/autoRemoveMarks", autoRemoveMarks);
    settings.setValue("preferences/highlightSameValues", highlightSameValues);
    settings.setValue("preferences/checkAsYouType", mistakeCheck == MistakeCheck::AsYouType);
}
