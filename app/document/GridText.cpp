#include "GridText.h"

#include "EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <limits>
#include <optional>

namespace {

constexpr int kMaxSide = 64;
constexpr int kMaxValue = 65535;

const QRegularExpression& whitespace()
{
    static const QRegularExpression re(QStringLiteral("\\s+"));
    return re;
}

// "5x5:2a5b...", "3x3:a2_13...", and the shapes of IDs this reader refuses ("9j:...", "3x3k:...", "6:...").
const QRegularExpression& gameIdPattern()
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)(?:x(\\d+))?([A-Za-z]*):(\\S*)$"));
    return re;
}

bool isDigits(QStringView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

// The value of a string of digits, or -1 when it exceeds `limit` (however many digits it has).
long long digitsValue(QStringView digits, long long limit)
{
    long long value = 0;
    for (QChar c : digits) {
        value = value * 10 + (c.unicode() - u'0');
        if (value > limit)
            return -1;
    }
    return value;
}

QString shortened(const QString& text)
{
    return text.size() <= 40 ? text : text.left(37) + QStringLiteral("...");
}

// The count that picks the plural form for a number written in digits, however long: its last nine digits
// (plural rules look at the last digits only).
int pluralCount(const QString& digits)
{
    return QStringView(digits).right(9).toInt();
}

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// A size line "R C", or "R C V" with the highest value, or "R C V D" whose last word names a variant
// (published collections write D for different values on the diagonals too). What the words after "R C"
// mean is the type's format's to say (PuzzleFormat::parametersFromSizeLine), once the type is known; the
// limits are not checked here.
bool isSizeLine(const QString& trimmed, QStringList* tokens = nullptr)
{
    // Without a white space character (\s: tab, line feed, vertical tab, form feed, carriage return,
    // space) the split below has one part: not a size line. So a puzzle line is told apart without the
    // regular expression, whose first use costs a fifth of a millisecond.
    if (std::none_of(trimmed.begin(), trimmed.end(), [](QChar c) { return c == u' ' || (c >= u'\t' && c <= u'\r'); }))
        return false;
    const QStringList parts = trimmed.split(whitespace(), Qt::SkipEmptyParts);
    if (parts.size() < 2 || parts.size() > 4 || !isDigits(parts[0]) || !isDigits(parts[1]))
        return false;
    if (parts.size() >= 3 && !isDigits(parts[2]))
        return false;
    if (parts.size() == 4 && (parts[3].size() != 1 || !parts[3][0].isLetter()))
        return false;
    if (tokens)
        *tokens = parts;
    return true;
}

// One row's values; on failure a message naming `lineNo`.
bool parseRow(const QString& trimmed, int cols, int rowNumber, int lineNo, std::vector<ps::CellValue>& values, QString* error)
{
    values.clear();
    const QStringList tokens = trimmed.split(whitespace(), Qt::SkipEmptyParts);
    if (tokens.size() == 1 && cols > 1) {
        // A compact row: one character per square.
        const QString& row = tokens[0];
        for (QChar c : row) {
            if (c == u'.' || c == u'-')
                values.push_back(0);
            else if (c >= u'0' && c <= u'9')
                values.push_back(static_cast<ps::CellValue>(c.unicode() - u'0'));
            else
                return fail(error, QCoreApplication::translate("GridText",
                                       "Line %1: '%2' in row %3 is not a value. A row without spaces may hold only the digits "
                                       "0-9 and '-' or '.' for an empty square; write larger values as numbers with spaces "
                                       "between them (\"12 - 3\").").arg(lineNo).arg(c).arg(rowNumber));
        }
    } else {
        for (const QString& token : tokens) {
            if (token == u"-" || token == u".") {
                values.push_back(0);
            } else if (isDigits(token)) {
                const long long value = digitsValue(token, kMaxValue);
                if (value < 0)
                    return fail(error, QCoreApplication::translate("GridText",
                                           "Line %1: the value %2 in row %3 is too large; values run from 0 to 65535.")
                                           .arg(lineNo).arg(shortened(token)).arg(rowNumber));
                values.push_back(static_cast<ps::CellValue>(value));
            } else if (token.startsWith(u'-') && isDigits(QStringView(token).mid(1))) {
                return fail(error, QCoreApplication::translate("GridText",
                                       "Line %1: the value %2 in row %3 is negative; values run from 0 to 65535, and '-' alone "
                                       "marks an empty square.").arg(lineNo).arg(shortened(token)).arg(rowNumber));
            } else {
                return fail(error, QCoreApplication::translate("GridText",
                                       "Line %1: \"%2\" in row %3 is not a value. Write a given as a number from 0 to 65535 "
                                       "and an empty square as '-' or '.', with spaces between them.")
                                       .arg(lineNo).arg(shortened(token)).arg(rowNumber));
            }
        }
    }
    // Counts are plain variables in this file: lupdate 6.4 drops translate() calls whose count is a cast
    // or a sum, and hangs on one with an index in it.
    const int found = static_cast<int>(values.size());
    if (found != cols)
        return fail(error, QCoreApplication::translate("GridText", "Line %1: row %2: found %n value(s), expected %3.", nullptr, found)
                               .arg(lineNo).arg(rowNumber).arg(cols));
    return true;
}

// The format of a grid of values only (no type, or a type without blocks of its own).
const ps::PuzzleFormat& valuesOnly()
{
    static const ps::PuzzleFormat format;
    return format;
}

// The type with this id, or null.
const ps::PuzzleType* typeWithId(const QString& typeId)
{
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        if (QString::fromStdString(type.id) == typeId)
            return &type;
    return nullptr;
}

QString typeName(const ps::PuzzleType& type) { return QCoreApplication::translate("PuzzleType", type.name.c_str()); }

// "Name (program), Name (program)": the types whose game IDs are read, for messages.
QString typesWithGameIds()
{
    QStringList names;
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        if (!type.format->gameIdProgram().empty())
            names << QCoreApplication::translate("GridText", "%1 (%2)").arg(typeName(type), QString::fromStdString(type.format->gameIdProgram()));
    return names.join(QCoreApplication::translate("GridText", ", "));
}

// The type whose format fits `id` best (a fit by size beats one by shape; among equal fits the type
// registered last, the more particular reading), other than `except`; null when none fits at all.
const ps::PuzzleType* bestGameIdFit(const std::string& id, const ps::PuzzleType* except, ps::PuzzleFormat::IdFit* fit = nullptr)
{
    const ps::PuzzleType* best = nullptr;
    ps::PuzzleFormat::IdFit bestFit = ps::PuzzleFormat::IdFit::No;
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        if (&type == except)
            continue;
        const ps::PuzzleFormat::IdFit here = type.format->fitsGameId(id);
        if (here != ps::PuzzleFormat::IdFit::No && (here > bestFit || (here == bestFit && bestFit != ps::PuzzleFormat::IdFit::Size))) {
            best = &type;
            bestFit = here;
        }
    }
    if (fit)
        *fit = bestFit;
    return best;
}

