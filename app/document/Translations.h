#pragma once
#include <QLocale>
#include <QString>
#include <QStringList>

// The languages Puzzlesmith speaks, and their installation into the running application.
namespace Translations {

// "en", "de", "fr", "es": the languages with a complete translation, English first.
QStringList languages();
// The language's own name ("Deutsch"), for a language choice.
QString nativeName(const QString& language);

// The language Puzzlesmith speaks for `locale`: the first of its UI languages that is one of ours, else English.
QString languageFor(const QLocale& locale);

// Installs Puzzlesmith's translation for `locale` (English when it has none: the English file holds
// the plural forms of the "%n" texts) and Qt's own for its dialogs and buttons. Returns the language
// installed ("de"). Replaces what an earlier call installed; needs a QCoreApplication.
QString install(const QLocale& locale);
// The language the last install() installed ("en" before any call).
QString current();

} // namespace Translations
