#include "LimitedRead.h"

#include <QCoreApplication>
#include <QFileDevice>

ReadStatus readLimited(QIODevice& device, qint64 limit, QByteArray& bytes, bool textOnly)
{
    bytes.clear();
    constexpr qint64 kPiece = 64 * 1024;
    for (;;) {
        const QByteArray piece = device.read(kPiece);
        if (piece.isEmpty())   // the end, or an error (a file's read blocks until data comes)
            break;
        if (textOnly && piece.contains('\0')) {
            bytes.clear();
            return ReadStatus::NotText;
        }
        if (bytes.size() + piece.size() > limit) {
            bytes.clear();
            return ReadStatus::TooLarge;
        }
        bytes += piece;
    }
    if (QFileDevice* file = qobject_cast<QFileDevice*>(&device); file && file->error() != QFileDevice::NoError) {
        bytes.clear();
        return ReadStatus::ReadError;
    }
    return ReadStatus::Ok;
}

QString describeByteLimit(qint64 limit)
{
    const qint64 mib = limit / (1024 * 1024);
    if (mib > 0)
        return QCoreApplication::translate("LimitedRead", "%1 MB").arg(mib);
    return QCoreApplication::translate("LimitedRead", "%1 KB").arg(limit / 1024);
}