// Reads a game ID line: with a type hint, as that type's ID (saying so when another type's reading
// fits instead); without one, as the type whose reading fits it.
bool readGameIdLine(const QString& line, const QString& typeHint, int lineNo, GridTextPuzzle& out, QString* error)
{
    const std::string id = line.toStdString();
    const QString hint = typeHint.trimmed().toLower();
    const ps::PuzzleType* hinted = hint.isEmpty() ? nullptr : typeWithId(hint);
    ps::PuzzleFormat::IdFit otherFit = ps::PuzzleFormat::IdFit::No;
    const ps::PuzzleType* other = bestGameIdFit(id, hinted, &otherFit);
    const ps::PuzzleType* reader = hinted ? hinted : other;
    if (!reader || (hinted && hinted->format->fitsGameId(id) == ps::PuzzleFormat::IdFit::No && !other))
        return fail(error, QCoreApplication::translate("GridText", "Line %1: \"%2\" is a game ID of a kind not read here. Game IDs are read "
                                                                   "for %3.").arg(lineNo).arg(shortened(line), typesWithGameIds()));
    if (hinted && hinted->format->gameIdProgram().empty())
        return fail(error, QCoreApplication::translate("GridText", "Line %1: game IDs are read for %2 puzzles only, not for \"%3\".")
                               .arg(lineNo).arg(typesWithGameIds()).arg(typeHint));
    try {
        ps::GameIdPuzzle puzzle = reader->format->readGameId(id);
        out.board = std::move(puzzle.board);
        out.parameters = QString::fromStdString(puzzle.parameters);
        out.type = QString::fromStdString(reader->id);
        out.line = lineNo;
        return true;
    } catch (const ps::EngineError& e) {
        QString message = QCoreApplication::translate("GridText", "Line %1: %2").arg(lineNo).arg(translateEngineMessage(e.message()));
        if (hinted && other && otherFit == ps::PuzzleFormat::IdFit::Size)
            message += QCoreApplication::translate("GridText", " It reads as a %1 ID: is the puzzle type right?")
                           .arg(QCoreApplication::translate("Engine", other->format->gameIdName().c_str()));
        return fail(error, message);
    }
}

} // namespace

