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
    // Each type's own option for its parameters (Sudoku's --box), from the registry.
    QStringList ownOptions;
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        const QString name = QString::fromStdString(type.parametersOption);
        if (name.isEmpty() || ownOptions.contains(name))
            continue;
        ownOptions << name;
        if (!type.parametersOptionHelp.messageTemplate.empty()) {   // the type says what its option takes
            parser.addOption({name, translateEngineMessage(type.parametersOptionHelp), QString::fromStdString(type.parametersOptionValue)});
            continue;
        }
        QStringList shapes;
        for (const ps::SizeChoice& choice : type.sizes)
            shapes << QString::fromStdString(choice.parameters);
        parser.addOption({name,
                          QCoreApplication::translate("StudioCommandLine", "%1 only: the %2 RxC, rows x columns (%3); wins over --size.")
                              .arg(QString::fromStdString(type.id), name, shapes.join(QStringLiteral(", "))),
                          sizeName});
    }
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
    QString ownOption;   // the type's own option the user gave, if any
    for (const QString& name : ownOptions)
        if (parser.isSet(name))
            ownOption = name;
    if (!parser.isSet(QStringLiteral("type")) && !parser.isSet(QStringLiteral("size")) && ownOption.isEmpty())
        return line;
    line.typeId = parser.isSet(QStringLiteral("type")) ? parser.value(QStringLiteral("type")).toLower()
                                                       : QString::fromStdString(ps::defaultPuzzleType().id);
    try {
        const ps::PuzzleType& type = ps::puzzleType(line.typeId.toStdString());
        if (!ownOption.isEmpty()) {
            if (ownOption.toStdString() != type.parametersOption)
                return fail(QCoreApplication::translate("StudioCommandLine", "--%1 is not an option of %2; give its size with --size RxC.")
                                .arg(ownOption, line.typeId));
            line.parameters = parser.value(ownOption);
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
