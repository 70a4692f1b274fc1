#include "KillerFormat.h"

#include "KillerNativeSolver.h"
#include "KillerRules.h"
#include "core/SgtDescription.h"
#include "core/TextTokens.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>

namespace ps {
namespace {

bool isBlank(const std::string& token) { return token == "-" || token == "." || token == "0"; }

// The number `token` spells (1..limit), or 0.
long numberIn(const std::string& token, long limit)
{
    if (token.empty() || token.find_first_not_of("0123456789") != std::string::npos || token.size() > 4)
        return 0;
    const long value = std::strtol(token.c_str(), nullptr, 10);
    return value >= 1 && value <= limit ? value : 0;
}

// The rows x cols tokens of `lines` (one block), or EngineError naming the row.
std::vector<std::string> tokensOf(const std::vector<std::string>& lines, int cols, const char* what)
{
    std::vector<std::string> tokens;
    for (std::size_t r = 0; r < lines.size(); ++r) {
        const std::vector<std::string> row = splitWords(lines[r]);
        if (static_cast<int>(row.size()) != cols)
            throw EngineError(what, {std::to_string(r + 1), std::to_string(row.size()), std::to_string(cols)});
        tokens.insert(tokens.end(), row.begin(), row.end());
    }
    return tokens;
}

Cages readCages(const std::vector<std::string>& sumLines, const std::vector<std::string>& labelLines, int rows, int cols)
{
    const std::vector<std::string> sums = tokensOf(sumLines, cols, PS_TRANSLATE("Engine", "Row %1 of the cage sums has %2 entries, not %3."));
    const std::vector<std::string> labels = tokensOf(labelLines, cols, PS_TRANSLATE("Engine", "Row %1 of the cage labels has %2 entries, not %3."));
    std::map<std::string, std::size_t> indexOf;
    Cages cages;
    std::vector<int> sumSquare;
    for (int cell = 0; cell < rows * cols; ++cell) {
        const auto [it, added] = indexOf.try_emplace(labels[static_cast<std::size_t>(cell)], cages.size());
        if (added) {
            cages.push_back({{}, CageOperation::Add, 0});
            sumSquare.push_back(-1);
        }
        Cage& cage = cages[it->second];
        cage.cells.push_back(cell);
        const std::string& token = sums[static_cast<std::size_t>(cell)];
        if (isBlank(token))
            continue;
        const long sum = numberIn(token, 78 * 4);
        if (sum == 0)
            throw EngineError(PS_TRANSLATE("Engine", "The cage sum \"%1\" at %2 is not a number."), {token, squareName(cell, cols)});
        if (sumSquare[it->second] >= 0)
            throw EngineError(PS_TRANSLATE("Engine", "The cage at %1 has two sums (at %2 too)."),
                              {squareName(sumSquare[it->second], cols), squareName(cell, cols)});
        sumSquare[it->second] = cell;
        cage.target = sum;
    }
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (sumSquare[i] < 0)
            throw EngineError(PS_TRANSLATE("Engine", "The cage at %1 has no sum."), {squareName(cages[i].cells.front(), cols)});
    normalize(cages);
    return cages;
}

// Columns padded to the widest token, so the blocks read as a grid.
std::vector<std::string> aligned(const std::vector<std::string>& tokens, int rows, int cols)
{
    std::size_t width = 1;
    for (const std::string& token : tokens)
        width = std::max(width, token.size());
    std::vector<std::string> lines;
    for (int r = 0; r < rows; ++r) {
        std::string line;
        for (int c = 0; c < cols; ++c) {
            const std::string& token = tokens[static_cast<std::size_t>(r * cols + c)];
            if (c > 0)
                line += ' ';
            line += std::string(width - token.size(), ' ') + token;
        }
        lines.push_back(line);
    }
    return lines;
}

// A one-square cage's sum is its square's value: written as the cage, read back as a given (as KenKen
// reads its one-square cages), so that generated puzzles, whose only givens are one-square cages, print
// without a block of givens. Throws when the sum is no value of the grid.
void fillOneSquareCages(Board& board)
{
    for (const Cage& cage : board.cages())
        if (cage.cells.size() == 1) {
            if (cage.target < 1 || cage.target > board.cols())
                throw EngineError(PS_TRANSLATE("Engine", "The cage at %1 is one square with the sum %2, which is no value from 1 to %3."),
                                  {squareName(cage.cells.front(), board.cols()), std::to_string(cage.target), std::to_string(board.cols())});
            board.set(cage.cells.front(), static_cast<CellValue>(cage.target));
        }
}

// Whether `board` has a value outside its one-square cages (a given the cages do not imply).
bool hasOwnGivens(const Board& board)
{
    std::vector<char> single(static_cast<std::size_t>(board.cellCount()), 0);
    for (const Cage& cage : board.cages())
        if (cage.cells.size() == 1 && cage.cells.front() >= 0 && cage.cells.front() < board.cellCount())
            single[static_cast<std::size_t>(cage.cells.front())] = 1;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.at(cell) != 0 && !single[static_cast<std::size_t>(cell)])
            return true;
    return false;
}

} // namespace

