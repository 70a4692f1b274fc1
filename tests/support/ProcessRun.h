#pragma once
// Runs a program to its end for the command-line tests: standard input and output from files when given
// ("": an empty pipe and a pipe), in an environment. A hang is ended after two minutes and reported as
// exit code -1, as is a crash.
#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct ProcessRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool operator==(const ProcessRun& other) const { return exitCode == other.exitCode && out == other.out && err == other.err; }
};

inline ProcessRun runProcess(const QString& program, const QStringList& arguments, const QString& inputFile = {}, const QString& outputFile = {},
                             const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!inputFile.isEmpty())
        process.setStandardInputFile(inputFile);
    if (!outputFile.isEmpty())
        process.setStandardOutputFile(outputFile);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return {};
    if (inputFile.isEmpty())
        process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}
