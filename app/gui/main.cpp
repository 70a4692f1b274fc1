// Puzzlesmith, the studio.
#include "MainWindow.h"

#include <QApplication>
#include <QLocale>
#include <QTranslator>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Puzzlesmith"));
    QApplication::setOrganizationName(QStringLiteral("Puzzlesmith"));
    QApplication::setApplicationVersion(QStringLiteral(PUZZLESMITH_VERSION));
    QTranslator translator;   // compiled .ts files are embedded under :/i18n
    if (translator.load(QLocale(), QStringLiteral("puzzlesmith"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    MainWindow window;
    window.show();
    // `puzzlesmith FILE.puzzle` (a double-click in a file manager) opens that puzzle.
    const QStringList files = QApplication::arguments().mid(1);
    if (!files.isEmpty())
        window.openPath(files.first());
    return QApplication::exec();
}