EngineMessage KillerFormat::blocksDescription() const
{
    return {PS_TRANSLATE("Engine", "cage sums, then cage labels, then optionally givens"), {}};
}

void KillerFormat::readBlocks(const std::vector<std::string>& lines, Board& board) const
{
    const int rows = board.rows();
    readStructure({lines.begin(), lines.begin() + std::min<std::size_t>(lines.size(), static_cast<std::size_t>(2 * rows))}, board);
    fillOneSquareCages(board);
    if (static_cast<int>(lines.size()) != 3 * rows)
        return;
    const std::vector<std::string> givens =
        tokensOf({lines.begin() + 2 * rows, lines.end()}, board.cols(), PS_TRANSLATE("Engine", "Row %1 of the givens has %2 entries, not %3."));
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const std::string& token = givens[static_cast<std::size_t>(cell)];
        if (isBlank(token))
            continue;
        const long value = numberIn(token, board.cols());
        if (value == 0)
            throw EngineError(PS_TRANSLATE("Engine", "The given \"%1\" at %2 is not a value from 1 to %3."),
                              {token, squareName(cell, board.cols()), std::to_string(board.cols())});
        board.set(cell, static_cast<CellValue>(value));
    }
}

std::vector<std::string> KillerFormat::writeBlocks(const Board& board) const
{
    std::vector<std::string> lines = structureLines(board);
    if (!hasOwnGivens(board))
        return lines;
    std::vector<std::string> givens;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        givens.push_back(board.at(cell) ? std::to_string(board.at(cell)) : "-");
    for (std::string& line : aligned(givens, board.rows(), board.cols()))
        lines.push_back(std::move(line));
    return lines;
}

std::vector<std::string> KillerFormat::structureLines(const Board& board) const
{
    if (!board.hasCages())
        return {};
    const int cells = board.cellCount();
    std::vector<std::string> sums(static_cast<std::size_t>(cells), "-");
    std::vector<std::string> labels(static_cast<std::size_t>(cells), "-");
    int number = 0;
    for (const Cage& cage : board.cages()) {
        ++number;
        if (cage.cells.empty())
            continue;
        sums[static_cast<std::size_t>(cage.cells.front())] = std::to_string(cage.target);
        for (int cell : cage.cells)
            if (cell >= 0 && cell < cells)
                labels[static_cast<std::size_t>(cell)] = std::to_string(number);
    }
    std::vector<std::string> lines = aligned(sums, board.rows(), board.cols());
    for (std::string& line : aligned(labels, board.rows(), board.cols()))
        lines.push_back(std::move(line));
    return lines;
}

void KillerFormat::readStructure(const std::vector<std::string>& lines, Board& board) const
{
    const int rows = board.rows();
    if (static_cast<int>(lines.size()) != 2 * rows)
        throw EngineError(PS_TRANSLATE("Engine", "The cages have %n line(s); a grid of %1 rows needs %2 (sums, then labels).", nullptr, count),
                          {std::to_string(rows), std::to_string(2 * rows)}, static_cast<int>(lines.size()));
    board.setCages(readCages({lines.begin(), lines.begin() + rows}, {lines.begin() + rows, lines.end()}, rows, board.cols()));
}

std::string KillerFormat::gameIdName() const { return PS_TRANSLATE("Engine", "Solo killer (Killer Sudoku)"); }

