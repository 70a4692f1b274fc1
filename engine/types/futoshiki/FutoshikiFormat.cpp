#include "FutoshikiFormat.h"

#include "FutoshikiRules.h"
#include "FutoshikiSigns.h"
#include "core/SgtDescription.h"

#include <cctype>

namespace ps {
namespace {

std::string withoutSpaces(const std::string& line)
{
    std::string out;
    for (char c : line)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += c;
    return out;
}

[[noreturn]] void badLine(int line, const std::string& text, EngineMessage why)
{
    why.arguments.insert(why.arguments.begin(), {std::to_string(line), text});
    throw EngineError(why.messageTemplate, why.arguments);
}

// Reads the 2N - 1 lines onto `board` (its size set): values where `values`, and the signs.
void readLines(const std::vector<std::string>& lines, Board& board, bool values)
{
    // A size we do not play is refused here, while the text is read (as a game ID's is), not later
    // when its rules are made.
    FutoshikiRules::parseSide(std::to_string(board.rows()) + "x" + std::to_string(board.cols()));
    const int n = board.cols();
    if (static_cast<int>(lines.size()) != 2 * n - 1)
        throw EngineError(PS_TRANSLATE("Engine", "A Futoshiki grid of %1 rows takes %2 lines of values and signs, not %3."),
                          {std::to_string(n), std::to_string(2 * n - 1), std::to_string(lines.size())});
    Cages signs;
    for (int k = 0; k < 2 * n - 1; ++k) {
        const std::string text = withoutSpaces(lines[static_cast<std::size_t>(k)]);
        const int row = k / 2;
        if (k % 2 == 0) {
            // values, with "<" or ">" between two of them
            int col = 0;
            for (std::size_t at = 0; at < text.size(); ++at) {
                const char c = text[at];
                if ((c == '<' || c == '>') && col > 0 && at > 0 && text[at - 1] != '<' && text[at - 1] != '>' && col < n) {
                    const int left = board.index(row, col - 1);
                    signs.push_back(c == '<' ? futoshiki::sign(left, left + 1) : futoshiki::sign(left + 1, left));
                    continue;
                }
                if (col >= n || !(c == '.' || (c >= '0' && c <= '9')) || (c != '.' && c - '0' > n))
                    badLine(k + 1, lines[static_cast<std::size_t>(k)],
                            {PS_TRANSLATE("Engine", "Line %1 (\"%2\") should hold %3 values from 1 to %3 (\".\" for an empty square) with "
                                                    "\"<\" or \">\" between two of them."),
                             {std::to_string(n)}});
                const int value = c == '.' ? 0 : c - '0';
                if (values)
                    board.set(row, col, static_cast<CellValue>(value));
                else if (value != 0 && board.at(row, col) != value)
                    throw EngineError(PS_TRANSLATE("Engine", "The signs' lines show %1 at %2, but the grid holds something else there."),
                                      {std::to_string(value), squareName(board.index(row, col), n)});
                ++col;
            }
            if (col != n || (!text.empty() && (text.back() == '<' || text.back() == '>')))
                badLine(k + 1, lines[static_cast<std::size_t>(k)],
                        {PS_TRANSLATE("Engine", "Line %1 (\"%2\") should hold %3 values from 1 to %3 (\".\" for an empty square) with "
                                                "\"<\" or \">\" between two of them."),
                         {std::to_string(n)}});
        } else {
            // one mark under each value of the row above
            if (static_cast<int>(text.size()) != n)
                badLine(k + 1, lines[static_cast<std::size_t>(k)],
                        {PS_TRANSLATE("Engine", "Line %1 (\"%2\") should hold %3 marks between two rows: \"^\", \"v\" or \".\"."), {std::to_string(n)}});
            for (int col = 0; col < n; ++col) {
                const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[static_cast<std::size_t>(col)])));
                const int upper = board.index(row, col);
                if (c == '^')
                    signs.push_back(futoshiki::sign(upper, upper + n));
                else if (c == 'v')
                    signs.push_back(futoshiki::sign(upper + n, upper));
                else if (c != '.')
                    badLine(k + 1, lines[static_cast<std::size_t>(k)],
                            {PS_TRANSLATE("Engine", "Line %1 (\"%2\") should hold %3 marks between two rows: \"^\", \"v\" or \".\"."),
                             {std::to_string(n)}});
            }
        }
    }
    board.setCages(std::move(signs));
}

} // namespace

