#pragma once
#include <QByteArray>
#include <QIODevice>
#include <QString>

// Reading a file whose size cannot be trusted: /dev/zero, /dev/urandom, a FIFO or a pipe that never
// ends report size 0 and would make readAll() grow without bound. readLimited() reads in pieces and
// stops at `limit` bytes, or at the first NUL byte when only text is wanted (binary data is found in
// the first piece, at once).
enum class ReadStatus {
    Ok,          // the whole content is in `bytes`
    TooLarge,    // more than `limit` bytes: nothing is kept
    NotText,     // a NUL byte: binary data, not text
    ReadError,   // the device failed (its errorString() says why)
};

ReadStatus readLimited(QIODevice& device, qint64 limit, QByteArray& bytes, bool textOnly);

// "64 MB": a limit as the messages print it.
QString describeByteLimit(qint64 limit);

// The largest puzzle collection (line format, grid text, JSON) or labelled data file read whole: 64 MiB,
// about 700,000 9x9 puzzle lines. Line-format input to solve and rate is streamed and has no total limit.
inline constexpr qint64 kMaxCollectionBytes = 64LL * 1024 * 1024;
