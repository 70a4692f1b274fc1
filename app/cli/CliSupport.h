#pragma once
#include "solve/SolverBackend.h"
#include "types/PuzzleRules.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <memory>
#include <optional>

// Shared pieces of the puzzlesmith-cli subcommands.
namespace cli {

enum ExitCode { Ok = 0, Failed = 1, Usage = 2 };

QTextStream& out();
QTextStream& err();

// Parses `arguments` (program name, subcommand, then its options). Returns nothing when the command
// should run, otherwise the exit code to return at once (after printing --help or the parse error).
std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& arguments);

// A whole number from an option, checked against [min, max]; prints a plain error when it is not.
std::optional<qint64> intOption(const QCommandLineParser& parser, const QString& name, qint64 min, qint64 max);
std::optional<quint64> seedOption(const QCommandLineParser& parser, const QString& name);

// The rules named by --type/--box; prints the engine's message and returns null when unsupported.
std::unique_ptr<ps::PuzzleRules> rulesFromOptions(const QString& type, const QString& box);

// --type, --box (when given) and --backend name something that exists; prints what is wrong otherwise.
bool checkTypeBoxAndBackend(const QString& type, const QString& box, const QString& backend);

// --time-limit: how long solve and rate may spend on one puzzle before saying they could not decide.
QCommandLineOption timeLimitOption();
inline constexpr int kDefaultTimeLimitSeconds = 30;

// Counts the solutions of `board` up to `limit` within `seconds`. When the time runs out, says so on
// standard error ("Line N: ... could not be decided within S seconds") and returns nothing.
std::optional<ps::SolveResult> countWithinTimeLimit(ps::SolverBackend& backend, const ps::Board& board, int limit, int seconds, int line);

// Writes `text` to FILE through QSaveFile, or to standard output for "" or "-".
bool writeOutput(const QString& path, const QByteArray& text);

} // namespace cli
