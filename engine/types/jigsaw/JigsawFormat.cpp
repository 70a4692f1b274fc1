#include "JigsawFormat.h"
#include "core/SgtDescription.h"
#include "core/TextTokens.h"

#include "JigsawRegions.h"
#include "JigsawRules.h"

#include <cctype>
#include <map>
#include <sstream>

namespace ps {
namespace {


// The label written for region `region` (0-based) of `count`.
std::string regionLabel(int region, int count)
{
    if (count <= 26)
        return std::string(1, static_cast<char>('A' + region));
    return std::to_string(region + 1);
}

// What a game ID's parameters say: the grid side and whether it is a jigsaw ID at all; throws EngineError
// for the kinds not read (X diagonals and cages).
struct IdParameters {
    int side = 0;
    bool jigsaw = false;
};

std::optional<IdParameters> readParameters(const std::string& parameters, bool throwUnsupported)
{
    std::size_t at = 0;
    const auto number = [&]() -> int {
        const std::size_t start = at;
        while (at < parameters.size() && std::isdigit(static_cast<unsigned char>(parameters[at])) && at - start < 4)
            ++at;
        if (at == start || (at < parameters.size() && std::isdigit(static_cast<unsigned char>(parameters[at]))))
            return -1;
        return std::stoi(parameters.substr(start, at - start));
    };
    IdParameters out;
    const int first = number();
    if (first < 0)
        return std::nullopt;
    out.side = first;
    if (at + 1 < parameters.size() && parameters[at] == 'x' && std::isdigit(static_cast<unsigned char>(parameters[at + 1]))) {
        ++at;
        const int second = number();
        if (second < 0)
            return std::nullopt;
        out.side = first * second;
    }
    bool unsupported = false;
    for (; at < parameters.size(); ++at) {
        const char flag = parameters[at];
        if (flag == 'j')
            out.jigsaw = true;
        else if (flag == 'x' || flag == 'k')
            unsupported = true;
        else if (flag == 'd' && at + 1 < parameters.size())
            ++at;   // a difficulty level: not the puzzle's business
        else if (flag == 'a' || flag == 'm' || flag == 'r')
            while (at + 1 < parameters.size() && std::isdigit(static_cast<unsigned char>(parameters[at + 1])))
                ++at;   // a symmetry of the generator
        else
            return std::nullopt;
    }
    if (unsupported && out.jigsaw && throwUnsupported)
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is a jigsaw game ID with X diagonals or cage sums, which are not supported."),
                          {parameters});
    return out;
}

Board readGrid(const std::string& grid, int n, const std::string& id)
{
    Board board(n, n);
    const int cells = n * n;
    int at = 0;
    for (std::size_t i = 0; i < grid.size();) {
        const char c = grid[i];
        if (at >= cells)
            throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" has more givens and gaps than its %2x%2 grid has squares."),
                              {id, std::to_string(n)});
        if (c >= 'a' && c <= 'z') {
            at += c - 'a' + 1;
            ++i;
        } else if (c == '_') {
            ++i;
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            std::size_t end = i;
            while (end < grid.size() && std::isdigit(static_cast<unsigned char>(grid[end])) && end - i < 3)
                ++end;
            const int value = std::stoi(grid.substr(i, end - i));
            if (value < 1 || value > n)
                throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" gives %2, but a %3x%3 grid holds 1 to %3."),
                                  {id, grid.substr(i, end - i), std::to_string(n)});
            board.set(at++, static_cast<CellValue>(value));
            i = end;
        } else {
            throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" has '%2' in its grid, where only letters, numbers and '_' belong."),
                              {id, std::string(1, c)});
        }
    }
    if (at != cells)
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" describes %2 squares, but its %3x%3 grid has %4."),
                          {id, std::to_string(at), std::to_string(n), std::to_string(cells)});
    return board;
}

std::vector<int> readBlocksDescription(const std::string& blocks, int n, const std::string& id)
{
    const sgt::BlockStructure structure = sgt::decodeBlocks(blocks, n);
    switch (structure.error) {
    case sgt::BlockStructure::Error::BadCharacter:
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" has '%2' in its regions, where only letters and '_' belong."),
                          {id, std::string(1, structure.bad)});
    case sgt::BlockStructure::Error::TooManyEdges:
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" describes more region borders than a %2x%2 grid has."), {id, std::to_string(n)});
    case sgt::BlockStructure::Error::TooFewEdges:
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" describes too few region borders for a %2x%2 grid."), {id, std::to_string(n)});
    case sgt::BlockStructure::Error::None: break;
    }
    const std::vector<int>& regionOf = structure.blockOf;
    std::vector<int> size(static_cast<std::size_t>(structure.blockCount), 0);
    for (int region : regionOf)
        ++size[static_cast<std::size_t>(region)];
    if (static_cast<int>(size.size()) != n)
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" has %2 regions; a %3x%3 grid needs %3."),
                          {id, std::to_string(size.size()), std::to_string(n)});
    for (std::size_t region = 0; region < size.size(); ++region)
        if (size[region] != n) {
            int first = 0;
            while (regionOf[static_cast<std::size_t>(first)] != static_cast<int>(region))
                ++first;
            throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" has a region of %2 squares (the one at %3); each must have %4."),
                              {id, std::to_string(size[region]), squareName(first, n), std::to_string(n)});
        }
    return regionOf;
}

} // namespace

EngineMessage JigsawFormat::blocksDescription() const { return {PS_TRANSLATE("Engine", "rows of region labels"), {}}; }

