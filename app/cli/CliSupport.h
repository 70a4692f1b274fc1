#pragma once
#include "CommandDefaults.h"
#include "solve/SolverBackend.h"
#include "types/PuzzleRules.h"

#include <QCommandLineParser>
#include "document/OutputFile.h"
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <memory>
#include <optional>

// Shared pieces of the puzzlesmith-cli subcommands.
namespace cli {

enum ExitCode { Ok = 0, Failed = 1, Usage = 2, Interrupted = 130 };

// Ctrl+C (SIGINT) and SIGTERM, once stopOnInterrupt() was called: the first sets this token, so the
// command stops promptly and cleanly (no partial output file); a second one ends the program at once.
// Commands that never call stopOnInterrupt() keep the default behaviour (end at once). A failed write to
// standard output sets the token too (outputFailed() then says so, and wasInterrupted() does not).
const ps::CancelToken& interruptToken();
void stopOnInterrupt();
bool wasInterrupted();

// Standard output and error. out() writes nothing until flushed: deliver() flushes it (each result
// goes out when it is ready, so a pipe sees it at once) and says whether every byte so far reached
// standard output. After a failed write (a full disk, /dev/full, a closed pipe) nothing more is written,
// commands stop, and main() ends with a message and exit code 1.
QTextStream& out();
QTextStream& err();
bool deliver();
// deliver() when what is waiting is worth a write now: 50 ms since the last one (the stream writes by
// itself past 16 KB of text). A fast
// batch then costs a write every few thousand lines, a slow one a write per answer; call deliver() before
// waiting for input and at the end.
bool deliverSoon();
bool outputFailed();
QString outputFailure();   // why (strerror), when outputFailed()

// Parses `arguments` (program name, subcommand, then its options). Returns nothing when the command
// should run, otherwise the exit code to return at once (after printing --help or the parse error).
std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& arguments);

// A whole number from an option, checked against [min, max]; prints a plain error when it is not.
std::optional<qint64> intOption(const QCommandLineParser& parser, const QString& name, qint64 min, qint64 max);
std::optional<quint64> seedOption(const QCommandLineParser& parser, const QString& name);

// --type, --size and each type's own parameters option (such as --box), for the commands that take
// a puzzle type. `sizeHelp` says what happens without --size.
QList<QCommandLineOption> puzzleTypeOptions(const QString& sizeHelp);

// The type named by --type (by default the first type of the registry); prints the engine's message
// and returns nothing when it is unknown.
std::optional<QString> typeOption(const QCommandLineParser& parser);

// The parameters --size or the type's own option (--box) give, or an empty string when neither is set.
// Prints what is wrong and returns nothing when they do not fit the type.
std::optional<QString> parametersOption(const QCommandLineParser& parser, const QString& type);

// The rules --type and --size/--box name (the type's default parameters when neither is given); prints
// the engine's message and returns null when unsupported.
std::unique_ptr<ps::PuzzleRules> rulesFromOptions(const QCommandLineParser& parser);

// The rules of a type with these parameters; prints the engine's message and returns null when unsupported.
std::unique_ptr<ps::PuzzleRules> makeRulesOrSay(const QString& type, const QString& parameters);

// --backend names a backend that exists; prints what is wrong otherwise.
bool checkBackend(const QString& backend);

// --time-limit: how long solve and rate may spend on one puzzle before saying they could not decide
// (by default kDefaultTimeLimitSeconds, CommandDefaults.h).
QCommandLineOption timeLimitOption();

// Counts the solutions of `board` up to `limit` within `seconds`. When the time runs out, says so on
// standard error ("Line N: ... could not be decided within S seconds") and returns nothing.
// Also stops on Ctrl+C (see stopOnInterrupt); the caller then checks wasInterrupted().
std::optional<ps::SolveResult> countWithinTimeLimit(ps::SolverBackend& backend, const ps::Board& board, int limit, int seconds, int line);

// Writes `text` to FILE through OutputFile (atomic for regular files; devices and FIFOs written directly), or to standard output for "" or "-".
bool writeOutput(const QString& path, const QByteArray& text);

// Output written piece by piece as results come: standard output (flushed at once, so a pipe sees every
// line when it is ready) or a file through OutputFile, which (a regular file) appears only on commit(): an interrupted
// or failed run leaves the old file, or none, never a truncated one.
class StreamedOutput {
public:
    // "" or "-": standard output. Prints why and returns false when the file cannot be opened.
    bool open(const QString& path);
    void write(const QByteArray& text);
    // Makes the file appear (stdout: flushes). False, with a message, when it cannot be written.
    bool commit();
    // Drops what was written to a file (the old file stays as it was).
    void discard();
    bool toFile() const { return file_ != nullptr; }

private:
    std::unique_ptr<OutputFile> file_;
    QString path_;
};

// The -o/--output value: nothing when not given; prints an error and sets `bad` for an empty name.
std::optional<QString> outputOption(const QCommandLineParser& parser, const QString& name, bool& bad);

} // namespace cli
