#include "OutputFile.h"
#include "SaveFile.h"

#include <QCoreApplication>

#include <cerrno>
#include <sys/stat.h>
#include <system_error>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("OutputFile", text); }

QString errnoText(int code) { return QString::fromStdString(std::generic_category().message(code)); }

} // namespace

OutputFile::OutputFile(QString path) : path_(std::move(path)) {}

bool OutputFile::open()
{
    struct stat info {};
    // stat follows symbolic links: a link to /dev/null is a device too.
    const bool exists = ::stat(QFile::encodeName(path_).constData(), &info) == 0;
    if (exists && S_ISDIR(info.st_mode)) {
        error_ = tr("it is a folder; give a file name");
        return false;
    }
    if (exists && !S_ISREG(info.st_mode)) {
        direct_ = std::make_unique<QFile>(path_);
        // Written from its start, without seeking: a device or FIFO cannot seek, and has nothing to truncate.
        if (!direct_->open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            error_ = direct_->errorString();
            direct_.reset();
            return false;
        }
        return true;
    }
    atomic_ = std::make_unique<QSaveFile>(path_);
    if (!atomic_->open(QIODevice::WriteOnly)) {
        error_ = atomic_->errorString();
        atomic_.reset();
        return false;
    }
    return true;
}

QIODevice* OutputFile::device()
{
    if (direct_)
        return direct_.get();
    return atomic_.get();
}

qint64 OutputFile::write(const QByteArray& bytes)
{
    QIODevice* target = device();
    return target ? target->write(bytes) : -1;
}

bool OutputFile::commit(QString* reason)
{
    if (atomic_) {
        const bool ok = commitCompletely(*atomic_, reason);
        atomic_.reset();
        return ok;
    }
    if (!direct_)
        return false;
    // Unbuffered: every write already reached the device; a failed one left the file in error.
    bool ok = direct_->error() == QFileDevice::NoError;
    QString why = direct_->errorString();
    errno = 0;
    if (ok && !direct_->flush()) {
        ok = false;
        why = errno ? errnoText(errno) : direct_->errorString();
    }
    direct_->close();
    if (ok && direct_->error() != QFileDevice::NoError) {
        ok = false;
        why = direct_->errorString();
    }
    if (!ok && reason)
        *reason = why;
    direct_.reset();
    return ok;
}

void OutputFile::cancel()
{
    if (atomic_)
        atomic_->cancelWriting();
    atomic_.reset();
    direct_.reset();
}

QString OutputFile::errorString() const
{
    if (!error_.isEmpty())
        return error_;
    if (atomic_)
        return atomic_->errorString();
    if (direct_)
        return direct_->errorString();
    return {};
}

bool writeWholeFile(const QString& path, const QByteArray& bytes, QString* reason)
{
    OutputFile file(path);
    if (!file.open()) {
        if (reason)
            *reason = file.errorString();
        return false;
    }
    if (file.write(bytes) != bytes.size()) {
        if (reason)
            *reason = file.errorString();
        file.cancel();
        return false;
    }
    return file.commit(reason);
}