void JigsawFormat::readBlocks(const std::vector<std::string>& lines, Board& board) const
{
    const int n = board.rows();
    if (board.cols() != n || n < 1)
        throw EngineError(PS_TRANSLATE("Engine", "A Jigsaw Sudoku grid must be square, not %1x%2."), {std::to_string(board.rows()), std::to_string(board.cols())});
    if (static_cast<int>(lines.size()) != n)
        throw EngineError(PS_TRANSLATE("Engine", "The puzzle has %1 rows of region labels; its grid needs %2."),
                          {std::to_string(lines.size()), std::to_string(n)});
    std::map<std::string, int> regionOfLabel;
    std::vector<std::string> labelOf;
    std::vector<int> regionOf(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r) {
        std::vector<std::string> row = splitWords(lines[static_cast<std::size_t>(r)]);
        if (row.size() == 1 && static_cast<int>(row.front().size()) == n && n > 1) {   // compact: one character per square
            const std::string compact = row.front();
            row.clear();
            for (char c : compact)
                row.emplace_back(1, c);
        }
        if (static_cast<int>(row.size()) != n)
            throw EngineError(PS_TRANSLATE("Engine", "Row %1 of the region labels has %2 labels; the grid is %3 squares wide."),
                              {std::to_string(r + 1), std::to_string(row.size()), std::to_string(n)});
        for (int c = 0; c < n; ++c) {
            const auto [it, added] = regionOfLabel.emplace(row[static_cast<std::size_t>(c)], static_cast<int>(labelOf.size()));
            if (added)
                labelOf.push_back(row[static_cast<std::size_t>(c)]);
            regionOf[static_cast<std::size_t>(r * n + c)] = it->second;
        }
    }
    if (static_cast<int>(labelOf.size()) != n)
        throw EngineError(PS_TRANSLATE("Engine", "The region labels name %1 regions; a %2x%2 grid needs %2."),
                          {std::to_string(labelOf.size()), std::to_string(n)});
    std::vector<int> size(static_cast<std::size_t>(n), 0);
    for (int region : regionOf)
        ++size[static_cast<std::size_t>(region)];
    for (int region = 0; region < n; ++region)
        if (size[static_cast<std::size_t>(region)] != n)
            throw EngineError(PS_TRANSLATE("Engine", "Region %1 has %2 squares; each region must have %3."),
                              {labelOf[static_cast<std::size_t>(region)], std::to_string(size[static_cast<std::size_t>(region)]), std::to_string(n)});
    if (const int broken = jigsaw_regions::disconnectedRegion(n, regionOf); broken >= 0)
        throw EngineError(PS_TRANSLATE("Engine", "The squares of region %1 do not all touch: each region must be one connected piece."),
                          {labelOf[static_cast<std::size_t>(broken)]});
    board.setCages(jigsaw_regions::toCages(n, regionOf));
}

std::vector<std::string> JigsawFormat::writeBlocks(const Board& board) const
{
    const int n = board.rows();
    if (!board.hasCages() || board.cages().empty())
        return {};
    std::vector<int> regionOf(static_cast<std::size_t>(board.cellCount()), -1);
    const Cages& cages = board.cages();
    for (std::size_t region = 0; region < cages.size(); ++region)
        for (int cell : cages[region].cells)
            regionOf[static_cast<std::size_t>(cell)] = static_cast<int>(region);
    const int count = static_cast<int>(cages.size());
    std::vector<std::string> lines;
    for (int r = 0; r < n; ++r) {
        std::string line;
        for (int c = 0; c < board.cols(); ++c) {
            const int region = regionOf[static_cast<std::size_t>(r * board.cols() + c)];
            std::string label = region < 0 ? std::string("?") : regionLabel(region, count);
            if (count > 26 && label.size() < 2)
                label.insert(label.begin(), ' ');
            line += (c == 0 ? "" : " ") + label;
        }
        lines.push_back(line);
    }
    return lines;
}

std::string JigsawFormat::gameIdName() const { return PS_TRANSLATE("Engine", "Solo jigsaw (Jigsaw Sudoku)"); }

PuzzleFormat::IdFit JigsawFormat::fitsGameId(const std::string& id) const
{
    const std::size_t colon = id.find(':');
    if (colon == std::string::npos || id.find_first_of(" \t") != std::string::npos)
        return IdFit::No;
    const auto parameters = readParameters(id.substr(0, colon), false);
    if (!parameters || !parameters->jigsaw)
        return IdFit::No;
    try {
        readGameId(id);
        return IdFit::Size;
    } catch (const EngineError&) {
        return IdFit::Shape;
    }
}

GameIdPuzzle JigsawFormat::readGameId(const std::string& id) const
{
    const std::size_t colon = id.find(':');
    const auto parameters = colon == std::string::npos ? std::nullopt : readParameters(id.substr(0, colon), true);
    if (!parameters || !parameters->jigsaw)
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a Solo jigsaw game ID, which reads Nj:<grid>,<regions> (9j:... for 9x9)."), {id});
    const int n = parameters->side;
    if (n < JigsawRules::kMinSide || n > JigsawRules::kMaxSide)
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" is for a %2x%2 grid; Jigsaw Sudoku grids go from 4x4 to 12x12."),
                          {id, std::to_string(n)});
    const std::string description = id.substr(colon + 1);
    const std::size_t comma = description.find(',');
    if (comma == std::string::npos || description.find(',', comma + 1) != std::string::npos)
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" must have its grid, a comma, then its regions."), {id});
    Board board = readGrid(description.substr(0, comma), n, id);
    const std::vector<int> regionOf = readBlocksDescription(description.substr(comma + 1), n, id);
    board.setCages(jigsaw_regions::toCages(n, regionOf));
    return {board, ""};
}

} // namespace ps
