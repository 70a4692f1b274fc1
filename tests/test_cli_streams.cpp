// The command line against what is not a plain file: devices, FIFOs and folders named as output, endless
// or binary input, a full standard output, and a pipe that must see each answer as soon as it is ready.
#include "ProcessRun.h"
#include "TestData.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

// Runs puzzlesmith-cli with standard input and output from files when given ("": a pipe).
Run cli(const QStringList& arguments, const QString& inputFile = {}, const QString& outputFile = {})
{
    ProcessRun run = runProcess(QStringLiteral(PUZZLESMITH_CLI), arguments, inputFile, outputFile);
    return {run.exitCode, std::move(run.out), QString::fromUtf8(run.err)};
}

bool isCharacterDevice(const QString& path)
{
    struct stat info {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && S_ISCHR(info.st_mode);
}

bool isFifo(const QString& path)
{
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISFIFO(info.st_mode);
}

// A device node like /dev/null (1,3) or /dev/full (1,7) inside `dir`, so that a regression replaces our
// copy and never the machine's. Only root may make one; others get the real device, which they cannot
// replace anyway (no write access to /dev).
QString deviceLike(const QTemporaryDir& dir, const char* name, int minor)
{
    if (::geteuid() != 0)
        return QStringLiteral("/dev/") + QLatin1String(name);
    const QString path = dir.filePath(QLatin1String(name));
    if (::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, minor)) != 0)
        qFatal("mknod %s failed", qPrintable(path));
    return path;
}

} // namespace

class TestCliStreams : public QObject {
    Q_OBJECT
private slots:
    // A device named with -o is written to, never replaced by a regular file; a full one is an error.
    void devicesAreWrittenToNotReplaced()
    {
        QTemporaryDir dir;
        const QString null = deviceLike(dir, "null", 3);
        const QString full = deviceLike(dir, "full", 7);
        const Run toNull = cli({"generate", "--count", "2", "--seed", "5", "-o", null});
        QCOMPARE(toNull.exitCode, 0);
        QVERIFY(isCharacterDevice(null));
        const Run toFull = cli({"generate", "--count", "2", "--seed", "5", "-o", full});
        QCOMPARE(toFull.exitCode, 1);
        QVERIFY2(toFull.err.contains(QLatin1String("No space left on device")), qPrintable(toFull.err));
        QVERIFY(isCharacterDevice(full));
        const Run sheet = cli({"worksheet", "--count", "1", "--seed", "5", "-o", full});
        QCOMPARE(sheet.exitCode, 1);
        QVERIFY2(sheet.err.contains(QLatin1String("No space left on device")), qPrintable(sheet.err));
        QVERIFY(isCharacterDevice(full));
        // Through a symbolic link too.
        const QString link = dir.filePath(QStringLiteral("link-to-null"));
        QVERIFY(QFile::link(null, link));
        QCOMPARE(cli({"generate", "--seed", "5", "-o", link}).exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(isCharacterDevice(null));
    }

    // A FIFO named with -o gets the puzzles and stays a FIFO.
    void fifosAreWrittenTo()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QByteArray received;
        QThread* reader = QThread::create([&] {
            QFile file(fifo);
            if (file.open(QIODevice::ReadOnly))
                received = file.readAll();
        });
        reader->start();
        const Run run = cli({"generate", "--count", "3", "--seed", "5", "-o", fifo});
        QVERIFY(reader->wait(60000));
        delete reader;
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(received.count('\n'), 3);
        QVERIFY(isFifo(fifo));
    }

    void aFolderIsRefused()
    {
        QTemporaryDir dir;
        const Run run = cli({"generate", "--seed", "5", "-o", dir.path()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("folder")), qPrintable(run.err));
        QVERIFY(QFileInfo(dir.path()).isDir());
    }

