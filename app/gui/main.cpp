// Puzzlesmith, the studio.
#include "MainWindow.h"
#include "StudioCommandLine.h"
#include "StudioPalette.h"
#include "StudioPreferences.h"

#include "document/Translations.h"

#include <QApplication>
#include <QLocale>

#include <cstring>

namespace {

// --help and --version print text only: they must work without a display (a terminal over ssh, a
// packaging script), where a QApplication cannot start.
bool asksOnlyForText(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("Puzzlesmith"));
    QCoreApplication::setOrganizationName(QStringLiteral("Puzzlesmith"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PUZZLESMITH_VERSION));
    // The language chosen in Preferences, else the system's.
    const QString language = StudioPreferences::load().language;
    Translations::install(language.isEmpty() ? QLocale() : QLocale(language));
}

} // namespace

int main(int argc, char* argv[])
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        return parseStudioCommandLine().exitCode;
    }
    QApplication app(argc, argv);
    describeApplication();
    const StudioCommandLine line = parseStudioCommandLine();
    if (line.exitNow)
        return line.exitCode;
    if (const auto scheme = StudioPreferences::load().colours; scheme != StudioPreferences::ColourScheme::System)
        studio::applyColourScheme(scheme);
    MainWindow window;
    window.show();
    if (!line.typeId.isEmpty())
        window.choosePuzzle(line.typeId, line.parameters);
    // `puzzlesmith FILE.puzzle` (a double-click in a file manager) opens that puzzle.
    if (!line.files.isEmpty())
        window.files().openPath(line.files.first());
    else if (line.typeId.isEmpty())
        window.startWelcomeRun();
    return QApplication::exec();
}