PuzzleFormat::IdFit KillerFormat::fitsGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (!parts || parts->flags.find('k') == std::string::npos || parts->flags.find_first_of("jx") != std::string::npos)
        return IdFit::No;
    try {
        readGameId(id);
        return IdFit::Size;
    } catch (const EngineError&) {
        return IdFit::Shape;
    }
}

GameIdPuzzle KillerFormat::readGameId(const std::string& id) const
{
    const auto parts = sgt::splitGameId(id);
    if (!parts || parts->flags.find('k') == std::string::npos || parts->flags.find_first_of("jx") != std::string::npos || parts->second.empty())
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a Solo killer game ID, which reads RxCk:<grid>,<cages>,<sums> (3x3k:... for 9x9)."),
                          {sgt::shortened(id)});
    // Solo's "RxC" names the box by its rows, then its columns (as Sudoku's --box does).
    const long long tall = sgt::digitsValue(parts->first, 12);
    const long long wide = sgt::digitsValue(parts->second, 12);
    const int n = static_cast<int>(wide * tall);
    if (wide < 1 || tall < 1 || !KillerRules::supportsSide(n))
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" is for a grid Killer Sudoku does not support (4x4, 6x6, 8x8, 9x9, 10x10, 12x12)."),
                          {sgt::shortened(id)});
    const SudokuShape shape = SudokuShape::mostSquareFor(n);
    if (shape.boxCols() != wide || shape.boxRows() != tall)
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" has boxes of %2 rows and %3 columns; a %4x%4 Killer Sudoku has them %5x%6."),
                          {sgt::shortened(id), std::to_string(tall), std::to_string(wide), std::to_string(n), std::to_string(shape.boxRows()),
                           std::to_string(shape.boxCols())});
    const std::string& description = parts->description;
    const std::size_t first = description.find(',');
    const std::size_t second = first == std::string::npos ? first : description.find(',', first + 1);
    if (second == std::string::npos || description.find(',', second + 1) != std::string::npos)
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" must have its grid, its cages and its sums, separated by commas."), {sgt::shortened(id)});
    const std::string grid = description.substr(0, first);
    const std::string blocks = description.substr(first + 1, second - first - 1);
    const std::string sums = description.substr(second + 1);
    const int cells = n * n;
    for (const std::string* part : {&grid, &sums})
        if (sgt::squaresCovered(*part, sgt::Givens::Numbers) != cells)
            throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" does not describe the %2 squares of its grid."), {sgt::shortened(id), std::to_string(cells)});
    Board board(n, n);
    const std::vector<long> givens = sgt::decodeGrid(grid, sgt::Givens::Numbers, cells, n);
    for (int cell = 0; cell < cells; ++cell) {
        if (givens[static_cast<std::size_t>(cell)] < 0)
            throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" gives a value above %2."), {sgt::shortened(id), std::to_string(n)});
        board.set(cell, static_cast<CellValue>(givens[static_cast<std::size_t>(cell)]));
    }
    const sgt::BlockStructure structure = sgt::decodeBlocks(blocks, n);
    if (structure.error != sgt::BlockStructure::Error::None)
        throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" does not describe the cages of a %2x%2 grid."), {sgt::shortened(id), std::to_string(n)});
    const std::vector<long> sumOf = sgt::decodeGrid(sums, sgt::Givens::Numbers, cells, 9999);
    Cages cages(static_cast<std::size_t>(structure.blockCount), Cage{{}, CageOperation::Add, 0});
    for (int cell = 0; cell < cells; ++cell) {
        Cage& cage = cages[static_cast<std::size_t>(structure.blockOf[static_cast<std::size_t>(cell)])];
        cage.cells.push_back(cell);
        if (const long sum = sumOf[static_cast<std::size_t>(cell)]; sum != 0) {
            if (cage.target != 0 || sum < 0)
                throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" gives the cage at %2 more than one sum."),
                                  {sgt::shortened(id), squareName(cage.cells.front(), n)});
            cage.target = sum;
        }
    }
    for (const Cage& cage : cages)
        if (cage.target == 0)
            throw EngineError(PS_TRANSLATE("Engine", "The game ID \"%1\" gives the cage at %2 no sum."), {sgt::shortened(id), squareName(cage.cells.front(), n)});
    normalize(cages);
    board.setCages(std::move(cages));
    fillOneSquareCages(board);
    return {board, ""};
}

