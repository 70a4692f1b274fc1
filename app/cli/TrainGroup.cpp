// puzzlesmith-cli train --group NAME [--labels FILE] [--export FILE] [--import FILE] [--reset] / --list:
// the studio's teacher groups from the command line (the same storage, or --groups-dir).
#include "TrainGroup.h"

#include "CliSupport.h"

#include "document/EngineMessages.h"
#include "document/GridText.h"
#include "document/LabelledPuzzles.h"
#include "document/LineFormat.h"
#include "document/TeacherGroupTraining.h"
#include "document/TeacherGroups.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <chrono>

namespace cli {
namespace {

// "too-hard@medium", "about-right@easy", "too-easy@evil", or a level "hard" (set directly).
bool parseGroupLabel(const QString& text, GroupLabel& label)
{
    const QStringList parts = text.trimmed().split(QLatin1Char('@'));
    if (parts.size() == 1) {
        const auto level = ps::parseDifficulty(parts[0].toStdString());
        if (!level)
            return false;
        label.verdict = ps::TeacherLabel::Verdict::Level;
        label.level = *level;
        return true;
    }
    const auto verdict = TeacherGroups::parseVerdict(parts[0]);
    const auto level = ps::parseDifficulty(parts.value(1).toStdString());
    if (parts.size() != 2 || !verdict || *verdict == ps::TeacherLabel::Verdict::Level || !level)
        return false;
    label.verdict = *verdict;
    label.level = *level;
    return true;
}

// The labels of FILE: puzzle lines (<grid>,<label>[,<source>]) or grid text with label=... comments.
bool readGroupLabels(const QString& path, const QString& type, std::vector<GroupLabel>& out, QString* error)
{
    std::vector<PuzzleLine> records;
    std::vector<int> lines;
    if (!readPuzzleRecords(path, type, records, lines, error))
        return false;
    std::vector<std::pair<ps::Board, QString>> boards;
    for (PuzzleLine& record : records)
        boards.emplace_back(std::move(record.board), record.label);
    const ps::PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
    for (std::size_t i = 0; i < boards.size(); ++i) {
        GroupLabel label;
        if (!parseGroupLabel(boards[i].second, label)) {
            *error = QCoreApplication::translate("cli::TrainGroup", "Line %1: \"%2\" is not a label. Use a level (easy, medium, hard, evil) or a verdict on the level the "
                               "puzzle was shown as: too-easy@hard, about-right@medium, too-hard@easy.")
                         .arg(lines[i]).arg(boards[i].second);
            return false;
        }
        label.puzzle.type = type;
        label.puzzle.givens = boards[i].first;
        label.date = QDateTime::currentDateTimeUtc();
        try {
            label.puzzle.parameters = QString::fromStdString(puzzleType.parametersForGrid(label.puzzle.givens.rows(), label.puzzle.givens.cols()));
            const auto rules = label.puzzle.makeRules();
            if (const auto conflict = rules->findConflict(label.puzzle.givens)) {
                *error = QCoreApplication::translate("cli::TrainGroup", "Line %1: %2").arg(lines[i]).arg(translateEngineMessage(*conflict));
                return false;
            }
        } catch (const ps::EngineError& e) {
            *error = QCoreApplication::translate("cli::TrainGroup", "Line %1: %2").arg(lines[i]).arg(translateEngineMessage(e.message()));
            return false;
        }
        out.push_back(std::move(label));
    }
    if (out.empty()) {
        *error = QCoreApplication::translate("cli::TrainGroup", "\"%1\" holds no labelled puzzles.").arg(path);
        return false;
    }
    return true;
}

void printGroup(const TeacherGroup& group)
{
    out() << QCoreApplication::translate("cli::TrainGroup", "group \"%1\": %2").arg(group.name).arg(QCoreApplication::translate("cli::TrainGroup", "%n label(s)", nullptr,
                                                                                             static_cast<int>(group.labels.size())))
          << '\n';
    for (const QString& type : group.labelledTypes()) {
        out() << "  " << type << ": " << QCoreApplication::translate("cli::TrainGroup", "%n label(s)", nullptr, group.labelCount(type));
        const auto found = group.models.find(type);
        if (found == group.models.end()) {
            out() << QCoreApplication::translate("cli::TrainGroup", "; no model yet") << '\n';
            continue;
        }
        const GroupModelEntry& entry = found->second;
        const ps::GroupReport& r = entry.report;
        out() << '\n';
        if (const QString warning = TeacherGroupTraining::warning(entry); !warning.isEmpty())
            out() << "    " << QCoreApplication::translate("cli::TrainGroup", "WARNING: %1").arg(warning) << '\n';
        out() << "    " << TeacherGroupTraining::summary(entry, type) << '\n';
        for (const QString& line : TeacherGroupTraining::details(entry, type))
            out() << "    " << line << '\n';
        if (entry.labelsUsed != group.labelCount(type))
            out() << "    " << QCoreApplication::translate("cli::TrainGroup", "labels added since the last retrain: retrain to use them") << '\n';
        out() << "    " << QCoreApplication::translate("cli::TrainGroup", "built-in class (rows) against the group model's class (columns), on the built-in puzzles:") << '\n'
              << QStringLiteral("    %1 %2 %3 %4 %5\n").arg(QString(), 8).arg(QCoreApplication::translate("cli::TrainGroup", "easy"), 7).arg(QCoreApplication::translate("cli::TrainGroup", "medium"), 7)
                     .arg(QCoreApplication::translate("cli::TrainGroup", "hard"), 7).arg(QCoreApplication::translate("cli::TrainGroup", "evil"), 7);
        const QStringList names{QCoreApplication::translate("cli::TrainGroup", "easy"), QCoreApplication::translate("cli::TrainGroup", "medium"), QCoreApplication::translate("cli::TrainGroup", "hard"), QCoreApplication::translate("cli::TrainGroup", "evil")};
        for (std::size_t row = 0; row < 4; ++row) {
            out() << QStringLiteral("    %1").arg(names[static_cast<int>(row)], 8);
            for (std::size_t col = 0; col < 4; ++col)
                out() << QStringLiteral(" %1").arg(r.confusion[row][col], 7);
            out() << '\n';
        }
    }
    out() << Qt::flush;
}

} // namespace

QList<QCommandLineOption> groupOptions()
{
    return {
        {"group", QCoreApplication::translate("cli::TrainGroup", "A teacher's group (a class of solvers): add --labels, retrain, print its model's report, or with "
                            "--export/--reset act on it."), QCoreApplication::translate("cli::TrainGroup", "NAME")},
        {"labels", QCoreApplication::translate("cli::TrainGroup", "With --group: labels to add, one puzzle per line: <grid>,<label>[,<source>] where the label is a level "
                             "(easy, medium, hard, evil) or a verdict on the level shown: too-easy@hard, about-right@medium, too-hard@easy."),
         QCoreApplication::translate("cli::TrainGroup", "FILE")},
        {"groups-dir", QCoreApplication::translate("cli::TrainGroup", "Where groups are kept (default: the studio's own folder)."), QCoreApplication::translate("cli::TrainGroup", "DIR")},
        {"export", QCoreApplication::translate("cli::TrainGroup", "With --group: write the group (labels and model) to FILE, to share it."), QCoreApplication::translate("cli::TrainGroup", "FILE")},
        {"import", QCoreApplication::translate("cli::TrainGroup", "Add the group in FILE (a .psgroup file) to the kept groups; --group renames it."), QCoreApplication::translate("cli::TrainGroup", "FILE")},
        {"reset", QCoreApplication::translate("cli::TrainGroup", "With --group: forget the group's model (retrain to make it again).")},
        {"forget-labels", QCoreApplication::translate("cli::TrainGroup", "With --reset: forget the labels too.")},
        {"list", QCoreApplication::translate("cli::TrainGroup", "List the kept groups.")},
    };
}

bool isGroupCommand(const QCommandLineParser& parser)
{
    return parser.isSet("group") || parser.isSet("list") || parser.isSet("import");
}

int runTrainGroup(const QCommandLineParser& parser)
{
    const QString directory = parser.isSet("groups-dir") ? parser.value("groups-dir") : TeacherGroups::defaultDirectory();
    QString error;
    if (parser.isSet("list")) {
        for (const QString& name : TeacherGroups::list(directory)) {
            TeacherGroup group;
            if (TeacherGroups::load(directory, name, group, &error))
                printGroup(group);
        }
        return Ok;
    }
    if (parser.isSet("import")) {
        TeacherGroup group;
        if (!TeacherGroups::importFrom(parser.value("import"), group, &error)) {
            err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
        if (parser.isSet("group"))
            group.name = parser.value("group").trimmed();
        if (!TeacherGroups::save(directory, group, &error)) {
            err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
        printGroup(group);
        return Ok;
    }
    const QString name = parser.value("group").trimmed();
    if (name.isEmpty()) {
        err() << QCoreApplication::translate("cli::TrainGroup", "Error: --group needs a name.") << Qt::endl;
        return Usage;
    }
    TeacherGroup group;
    group.name = name;
    const bool exists = TeacherGroups::list(directory).contains(name);
    if (exists && !TeacherGroups::load(directory, name, group, &error)) {
        err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    if (parser.isSet("reset")) {
        if (!exists) {
            err() << QCoreApplication::translate("cli::TrainGroup", "Error: there is no group \"%1\".").arg(name) << Qt::endl;
            return Failed;
        }
        TeacherGroups::reset(group, parser.isSet("forget-labels"));
        if (!TeacherGroups::save(directory, group, &error)) {
            err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
        printGroup(group);
        return Ok;
    }
    if (parser.isSet("export")) {
        if (!exists) {
            err() << QCoreApplication::translate("cli::TrainGroup", "Error: there is no group \"%1\".").arg(name) << Qt::endl;
            return Failed;
        }
        if (!TeacherGroups::exportTo(parser.value("export"), group, &error)) {
            err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
        return Ok;
    }
    if (parser.isSet("labels")) {
        const auto type = typeOption(parser);
        if (!type)
            return Usage;
        std::vector<GroupLabel> labels;
        if (!readGroupLabels(parser.value("labels"), *type, labels, &error)) {
            err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
        group.labels.insert(group.labels.end(), labels.begin(), labels.end());
    } else if (!exists) {
        err() << QCoreApplication::translate("cli::TrainGroup", "Error: there is no group \"%1\"; give --labels FILE to start it.").arg(name) << Qt::endl;
        return Failed;
    }
    TeacherGroupTraining::Options options;
    const auto folds = intOption(parser, "folds", 2, 20);
    if (!folds)
        return Usage;
    options.folds = static_cast<int>(*folds);
    QStringList skipped;
    if (!TeacherGroupTraining::retrain(group, options, &error, &skipped)) {
        err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    if (!skipped.isEmpty())
        err() << QCoreApplication::translate("cli::TrainGroup", "Note: %1").arg(TeacherGroupTraining::skippedNote(skipped)) << Qt::endl;
    if (!TeacherGroups::save(directory, group, &error)) {
        err() << QCoreApplication::translate("cli::TrainGroup", "Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    printGroup(group);
    return Ok;
}

} // namespace cli
