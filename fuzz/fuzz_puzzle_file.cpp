// The .puzzle file: the bytes go through what PuzzleFile::load does after reading the file, in memory
// (PuzzleFile::parse after dropByteOrderMark: QJsonDocument::fromJson, then PuzzleFile::fromJson).
// Promise checked: a record that loads saves (toJson, as bytes) to a file that loads to the same record.
#include "FuzzSupport.h"

#include "document/PuzzleFile.h"

#include <QJsonDocument>

namespace {

bool sameRecord(const PuzzleRecord& a, const PuzzleRecord& b)
{
    const bool sameGenerator = a.generator.has_value() == b.generator.has_value()
        && (!a.generator || (a.generator->strategy == b.generator->strategy && a.generator->maxSolutions == b.generator->maxSolutions
                             && a.generator->targetEmpty == b.generator->targetEmpty && a.generator->backend == b.generator->backend));
    const bool sameProgress = a.progress.has_value() == b.progress.has_value()
        && (!a.progress || (a.progress->entries == b.progress->entries && a.progress->marks == b.progress->marks
                            && a.progress->seconds == b.progress->seconds));
    return a.type == b.type && a.parameters == b.parameters && a.givens == b.givens && a.solution == b.solution
        && a.difficulty == b.difficulty && a.seed == b.seed && sameGenerator && sameProgress;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    PuzzleRecord record;
    QString error;
    if (!PuzzleFile::parse(PuzzleFile::dropByteOrderMark(bytes), QStringLiteral("fuzz.puzzle"), record, &error)) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    const QByteArray saved = QJsonDocument(PuzzleFile::toJson(record)).toJson(QJsonDocument::Indented);
    PuzzleRecord reloaded;
    FUZZ_CHECK(PuzzleFile::fromJson(QJsonDocument::fromJson(saved).object(), reloaded, &error));
    FUZZ_CHECK(sameRecord(record, reloaded));
    return 0;
}
