#include "KillerGivenRecut.h"

#include "KillerCaging.h"
#include "KillerSearch.h"
#include "solve/KnownUnique.h"
#include "solve/SearchQuestions.h"

#include <algorithm>
#include <memory>

namespace ps::killer_cages {
namespace {

// The search nodes one move's proof may take: KillerRules::generationSearchBudget's 500, so a move found
// unique here passes GenPuzzles' own test too.
constexpr long kSearchBudget = 500;
// Moves tested per given at most (the first that keeps the puzzle unique is taken: mostly the first or second).
constexpr int kMostTests = 160;
// Random cuts drawn per region for the wider re-cuts.
constexpr int kWiderDraws = 8;
// Tests of the last resort (a move of the given, and a cage elsewhere cut in two).
constexpr int kMostTestsElsewhere = 96;
// Random cuts drawn per move of the given and far region in the last resort.
constexpr int kFarDraws = 4;
// The most sums a wider re-cut adds to those it replaces.
constexpr int kMostExtraSums = 4;

std::vector<int> cageOfEachSquare(const Board& board)
{
    std::vector<int> cageOf(static_cast<std::size_t>(board.cellCount()), -1);
    const Cages& cages = board.cages();
    for (std::size_t i = 0; i < cages.size(); ++i)
        for (int cell : cages[i].cells)
            cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    return cageOf;
}

std::vector<int> squaresAround(const Board& board, int cell)
{
    std::vector<int> out;
    const int row = board.rowOf(cell);
    const int col = board.colOf(cell);
    if (row > 0)
        out.push_back(board.index(row - 1, col));
    if (row + 1 < board.rows())
        out.push_back(board.index(row + 1, col));
    if (col > 0)
        out.push_back(board.index(row, col - 1));
    if (col + 1 < board.cols())
        out.push_back(board.index(row, col + 1));
    return out;
}

bool connected(const Board& board, const std::vector<int>& cells)
{
    if (cells.empty())
        return false;
    std::vector<int> reached{cells.front()};
    for (std::size_t i = 0; i < reached.size(); ++i)
        for (int next : squaresAround(board, reached[i]))
            if (std::find(cells.begin(), cells.end(), next) != cells.end() && std::find(reached.begin(), reached.end(), next) == reached.end())
                reached.push_back(next);
    return reached.size() == cells.size();
}

long sumOf(const Board& solution, const std::vector<int>& cells)
{
    long sum = 0;
    for (int cell : cells)
        sum += solution.at(cell);
    return sum;
}

bool repeatsNone(const Board& solution, const std::vector<int>& cells)
{
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j)
            if (solution.at(cells[i]) == solution.at(cells[j]))
                return false;
    return true;
}

// One search per side and thread (a generation batch runs one run per thread).
KillerSearch& searchFor(int side)
{
    thread_local std::vector<std::unique_ptr<KillerSearch>> searches;
    if (searches.size() <= static_cast<std::size_t>(side))
        searches.resize(static_cast<std::size_t>(side) + 1);
    auto& search = searches[static_cast<std::size_t>(side)];
    if (!search)
        search = std::make_unique<KillerSearch>(SudokuShape::mostSquareFor(side));
    return *search;
}

// A random cut of `cells` (connected) into `parts` connected pieces: `parts` random seeds, then each
// piece in turn takes a random free square beside it. Nothing when a piece has fewer than two squares or
// the growth gets stuck.
std::optional<std::vector<std::vector<int>>> randomCut(const Board& board, const std::vector<int>& cells, int parts, Rng& rng)
{
    if (parts < 1 || cells.size() < 2 * static_cast<std::size_t>(parts))
        return std::nullopt;   // a piece of two squares or more each
    const std::vector<int> order = rng.permutation(static_cast<int>(cells.size()));
    std::vector<std::vector<int>> pieces;
    std::vector<int> pieceOf(cells.size(), -1);
    for (int p = 0; p < parts; ++p) {
        pieces.push_back({cells[static_cast<std::size_t>(order[static_cast<std::size_t>(p)])]});
        pieceOf[static_cast<std::size_t>(order[static_cast<std::size_t>(p)])] = p;
    }
    const auto indexOf = [&](int cell) { return static_cast<std::size_t>(std::find(cells.begin(), cells.end(), cell) - cells.begin()); };
    std::size_t placed = static_cast<std::size_t>(parts);
    for (int stuck = 0; placed < cells.size() && stuck < parts;) {
        stuck = 0;
        for (int p = 0; p < parts && placed < cells.size(); ++p) {
            std::vector<int> free;
            for (int cell : pieces[static_cast<std::size_t>(p)])
                for (int next : squaresAround(board, cell))
                    if (const std::size_t i = indexOf(next); i < cells.size() && pieceOf[i] < 0 && std::find(free.begin(), free.end(), next) == free.end())
                        free.push_back(next);
            if (free.empty()) {
                ++stuck;
                continue;
            }
            std::sort(free.begin(), free.end());
            const int taken = free[static_cast<std::size_t>(rng.below(static_cast<int>(free.size())))];
            pieceOf[indexOf(taken)] = p;
            pieces[static_cast<std::size_t>(p)].push_back(taken);
            ++placed;
        }
    }
    if (placed < cells.size())
        return std::nullopt;
    for (const auto& piece : pieces)
        if (piece.size() < 2)
            return std::nullopt;
    return pieces;
}

// A move: the cages it replaces (indices into the puzzle's) and the cages it puts in their place.
struct Move {
    std::vector<int> replaced;
    Cages cages;
};

} // namespace