std::vector<std::string> futoshikiLines(const Board& board, bool withValues)
{
    const int n = board.cols();
    const GridPresentation look = FutoshikiRules(n).presentation(board);
    std::vector<std::string> lines;
    for (int row = 0; row < n; ++row) {
        std::string values;
        std::string between;
        for (int col = 0; col < n; ++col) {
            const int cell = board.index(row, col);
            const int value = withValues ? board.at(cell) : 0;
            values += value ? static_cast<char>('0' + value) : '.';
            if (col + 1 < n) {
                const EdgeSign s = look.rightSign[static_cast<std::size_t>(cell)];
                values += s == EdgeSign::Less ? " < " : s == EdgeSign::Greater ? " > " : "   ";
            }
            const EdgeSign below = look.belowSign[static_cast<std::size_t>(cell)];
            between += below == EdgeSign::Less ? '^' : below == EdgeSign::Greater ? 'v' : '.';
            if (col + 1 < n)
                between += "   ";
        }
        lines.push_back(values);
        if (row + 1 < n)
            lines.push_back(between);
    }
    return lines;
}

std::string futoshikiGameId(const Board& board)
{
    const int n = board.cols();
    std::vector<std::string> flags(static_cast<std::size_t>(board.cellCount()));
    for (const Cage& cage : board.cages()) {
        if (!futoshiki::isSign(cage))
            continue;
        const int low = cage.cells[0];
        const int high = cage.cells[1];   // greater than its neighbour `low`
        const char direction = low == high - n ? 'U' : low == high + 1 ? 'R' : low == high + n ? 'D' : 'L';
        flags[static_cast<std::size_t>(high)] += direction;
    }
    std::string id = std::to_string(n) + ":";
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        // URDL order, as sgt-unequal writes them
        std::string& f = flags[static_cast<std::size_t>(cell)];
        std::string ordered;
        for (char d : std::string("URDL"))
            if (f.find(d) != std::string::npos)
                ordered += d;
        id += (cell ? "," : "") + std::to_string(board.at(cell)) + ordered;
    }
    return id;
}

EngineMessage FutoshikiFormat::blocksDescription() const { return {PS_TRANSLATE("Engine", "rows of values with signs, and lines of signs between them"), {}}; }

bool FutoshikiFormat::recognisesFirstRow(const std::string& row) const
{
    bool sign = false;
    for (char c : row) {
        if (c == '<' || c == '>')
            sign = true;
        else if (!(std::isspace(static_cast<unsigned char>(c)) || c == '.' || (c >= '0' && c <= '9')))
            return false;
    }
    return sign;
}

void FutoshikiFormat::readBlocks(const std::vector<std::string>& lines, Board& board) const { readLines(lines, board, true); }

std::vector<std::string> FutoshikiFormat::writeBlocks(const Board& board) const { return futoshikiLines(board, true); }

std::vector<std::string> FutoshikiFormat::structureLines(const Board& board) const
{
    if (!board.hasCages())
        return {};
    return futoshikiLines(board, false);
}

void FutoshikiFormat::readStructure(const std::vector<std::string>& lines, Board& board) const { readLines(lines, board, false); }

std::string FutoshikiFormat::writeGameId(const Board& board) const { return futoshikiGameId(board); }

std::string FutoshikiFormat::gameIdName() const { return PS_TRANSLATE("Engine", "Unequal (Futoshiki)"); }

