#include "CliSupport.h"
#include "document/OutputFile.h"

#include <atomic>
#include <csignal>
#include <cstdlib>

#include "document/EngineMessages.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cerrno>
#include <system_error>
#include <unistd.h>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

} // namespace

namespace {

void stopAfterOutputFailure();

// Standard output without a C library buffer in between: what QTextStream flushes goes out at once, and
// a failed write (a full disk, /dev/full, a closed pipe) is noticed instead of lost.
class StandardOutput : public QIODevice {
public:
    StandardOutput() { open(QIODevice::WriteOnly | QIODevice::Unbuffered); }
    bool isSequential() const override { return true; }
    int failure = 0;   // errno of the first failed write

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        if (failure)
            return -1;
        qint64 done = 0;
        while (done < size) {
            const ssize_t n = ::write(STDOUT_FILENO, data + done, static_cast<size_t>(size - done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                failure = n < 0 ? errno : EIO;
                stopAfterOutputFailure();   // the command's work would be lost: stop it as Ctrl+C does
                return -1;
            }
            done += n;
        }
        return done;
    }
};

StandardOutput& standardOutput()
{
    static StandardOutput device;
    return device;
}

} // namespace

QTextStream& out()
{
    static QTextStream stream(&standardOutput());
    return stream;
}

namespace {
std::chrono::steady_clock::time_point lastDelivery = std::chrono::steady_clock::now();
} // namespace

bool deliver()
{
    out().flush();
    lastDelivery = std::chrono::steady_clock::now();
    return standardOutput().failure == 0;
}

bool deliverSoon()
{
    constexpr auto kDelay = std::chrono::milliseconds(50);
    if (std::chrono::steady_clock::now() - lastDelivery >= kDelay)
        return deliver();
    return standardOutput().failure == 0;
}

bool outputFailed() { return standardOutput().failure != 0; }

QString outputFailure()
{
    const int code = standardOutput().failure;
    return code ? QString::fromStdString(std::generic_category().message(code)) : QString();
}

QTextStream& err()
{
    static QTextStream stream(stderr);
    return stream;
}

std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& arguments)
{
    const QCommandLineOption help = parser.addHelpOption();
    const QString command = arguments.mid(0, 2).join(QLatin1Char(' '));
    QStringList forParser = arguments.mid(1);   // QCommandLineParser takes the first item as the program
    forParser[0] = command;
    if (!parser.parse(forParser)) {
        err() << tr("Error: %1").arg(parser.errorText()) << '\n'
              << tr("Run '%1 --help' for the options.").arg(command) << Qt::endl;
        return Usage;
    }
    if (parser.isSet(help)) {
        // The usage line names the program only: add the subcommand after it.
        QString text = parser.helpText();
        const qsizetype programEnd = text.indexOf(QLatin1Char(' '), text.indexOf(QLatin1Char(':')) + 2);
        text.insert(programEnd, QLatin1Char(' ') + arguments.value(1));
        out() << text << Qt::flush;
        return Ok;
    }
    return std::nullopt;
}

std::optional<qint64> intOption(const QCommandLineParser& parser, const QString& name, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 value = parser.value(name).toLongLong(&ok);
    if (!ok || value < min || value > max) {
        err() << tr("Error: --%1 takes a whole number from %2 to %3, not \"%4\".").arg(name).arg(min).arg(max).arg(parser.value(name))
              << Qt::endl;
        return std::nullopt;
    }
    return value;
}

std::optional<quint64> seedOption(const QCommandLineParser& parser, const QString& name)
{
    bool ok = false;
    const quint64 value = parser.value(name).toULongLong(&ok);
    if (!ok) {
        err() << tr("Error: --%1 takes a whole number from 0 to 18446744073709551615, not \"%2\".").arg(name, parser.value(name))
              << Qt::endl;
        return std::nullopt;
    }
    return value;
}

QList<QCommandLineOption> puzzleTypeOptions(const QString& sizeHelp)
{
    QStringList types;
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        types << QString::fromStdString(type.id);
    QList<QCommandLineOption> options{
        {"type", tr("Puzzle type: %1 (default %2).").arg(types.join(QStringLiteral(", ")), types.value(0)), tr("type"), types.value(0)},
        {"size", tr("Grid size RxC, rows x columns (9x9, 10x18); a type with boxes picks the most nearly square box. %1").arg(sizeHelp),
         tr("RxC")},
    };
    QStringList seen;
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        const QString name = QString::fromStdString(type.parametersOption);
        if (name.isEmpty() || seen.contains(name))
            continue;
        seen << name;
        if (!type.parametersOptionHelp.messageTemplate.empty()) {   // the type says what its option takes
            options.append({name, translateEngineMessage(type.parametersOptionHelp), QString::fromStdString(type.parametersOptionValue)});
            continue;
        }
        QStringList shapes;
        for (const ps::SizeChoice& choice : type.sizes)
            shapes << QString::fromStdString(choice.parameters);
        options.append({name, tr("%1 only: the %2 RxC, rows x columns (%3); wins over --size.")
                                  .arg(QString::fromStdString(type.id), name, shapes.join(QStringLiteral(", "))),
                        tr("RxC")});
    }
    return options;
}

std::optional<QString> typeOption(const QCommandLineParser& parser)
{
    const QString type = parser.isSet("type") ? parser.value("type") : QString::fromStdString(ps::defaultPuzzleType().id);
    try {
        ps::puzzleType(type.toStdString());
        return type;
    } catch (const ps::EngineError& e) {
        err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
        return std::nullopt;
    }
}

