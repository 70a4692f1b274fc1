#include "GridText.h"

#include "EngineMessages.h"
#include "core/CagesText.h"
#include "types/TypeRegistry.h"
#include "types/kenken/KenKenGameId.h"

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

// A size line "R C": two numbers and nothing else (not checked against the limits here).
bool isSizeLine(const QString& trimmed, QStringList* tokens = nullptr)
{
    const QStringList parts = trimmed.split(whitespace(), Qt::SkipEmptyParts);
    if (parts.size() != 2 || !isDigits(parts[0]) || !isDigits(parts[1]))
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

enum class IdKind { Filling, Solo };

// How many squares `desc` covers when read as `kind`; -1 when it holds a character that kind never writes
// there (`badIndex` then says where).
long long squaresCovered(const QString& desc, IdKind kind, qsizetype* badIndex = nullptr)
{
    long long squares = 0;
    for (qsizetype i = 0; i < desc.size(); ++i) {
        const QChar c = desc[i];
        if (c >= u'a' && c <= u'z') {
            squares += c.unicode() - u'a' + 1;
        } else if (kind == IdKind::Solo && c == u'_') {
        } else if (kind == IdKind::Solo && c >= u'1' && c <= u'9') {
            ++squares;
            while (i + 1 < desc.size() && desc[i + 1] >= u'0' && desc[i + 1] <= u'9')
                ++i;
        } else if (kind == IdKind::Filling && c >= u'0' && c <= u'9') {
            ++squares;
        } else {
            if (badIndex)
                *badIndex = i;
            return -1;
        }
    }
    return squares;
}

// The type with this id, or null.
const ps::PuzzleType* typeWithId(const QString& typeId)
{
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        if (QString::fromStdString(type.id) == typeId)
            return &type;
    return nullptr;
}

// The game ID the type with this id is published as (None for an unknown id).
ps::PuzzleType::GameId gameIdOf(const QString& typeId)
{
    const ps::PuzzleType* type = typeWithId(typeId);
    return type ? type->gameId : ps::PuzzleType::GameId::None;
}

// Whether the type with this id writes its puzzles with cage blocks.
bool typeHasCages(const QString& typeId)
{
    const ps::PuzzleType* type = typeWithId(typeId);
    return type && type->hasCages;
}

// A row of cage clues rather than values: some token is a clue with an operation ("12+", "3/").
bool isCageClueRow(const QString& trimmed)
{
    for (const QString& token : trimmed.split(whitespace(), Qt::SkipEmptyParts)) {
        const auto clue = ps::parseCageClue(token.toStdString());
        if (clue && clue->first != ps::CageOperation::Given)
            return true;
    }
    return false;
}

// A Keen ID: "N:<cages>,<clues>" (no second number, no letters before the colon).
bool isKeenShape(const QRegularExpressionMatch& match)
{
    return match.captured(2).isEmpty() && match.captured(3).isEmpty() && match.captured(4).contains(u',');
}

bool readKeenGameId(const QRegularExpressionMatch& match, int lineNo, GridTextPuzzle& out, QString* error)
{
    try {
        out.board = ps::parseKeenGameId(match.captured(0).toStdString());
    } catch (const ps::EngineError& e) {
        return fail(error, QCoreApplication::translate("GridText", "Line %1: %2").arg(lineNo).arg(translateEngineMessage(e.message())));
    }
    out.line = lineNo;
    return true;
}

// "Sudoku (sgt-solo) and Fillomino (sgt-filling)": the types whose game IDs are read, for messages.
QString typesWithGameIds()
{
    QStringList names;
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        if (type.gameId == ps::PuzzleType::GameId::None)
            continue;
        const QString program = type.gameId == ps::PuzzleType::GameId::SgtSolo      ? QStringLiteral("sgt-solo")
                                : type.gameId == ps::PuzzleType::GameId::SgtFilling ? QStringLiteral("sgt-filling")
                                                                                    : QStringLiteral("sgt-keen");
        names << QCoreApplication::translate("GridText", "%1 (%2)")
                     .arg(QCoreApplication::translate("PuzzleType", type.name.c_str()), program);
    }
    return names.join(QCoreApplication::translate("GridText", ", "));
}

