#include "StudioCommandLine.h"

#include "core/EngineError.h"
#include "document/EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

QString knownTypes()
{
    QStringList ids;
    for (const std::string& id : ps::supportedTypes())
        ids << QString::fromStdString(id);
    return ids.join(QStringLiteral(", "));
}

} // namespace

StudioCommandLine parseStudioCommandLine()
{
    StudioCommandLine line;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("StudioCommandLine", "Puzzlesmith, a puzzle studio: make logic puzzles, watch the grid empty square by "
                                                         "square, then play, save, print or export them."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QString sizeName = QCoreApplication::translate("StudioCommandLine", "RxC");
    parser.addOption({QStringLiteral("type"),
                      QCoreApplication::translate("StudioCommandLine", "Puzzle type to start with: %1.").arg(knownTypes()),
                      QCoreApplication::translate("StudioCommandLine", "type")});
    parser.addOption({QStringLiteral("size"),
                      QCoreApplication::translate("StudioCommandLine",
                                                  "Grid size RxC to start with (9x9, 10x18); Sudoku picks the most nearly square box."),
                      sizeName});
    parser.addOption({QStringLiteral("box"),
                      QCoreApplication::translate("StudioCommandLine", "Sudoku only: the box RxC (3x3, 2x3, 5x5); wins over --size."),
                      sizeName});
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QCoreApplication::translate("StudioCommandLine", "Puzzles to open (.puzzle files); the first one is shown."),
                                 QStringLiteral("[FILE...]"));
    QTextStream err(stderr);
    const auto fail = [&](const QString& message) {
        err << message << "\n" << QCoreApplication::translate("StudioCommandLine", "Run 'puzzlesmith --help' for the options.") << "\n"
            << Qt::flush;
        line.exitNow = true;
        line.exitCode = 2;
        return line;
    };
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);   // exits
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();   // exits
    line.files = parser.positionalArguments();
    const bool sized = parser.isSet(QStringLiteral("size")) || parser.isSet(QStringLiteral("box"));
    if (!parser.isSet(QStringLiteral("type")) && !sized)
        return line;
    line.typeId = parser.isSet(QStringLiteral("type")) ? parser.value(QStringLiteral("type")).toLower() : QStringLiteral("sudoku");
    try {
        const ps::PuzzleType& type = ps::puzzleType(line.typeId.toStdString());
        if (parser.isSet(QStringLiteral("box"))) {
            if (line.typeId != QLatin1String("sudoku"))
                return fail(QCoreApplication::translate("StudioCommandLine", "--box is for Sudoku only."));
            line.parameters = parser.value(QStringLiteral("box"));
        } else if (parser.isSet(QStringLiteral("size"))) {
            line.parameters = QString::fromStdString(type.parametersForSize(parser.value(QStringLiteral("size")).toStdString()));
        }
        if (!line.parameters.isEmpty())
            ps::makeRules(line.typeId.toStdString(), line.parameters.toStdString());   // throws when not supported
    } catch (const ps::EngineError& error) {
        return fail(translateEngineMessage(error.message()));
    }
    return line;
}