    // Binary or endless input is refused at once, whatever reads it.
    void endlessInputIsRefused()
    {
        for (const QStringList& command : {QStringList{"solve", "/dev/zero"}, QStringList{"rate", "/dev/zero"},
                                           QStringList{"train", "--data", "/dev/zero", "--out", "/dev/null"}}) {
            const Run run = cli(command);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(QLatin1String("not a text file")), qPrintable(run.err));
        }
        const Run fromStdin = cli({"solve"}, QStringLiteral("/dev/zero"));
        QCOMPARE(fromStdin.exitCode, 1);
        QVERIFY2(fromStdin.err.contains(QLatin1String("not a text file")), qPrintable(fromStdin.err));
        const Run model = cli({"rate", "--model", "/dev/zero", testDataPath(QStringLiteral("sudoku-solo-9x9-sample.txt"))});
        QCOMPARE(model.exitCode, 1);
        QVERIFY2(model.err.contains(QLatin1String("not a text file")), qPrintable(model.err));
    }

    // Text that never holds a puzzle stops after a documented number of bad lines; an overlong line stops at once.
    void endlessTextStops()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.txt"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 1000; ++i)
            file.write("12345\n");
        file.close();
        const Run run = cli({"solve", bad});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("100 lines in a row are not puzzles")), qPrintable(run.err));
        const QString longLine = dir.filePath(QStringLiteral("long.txt"));
        QFile file2(longLine);
        QVERIFY(file2.open(QIODevice::WriteOnly));
        file2.write(QByteArray(200000, 'a'));
        file2.close();
        const Run longRun = cli({"rate", longLine});
        QCOMPARE(longRun.exitCode, 1);
        QVERIFY2(longRun.err.contains(QLatin1String("longer than 65536 characters")), qPrintable(longRun.err));
    }

    // A size line gone wrong is named as such, not reported as ten bad puzzle lines.
    void brokenSizeLinesAreNamed()
    {
        QTemporaryDir dir;
        // ("9 9 9" is a size line: rows, columns and the highest value, as Skyscrapers collections write it.)
        for (const char* line : {"9", "9 9 x", "-9 9", "9x9", "a b"}) {
            const QString path = dir.filePath(QStringLiteral("size.txt"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray(line) + "\n1 2 3\n");
            file.close();
            const Run run = cli({"solve", path});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(QStringLiteral("\"%1\" is not a size line").arg(QLatin1String(line))), qPrintable(run.err));
            QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        }
    }

    // A failed write to standard output is an error (message, exit code 1), never silent success.
    void aFullStandardOutputIsAnError()
    {
        QTemporaryDir dir;
        const QString full = deviceLike(dir, "full", 7);
        const QString puzzles = testDataPath(QStringLiteral("sudoku-solo-9x9-sample.txt"));
        for (const QStringList& command : {QStringList{"generate", "--count", "3", "--seed", "5"}, QStringList{"solve", puzzles},
                                           QStringList{"rate", puzzles}}) {
            const Run run = cli(command, {}, full);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(QLatin1String("cannot write to standard output: No space left on device")), qPrintable(run.err));
        }
    }

    // Each answer reaches a pipe when it is ready, while standard input is still open: `generate | solve`
    // and a pipe read by a person see every line at once.
    void answersAreDeliveredAsTheyComeToAPipe()
    {
        const QStringList records = testDataRecords(QStringLiteral("sudoku-solo-9x9-sample.txt"));
        QVERIFY(records.size() >= 2);
        for (const char* command : {"solve", "rate"}) {
            QProcess process;
            process.start(QStringLiteral(PUZZLESMITH_CLI), {QLatin1String(command)});
            QVERIFY(process.waitForStarted());
            process.write(records[0].toUtf8() + '\n');
            QByteArray first;
            while (!first.contains('\n') && process.waitForReadyRead(60000))
                first += process.readAllStandardOutput();
            QVERIFY2(first.contains('\n'), command);   // answered before the input ended
            process.write(records[1].toUtf8() + '\n');
            process.closeWriteChannel();
            QVERIFY(process.waitForFinished(60000));
            QCOMPARE(process.exitCode(), 0);
            QCOMPARE((first + process.readAllStandardOutput()).count('\n'), 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestCliStreams)
#include "test_cli_streams.moc"