namespace {

// sgt-unequal's description of an n x n grid (its load_game), or an error message.
Board parseUnequal(const std::string& description, int n)
{
    const auto fail = [&]() -> Board {
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not an Unequal (Futoshiki) description of a %2x%2 grid."),
                          {sgt::shortened(description), std::to_string(n)});
    };
    Board board(n, n);
    Cages signs;
    std::size_t at = 0;
    int cell = 0;
    const std::string& p = description;
    while (at < p.size()) {
        while (at < p.size() && p[at] >= 'a' && p[at] <= 'z')
            cell += p[at++] - 'a' + 1;
        if (cell >= n * n || at >= p.size() || !std::isdigit(static_cast<unsigned char>(p[at])))
            return fail();
        int value = 0;
        while (at < p.size() && std::isdigit(static_cast<unsigned char>(p[at]))) {
            value = value * 10 + (p[at++] - '0');
            if (value > n)
                return fail();
        }
        board.set(cell, static_cast<CellValue>(value));
        const int row = cell / n;
        const int col = cell % n;
        for (; at < p.size() && (p[at] == 'U' || p[at] == 'R' || p[at] == 'D' || p[at] == 'L'); ++at) {
            const int dr = p[at] == 'U' ? -1 : p[at] == 'D' ? 1 : 0;
            const int dc = p[at] == 'L' ? -1 : p[at] == 'R' ? 1 : 0;
            if (row + dr < 0 || row + dr >= n || col + dc < 0 || col + dc >= n)
                return fail();
            signs.push_back(futoshiki::sign((row + dr) * n + col + dc, cell));   // this square is the greater
        }
        ++cell;
        if (cell < n * n && (at >= p.size() || p[at] != ','))
            return fail();
        if (at < p.size() && p[at] == ',')
            ++at;
    }
    if (cell != n * n)
        return fail();
    normalize(signs);
    for (std::size_t i = 1; i < signs.size(); ++i)
        if (signs[i].cells == signs[i - 1].cells)
            return fail();
    for (const Cage& s : signs)   // two signs the opposite way between the same squares
        for (const Cage& t : signs)
            if (s.cells[0] == t.cells[1] && s.cells[1] == t.cells[0])
                return fail();
    board.setCages(std::move(signs));
    return board;
}

std::optional<int> orderOf(const std::string& id)
{
    const auto parts = sgt::splitGameId(id);
    if (!parts || !parts->second.empty() || !parts->flags.empty())
        return std::nullopt;
    const long long n = sgt::digitsValue(parts->first, 99);
    return n >= 1 ? std::optional<int>(static_cast<int>(n)) : std::nullopt;
}

} // namespace

PuzzleFormat::IdFit FutoshikiFormat::fitsGameId(const std::string& id) const
{
    // sgt-unequal's adjacent mode ("5a:"): its shape, so that readGameId says it is not read.
    if (const auto parts = sgt::splitGameId(id); parts && parts->flags == "a" && parts->second.empty() && sgt::digitsValue(parts->first, 99) >= 1)
        return IdFit::Shape;
    const auto n = orderOf(id);
    if (!n)
        return IdFit::No;
    // The shape: comma-separated squares, each a run of letters a..z, a number, then U, R, D, L (a
    // Keen or Solo description, or a word, is none of these).
    const std::string description = sgt::splitGameId(id)->description;
    std::size_t at = 0;
    while (at < description.size()) {
        while (at < description.size() && description[at] >= 'a' && description[at] <= 'z')
            ++at;
        const std::size_t digits = at;
        while (at < description.size() && std::isdigit(static_cast<unsigned char>(description[at])))
            ++at;
        if (at == digits)
            return IdFit::No;
        while (at < description.size() && std::string("URDL").find(description[at]) != std::string::npos)
            ++at;
        if (at < description.size() && description[at++] != ',')
            return IdFit::No;
    }
    if (description.empty())
        return IdFit::No;
    try {
        parseUnequal(description, *n);
        return *n >= FutoshikiRules::kMinSide && *n <= FutoshikiRules::kMaxSide ? IdFit::Size : IdFit::Shape;
    } catch (const EngineError&) {
        return IdFit::Shape;
    }
}

GameIdPuzzle FutoshikiFormat::readGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (parts && parts->flags.find('a') != std::string::npos)
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is an Unequal game ID in its adjacent mode (\"Na:\"), which is not supported: Futoshiki reads Unequal's plain mode (\"N:\") only."), {sgt::shortened(id)});
    const auto n = orderOf(id);
    if (!n)
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not an Unequal (Futoshiki) game ID, which reads N:<squares>."), {sgt::shortened(id)});
    FutoshikiRules rules(*n);   // throws for a size we do not play
    return {parseUnequal(parts->description, *n), {}};
}

} // namespace ps
