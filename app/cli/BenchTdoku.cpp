// bench --solve --tdoku PATH: tdoku's own benchmark program (built by the user from its public source; never
// part of Puzzlesmith) timed on the same puzzles, to the first solution and to a proof of uniqueness.
#include "BenchSupport.h"

#include "document/LineFormat.h"

#include <QProcess>
#include <QTemporaryFile>

namespace cli::bench {
namespace {

// Puzzles per second from run_benchmark's table row for the solver "tdoku", or -1.
double tdokuRate(const QString& program, const QString& puzzleFile, bool firstSolution)
{
    QStringList arguments{QStringLiteral("-s"), QStringLiteral("tdoku"), QStringLiteral("-w"), QStringLiteral("1"), QStringLiteral("-t"),
                          QStringLiteral("2"), QStringLiteral("-e"), QStringLiteral("1"), QStringLiteral("-n"), QStringLiteral("20000")};
    if (firstSolution)
        arguments << QStringLiteral("-f");
    arguments << puzzleFile;
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted() || !process.waitForFinished(120000) || process.exitCode() != 0)
        return -1;
    for (const QString& line : QString::fromLocal8Bit(process.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        const QStringList fields = line.split(QLatin1Char('|'));
        if (fields.size() > 2 && fields[1].trimmed().startsWith(QStringLiteral("tdoku"))) {
            bool ok = false;
            const double rate = fields[2].trimmed().toDouble(&ok);
            return ok ? rate : -1;
        }
    }
    return -1;
}

} // namespace

TdokuRates tdokuRates(const QString& program, const std::vector<ps::Board>& boards)
{
    QTemporaryFile file;
    if (!file.open())
        return {};
    for (const ps::Board& board : boards)
        file.write(formatPuzzleLine(board).left(81).toLatin1() + '\n');
    file.close();
    return TdokuRates{tdokuRate(program, file.fileName(), true), tdokuRate(program, file.fileName(), false)};
}

} // namespace cli::bench