// Reads a Filling ("WxH", W columns) or Solo ("CxR", boxes of C rows by R columns) game ID.
bool readGameId(const QRegularExpressionMatch& match, const QString& typeHint, int lineNo, GridTextPuzzle& out, QString* error)
{
    const QString id = match.captured(0);
    const QString first = match.captured(1);
    const QString second = match.captured(2);
    const QString desc = match.captured(4);
    if (second.isEmpty() || !match.captured(3).isEmpty() || desc.contains(u','))
        return fail(error, QCoreApplication::translate("GridText",
                               "Line %1: \"%2\" is a game ID of a kind not read here. Use a Filling ID (\"WxH:...\"), a plain "
                               "Solo ID (\"CxR:...\") or a Keen ID (\"N:...,...\"); jigsaw, killer and X Sudoku IDs and other "
                               "games are not supported.")
                               .arg(lineNo).arg(shortened(id)));

    const long long a = digitsValue(first, 1000);
    const long long b = digitsValue(second, 1000);
    const long long soloSide = a < 0 || b < 0 ? -1 : a * b;
    const long long soloArea = soloSide < 0 ? -1 : soloSide * soloSide;
    const long long fillingArea = a < 0 || b < 0 ? -1 : a * b;
    qsizetype badInSolo = 0;
    qsizetype badInFilling = 0;
    const long long asSolo = squaresCovered(desc, IdKind::Solo, &badInSolo);
    const long long asFilling = squaresCovered(desc, IdKind::Filling, &badInFilling);

    IdKind kind;
    const QString hint = typeHint.trimmed().toLower();
    const ps::PuzzleType::GameId hinted = gameIdOf(hint);
    if (hinted == ps::PuzzleType::GameId::SgtSolo) {
        kind = IdKind::Solo;
    } else if (hinted == ps::PuzzleType::GameId::SgtFilling) {
        kind = IdKind::Filling;
    } else if (hint.isEmpty()) {
        // A Solo desc covers (C*R)^2 squares, a Filling one W*H: at most one of them fits.
        kind = (desc.contains(u'_') || (asSolo >= 0 && asSolo == soloArea)) ? IdKind::Solo : IdKind::Filling;
    } else {
        return fail(error, QCoreApplication::translate("GridText", "Line %1: game IDs are read for %2 puzzles only, not for \"%3\".")
                               .arg(lineNo).arg(typesWithGameIds()).arg(typeHint));
    }

    // What to say when the other kind would have fitted.
    const QString otherFits = kind == IdKind::Solo
        ? (asFilling >= 0 && asFilling == fillingArea
               ? QCoreApplication::translate("GridText", " It reads as a Filling (Fillomino) ID: is the puzzle type right?")
               : QString())
        : (asSolo >= 0 && asSolo == soloArea
               ? QCoreApplication::translate("GridText", " It reads as a Solo (Sudoku) ID: is the puzzle type right?")
               : QString());

    int rows = 0;
    int cols = 0;
    if (kind == IdKind::Solo) {
        if (a < 2 || b < 2 || soloSide > kMaxSide)
            return fail(error, QCoreApplication::translate("GridText",
                                   "Line %1: the Solo ID's box %2x%3 is not supported: a box has at least 2 rows and 2 "
                                   "columns, and the grid (rows times columns of the box) at most 64 squares a side.")
                                   .arg(lineNo).arg(shortened(first), shortened(second)));
        rows = cols = static_cast<int>(soloSide);
    } else {
        if (a < 1 || b < 1 || a > kMaxSide || b > kMaxSide)
            return fail(error, QCoreApplication::translate("GridText",
                                   "Line %1: the Filling ID's size %2x%3 is not supported: a grid has 1 to 64 columns and 1 "
                                   "to 64 rows.").arg(lineNo).arg(shortened(first), shortened(second)));
        cols = static_cast<int>(a);
        rows = static_cast<int>(b);
    }

    const long long covered = kind == IdKind::Solo ? asSolo : asFilling;
    if (covered < 0) {
        const QChar badChar = desc[kind == IdKind::Solo ? badInSolo : badInFilling];
        return fail(error, (kind == IdKind::Solo
                                ? QCoreApplication::translate("GridText",
                                      "Line %1: '%2' does not belong in a Solo ID's description: it holds 'a'-'z' for runs of "
                                      "empty squares and givens as numbers from 1, with '_' between two givens.")
                                : QCoreApplication::translate("GridText",
                                      "Line %1: '%2' does not belong in a Filling ID's description: it holds 'a'-'z' for runs "
                                      "of empty squares and one digit for each given."))
                               .arg(lineNo).arg(badChar) + otherFits);
    }
    const int coveredCount = static_cast<int>(std::min<long long>(covered, std::numeric_limits<int>::max()));
    if (covered != static_cast<long long>(rows) * cols)
        return fail(error, QCoreApplication::translate("GridText",
                               "Line %1: the game ID's description covers %n square(s), but its %2x%3 grid has %4.", nullptr,
                               coveredCount)
                               .arg(lineNo).arg(kind == IdKind::Solo ? rows : cols).arg(rows).arg(rows * cols)
                           + otherFits);

    ps::Board board(rows, cols);
    int index = 0;
    for (qsizetype i = 0; i < desc.size(); ++i) {
        const QChar c = desc[i];
        if (c >= u'a' && c <= u'z') {
            index += c.unicode() - u'a' + 1;  // the board starts empty
        } else if (c == u'_') {
        } else if (kind == IdKind::Filling) {
            board.set(index++, static_cast<ps::CellValue>(c.unicode() - u'0'));
        } else {
            qsizetype end = i + 1;
            while (end < desc.size() && desc[end] >= u'0' && desc[end] <= u'9')
                ++end;
            const QStringView digits = QStringView(desc).mid(i, end - i);
            const long long value = digitsValue(digits, rows);
            if (value < 0)
                return fail(error, QCoreApplication::translate("GridText",
                                       "Line %1: the given %2 is too large for a %3x%3 Sudoku, whose values run from 1 to %3.")
                                       .arg(lineNo).arg(shortened(digits.toString())).arg(rows));
            board.set(index++, static_cast<ps::CellValue>(value));
            i = end - 1;
        }
    }
    out.board = std::move(board);
    out.parameters = kind == IdKind::Solo ? QStringLiteral("%1x%2").arg(a).arg(b) : QString();
    out.line = lineNo;
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
    std::optional<GridTextPuzzle> grid;  // the grid whose rows are being read
    int rowsRead = 0;
    int lastGridLine = 0;                // a grid just ended here: the next one must follow a blank line
    std::vector<ps::CellValue> values;
    bool caged = false;                  // the grid being read is written as cage blocks
    std::vector<std::string> cageRows;   // its rows so far
    GridTextPuzzle described;            // the words of a comment just before a puzzle (parameters, label, source)
    static const QRegularExpression parametersWord(QStringLiteral("\\bparameters=(\\d+x\\d+)\\b"));
    static const QRegularExpression labelWord(QStringLiteral("\\blabel=(\\S+)"));
    static const QRegularExpression sourceWord(QStringLiteral("\\bsource=(\\S+)"));
    const auto describedBy = [](const QRegularExpression& re, const QString& line) {
        const QRegularExpressionMatch word = re.match(line);
        return word.hasMatch() ? word.captured(1) : QString();
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i + 1);
        const QString trimmed = lines[i].trimmed();
        if (trimmed.isEmpty()) {
            if (i + 1 == lines.size())
                break;  // what follows the last line break: the end of the text, not a blank line
            const int neededRows = grid && caged ? 2 * grid->board.rows() : 0;   // clues, then cage labels
            if (grid && caged)
                return fail(error, QCoreApplication::translate("GridText",
                                       "Line %1: the blank line ends the KenKen puzzle from line %2 after %3 of its %n row(s) "
                                       "(clues, then cage labels). Add the missing rows, or fix its size line.", nullptr,
                                       neededRows)
                                       .arg(lineNo).arg(grid->line).arg(cageRows.size()));
            if (grid)
                return fail(error, QCoreApplication::translate("GridText",
                                       "Line %1: the blank line ends the puzzle from line %2 after %3 of its %n row(s). Add the "
                                       "missing rows, or fix its size line \"%4 %5\".", nullptr, grid->board.rows())
                                       .arg(lineNo).arg(grid->line).arg(rowsRead).arg(grid->board.rows()).arg(grid->board.cols()));
            lastGridLine = 0;
            continue;
        }
        if (trimmed.startsWith(u'#')) {
            if (!grid) {
                lastGridLine = 0;  // a comment between two puzzles separates them too
                described.parameters = describedBy(parametersWord, trimmed);
                described.label = describedBy(labelWord, trimmed);
                described.source = describedBy(sourceWord, trimmed);
            }
            continue;
        }

        if (grid && rowsRead == 0 && cageRows.empty())
            caged = typeHasCages(typeHint.trimmed().toLower()) || (typeHint.trimmed().isEmpty() && isCageClueRow(trimmed));
        if (grid && caged) {
            cageRows.push_back(trimmed.toStdString());
            if (static_cast<int>(cageRows.size()) < 2 * grid->board.rows())
                continue;
            const int rows = grid->board.rows();
            try {
                ps::Cages cages = ps::parseCagesText({cageRows.begin(), cageRows.begin() + rows}, {cageRows.begin() + rows, cageRows.end()},
                                                     rows, grid->board.cols());
                for (const ps::Cage& cage : cages)
                    if (cage.operation == ps::CageOperation::Given)
                        grid->board.set(cage.cells.front(), static_cast<ps::CellValue>(cage.target));
                grid->board.setCages(std::move(cages));
            } catch (const ps::EngineError& e) {
                return fail(error, QCoreApplication::translate("GridText", "The puzzle from line %1: %2")
                                       .arg(grid->line).arg(translateEngineMessage(e.message())));
            }
            cageRows.clear();
            read.push_back(std::move(*grid));
            grid.reset();
            lastGridLine = lineNo;
            continue;
        }
        if (grid) {
            if (!parseRow(trimmed, grid->board.cols(), rowsRead + 1, lineNo, values, error))
                return false;
            for (int c = 0; c < grid->board.cols(); ++c)
                grid->board.set(rowsRead, c, values[static_cast<std::size_t>(c)]);
            if (++rowsRead == grid->board.rows()) {
                read.push_back(std::move(*grid));
                grid.reset();
                lastGridLine = lineNo;
            }
            continue;
        }

        const QRegularExpressionMatch match = gameIdPattern().match(trimmed);
        if (match.hasMatch()) {
            GridTextPuzzle puzzle = described;
            described = {};
            const QString hint = typeHint.trimmed().toLower();
            const bool keenHinted = gameIdOf(hint) == ps::PuzzleType::GameId::SgtKeen;
            if (keenHinted && !isKeenShape(match))
                return fail(error, QCoreApplication::translate("GridText",
                                       "Line %1: \"%2\" is not a Keen (KenKen) game ID, which reads N:<cages>,<clues>. Is the "
                                       "puzzle type right?").arg(lineNo).arg(shortened(trimmed)));
            const bool keen = isKeenShape(match) && (hint.isEmpty() || keenHinted);
            if (!(keen ? readKeenGameId(match, lineNo, puzzle, error) : readGameId(match, typeHint, lineNo, puzzle, error)))
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
        grid = described;
        grid->board = ps::Board(static_cast<int>(rows), static_cast<int>(cols));
        grid->line = lineNo;
        described = {};
        rowsRead = 0;
        cageRows.clear();
    }
    const int neededRows = grid && caged ? 2 * grid->board.rows() : 0;   // clues, then cage labels
    if (grid && caged)
        return fail(error, QCoreApplication::translate("GridText",
                               "Line %1: the text ends after %2 of the %n row(s) (clues, then cage labels) that this KenKen "
                               "puzzle needs. Add the missing rows, or fix the size line.", nullptr, neededRows)
                               .arg(grid->line).arg(cageRows.size()));
    if (grid)
        return fail(error, QCoreApplication::translate("GridText",
                               "Line %1: the text ends after %2 of the %n row(s) that this size line announces. Add the missing "
                               "rows, or fix the size line.", nullptr, grid->board.rows()).arg(grid->line).arg(rowsRead));
    if (read.empty())
        return fail(error, QCoreApplication::translate("GridText",
                               "The text holds no puzzle: expected a size line such as \"9 9\" (rows, then columns) followed "
                               "by one line per row, or a game ID."));
    out.insert(out.end(), std::make_move_iterator(read.begin()), std::make_move_iterator(read.end()));
    return true;
}

