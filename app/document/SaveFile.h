#pragma once
#include <QSaveFile>
#include <QString>

#include <cerrno>
#include <system_error>

// Commits `file` only when every byte written reached it; else the old file stays as it was and
// `reason` (may be null) says why. Qt 6.4's QSaveFile::commit() writes out its buffer in close() without
// noticing a failed write there (a full disk, a file-size limit): it would replace the old file with a
// cut-off one and report success. Flushing first, and checking, catches that. Every save goes through it.
inline bool commitCompletely(QSaveFile& file, QString* reason = nullptr)
{
    errno = 0;
    if (!file.flush()) {
        const int code = errno;
        if (reason)
            *reason = code ? QString::fromStdString(std::generic_category().message(code)) : file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (reason)
            *reason = file.errorString();
        return false;
    }
    return true;
}
