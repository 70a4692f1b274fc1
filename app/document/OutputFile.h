#pragma once
#include <QFile>
#include <QSaveFile>
#include <QString>
#include <memory>

// A file a user named for output (generate -o, worksheet -o, Save As, Export…). A regular file, or a
// name that does not exist yet, is replaced atomically through QSaveFile: the old file stays whole until
// every byte has been written. Anything else the name may point at — a device such as /dev/null or
// /dev/full, a FIFO, a socket — is written to directly, never replaced: renaming a temporary file over
// /dev/null (as root) would destroy the device. A folder is refused.
class OutputFile {
public:
    explicit OutputFile(QString path);

    // Opens for writing; false with a reason (errorString()) when it cannot be.
    bool open();
    // The device to write to (valid after a successful open()).
    QIODevice* device();
    qint64 write(const QByteArray& bytes);
    // Makes the output final: commits the atomic save, or flushes and closes the special file. False,
    // with `reason`, when any byte could not be written (a full disk, /dev/full, a closed FIFO).
    bool commit(QString* reason);
    // Drops the atomic save (the old file stays as it was); a special file just closes.
    void cancel();
    QString errorString() const;
    // True when the name points at something other than a regular file (written directly).
    bool isDirect() const { return direct_ != nullptr; }

private:
    QString path_;
    QString error_;
    std::unique_ptr<QSaveFile> atomic_;
    std::unique_ptr<QFile> direct_;
};

// Writes `bytes` as the whole of the file `path` through OutputFile. False with `reason` (the open or
// write error) when it could not; a regular file then stays as it was.
bool writeWholeFile(const QString& path, const QByteArray& bytes, QString* reason);