QString writeGridText(const ps::Board& board)
{
    if (board.hasCages() && !board.isFull()) {
        QString text = QStringLiteral("%1 %2\n").arg(board.rows()).arg(board.cols());
        for (const std::string& line : ps::formatCagesText(board.cages(), board.rows(), board.cols()))
            text += QString::fromStdString(line) + u'\n';
        return text;
    }
    qsizetype width = 1;
    for (ps::CellValue v : board.cells())
        width = std::max(width, QString::number(v).size());
    QString text = QStringLiteral("%1 %2\n").arg(board.rows()).arg(board.cols());
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            const ps::CellValue v = board.at(r, c);
            if (c > 0)
                text += u' ';
            text += (v ? QString::number(v) : QStringLiteral("-")).rightJustified(width);
        }
        text += u'\n';
    }
    return text;
}

QString writeGridTexts(const std::vector<ps::Board>& boards)
{
    QString text;
    for (const ps::Board& board : boards) {
        if (!text.isEmpty())
            text += u'\n';
        text += writeGridText(board);
    }
    return text;
}

bool looksLikeGridText(const QString& text)
{
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    static const QRegularExpression lineBreak(QStringLiteral("\r\n|\r|\n"));
    for (const QString& line : body.split(lineBreak)) {
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(u'#'))
            continue;
        const QRegularExpressionMatch match = gameIdPattern().match(trimmed);
        return isSizeLine(trimmed) || (match.hasMatch() && (!match.captured(2).isEmpty() || isKeenShape(match)));
    }
    return false;
}
