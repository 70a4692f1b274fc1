// puzzlesmith-cli: the studio's engine from the command line.
#include "CliSupport.h"
#include "Commands.h"
#include "WorksheetLauncher.h"
#include "document/Translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <csignal>
#include <string>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

int printUsage(QTextStream& stream)
{
    stream << tr("Usage: puzzlesmith-cli <command> [options]\n\n"
                 "Commands:\n"
                 "  generate   make puzzles (GenPuzzles with a solver backend)\n"
                 "  solve      count the solutions of puzzles (up to 2) and print one\n"
                 "  rate       file puzzles under easy, medium, hard or evil (--explain: the logic steps)\n"
                 "  train      learn a difficulty model from labelled puzzles\n"
                 "  worksheet  write a printable PDF worksheet with answer pages\n"
                 "  bench      time generation and solver checks per size\n\n"
                 "Run 'puzzlesmith-cli <command> --help' for a command's options.\n")
           << Qt::flush;
    return 0;
}

} // namespace
} // namespace cli

namespace {

int runCommand(const QStringList& arguments);

} // namespace

int main(int argc, char* argv[])
{
    // A closed pipe is reported as a failed write (a message and exit code 1) instead of killing us silently.
    std::signal(SIGPIPE, SIG_IGN);
    // worksheet is a program of its own (WorksheetLauncher.h): started before anything else, it replaces
    // this process, so its output, exit code and Ctrl+C are the command's.
    std::string worksheetFailure;
    if (argc > 1 && qstrcmp(argv[1], "worksheet") == 0)
        cli::runWorksheetProgram(argv, worksheetFailure);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("puzzlesmith-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PUZZLESMITH_VERSION));
    Translations::install(QLocale());
    if (!worksheetFailure.empty()) {
        cli::err() << cli::tr("Error: cannot start the worksheet program %1.").arg(QString::fromStdString(worksheetFailure)) << Qt::endl;
        return cli::Failed;
    }

    const int code = runCommand(QCoreApplication::arguments());
    if (!cli::deliver()) {
        cli::err() << cli::tr("Error: cannot write to standard output: %1").arg(cli::outputFailure()) << Qt::endl;
        return cli::Failed;
    }
    return code;
}

namespace {

int runCommand(const QStringList& arguments)
{
    const QString command = arguments.value(1);
    if (command == QLatin1String("generate"))
        return cli::runGenerate(arguments);
    if (command == QLatin1String("solve"))
        return cli::runSolve(arguments);
    if (command == QLatin1String("bench"))
        return cli::runBench(arguments);
    if (command == QLatin1String("train"))
        return cli::runTrain(arguments);
    if (command == QLatin1String("rate"))
        return cli::runRate(arguments);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help"))
        return cli::printUsage(cli::out());
    if (command.isEmpty()) {
        cli::printUsage(cli::err());
        return cli::Usage;
    }
    if (command == QLatin1String("--version")) {
        cli::out() << "puzzlesmith-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    cli::err() << cli::tr("Error: unknown command \"%1\".").arg(command) << "\n\n";
    cli::printUsage(cli::err());
    return cli::Usage;
}

} // namespace
