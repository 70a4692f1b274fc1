#include "KillerCaging.h"

#include "KillerGivenRecut.h"

#include <algorithm>

namespace ps::killer_cages {
namespace {

// mergeChance by size.
constexpr double kMergeChance[kMaxCageSize + 1] = {0, 0, 1.0, 0.8, 0.5, 0.15, 0.06, 0.02, 0.01, 0.005};

std::vector<int> cageOfEachSquare(int cellCount, const Cages& cages)
{
    std::vector<int> cageOf(static_cast<std::size_t>(cellCount), -1);
    for (std::size_t i = 0; i < cages.size(); ++i)
        for (int cell : cages[i].cells)
            cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    return cageOf;
}

std::vector<int> neighbouringCages(const Board& board, const Cages& cages, const std::vector<int>& cageOf, int index)
{
    std::vector<int> out;
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

// Whether the two cages' solution values are all different (a Killer cage repeats no value).
bool valuesDiffer(const Cage& a, const Cage& b, const Board& solution)
{
    for (int x : a.cells)
        for (int y : b.cells)
            if (solution.at(x) == solution.at(y))
                return false;
    return true;
}

// Draws of a neighbour for a one-square cage before it gives up for this pass (every neighbour may make
// a cage with a single combination).
constexpr int kMostDraws = 32;

} // namespace

double mergeChance(int size) { return size < 0 || size > kMaxCageSize ? 0.0 : kMergeChance[size]; }

std::optional<Board> cageMove(const Board& puzzle, const Board& solution, const std::vector<int>& squares, std::optional<Difficulty> aim,
                              Rng& rng)
{
    if (aim == Difficulty::Evil && squares.size() == 1 && isGivenToDrop(puzzle, squares.front()))
        return dropGiven(puzzle, solution, squares.front(), singleCombinationAvoidance(aim), rng);
    return mergeCages(puzzle, solution, squares, singleCombinationAvoidance(aim), rng);
}

int combinationCount(int side, int count, long sum)
{
    // Sets of `count` values from `from`..side adding up to `sum`.
    const auto ways = [&](auto&& self, int from, int left, long rest) -> int {
        if (left == 0)
            return rest == 0 ? 1 : 0;
        int total = 0;
        for (int v = from; v <= side && v <= rest; ++v)
            total += self(self, v + 1, left - 1, rest - v);
        return total;
    };
    return ways(ways, 1, count, sum);
}

double singleCombinationAvoidance(std::optional<Difficulty> aim)
{
    if (!aim)
        return 1.0;
    switch (*aim) {
    case Difficulty::Easy: return 0.0;
    case Difficulty::Medium:
    case Difficulty::Hard: return 0.7;
    case Difficulty::Evil: return 1.0;
    }
    return 1.0;
}

Cages singleSquareCages(const Board& solution)
{
    Cages cages;
    for (int cell = 0; cell < solution.cellCount(); ++cell)
        cages.push_back({{cell}, CageOperation::Add, solution.at(cell)});
    return cages;
}

std::optional<Board> mergeCages(const Board& puzzle, const Board& solution, const std::vector<int>& squares, double avoidSingleCombination,
                                Rng& rng)
{
    const int largest = std::min(kMaxCageSize, solution.rows());
    std::optional<Cages> merged;
    if (puzzle.cages().empty())
        merged = singleSquareCages(solution);
    const auto current = [&]() -> const Cages& { return merged ? *merged : puzzle.cages(); };
    std::vector<int> emptied;
    for (int square : squares) {
        const Cages& cages = current();
        const std::vector<int> cageOf = cageOfEachSquare(puzzle.cellCount(), cages);
        const int index = cageOf[static_cast<std::size_t>(square)];
        if (index < 0)
            return std::nullopt;
        const Cage& own = cages[static_cast<std::size_t>(index)];
        std::vector<int> neighbours;
        for (int other : neighbouringCages(puzzle, cages, cageOf, index)) {
            const Cage& cage = cages[static_cast<std::size_t>(other)];
            if (static_cast<int>(own.cells.size() + cage.cells.size()) <= largest && valuesDiffer(own, cage, solution))
                neighbours.push_back(other);
        }
        if (neighbours.empty())
            return std::nullopt;
        const auto chanceWith = [&](int other) { return kMergeChance[own.cells.size() + cages[static_cast<std::size_t>(other)].cells.size()]; };
        const bool given = own.cells.size() == 1;
        const auto singleCombination = [&](int pick) {
            const Cage& cage = cages[static_cast<std::size_t>(pick)];
            const long sum = own.target + cage.target;
            return combinationCount(solution.rows(), static_cast<int>(own.cells.size() + cage.cells.size()), sum) == 1;
        };
        int other = -1;
        for (int draw = 0; draw < kMostDraws && other < 0; ++draw) {
            const int pick = neighbours[static_cast<std::size_t>(rng.below(static_cast<int>(neighbours.size())))];
            if (rng.unit() < chanceWith(pick) &&
                !(avoidSingleCombination > 0.0 && singleCombination(pick) && (avoidSingleCombination >= 1.0 || rng.unit() < avoidSingleCombination)))
                other = pick;
            if (!given)
                break;
        }
        if (other < 0)
            return std::nullopt;
        Cage cage{own.cells, CageOperation::Add, 0};
        const auto& more = cages[static_cast<std::size_t>(other)].cells;
        cage.cells.insert(cage.cells.end(), more.begin(), more.end());
        std::sort(cage.cells.begin(), cage.cells.end());
        for (int cell : cage.cells)
            cage.target += solution.at(cell);
        emptied.insert(emptied.end(), cage.cells.begin(), cage.cells.end());
        if (!merged)
            merged = cages;
        merged->erase(merged->begin() + std::max(index, other));
        merged->erase(merged->begin() + std::min(index, other));
        const auto place = std::lower_bound(merged->begin(), merged->end(), cage.cells.front(),
                                            [](const Cage& c, int first) { return c.cells.front() < first; });
        merged->insert(place, std::move(cage));   // cages stay in order of their first square
    }
    if (!merged)
        return std::nullopt;
    Board candidate = puzzle;
    for (int cell : emptied)
        candidate.set(cell, 0);
    candidate.setCages(std::move(*merged));
    return candidate;
}

} // namespace ps::killer_cages
