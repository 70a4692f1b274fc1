// puzzlesmith-worksheet: `puzzlesmith-cli worksheet`, in a program of its own because it alone needs Qt's
// GUI library (WorksheetLauncher.h). puzzlesmith-cli starts it with its own arguments.
#include "CliSupport.h"
#include "Commands.h"
#include "document/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLocale>
#include <csignal>
#include <unistd.h>

int main(int argc, char* argv[])
{
    // A closed pipe is reported as a failed write (a message and exit code 1) instead of killing us silently.
    std::signal(SIGPIPE, SIG_IGN);
    // Its arguments are puzzlesmith-cli's: the program, "worksheet", then the options.
    if (argc < 2 || qstrcmp(argv[1], "worksheet") != 0) {
        QCoreApplication app(argc, argv);
        Translations::install(QLocale());
        cli::err() << QCoreApplication::translate("cli", "This program makes worksheets for 'puzzlesmith-cli worksheet'; run that instead.") << Qt::endl;
        return cli::Usage;
    }
    // Drawing a worksheet needs fonts, hence a GUI application; the offscreen platform needs no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a session (a server, CI, cron) there is no XDG_RUNTIME_DIR and Qt warns on every run; the CLI
    // keeps nothing there, so a private folder of its own does.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QByteArray runtime = QDir::tempPath().toUtf8() + "/puzzlesmith-runtime-" + QByteArray::number(static_cast<qulonglong>(::getuid()));
        if (QDir().mkpath(QString::fromUtf8(runtime)) &&
            QFile::setPermissions(QString::fromUtf8(runtime), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner))
            qputenv("XDG_RUNTIME_DIR", runtime);
    }
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("puzzlesmith-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PUZZLESMITH_VERSION));
    Translations::install(QLocale());

    const int code = cli::runWorksheet(QCoreApplication::arguments());
    if (!cli::deliver()) {
        cli::err() << QCoreApplication::translate("cli", "Error: cannot write to standard output: %1").arg(cli::outputFailure()) << Qt::endl;
        return cli::Failed;
    }
    return code;
}
