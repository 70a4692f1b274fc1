// The one-line puzzle format (parsePuzzleLine): any bytes, decoded as UTF-8 the way every reader does.
// Promise checked: a line that parses formats back (formatPuzzleLine) to a line that parses to the same
// board, label and source.
#include "FuzzSupport.h"

#include "document/LineFormat.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    (void)isPuzzleLine(text);
    PuzzleLine line;
    QString error;
    if (!parsePuzzleLine(text, line, &error)) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    FUZZ_CHECK(line.board.rows() >= 4 && line.board.rows() <= 25 && line.board.rows() == line.board.cols());
    const QString again = formatPuzzleLine(line.board, line.label, line.source);
    PuzzleLine reread;
    FUZZ_CHECK(parsePuzzleLine(again, reread, nullptr));
    FUZZ_CHECK(reread.board == line.board);
    FUZZ_CHECK(reread.label == line.label);
    FUZZ_CHECK(reread.source == line.source);
    return 0;
}
