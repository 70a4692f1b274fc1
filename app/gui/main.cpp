// Puzzlesmith, the studio.
#include "MainWindow.h"
#include "StudioCommandLine.h"

#include <QApplication>
#include <QLocale>
#include <QTranslator>

#include <cstring>
#include <memory>

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

void describeApplication(QTranslator& translator)
{
    QCoreApplication::setApplicationName(QStringLiteral("Puzzlesmith"));
    QCoreApplication::setOrganizationName(QStringLiteral("Puzzlesmith"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PUZZLESMITH_VERSION));
    // The compiled .ts files are embedded under :/i18n.
    if (translator.load(QLocale(), QStringLiteral("puzzlesmith"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);
}

} // namespace

int main(int argc, char* argv[])
{
    QTranslator translator;
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication(translator);
        return parseStudioCommandLine().exitCode;
    }
    QApplication app(argc, argv);
    describeApplication(translator);
    const StudioCommandLine line = parseStudioCommandLine();
    if (line.exitNow)
        return line.exitCode;
    MainWindow window;
    window.show();
    if (!line.typeId.isEmpty())
        window.choosePuzzle(line.typeId, line.parameters);
    // `puzzlesmith FILE.puzzle` (a double-click in a file manager) opens that puzzle.
    if (!line.files.isEmpty())
        window.openPath(line.files.first());
    return QApplication::exec();
}