namespace {

// The puzzle being read: its size line gave the board; then come rows of values and the lines of its
// type's blocks (cages, regions), as its type's format says.
struct OpenGrid {
    GridTextPuzzle puzzle;
    const ps::PuzzleFormat* format = nullptr;   // null until the first row decides it; then never null
    QStringList sizeWords;                      // the size line's words after "R C" ("5", "4 D")
    int rowsRead = 0;
    std::vector<std::string> blockLines;

    int rows() const { return puzzle.board.rows(); }
    bool readingValues() const { return format->valueRowsFirst() && rowsRead < rows(); }
    int mostBlockLines() const
    {
        const std::vector<int> counts = format->blockRowCounts(rows());
        return counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
    }
    // Whether the lines read so far make a whole puzzle.
    bool complete() const
    {
        if (readingValues())
            return false;
        const std::vector<int> counts = format->blockRowCounts(rows());
        const int blocks = static_cast<int>(blockLines.size());
        return (counts.empty() && blocks == 0) || std::find(counts.begin(), counts.end(), blocks) != counts.end();
    }
    // "5 rows of values, then 5 rows of region labels": what the puzzle needs, for messages.
    QString needs() const
    {
        const ps::EngineMessage blocks = format->blocksDescription();
        return blocks.messageTemplate.empty() ? QString() : QStringLiteral(" (%1)").arg(translateEngineMessage(blocks));
    }
    int linesRead() const { return rowsRead + static_cast<int>(blockLines.size()); }
    // The lines the puzzle needs: the fewest of its allowed counts that is not yet reached.
    int linesNeeded() const
    {
        std::vector<int> counts = format->blockRowCounts(rows());
        std::sort(counts.begin(), counts.end());
        const int blocks = static_cast<int>(blockLines.size());
        const auto next = std::find_if(counts.begin(), counts.end(), [&](int count) { return count > blocks; });
        return (format->valueRowsFirst() ? rows() : 0) + (next != counts.end() ? *next : mostBlockLines());
    }
};

// The format a grid is read with, decided by its first row: the hinted type's; the type a "type=" word
// named; a type whose format recognises the row as its own (a row of cage clues); else values only.
const ps::PuzzleFormat* formatForGrid(const QString& typeHint, GridTextPuzzle& puzzle, const QString& firstRow)
{
    for (const QString& id : {typeHint.trimmed().toLower(), puzzle.type})
        if (const ps::PuzzleType* type = typeWithId(id)) {
            puzzle.type = QString::fromStdString(type->id);
            return type->format.get();
        }
    if (typeHint.trimmed().isEmpty())
        for (const ps::PuzzleType& type : ps::puzzleTypes())
            if (type.format->recognisesFirstRow(firstRow.toStdString())) {
                puzzle.type = QString::fromStdString(type.id);
                return type.format.get();
            }
    return &valuesOnly();
}

// What the size line's words after "R C" say, now that the puzzle's format is known: the type's
// parameters where its format reads them (a highest value below the side, a variant letter); else only a
// highest value equal to the side is taken. On failure a message naming the size line.
bool readSizeWords(OpenGrid& grid, QString* error)
{
    if (grid.sizeWords.isEmpty())
        return true;
    const int lineNo = grid.puzzle.line;
    const int rows = grid.rows();
    const int cols = grid.puzzle.board.cols();
    const QString sizeLine = QStringLiteral("%1 %2 %3").arg(rows).arg(cols).arg(grid.sizeWords.join(u' '));
    std::vector<std::string> words;
    for (const QString& word : grid.sizeWords)
        words.push_back(word.toStdString());
    try {
        if (const std::optional<std::string> parameters = grid.format->parametersFromSizeLine(rows, cols, words)) {
            if (!parameters->empty())
                grid.puzzle.parameters = QString::fromStdString(*parameters);
            return true;
        }
    } catch (const ps::EngineError& e) {
        return fail(error, QCoreApplication::translate("GridText", "Line %1: %2").arg(lineNo).arg(translateEngineMessage(e.message())));
    }
    if (grid.sizeWords.size() == 2)
        return fail(error, QCoreApplication::translate("GridText",
                               "Line %1: the size line \"%2\" ends in a letter, which marks a variant of the puzzle (D: different "
                               "values on both diagonals as well). Puzzlesmith does not read such variants of this puzzle type.")
                               .arg(lineNo).arg(shortened(sizeLine)));
    if (digitsValue(grid.sizeWords[0], kMaxValue) != std::max(rows, cols))
        // Published puzzles with parks: fewer heights than squares in a line, the rest empty.
        return fail(error, QCoreApplication::translate("GridText",
                               "Line %1: the size line gives %2 as the highest value of a %3x%4 grid, so some squares of "
                               "every line stay empty. Puzzlesmith does not read such puzzles of this type; its "
                               "puzzles hold every value from 1 to %5 in each line.")
                               .arg(lineNo).arg(shortened(grid.sizeWords[0])).arg(rows).arg(cols).arg(std::max(rows, cols)));
    return true;
}

// The puzzle's blocks read onto its board; on failure a message naming the puzzle.
bool finishGrid(OpenGrid& grid, QString* error)
{
    if (!readSizeWords(grid, error))
        return false;
    if (grid.blockLines.empty() && grid.format->blockRowCounts(grid.rows()).empty())
        return true;
    try {
        grid.format->readBlocksFor(grid.puzzle.parameters.toStdString(), grid.blockLines, grid.puzzle.board);
    } catch (const ps::EngineError& e) {
        return fail(error, QCoreApplication::translate("GridText", "The puzzle from line %1: %2").arg(grid.puzzle.line).arg(translateEngineMessage(e.message())));
    }
    return true;
}

} // namespace

