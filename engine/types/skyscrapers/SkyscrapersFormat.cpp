#include "SkyscrapersFormat.h"

#include "SkyscrapersShape.h"
#include "core/SgtDescription.h"

#include <sstream>

namespace ps {
namespace {

// The numbers of one row of `count` entries: tokens between spaces, or one character each when the row
// is a single token; "-" and "." are none (0), and so is "0" unless `zeroValue` gives its value (an empty
// square). `what` names the row in messages.
std::vector<int> readRow(const std::string& row, int count, int highest, const std::string& what, int zeroValue = 0)
{
    std::vector<std::string> tokens;
    std::istringstream in(row);
    for (std::string token; in >> token;)
        tokens.push_back(token);
    if (tokens.size() == 1 && count > 1) {
        const std::string compact = tokens.front();
        tokens.clear();
        for (char c : compact)
            tokens.emplace_back(1, c);
    }
    if (static_cast<int>(tokens.size()) != count)
        throw EngineError(PS_TRANSLATE("Engine", "The %1 has %2 entries; it needs %3."), {what, std::to_string(tokens.size()), std::to_string(count)});
    std::vector<int> values;
    for (const std::string& token : tokens) {
        if (token == "-" || token == "." || token == "0") {
            values.push_back(token == "0" ? zeroValue : 0);
            continue;
        }
        const long long value = sgt::digitsValue(token, highest);
        if (value < 1)
            throw EngineError(PS_TRANSLATE("Engine", "\"%1\" in the %2 is not a number from 1 to %3."), {token, what, std::to_string(highest)});
        values.push_back(static_cast<int>(value));
    }
    return values;
}

// `emptyValue` (an empty square, when the rules have them) is written 0.
std::string writeRow(const std::vector<int>& values, int emptyValue = 0)
{
    std::string row;
    for (int v : values)
        row += (row.empty() ? "" : " ") + (emptyValue > 0 && v == emptyValue ? std::string("0") : v ? std::to_string(v) : std::string("-"));
    return row;
}

const char* const kSideRows[] = {"row of clues above the grid", "row of clues below the grid", "row of clues left of the grid",
                                 "row of clues right of the grid"};

// `highest`: the tallest height, the largest clue (0: the side).
OuterClues readClueRows(const std::vector<std::string>& lines, const Board& board, int highest = 0)
{
    const int n = board.cols();
    OuterClues clues(board.rows(), n);
    for (int side = 0; side < 4; ++side) {
        const std::vector<int> row = readRow(lines[static_cast<std::size_t>(side)], n, highest > 0 ? highest : n, kSideRows[side]);
        for (int k = 0; k < n; ++k)
            clues.set(static_cast<GridSide>(side), k, row[static_cast<std::size_t>(k)]);
    }
    return clues;
}

std::vector<std::string> writeClueRows(const Board& board)
{
    const OuterClues& clues = board.hasOuterClues() ? board.outerClues() : OuterClues(board.rows(), board.cols());
    std::vector<std::string> lines;
    for (int side = 0; side < 4; ++side) {
        std::vector<int> row;
        for (int k = 0; k < board.cols(); ++k)
            row.push_back(clues.slotCount() ? clues.at(static_cast<GridSide>(side), k) : 0);
        lines.push_back(writeRow(row));
    }
    return lines;
}

void requireSquare(int rows, int cols)
{
    if (rows != cols)
        throw EngineError(PS_TRANSLATE("Engine", "A Skyscrapers grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
}

void requireSquare(const Board& board) { requireSquare(board.rows(), board.cols()); }

// The rules of `parameters`, or the plain ones of the board's side when there are none.
SkyscrapersShape shapeFor(const std::string& parameters, const Board& board)
{
    return parameters.empty() ? SkyscrapersShape(board.cols(), board.cols(), false) : SkyscrapersShape::parse(parameters);
}

} // namespace

EngineMessage SkyscrapersFormat::blocksDescription() const
{
    return {PS_TRANSLATE("Engine", "four rows of clues outside the grid (above, below, left, right), then the rows of givens"), {}};
}

std::vector<std::string> SkyscrapersFormat::sizeLineWords(const Board& board, const std::string& parameters) const
{
    const SkyscrapersShape shape = shapeFor(parameters, board);
    std::vector<std::string> words{std::to_string(shape.highest)};
    if (shape.diagonals)
        words.emplace_back("D");
    return words;
}

std::optional<std::string> SkyscrapersFormat::parametersFromSizeLine(int rows, int cols, const std::vector<std::string>& words) const
{
    requireSquare(rows, cols);
    if (words.empty())
        return std::string();
    const std::string& highest = words.front();
    const bool diagonals = words.size() == 2 && (words[1] == "D" || words[1] == "d");
    const bool number = !highest.empty() && highest.size() <= 2 && highest.find_first_not_of("0123456789") == std::string::npos;
    if (!number || words.size() > 2 || (words.size() == 2 && !diagonals))
        throw EngineError(PS_TRANSLATE("Engine", "A Skyscrapers size line is \"N N\", \"N N V\" (heights 1 to V) or \"N N V D\" (different "
                                                 "values on the diagonals too), not one ending in \"%1\"."),
                          {words.back()});
    const SkyscrapersShape shape(rows, std::stoi(highest), diagonals);
    return shape == SkyscrapersShape(rows, rows, false) ? std::string() : shape.parameters();
}

void SkyscrapersFormat::readBlocks(const std::vector<std::string>& lines, Board& board) const { readBlocksFor({}, lines, board); }

void SkyscrapersFormat::readBlocksFor(const std::string& parameters, const std::vector<std::string>& lines, Board& board) const
{
    requireSquare(board);
    const int n = board.rows();
    const SkyscrapersShape shape = shapeFor(parameters, board);
    if (static_cast<int>(lines.size()) != 4 + n)
        throw EngineError(PS_TRANSLATE("Engine", "A Skyscrapers puzzle has 4 rows of clues and %1 rows of givens after its size line, not %2 lines."),
                          {std::to_string(n), std::to_string(lines.size())});
    board.setOuterClues(readClueRows(lines, board, shape.highest));
    for (int r = 0; r < n; ++r) {
        const std::vector<int> row =
            readRow(lines[static_cast<std::size_t>(4 + r)], n, shape.highest, "row " + std::to_string(r + 1) + " of givens", shape.emptyValue());
        for (int c = 0; c < n; ++c)
            board.set(r, c, static_cast<CellValue>(row[static_cast<std::size_t>(c)]));
    }
}

std::vector<std::string> SkyscrapersFormat::writeBlocks(const Board& board) const { return writeBlocksFor({}, board); }

std::vector<std::string> SkyscrapersFormat::writeBlocksFor(const std::string& parameters, const Board& board) const
{
    const int emptyValue = parameters.empty() ? 0 : SkyscrapersShape::parse(parameters).emptyValue();
    std::vector<std::string> lines = writeClueRows(board);
    for (int r = 0; r < board.rows(); ++r) {
        std::vector<int> row;
        for (int c = 0; c < board.cols(); ++c)
            row.push_back(board.at(r, c));
        lines.push_back(writeRow(row, emptyValue));
    }
    return lines;
}

std::vector<std::string> SkyscrapersFormat::structureLines(const Board& board) const
{
    if (!board.hasOuterClues())
        return {};
    return writeClueRows(board);
}

void SkyscrapersFormat::readStructure(const std::vector<std::string>& lines, Board& board) const
{
    requireSquare(board);
    if (lines.size() != 4)
        throw EngineError(PS_TRANSLATE("Engine", "A Skyscrapers puzzle's structure is 4 rows of clues, not %1 lines."), {std::to_string(lines.size())});
    board.setOuterClues(readClueRows(lines, board));
}

std::string SkyscrapersFormat::gameIdName() const { return PS_TRANSLATE("Engine", "Towers (Skyscrapers)"); }

namespace {

struct TowersId {
    int side = 0;
    std::vector<std::string> clues;   // 4N fields
    std::string givens;               // after the comma, or ""
    bool hasGivens = false;
};

std::optional<TowersId> splitTowersId(const std::string& id)
{
    const auto parts = sgt::splitGameId(id);
    if (!parts || !parts->second.empty() || !parts->flags.empty())
        return std::nullopt;
    TowersId out;
    out.side = static_cast<int>(sgt::digitsValue(parts->first, 99));
    std::string clues = parts->description;
    if (const std::size_t comma = clues.find(','); comma != std::string::npos) {
        out.givens = clues.substr(comma + 1);
        out.hasGivens = true;
        clues = clues.substr(0, comma);
    }
    if (clues.find('/') == std::string::npos)
        return std::nullopt;
    std::string field;
    for (char c : clues + "/") {
        if (c == '/') {
            out.clues.push_back(field);
            field.clear();
        } else if (c >= '0' && c <= '9') {
            field += c;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

} // namespace

PuzzleFormat::IdFit SkyscrapersFormat::fitsGameId(const std::string& id) const
{
    const std::optional<TowersId> parts = splitTowersId(id);
    if (!parts)
        return IdFit::No;
    return static_cast<int>(parts->clues.size()) == 4 * parts->side ? IdFit::Size : IdFit::Shape;
}

GameIdPuzzle SkyscrapersFormat::readGameId(const std::string& id) const
{
    const std::optional<TowersId> parts = splitTowersId(id);
    if (!parts)
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a Towers (Skyscrapers) game ID, which reads N:<clues with / between>[,<givens>]."),
                          {sgt::shortened(id)});
    const int n = parts->side;
    if (n < SkyscrapersShape::kMinSide || n > SkyscrapersShape::kMaxSide)
        throw EngineError(PS_TRANSLATE("Engine", "Skyscrapers grids here are %1x%1 to %2x%2, not %3x%3."),
                          {std::to_string(SkyscrapersShape::kMinSide), std::to_string(SkyscrapersShape::kMaxSide), std::to_string(n)});
    if (static_cast<int>(parts->clues.size()) != 4 * n)
        throw EngineError(PS_TRANSLATE("Engine", "A %1x%1 Towers game ID has %2 clues (one per side of each row and column), not %3."),
                          {std::to_string(n), std::to_string(4 * n), std::to_string(parts->clues.size())});
    Board board(n, n);
    OuterClues clues(n, n);
    for (int slot = 0; slot < 4 * n; ++slot) {
        const std::string& field = parts->clues[static_cast<std::size_t>(slot)];
        if (field.empty())
            continue;
        const long long value = sgt::digitsValue(field, n);
        if (value < 1)
            throw EngineError(PS_TRANSLATE("Engine", "The clue \"%1\" is not a number from 1 to %2."), {field, std::to_string(n)});
        clues.set(slot, static_cast<int>(value));
    }
    board.setOuterClues(std::move(clues));
    if (parts->hasGivens) {
        std::size_t bad = 0;
        const long long covered = sgt::squaresCovered(parts->givens, sgt::Givens::Numbers, &bad);
        if (covered != static_cast<long long>(n) * n)
            throw EngineError(PS_TRANSLATE("Engine", "The givens of the Towers game ID cover %1 squares; a %2x%2 grid has %3."),
                              {std::to_string(covered), std::to_string(n), std::to_string(n * n)});
        std::string tooLarge;
        const std::vector<long> values = sgt::decodeGrid(parts->givens, sgt::Givens::Numbers, n * n, n, &tooLarge);
        for (int cell = 0; cell < n * n; ++cell) {
            const long v = values[static_cast<std::size_t>(cell)];
            if (v < 0)
                throw EngineError(PS_TRANSLATE("Engine", "The given %1 is larger than %2."), {tooLarge, std::to_string(n)});
            board.set(cell, static_cast<CellValue>(v));
        }
    }
    return {board, {}};
}

bool SkyscrapersFormat::writesGameIdsFor(const std::string& parameters) const
{
    if (parameters.empty())
        return true;
    const SkyscrapersShape shape = SkyscrapersShape::parse(parameters);
    return !shape.hasEmptySquares() && !shape.diagonals;
}

std::string SkyscrapersFormat::writeGameId(const Board& board) const { return towersGameId(board); }

std::string towersGameId(const Board& board)
{
    const int n = board.cols();
    std::string id = std::to_string(n) + ":";
    const OuterClues& clues = board.outerClues();
    for (int slot = 0; slot < 4 * n; ++slot) {
        if (slot > 0)
            id += '/';
        if (clues.slotCount() && clues.at(slot))
            id += std::to_string(clues.at(slot));
    }
    if (board.filledCount() == 0)
        return id;
    id += ',';
    int run = 0;
    bool lastWasNumber = false;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) == 0) {
            if (++run == 26) {
                id += 'z';
                run = 0;
            }
            lastWasNumber = false;
            continue;
        }
        if (run > 0)
            id += static_cast<char>('a' + run - 1);
        else if (lastWasNumber)
            id += '_';
        run = 0;
        id += std::to_string(board.at(cell));
        lastWasNumber = true;
    }
    if (run > 0)
        id += static_cast<char>('a' + run - 1);
    return id;
}

} // namespace ps