namespace {

// sgt-solo's cages have two squares or more: a one-square cage is written as a given and joined to a
// neighbouring cage, whose sum grows by the given. The joined cage's "no repeats" must say nothing the
// puzzle does not: the neighbour is one whose squares all share a row, column or box with the given's
// square (Sudoku already keeps the value out), else one whose values in the solution differ from the
// given (`solution`, worked out only then). False when a given has no such neighbour.
bool joinOneSquareCages(const Board& board, std::vector<int>& blockOf, std::vector<long>& sumOf)
{
    const int n = board.rows();
    const SudokuShape shape = SudokuShape::mostSquareFor(n);
    const auto sees = [&](int a, int b) { return a / n == b / n || a % n == b % n || shape.boxOf(a / n, a % n) == shape.boxOf(b / n, b % n); };
    const auto squaresOf = [&](int block) {
        std::vector<int> cells;
        for (int cell = 0; cell < n * n; ++cell)
            if (blockOf[static_cast<std::size_t>(cell)] == block)
                cells.push_back(cell);
        return cells;
    };
    std::optional<Board> solution;
    for (int cell = 0; cell < n * n; ++cell) {
        if (squaresOf(blockOf[static_cast<std::size_t>(cell)]).size() != 1)
            continue;
        int best = -1;
        for (bool bySolution : {false, true}) {
            for (int next : {cell - n, cell + n, cell % n ? cell - 1 : -1, cell % n + 1 < n ? cell + 1 : -1}) {
                if (best >= 0 || next < 0 || next >= n * n)
                    continue;
                const std::vector<int> cells = squaresOf(blockOf[static_cast<std::size_t>(next)]);
                bool fits = true;
                for (int other : cells) {
                    if (!bySolution) {
                        fits = fits && sees(cell, other);
                        continue;
                    }
                    if (!solution) {
                        KillerNativeSolver solver(shape);
                        const SolveResult solved = solver.countSolutions(board, 2);
                        if (solved.count != 1)
                            return false;
                        solution = solved.solutions.front();
                    }
                    fits = fits && solution->at(other) != board.at(cell);
                }
                if (fits)
                    best = blockOf[static_cast<std::size_t>(next)];
            }
        }
        if (best < 0)
            return false;
        sumOf[static_cast<std::size_t>(best)] += board.at(cell);
        blockOf[static_cast<std::size_t>(cell)] = best;
    }
    return true;
}

} // namespace

std::string KillerFormat::writeGameId(const Board& board) const
{
    const int n = board.rows();
    if (n != board.cols() || !KillerRules::supportsSide(n) || !board.hasCages())
        return {};
    const SudokuShape shape = SudokuShape::mostSquareFor(n);
    const int cells = n * n;
    const std::size_t cageCount = board.cages().size();
    std::vector<int> blockOf(static_cast<std::size_t>(cells), -1);
    std::vector<long> sumOf(cageCount, 0);
    for (std::size_t c = 0; c < cageCount; ++c) {
        for (int cell : board.cages()[c].cells)
            blockOf[static_cast<std::size_t>(cell)] = static_cast<int>(c);
        sumOf[c] = board.cages()[c].target;
    }
    if (std::find(blockOf.begin(), blockOf.end(), -1) != blockOf.end())
        return {};   // every square of an sgt-solo killer ID is in a cage
    std::vector<long> givens(static_cast<std::size_t>(cells), 0);
    for (int cell = 0; cell < cells; ++cell)
        givens[static_cast<std::size_t>(cell)] = board.at(cell);
    if (!joinOneSquareCages(board, blockOf, sumOf))
        return {};
    std::vector<long> sums(static_cast<std::size_t>(cells), 0);
    std::vector<char> written(cageCount, 0);
    for (int cell = 0; cell < cells; ++cell) {
        const std::size_t block = static_cast<std::size_t>(blockOf[static_cast<std::size_t>(cell)]);
        if (!written[block]) {
            written[block] = 1;
            sums[static_cast<std::size_t>(cell)] = sumOf[block];
        }
    }
    return std::to_string(shape.boxRows()) + "x" + std::to_string(shape.boxCols()) + "k:" + sgt::encodeGrid(givens) + "," +
           sgt::encodeBlocks(blockOf, n) + "," + sgt::encodeGrid(sums);
}

} // namespace ps