std::optional<QString> parametersOption(const QCommandLineParser& parser, const QString& type)
{
    try {
        const ps::PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        for (const ps::PuzzleType& other : ps::puzzleTypes()) {
            const QString name = QString::fromStdString(other.parametersOption);
            if (name.isEmpty() || !parser.isSet(name))
                continue;
            if (other.parametersOption != puzzleType.parametersOption) {
                err() << tr("Error: --%1 is not an option of %2; give its size with --size RxC.").arg(name, type) << Qt::endl;
                return std::nullopt;
            }
            const QString parameters = parser.value(name);
            if (!makeRulesOrSay(type, parameters))
                return std::nullopt;
            return parameters;
        }
        if (!parser.isSet("size"))
            return QString();
        const QString parameters = QString::fromStdString(puzzleType.parametersForSize(parser.value("size").toStdString()));
        if (!makeRulesOrSay(type, parameters))
            return std::nullopt;
        return parameters;
    } catch (const ps::EngineError& e) {
        err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
        return std::nullopt;
    }
}

std::unique_ptr<ps::PuzzleRules> rulesFromOptions(const QCommandLineParser& parser)
{
    const auto type = typeOption(parser);
    if (!type)
        return nullptr;
    const auto parameters = parametersOption(parser, *type);
    if (!parameters)
        return nullptr;
    return makeRulesOrSay(*type, parameters->isEmpty() ? QString::fromStdString(ps::puzzleType(type->toStdString()).defaultParameters)
                                                        : *parameters);
}

std::unique_ptr<ps::PuzzleRules> makeRulesOrSay(const QString& type, const QString& parameters)
{
    try {
        return ps::makeRules(type.toStdString(), parameters.toStdString());
    } catch (const ps::EngineError& e) {
        err() << tr("Error: %1").arg(translateEngineMessage(e.message())) << Qt::endl;
        return nullptr;
    }
}

bool checkBackend(const QString& backend)
{
    const auto names = ps::backendNames();
    if (std::find(names.begin(), names.end(), backend.toStdString()) == names.end()) {
        err() << tr("Error: --backend takes native, z3 or z3-int, not \"%1\".").arg(backend) << Qt::endl;
        return false;
    }
    return true;
}

bool writeOutput(const QString& path, const QByteArray& text)
{
    if (path.isEmpty() || path == QLatin1String("-")) {
        out() << QString::fromUtf8(text);
        return deliver();
    }
    QString reason;
    if (!writeWholeFile(path, text, &reason)) {
        err() << tr("Error: cannot write \"%1\": %2").arg(path, reason) << Qt::endl;
        return false;
    }
    return true;
}

} // namespace cli

namespace cli {

QCommandLineOption timeLimitOption()
{
    return {"time-limit",
            QCoreApplication::translate("cli", "Seconds one puzzle may take before it is reported as undecided (default %1).")
                .arg(kDefaultTimeLimitSeconds),
            QCoreApplication::translate("cli", "seconds"), QString::number(kDefaultTimeLimitSeconds)};
}

std::optional<ps::SolveResult> countWithinTimeLimit(ps::SolverBackend& backend, const ps::Board& board, int limit, int seconds, int line)
{
    ps::CancelToken budget(&interruptToken());
    budget.setTimeLimit(seconds);
    backend.setCancelToken(&budget);
    ps::SolveResult result = backend.countSolutions(board, limit);
    backend.setCancelToken(nullptr);
    if (!result.stopped)
        return result;
    if (wasInterrupted())
        return std::nullopt;
    err() << QCoreApplication::translate("cli", "Line %1: the number of solutions could not be decided within %n second(s) "
                                                "(--time-limit).", nullptr, seconds).arg(line) << Qt::endl;
    return std::nullopt;
}

} // namespace cli

namespace cli {
namespace {

ps::CancelToken interrupt;
std::atomic<int> interrupts{0};   // lock-free: safe in a signal handler

extern "C" void onInterrupt(int)
{
    if (interrupts.fetch_add(1) > 0)
        std::_Exit(Interrupted);   // a second Ctrl+C: at once
    interrupt.cancel();            // a lock-free atomic store: safe in a signal handler
}

void stopAfterOutputFailure() { interrupt.cancel(); }

} // namespace

const ps::CancelToken& interruptToken() { return interrupt; }

void stopOnInterrupt()
{
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

bool wasInterrupted() { return interrupt.cancelRequested() && !outputFailed(); }

bool StreamedOutput::open(const QString& path)
{
    path_ = path;
    if (path.isEmpty() || path == QLatin1String("-"))
        return true;
    file_ = std::make_unique<OutputFile>(path);
    if (!file_->open()) {
        err() << QCoreApplication::translate("cli", "Error: cannot write \"%1\": %2").arg(path, file_->errorString()) << Qt::endl;
        file_.reset();
        return false;
    }
    return true;
}

void StreamedOutput::write(const QByteArray& text)
{
    if (file_)
        file_->write(text);
    else {
        out() << QString::fromUtf8(text);
        deliver();
    }
}

bool StreamedOutput::commit()
{
    if (!file_)
        return deliver();
    QString reason;
    const bool ok = file_->commit(&reason);
    if (!ok)
        err() << QCoreApplication::translate("cli", "Error: cannot write \"%1\": %2").arg(path_, reason) << Qt::endl;
    file_.reset();
    return ok;
}

void StreamedOutput::discard()
{
    if (file_)
        file_->cancel();
    file_.reset();
}

std::optional<QString> outputOption(const QCommandLineParser& parser, const QString& name, bool& bad)
{
    if (!parser.isSet(name))
        return std::nullopt;
    const QString path = parser.value(name);
    if (path.trimmed().isEmpty()) {
        err() << QCoreApplication::translate("cli", "Error: --%1 needs a file name (or - for standard output).").arg(name) << Qt::endl;
        bad = true;
        return std::nullopt;
    }
    return path;
}

} // namespace cli