bool readGridText(const QString& text, const QString& typeHint, std::vector<GridTextPuzzle>& out, QString* error)
{
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    static const QRegularExpression lineBreak(QStringLiteral("\r\n|\r|\n"));
    const QStringList lines = body.split(lineBreak);

    std::vector<GridTextPuzzle> read;
    std::optional<OpenGrid> grid;        // the grid whose rows are being read
    int lastGridLine = 0;                // a grid just ended here: the next one must follow a blank line
    std::vector<ps::CellValue> values;
    GridTextPuzzle described;            // the words of a comment just before a puzzle (type, parameters, label, source)
    static const QRegularExpression typeWord(QStringLiteral("\\btype=([a-z]+)\\b"));
    static const QRegularExpression parametersWord(QStringLiteral("\\bparameters=(\\d+x\\d+(?::\\w+)?)\\b"));
    static const QRegularExpression labelWord(QStringLiteral("\\blabel=(\\S+)"));
    static const QRegularExpression sourceWord(QStringLiteral("\\bsource=(\\S+)"));
    const auto describedBy = [](const QRegularExpression& re, const QString& line) {
        const QRegularExpressionMatch word = re.match(line);
        return word.hasMatch() ? word.captured(1) : QString();
    };
    // A grid whose last line was read: kept when whole, else the message for what is missing.
    const auto closeGrid = [&](int lineNo, bool atEnd) {
        if (!grid->format)   // a size line and no row after it: the format its type (or the hint) gives
            grid->format = formatForGrid(typeHint, grid->puzzle, QString());
        if (grid->complete()) {
            if (!finishGrid(*grid, error))
                return false;
            read.push_back(std::move(grid->puzzle));
            grid.reset();
            return true;
        }
        const QString typeText = grid->puzzle.type.isEmpty() ? QString() : typeName(*typeWithId(grid->puzzle.type)) + u' ';
        const int needed = grid->linesNeeded();
        if (atEnd)
            return fail(error, QCoreApplication::translate("GridText",
                                   "Line %1: the text ends after %2 of the %n row(s)%3 that this %4puzzle needs. Add the missing rows, "
                                   "or fix the size line.", nullptr, needed)
                                   .arg(grid->puzzle.line).arg(grid->linesRead()).arg(grid->needs(), typeText));
        return fail(error, QCoreApplication::translate("GridText",
                               "Line %1: the blank line ends the %4puzzle from line %2 after %3 of its %n row(s)%5. Add the missing "
                               "rows, or fix its size line \"%6 %7\".", nullptr, needed)
                               .arg(lineNo).arg(grid->puzzle.line).arg(grid->linesRead()).arg(typeText, grid->needs())
                               .arg(grid->rows()).arg(grid->puzzle.board.cols()));
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i + 1);
        const QString trimmed = lines[i].trimmed();
        if (trimmed.isEmpty()) {
            if (i + 1 == lines.size())
                break;  // what follows the last line break: the end of the text, not a blank line
            if (grid && !closeGrid(lineNo, false))
                return false;
            lastGridLine = 0;
            continue;
        }
        if (trimmed.startsWith(u'#')) {
            if (!grid) {
                lastGridLine = 0;  // a comment between two puzzles separates them too
                described.type = describedBy(typeWord, trimmed);
                described.parameters = describedBy(parametersWord, trimmed);
                described.label = describedBy(labelWord, trimmed);
                described.source = describedBy(sourceWord, trimmed);
            }
            continue;
        }

        if (grid) {
            if (!grid->format)
                grid->format = formatForGrid(typeHint, grid->puzzle, trimmed);
            if (grid->readingValues()) {
                if (!parseRow(trimmed, grid->puzzle.board.cols(), grid->rowsRead + 1, lineNo, values, error))
                    return false;
                for (int c = 0; c < grid->puzzle.board.cols(); ++c)
                    grid->puzzle.board.set(grid->rowsRead, c, values[static_cast<std::size_t>(c)]);
                ++grid->rowsRead;
            } else {
                grid->blockLines.push_back(trimmed.toStdString());
            }
            // A puzzle ends at its last possible line (a blank line or the end of the text ends it sooner).
            if (!grid->readingValues() && static_cast<int>(grid->blockLines.size()) == grid->mostBlockLines()) {
                if (!closeGrid(lineNo, false))
                    return false;
                lastGridLine = lineNo;
            }
            continue;
        }

        if (gameIdPattern().match(trimmed).hasMatch()) {
            GridTextPuzzle puzzle = described;
            described = {};
            if (!readGameIdLine(trimmed, typeHint, lineNo, puzzle, error))
                return false;
            read.push_back(std::move(puzzle));
            lastGridLine = 0;
            continue;
        }
        if (lastGridLine > 0) {
            const GridTextPuzzle& previous = read.back();
            return fail(error, QCoreApplication::translate("GridText",
                                   "Line %1: the puzzle from line %2 already has the %n row(s) its size line \"%3 %4\" announces. "
                                   "Fix that size line if this is one more row, or put a blank line before the next puzzle.", nullptr,
                                   previous.board.rows())
                                   .arg(lineNo).arg(previous.line).arg(previous.board.rows()).arg(previous.board.cols()));
        }
        QStringList size;
        if (!isSizeLine(trimmed, &size))
            return fail(error, QCoreApplication::translate("GridText",
                                   "Line %1: expected a size line such as \"9 9\" (rows, then columns) or a game ID such as "
                                   "\"5x5:2a5b3a34c2b5a2c3c\", found \"%2\".").arg(lineNo).arg(shortened(trimmed)));
        const long long rows = digitsValue(size[0], kMaxSide);
        const long long cols = digitsValue(size[1], kMaxSide);
        const QString& rowText = size[0];
        const QString& colText = size[1];
        const int rowCount = pluralCount(rowText);
        const int colCount = pluralCount(colText);
        if (rows < 1 || cols < 1)
            return fail(error, QCoreApplication::translate("GridText",
                                   "Line %1: a grid has 1 to 64 rows and 1 to 64 columns, not %2 and %3.")
                                   .arg(lineNo)
                                   .arg(QCoreApplication::translate("GridText", "%1 row(s)", nullptr, rowCount).arg(shortened(rowText)),
                                        QCoreApplication::translate("GridText", "%1 column(s)", nullptr, colCount).arg(shortened(colText))));
        grid.emplace();
        grid->sizeWords = size.mid(2);
        grid->puzzle = described;
        grid->puzzle.board = ps::Board(static_cast<int>(rows), static_cast<int>(cols));
        grid->puzzle.line = lineNo;
        described = {};
    }
    if (grid && !closeGrid(static_cast<int>(lines.size()), true))
        return false;
    if (read.empty())
        return fail(error, QCoreApplication::translate("GridText",
                               "The text holds no puzzle: expected a size line such as \"9 9\" (rows, then columns) followed "
                               "by one line per row, or a game ID."));
    out.insert(out.end(), std::make_move_iterator(read.begin()), std::make_move_iterator(read.end()));
    return true;
}

