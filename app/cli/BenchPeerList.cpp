#include "BenchPeerList.h"

#include "core/EngineError.h"
#include "document/LineFormat.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>

namespace cli::bench {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli::bench", text); }

PeerCommand commandOf(const QString& text)
{
    QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    PeerCommand command;
    if (!words.isEmpty())
        command.program = words.takeFirst();
    command.arguments = words;
    return command;
}

bool readCount(const QString& text, int& count)
{
    bool ok = false;
    count = text.toInt(&ok);
    return ok && count > 0;
}

// "qqwing simple" -> the class the type's grader scales give that level; "-": none.
bool readLevel(const QString& text, const ps::GraderScales& scales, std::optional<ps::Difficulty>& level)
{
    if (text == QLatin1String("-"))
        return true;
    const QString source = text.section(QLatin1Char(' '), 0, 0);
    const QString name = text.section(QLatin1Char(' '), 1).trimmed();
    level = scales.difficultyFromLabel(name.toStdString(), source.toStdString());
    return level.has_value();
}

} // namespace

std::optional<BenchPeers> benchPeersOf(const QString& typeId, QString* error)
{
    QFile file(QStringLiteral(":/bench-peers/%1.txt").arg(typeId));
    if (!file.exists())
        return BenchPeers();   // a type with no peers
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = tr("Cannot read the peer list of %1.").arg(typeId);
        return std::nullopt;
    }
    return readBenchPeers(QString::fromUtf8(file.readAll()), typeId, error);
}

std::optional<BenchPeers> readBenchPeers(const QString& text, const QString& typeId, QString* error)
{
    BenchPeers peers;
    const std::string type = typeId.toStdString();
    int lineNumber = 0;
    for (const QString& rawLine : text.split(QLatin1Char('\n'))) {
        const QString line = rawLine.trimmed();
        ++lineNumber;
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QStringList fields = line.split(QLatin1Char('|'));
        for (QString& field : fields)
            field = field.trimmed();
        const QString& kind = fields.front();
        bool read = false;
        try {
            if (kind == QLatin1String("generator") && fields.size() == 6) {
                PeerGenerator peer;
                peer.label = fields[1];
                peer.parameters = fields[2].toStdString();
                const auto rules = ps::makeRules(type, peer.parameters);   // throws on parameters the type does not take
                // The peer's count is the list's count: "{n}" in its command, so the two sides cannot differ.
                read = readCount(fields[3], peer.count) && fields[5].contains(QStringLiteral("{n}"))
                    && readLevel(fields[4], *rules, peer.level);
                peer.command = commandOf(QString(fields[5]).replace(QStringLiteral("{n}"), QString::number(peer.count)));
                read = read && !peer.command.program.isEmpty();
                peers.generators.push_back(peer);
            } else if ((kind == QLatin1String("solver") || kind == QLatin1String("rater")) && fields.size() == 3) {
                PeerSolver& peer = kind == QLatin1String("solver") ? peers.solver : peers.rater;
                peer.command = commandOf(fields[2]);
                read = readCount(fields[1], peer.side) && !peer.command.program.isEmpty();
            } else if (kind == QLatin1String("tdoku") && fields.size() == 2) {
                read = readCount(fields[1], peers.tdokuSide);
            }
        } catch (const ps::EngineError&) {   // parameters the type does not take
            read = false;
        }
        if (!read) {
            *error = tr("Line %1 of the peer list of %2 is not a peer: %3").arg(lineNumber).arg(typeId, line);
            return std::nullopt;
        }
    }
    return peers;
}

QStringList ourGenerateArguments(const QString& typeId, const PeerGenerator& peer, const QString& backendName)
{
    const ps::PuzzleType& type = ps::puzzleType(typeId.toStdString());
    const QString parametersOption = type.parametersOption.empty() ? QStringLiteral("size") : QString::fromStdString(type.parametersOption);
    // `generate` refuses the line format for puzzles with structure (cages, signs, clues outside the grid)
    // and for grids too large for a line.
    const bool line = !type.hasCages && fitsPuzzleLine(type.makeRules(peer.parameters)->emptyBoard());
    QStringList arguments{QStringLiteral("generate"), QStringLiteral("--type"), typeId, QStringLiteral("--%1").arg(parametersOption),
                          QString::fromStdString(peer.parameters), QStringLiteral("--count"), QString::number(peer.count),
                          QStringLiteral("--threads"), QStringLiteral("1"), QStringLiteral("--seed"), QStringLiteral("1"),
                          QStringLiteral("--format"), line ? QStringLiteral("line") : QStringLiteral("grid")};
    if (peer.level)
        arguments << QStringLiteral("--difficulty") << QString::fromStdString(ps::difficultyName(*peer.level));
    if (backendName != QLatin1String("native"))
        arguments << QStringLiteral("--backend") << backendName;
    return arguments;
}

} // namespace cli::bench