bool isGivenToDrop(const Board& puzzle, int square)
{
    if (!puzzle.hasCages() || puzzle.at(square) == 0)
        return false;
    const std::vector<int> cageOf = cageOfEachSquare(puzzle);
    const auto sizeOf = [&](int cell) { return puzzle.cages()[static_cast<std::size_t>(cageOf[static_cast<std::size_t>(cell)])].cells.size(); };
    if (cageOf[static_cast<std::size_t>(square)] < 0 || sizeOf(square) != 1)
        return false;
    if (puzzle.filledCount() <= puzzle.rows())
        return true;
    for (int next : squaresAround(puzzle, square))
        if (cageOf[static_cast<std::size_t>(next)] >= 0 && sizeOf(next) >= 2)
            return true;
    return false;
}

std::optional<Board> dropGiven(const Board& puzzle, const Board& solution, int square, double avoidSingleCombination, Rng& rng)
{
    if (!isGivenToDrop(puzzle, square))
        return std::nullopt;
    const int side = solution.rows();
    const int largest = std::min(kMaxCageSize, side);
    const Cages& cages = puzzle.cages();
    const std::vector<int> cageOf = cageOfEachSquare(puzzle);
    const auto cageAt = [&](int cell) { return cageOf[static_cast<std::size_t>(cell)]; };
    const auto cellsOf = [&](int cage) -> const std::vector<int>& { return cages[static_cast<std::size_t>(cage)].cells; };
    const int own = cageAt(square);
    double avoid = avoidSingleCombination;   // 0 for the very last moves
    const auto refused = [&](const std::vector<int>& cells) {
        if (static_cast<int>(cells.size()) > largest || !repeatsNone(solution, cells))
            return true;
        if (avoid <= 0.0 || combinationCount(side, static_cast<int>(cells.size()), sumOf(solution, cells)) != 1)
            return false;
        return avoid >= 1.0 || rng.unit() < avoid;
    };
    const auto cageOn = [&](std::vector<int> cells) { return Cage{std::move(cells), CageOperation::Add, 0}; };
    const auto without = [](const std::vector<int>& cells, int cell) {
        std::vector<int> rest;
        std::copy_if(cells.begin(), cells.end(), std::back_inserter(rest), [&](int c) { return c != cell; });
        return rest;
    };

    std::vector<int> neighbours;
    for (int next : squaresAround(puzzle, square))
        if (std::find(neighbours.begin(), neighbours.end(), cageAt(next)) == neighbours.end())
            neighbours.push_back(cageAt(next));
    std::sort(neighbours.begin(), neighbours.end());   // the draws depend on the cages only

    // Merges first (fewer cages), each kept with mergeCages' chance for its size; then the re-cuts.
    std::vector<Move> merges, recuts;
    for (int other : neighbours) {
        std::vector<int> cells = cellsOf(other);
        cells.push_back(square);
        if (rng.unit() < mergeChance(static_cast<int>(cells.size())) && !refused(cells))
            merges.push_back({{own, other}, {cageOn(cells)}});
    }
    const auto splitsAndHandOvers = [&] {
        std::vector<Move> out;
        for (int other : neighbours) {
            // Splits: the given and the neighbouring cage cut anew into two connected cages of two squares or
            // more, the given's holding part of the cage.
            std::vector<int> joined = cellsOf(other);
            joined.insert(joined.begin(), square);   // bit 0: the given
            const int n = static_cast<int>(joined.size());
            for (unsigned mask = 1; n >= 4 && mask < (1u << n); mask += 2) {
                std::vector<int> part, rest;
                for (int i = 0; i < n; ++i)
                    ((mask >> i) & 1u ? part : rest).push_back(joined[static_cast<std::size_t>(i)]);
                if (part.size() < 2 || rest.size() < 2 || !connected(puzzle, part) || !connected(puzzle, rest) || refused(part) || refused(rest))
                    continue;
                out.push_back({{own, other}, {cageOn(part), cageOn(rest)}});
            }
            // Hand-overs: the given joins the neighbouring cage, which hands one of its squares to another
            // cage beside that square.
            for (int handed : cellsOf(other)) {
                std::vector<int> kept = without(cellsOf(other), handed);
                kept.push_back(square);
                if (kept.size() < 2 || !connected(puzzle, kept) || refused(kept))
                    continue;
                std::vector<int> takers;
                for (int next : squaresAround(puzzle, handed))
                    if (const int taker = cageAt(next); taker != other && taker != own && std::find(takers.begin(), takers.end(), taker) == takers.end())
                        takers.push_back(taker);
                std::sort(takers.begin(), takers.end());
                for (int taker : takers) {
                    std::vector<int> grown = cellsOf(taker);
                    grown.push_back(handed);
                    if (!refused(grown))
                        out.push_back({{own, other, taker}, {cageOn(kept), cageOn(grown)}});
                }
            }
        }
        return out;
    };
    recuts = splitsAndHandOvers();
    // Wider re-cuts, tried last: the given and two or three cages around it cut anew into as many cages
    // as before (as many sums), then into one more, then two more, drawn at random.
    const auto cagesBeside = [&](const std::vector<int>& cells) {
        std::vector<int> out;
        for (int cell : cells)
            for (int next : squaresAround(puzzle, cell))
                if (const int cage = cageAt(next); cage != own && std::find(out.begin(), out.end(), cage) == out.end())
                    out.push_back(cage);
        std::sort(out.begin(), out.end());
        return out;
    };
    // The regions: the given with a neighbouring cage and a cage beside either (two cages), and with a
    // third cage beside those (three).
    std::vector<std::vector<int>> regions;   // cage indices, sorted
    const auto addRegion = [&](std::vector<int> region) {
        std::sort(region.begin(), region.end());
        if (std::adjacent_find(region.begin(), region.end()) == region.end() && std::find(regions.begin(), regions.end(), region) == regions.end())
            regions.push_back(std::move(region));
    };
    for (int first : neighbours) {
        std::vector<int> around = cagesBeside(cellsOf(first));
        around.insert(around.end(), neighbours.begin(), neighbours.end());
        for (int second : around)
            addRegion({first, second});
    }
    const std::size_t pairCount = regions.size();
    for (std::size_t r = 0; r < pairCount; ++r) {
        std::vector<int> cells = cellsOf(regions[r][0]);
        cells.insert(cells.end(), cellsOf(regions[r][1]).begin(), cellsOf(regions[r][1]).end());
        for (int third : cagesBeside(cells))
            addRegion({regions[r][0], regions[r][1], third});
    }
    const auto shuffle = [&](std::vector<Move>& moves) {
        for (std::size_t i = moves.size(); i > 1; --i)
            std::swap(moves[i - 1], moves[static_cast<std::size_t>(rng.below(static_cast<int>(i)))]);
    };
    // The wider re-cuts with `extra` sums more than before, drawn only when every earlier move failed.
    const auto widerMoves = [&](int extra) {
        std::vector<Move> wider;
        for (const std::vector<int>& region : regions) {
            std::vector<int> cells{square};
            for (int cage : region)
                cells.insert(cells.end(), cellsOf(cage).begin(), cellsOf(cage).end());
            std::sort(cells.begin(), cells.end());
            const int parts = static_cast<int>(region.size()) + 1 + extra;
            for (int draw = 0, kept = 0; draw < 4 * kWiderDraws && kept < kWiderDraws; ++draw) {
                const auto pieces = randomCut(puzzle, cells, parts, rng);
                if (!pieces || std::any_of(pieces->begin(), pieces->end(), [&](const std::vector<int>& piece) { return refused(piece); }))
                    continue;
                ++kept;
                Move move{region, {}};
                move.replaced.push_back(own);
                for (const auto& piece : *pieces)
                    move.cages.push_back(cageOn(piece));
                wider.push_back(std::move(move));
            }
        }
        shuffle(wider);
        return wider;
    };

    KillerSearch& search = searchFor(side);
    KnownUnique known;
    known.squaresToDiffer(puzzle, solution);
    known.provenUnique(puzzle);
    int tests = 0;
    const auto firstUnique = [&](std::vector<Move>& moves, int mostTests = kMostTests) -> std::optional<Board> {
        for (Move& move : moves) {
            if (tests++ >= mostTests)
                return std::nullopt;
            Cages changed;
            for (std::size_t i = 0; i < cages.size(); ++i)
                if (std::find(move.replaced.begin(), move.replaced.end(), static_cast<int>(i)) == move.replaced.end())
                    changed.push_back(cages[i]);
            for (Cage& cage : move.cages) {
                std::sort(cage.cells.begin(), cage.cells.end());
                cage.target = sumOf(solution, cage.cells);
                changed.push_back(cage);
            }
            Board candidate = puzzle;
            for (const Cage& cage : move.cages)
                for (int cell : cage.cells)
                    candidate.set(cell, 0);   // the given, and any other given a re-cut takes in
            candidate.setCages(std::move(changed));
            const std::vector<int> toDiffer = known.squaresToDiffer(candidate, solution);
            if (!differsInside(search, candidate, solution, toDiffer, search.nodes() + kSearchBudget, nullptr))
                return candidate;
        }
        return std::nullopt;
    };
    shuffle(merges);
    shuffle(recuts);
    if (auto found = firstUnique(merges))
        return found;
    if (auto found = firstUnique(recuts))
        return found;
    for (int extra = 0; extra <= kMostExtraSums && tests < kMostTests; ++extra) {
        std::vector<Move> wider = widerMoves(extra);
        if (auto found = firstUnique(wider))
            return found;
    }
    tests = 0;
    // Last: a merge, split or hand-over of the given (whatever its size chance), and one more sum anywhere
    // else, for a second solution the given alone ruled out far from it.
    std::vector<Move> local = recuts;
    for (int other : neighbours) {
        std::vector<int> merged = cellsOf(other);
        merged.push_back(square);
        if (!refused(merged))
            local.push_back({{own, other}, {cageOn(merged)}});
    }
    // The far regions: a cage of four squares or more (cut in two), two cages side by side of six or more
    // (cut in three).
    std::vector<std::vector<int>> far;
    for (int cage = 0; cage < static_cast<int>(cages.size()); ++cage) {
        if (cellsOf(cage).size() >= 4)
            far.push_back({cage});
        for (int beside : cagesBeside(cellsOf(cage)))
            if (beside > cage && cellsOf(cage).size() + cellsOf(beside).size() >= 6)
                far.push_back({cage, beside});
    }
    std::vector<Move> elsewhere;
    for (const Move& base : local)
        for (const std::vector<int>& region : far) {
            if (std::any_of(region.begin(), region.end(),
                            [&](int cage) { return std::find(base.replaced.begin(), base.replaced.end(), cage) != base.replaced.end(); }))
                continue;
            std::vector<int> cells;
            for (int cage : region)
                cells.insert(cells.end(), cellsOf(cage).begin(), cellsOf(cage).end());
            for (int draw = 0; draw < kFarDraws; ++draw) {
                const auto pieces = randomCut(puzzle, cells, static_cast<int>(region.size()) + 1, rng);
                if (!pieces || std::any_of(pieces->begin(), pieces->end(), [&](const std::vector<int>& piece) { return refused(piece); }))
                    continue;
                Move move = base;
                move.replaced.insert(move.replaced.end(), region.begin(), region.end());
                for (const auto& piece : *pieces)
                    move.cages.push_back(cageOn(piece));
                elsewhere.push_back(std::move(move));
            }
        }
    shuffle(elsewhere);
    if (auto found = firstUnique(elsewhere, kMostTestsElsewhere))
        return found;
    // At the very end the merges, splits and hand-overs again with cages of a single combination allowed
    // (17 in two squares): better one such cage than a given.
    if (avoid > 0.0) {
        avoid = 0.0;
        std::vector<Move> plain = splitsAndHandOvers();
        for (int other : neighbours) {
            std::vector<int> merged = cellsOf(other);
            merged.push_back(square);
            if (!refused(merged))
                plain.push_back({{own, other}, {cageOn(merged)}});
        }
        shuffle(plain);
        tests = 0;
        if (auto found = firstUnique(plain))
            return found;
    }
    return std::nullopt;
}

} // namespace ps::killer_cages
