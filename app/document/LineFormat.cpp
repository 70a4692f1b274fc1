#include "LineFormat.h"

#include "core/ValueSymbols.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

bool isPuzzleLine(const QString& line)
{
    const QString trimmed = line.trimmed();
    return !trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#'));
}

bool parsePuzzleLine(const QString& line, PuzzleLine& out, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    // The fields by hand, as views: `solve` reads every puzzle through here (split() allocated a list and
    // a string per field). The source is everything after the second comma, commas and all.
    const QString trimmedLine = line.trimmed();
    const qsizetype firstComma = trimmedLine.indexOf(QLatin1Char(','));
    const qsizetype secondComma = firstComma < 0 ? -1 : trimmedLine.indexOf(QLatin1Char(','), firstComma + 1);
    const QStringView grid = QStringView(trimmedLine).left(firstComma < 0 ? trimmedLine.size() : firstComma).trimmed();
    const int size = static_cast<int>(std::lround(std::sqrt(static_cast<double>(grid.size()))));
    const int characters = static_cast<int>(grid.size());   // a plain variable: lupdate 6.4 drops casts as counts
    if (grid.isEmpty() || size * size != grid.size() || size < 4 || size > 25)
        return fail(QCoreApplication::translate("LineFormat", "The puzzle has %n character(s), but a puzzle line needs N*N of them for a side N from 4 to 25 "
                       "(16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25).", nullptr, characters));

    ps::Board board(size, size);
    for (int i = 0; i < grid.size(); ++i) {
        const QChar ch = grid.at(i);
        const int value = ch.unicode() < 128 ? ps::symbolToValue(static_cast<char>(ch.unicode())) : -1;
        if (value < 0 || value > 25)
            return fail(QCoreApplication::translate("LineFormat", "Character '%1' at position %2 is not a value: use 1-9, then A-P for 10-25, and '.' for an "
                           "empty square.").arg(ch).arg(i + 1));
        if (value > size)
            return fail(QCoreApplication::translate("LineFormat", "Value '%1' at position %2 is too large for a %3x%3 grid (values run from 1 to %3).")
                            .arg(ch).arg(i + 1).arg(size));
        board.set(i, static_cast<ps::CellValue>(value));
    }
    out.board = std::move(board);
    out.label = firstComma < 0 ? QString()
                               : QStringView(trimmedLine).mid(firstComma + 1, secondComma < 0 ? -1 : secondComma - firstComma - 1).trimmed().toString();
    out.source = secondComma < 0 ? QString() : QStringView(trimmedLine).mid(secondComma + 1).trimmed().toString();
    return true;
}

bool fitsPuzzleLine(const ps::Board& board)
{
    if (board.hasStructure())
        return false;   // a line holds values only
    if (board.rows() != board.cols() || board.rows() < 4 || board.rows() > 25)
        return false;
    return std::all_of(board.cells().begin(), board.cells().end(), [&](ps::CellValue v) { return v <= board.rows(); });
}

QString formatPuzzleLine(const ps::Board& board, const QString& label, const QString& source)
{
    // The symbols as bytes first: one conversion instead of an append per square (a tenth of `solve`'s
    // time per line).
    QByteArray symbols(board.cellCount(), Qt::Uninitialized);
    char* out = symbols.data();
    for (ps::CellValue v : board.cells())
        *out++ = ps::valueToSymbol(v);
    QString text = QString::fromLatin1(symbols);
    if (!label.isEmpty() || !source.isEmpty())
        text += QLatin1Char(',') + label;
    if (!source.isEmpty())
        text += QLatin1Char(',') + source;
    return text;
}
