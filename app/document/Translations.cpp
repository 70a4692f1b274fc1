#include "Translations.h"

#include <QCoreApplication>
#include <QHash>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace Translations {

namespace {
QString& installedLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}
} // namespace

QStringList languages() { return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")}; }

QString nativeName(const QString& language)
{
    // Written out: QLocale names the regional variant ("American English", "Español de España").
    static const QHash<QString, QString> names = {{QStringLiteral("en"), QStringLiteral("English")},
                                                  {QStringLiteral("de"), QStringLiteral("Deutsch")},
                                                  {QStringLiteral("fr"), QStringLiteral("Français")},
                                                  {QStringLiteral("es"), QStringLiteral("Español")}};
    return names.value(language, language);
}

QString languageFor(const QLocale& locale)
{
    for (const QString& uiLanguage : locale.uiLanguages()) {
        const QString candidate = QLocale(uiLanguage).name().section(QLatin1Char('_'), 0, 0);
        if (languages().contains(candidate))
            return candidate;
    }
    return QStringLiteral("en");
}

QString install(const QLocale& locale)
{
    // Kept for the life of the program, as QCoreApplication holds only pointers to them.
    static std::unique_ptr<QTranslator> ours;
    static std::unique_ptr<QTranslator> qts;
    for (auto* installed : {&ours, &qts})
        if (*installed) {
            QCoreApplication::removeTranslator(installed->get());
            installed->reset();
        }

    const QString language = languageFor(locale);
    // The compiled .ts files are embedded under :/i18n.
    ours = std::make_unique<QTranslator>();
    if (ours->load(QStringLiteral(":/i18n/puzzlesmith_%1").arg(language)))
        QCoreApplication::installTranslator(ours.get());
    else
        ours.reset();
    // Qt's own texts (Cancel, Save, "Usage:" in command-line help), from Debian's qt6-translations-l10n.
    if (language != QLatin1String("en")) {
        qts = std::make_unique<QTranslator>();
        if (qts->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qts.get());
        else
            qts.reset();
    }
    installedLanguage() = language;
    return language;
}

QString current() { return installedLanguage(); }

} // namespace Translations
