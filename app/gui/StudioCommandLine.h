#pragma once
#include <QString>
#include <QStringList>

// What `puzzlesmith [--type T] [--size RxC | --box RxC] [FILE...]` asks the studio for. --help and
// --version are answered on standard output; a wrong option on standard error, with exit code 2.
struct StudioCommandLine {
    QString typeId;       // empty: the last session's choice
    QString parameters;   // the type's parameters for the size asked for (Sudoku: a box shape)
    QStringList files;    // .puzzle files to open (the first one is shown)
    bool exitNow = false;
    int exitCode = 0;
};

// Reads QCoreApplication::arguments(); prints help, the version or an error itself.
StudioCommandLine parseStudioCommandLine();
