#include "KenKenCaging.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <span>

namespace ps::kenken_cages {
namespace {

// The chance that a merge making a cage of k squares is tried (index k) when the square's cage has two
// or more squares already; a one-square cage (a given) always merges, with these as the weights of its
// neighbours. Chosen so that the cages of generated puzzles come near sgt-keen's mix: at 9x9 sgt-keen
// has 82% two squares, 15% three, 2% four; ours, 76%, 22%, 2% (`bench --type kenken` runs; more chance
// for three squares gave 50% and 40%, and made generation at a class slower, with more runs per hit).
constexpr double kMergeChance[kMaxCageSize + 1] = {0, 0, 1.0, 0.05, 0.015, 0.005, 0.002};

// By square: the index of the cage holding it (-1: none).
std::vector<int> cageOfEachSquare(const Board& board, const Cages& cages)
{
    std::vector<int> cageOf(static_cast<std::size_t>(board.cellCount()), -1);
    for (std::size_t i = 0; i < cages.size(); ++i)
        for (int cell : cages[i].cells)
            cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    return cageOf;
}

std::vector<int> neighbouringCages(const Board& board, const Cages& cages, const std::vector<int>& cageOf, int index)
{
    std::vector<int> out;
    out.reserve(8);
    for (int cell : cages[static_cast<std::size_t>(index)].cells) {
        const int row = board.rowOf(cell);
        const int col = board.colOf(cell);
        const int around[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
        for (const auto& [r, c] : around) {
            if (r < 0 || c < 0 || r >= board.rows() || c >= board.cols())
                continue;
            const int other = cageOf[static_cast<std::size_t>(board.index(r, c))];
            if (other >= 0 && other != index && std::find(out.begin(), out.end(), other) == out.end())
                out.push_back(other);
        }
    }
    std::sort(out.begin(), out.end());   // the draw depends on the cages only, not on the scan
    return out;
}

} // namespace

int cageIndexOf(const Cages& cages, int cell)
{
    for (std::size_t i = 0; i < cages.size(); ++i)
        if (std::binary_search(cages[i].cells.begin(), cages[i].cells.end(), cell))
            return static_cast<int>(i);
    return -1;
}

Cages singleSquareCages(const Board& solution)
{
    Cages cages;
    for (int cell = 0; cell < solution.cellCount(); ++cell)
        cages.push_back({{cell}, CageOperation::Given, solution.at(cell)});
    return cages;
}

namespace {

long targetOf(CageOperation operation, std::span<const int> values)
{
    long sum = 0;
    long product = 1;
    for (int v : values) {
        sum += v;
        product *= v;
    }
    switch (operation) {
    case CageOperation::Multiply: return product;
    case CageOperation::Subtract: return std::abs(values[0] - values[1]);
    case CageOperation::Divide: return std::max(values[0], values[1]) / std::min(values[0], values[1]);
    default: return sum;   // Add, and Given (one value)
    }
}

// Whether a two-square clue leaves more than one pair of values from 1..side. One that does not names
// its pair outright ("3+", or "7+" at 4x4) and makes the puzzle easy whatever else it asks; sgt-keen
// avoids them too.
bool leavesAChoice(CageOperation operation, long target, int side)
{
    int pairs = 0;
    for (int small = 1; small <= side; ++small)
        for (int large = small + 1; large <= side; ++large)
            if ((operation != CageOperation::Divide || large % small == 0) && targetOf(operation, std::array{small, large}) == target)
                ++pairs;
    return pairs >= 2;
}

// The seed's rule: - and / preferred for two squares where / divides, + or * otherwise. A two-square
// clue that names its pair outright is drawn again (with `redrawNamedPair` chance), a few times at most:
// some pairs have no other.
CageOperation drawOperation(const std::vector<int>& values, int side, double redrawNamedPair, Rng& rng)
{
    if (values.size() == 1)
        return CageOperation::Given;
    if (values.size() > 2)
        return rng.unit() < 0.7 ? CageOperation::Multiply : CageOperation::Add;
    const bool divides = std::max(values[0], values[1]) % std::min(values[0], values[1]) == 0;
    const bool redraw = redrawNamedPair >= 1.0 || (redrawNamedPair > 0.0 && rng.unit() < redrawNamedPair);
    constexpr int kDraws = 8;
    CageOperation operation = CageOperation::Add;
    for (int draw = 0; draw < kDraws; ++draw) {
        if (divides && rng.unit() < 0.5) {
            operation = CageOperation::Divide;
        } else {
            const double pick = rng.unit();
            operation = pick < 0.5 ? CageOperation::Subtract : pick < 0.8 ? CageOperation::Add : CageOperation::Multiply;
        }
        if (!redraw || leavesAChoice(operation, targetOf(operation, values), side))
            break;
    }
    return operation;
}

} // namespace

double namedPairRedrawChance(std::optional<Difficulty> aim, int side)
{
    if (!aim)
        return 0.0;
    constexpr int kFewChoices = 4;   // at 4x4 only "5+", "1-", "2-" and "2/" leave a choice of pairs
    switch (*aim) {
    case Difficulty::Easy: return 0.0;
    case Difficulty::Medium: return side <= kFewChoices ? 1.0 : 0.6;
    case Difficulty::Hard: return side <= kFewChoices ? 1.0 : 0.3;
    case Difficulty::Evil: return 1.0;
    }
    return 1.0;
}

Cage makeCage(std::vector<int> cells, const Board& solution, double redrawNamedPair, Rng& rng)
{
    std::sort(cells.begin(), cells.end());
    std::vector<int> values;
    for (int cell : cells)
        values.push_back(solution.at(cell));
    const CageOperation operation = drawOperation(values, solution.rows(), redrawNamedPair, rng);
    return {std::move(cells), operation, targetOf(operation, values)};
}

std::optional<Board> mergeCages(const Board& puzzle, const Board& solution, const std::vector<int>& squares, double redrawNamedPair,
                                Rng& rng)
{
    // Most draws keep no merge (a cage grows only with a small chance), so the cages are copied only
    // once a merge is kept.
    std::optional<Cages> merged;
    if (puzzle.cages().empty())
        merged = singleSquareCages(solution);
    const auto current = [&]() -> const Cages& { return merged ? *merged : puzzle.cages(); };
    std::vector<int> emptied;
    for (int square : squares) {
        const Cages& cages = current();
        const std::vector<int> cageOf = cageOfEachSquare(puzzle, cages);
        const int index = cageOf[static_cast<std::size_t>(square)];
        if (index < 0)
            return std::nullopt;
        const std::vector<int> neighbours = neighbouringCages(puzzle, cages, cageOf, index);
        if (neighbours.empty())
            return std::nullopt;
        const std::size_t own = cages[static_cast<std::size_t>(index)].cells.size();
        const auto chanceWith = [&](int other) {
            const std::size_t size = own + cages[static_cast<std::size_t>(other)].cells.size();
            return size <= kMaxCageSize ? kMergeChance[size] : 0.0;
        };
        // A neighbour drawn at random and kept with its chance: once for a cage, until one is kept for a
        // given (published puzzles have few givens), so that small neighbours are likelier.
        const bool given = own == 1;
        if (given && std::none_of(neighbours.begin(), neighbours.end(), [&](int n) { return chanceWith(n) > 0; }))
            return std::nullopt;
        int other = -1;
        do {
            const int pick = neighbours[static_cast<std::size_t>(rng.below(static_cast<int>(neighbours.size())))];
            if (rng.unit() < chanceWith(pick))
                other = pick;
        } while (other < 0 && given);
        if (other < 0)
            return std::nullopt;
        std::vector<int> cells = cages[static_cast<std::size_t>(index)].cells;
        const auto& more = cages[static_cast<std::size_t>(other)].cells;
        cells.insert(cells.end(), more.begin(), more.end());
        emptied.insert(emptied.end(), cells.begin(), cells.end());
        Cage cage = makeCage(std::move(cells), solution, redrawNamedPair, rng);
        if (!merged)
            merged = cages;
        merged->erase(merged->begin() + std::max(index, other));
        merged->erase(merged->begin() + std::min(index, other));
        const auto place = std::lower_bound(merged->begin(), merged->end(), cage.cells.front(),
                                            [](const Cage& c, int first) { return c.cells.front() < first; });
        merged->insert(place, std::move(cage));   // cages stay in order of their first square
    }
    if (!merged)
        return std::nullopt;   // no squares
    Board candidate = puzzle;
    for (int cell : emptied)
        candidate.set(cell, 0);
    candidate.setCages(std::move(*merged));
    return candidate;
}

} // namespace ps::kenken_cages
