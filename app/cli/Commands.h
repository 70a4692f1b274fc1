#pragma once
#include <QStringList>

// The subcommands of puzzlesmith-cli. Each takes the whole argument list (program, subcommand, options)
// and returns the process exit code.
namespace cli {
int runGenerate(const QStringList& arguments);
int runSolve(const QStringList& arguments);
int runBench(const QStringList& arguments);
int runTrain(const QStringList& arguments);
int runRate(const QStringList& arguments);
int runWorksheet(const QStringList& arguments);
} // namespace cli
