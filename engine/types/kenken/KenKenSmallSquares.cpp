#include "KenKenSmallSquares.h"

#include "core/EngineError.h"

#include <array>
#include <bit>

namespace ps {

namespace {

constexpr int bitsPerSquare = 4;

int valueAt(std::uint64_t square, int cell)
{
    return static_cast<int>((square >> (bitsPerSquare * cell)) & 0xFU);
}

std::uint64_t packedValue(int cell, int value)
{
    return static_cast<std::uint64_t>(value) << (bitsPerSquare * cell);
}

// Fills squares row-major, each value not yet in its row or column.
void extend(int side, int cell, std::uint64_t square, std::vector<std::uint64_t>& found)
{
    if (cell == side * side) {
        found.push_back(square);
        return;
    }
    const int row = cell / side;
    const int col = cell % side;
    for (int value = 1; value <= side; ++value) {
        bool free = true;
        for (int c = 0; c < col && free; ++c)
            free = valueAt(square, row * side + c) != value;
        for (int r = 0; r < row && free; ++r)
            free = valueAt(square, r * side + col) != value;
        if (free)
            extend(side, cell + 1, square | packedValue(cell, value), found);
    }
}

std::vector<std::uint64_t> enumerateLatinSquares(int side)
{
    std::vector<std::uint64_t> found;
    extend(side, 0, 0, found);
    return found;
}

std::uint64_t packed(const Board& board)
{
    std::uint64_t square = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        square |= packedValue(cell, board.at(cell));
    return square;
}

using SquareSet = SmallSquareSolutions::SquareSet;

// For one order: the table of squares and, for every square and value, the set of those holding the
// value there. A cage's set is then the union over its ways of the intersection of those sets.
struct SquareIndex {
    int side = 0;
    std::size_t wordCount = 0;
    std::vector<std::uint64_t> squares;
    std::vector<SquareSet> holding;   // by cell * side + value - 1

    explicit SquareIndex(int order) : side(order), squares(enumerateLatinSquares(order))
    {
        wordCount = (squares.size() + 63) / 64;
        holding.resize(static_cast<std::size_t>(side * side * side));
        for (std::size_t i = 0; i < squares.size(); ++i)
            for (int cell = 0; cell < side * side; ++cell)
                at(cell, valueAt(squares[i], cell))[i / 64] |= std::uint64_t{1} << (i % 64);
    }
    SquareSet& at(int cell, int value) { return holding[static_cast<std::size_t>(cell * side + value - 1)]; }
    const SquareSet& at(int cell, int value) const { return holding[static_cast<std::size_t>(cell * side + value - 1)]; }
};

const SquareIndex& squareIndex(int side)
{
    static const std::array<SquareIndex, largestEnumeratedSide + 1> bySide = [] {
        return std::array<SquareIndex, largestEnumeratedSide + 1>{SquareIndex(0), SquareIndex(1), SquareIndex(2), SquareIndex(3),
                                                                   SquareIndex(4)};
    }();
    if (side < 1 || side > largestEnumeratedSide)
        throw EngineError("no table of Latin squares of order " + std::to_string(side));
    return bySide[static_cast<std::size_t>(side)];
}

// Adds to `meeting` every Latin square of `within` that meets the cage: depth first over the cage's
// squares, each value narrowing the set to the squares holding it there (an empty set ends the branch),
// the values chosen so far checked against the operation and target at the end.
class CageUnion {
public:
    CageUnion(const SquareIndex& index, const Cage& cage, SquareSet& meeting) : index_(index), cage_(cage), meeting_(meeting) {}

    void extend(std::size_t at, const SquareSet& within)
    {
        if (at == cage_.cells.size()) {
            if (cageHolds(cage_.operation, cage_.target, values_.data(), at))
                for (std::size_t w = 0; w < index_.wordCount; ++w)
                    meeting_[w] |= within[w];
            return;
        }
        const int cell = cage_.cells[at];
        for (int value = 1; value <= index_.side; ++value) {
            SquareSet narrower{};
            std::uint64_t any = 0;
            const SquareSet& holding = index_.at(cell, value);
            for (std::size_t w = 0; w < index_.wordCount; ++w)
                any |= narrower[w] = within[w] & holding[w];
            if (any == 0)
                continue;
            values_[at] = value;
            extend(at + 1, narrower);
        }
    }

private:
    const SquareIndex& index_;
    const Cage& cage_;
    SquareSet& meeting_;
    std::array<int, largestEnumeratedSide * largestEnumeratedSide> values_{};
};

// A cage as one number: its squares as bits (at most 16), its operation and its target.
std::uint64_t cageKey(const Cage& cage)
{
    std::uint64_t squares = 0;
    for (int cell : cage.cells)
        squares |= std::uint64_t{1} << cell;
    return squares | static_cast<std::uint64_t>(static_cast<unsigned char>(cage.operation)) << 16 |
           static_cast<std::uint64_t>(cage.target) << 24;
}

// Past this many remembered cages the memory starts over (a long session meets many cagings).
constexpr std::size_t kRememberedCages = 1 << 14;

} // namespace

const std::vector<std::uint64_t>& allLatinSquares(int side)
{
    return squareIndex(side).squares;
}

SmallSquareSolutions::SmallSquareSolutions(int side) : side_(side)
{
    squareIndex(side);   // checks the order
}

const SquareSet& SmallSquareSolutions::meeting(const Cage& cage)
{
    const std::uint64_t key = cageKey(cage);
    const auto known = meetingByCage_.find(key);
    if (known != meetingByCage_.end())
        return known->second;
    if (meetingByCage_.size() >= kRememberedCages)
        meetingByCage_.clear();
    const SquareIndex& index = squareIndex(side_);
    SquareSet all{};
    for (std::size_t w = 0; w < index.wordCount; ++w)
        all[w] = ~std::uint64_t{0};
    SquareSet found{};
    CageUnion(index, cage, found).extend(0, all);
    return meetingByCage_.emplace(key, found).first->second;
}

bool SmallSquareSolutions::hasOtherSolution(const Board& puzzle, const Board& reference)
{
    const SquareIndex& index = squareIndex(side_);
    SquareSet possible{};
    for (std::size_t w = 0; w < index.wordCount; ++w)
        possible[w] = ~std::uint64_t{0};
    auto narrowTo = [&](const SquareSet& set) {
        std::uint64_t any = 0;
        for (std::size_t w = 0; w < index.wordCount; ++w)
            any |= possible[w] &= set[w];
        return any != 0;
    };
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (puzzle.at(cell) != 0 && !narrowTo(index.at(cell, puzzle.at(cell))))
            return false;
    for (const Cage& cage : puzzle.cages()) {
        if (cage.operation == CageOperation::None)
            continue;
        if (cage.operation == CageOperation::Given && cage.cells.size() == 1 && puzzle.at(cage.cells.front()) == cage.target)
            continue;   // a given square, narrowed to above
        if (!narrowTo(meeting(cage)))
            return false;
    }
    const std::uint64_t referenceSquare = packed(reference);
    for (std::size_t w = 0; w < index.wordCount; ++w)
        for (std::uint64_t bits = possible[w]; bits != 0; bits &= bits - 1)
            if (index.squares[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))] != referenceSquare)
                return true;
    return false;
}

} // namespace ps