QString writeGridText(const ps::Board& board, const QString& typeId, const QString& parameters)
{
    const ps::PuzzleType* type = typeWithId(typeId);
    const ps::PuzzleFormat& format = type ? *type->format : valuesOnly();
    const std::string rules = parameters.toStdString();
    QString text = QStringLiteral("%1 %2").arg(board.rows()).arg(board.cols());
    for (const std::string& word : format.sizeLineWords(board, rules))
        text += u' ' + QString::fromStdString(word);
    text += u'\n';
    if (format.writesValueRows(board)) {
        qsizetype width = 1;
        for (ps::CellValue v : board.cells())
            width = std::max(width, QString::number(v).size());
        for (int r = 0; r < board.rows(); ++r) {
            for (int c = 0; c < board.cols(); ++c) {
                const ps::CellValue v = board.at(r, c);
                if (c > 0)
                    text += u' ';
                text += (v ? QString::number(v) : QStringLiteral("-")).rightJustified(width);
            }
            text += u'\n';
        }
    }
    for (const std::string& line : format.writeBlocksFor(rules, board))
        text += QString::fromStdString(line) + u'\n';
    return text;
}

QString writeGridTexts(const std::vector<ps::Board>& boards, const QString& typeId, const QString& parameters)
{
    QString text;
    for (const ps::Board& board : boards) {
        if (!text.isEmpty())
            text += u'\n';
        text += writeGridText(board, typeId, parameters);
    }
    return text;
}

bool looksLikeGridText(const QString& text)
{
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    // The lines as a split at "\r\n|\r|\n" gives them, found by hand (see isSizeLine).
    for (qsizetype start = 0; start <= body.size();) {
        qsizetype end = start;
        while (end < body.size() && body[end] != u'\r' && body[end] != u'\n')
            ++end;
        const QString trimmed = body.mid(start, end - start).trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith(u'#')) {
            if (isSizeLine(trimmed))
                return true;
            const std::string id = trimmed.toStdString();
            return std::any_of(ps::puzzleTypes().begin(), ps::puzzleTypes().end(),
                               [&](const ps::PuzzleType& type) { return type.format->fitsGameId(id) != ps::PuzzleFormat::IdFit::No; });
        }
        if (end == body.size())
            break;
        start = end + (body[end] == u'\r' && end + 1 < body.size() && body[end + 1] == u'\n' ? 2 : 1);
    }
    return false;
}
