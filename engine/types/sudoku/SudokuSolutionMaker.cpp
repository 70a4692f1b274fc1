// A random full Sudoku, drawn from all grids: a randomized search fills the empty grid, then the symmetry
// transformations move it about. The homogeneity report's idea of scrambling one pattern grid with the
// symmetries alone only moves within that grid's class: every puzzle would share one essentially
// different solution (in 9x9 every band would have exactly 3 distinct mini-rows).
#include "SudokuRules.h"
#include "SudokuSolutionMaker.h"

#include "core/Bits.h"
#include "latin/LatinPropagation.h"

#include <algorithm>
#include <bit>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace ps {
namespace {

// Fills an empty grid square by square: the square with the fewest values left first (ties drawn at
// random), its values in random order; each placed value is propagated by the Latin kernel (naked and
// hidden singles to their fixed point). A search that runs past its node budget starts over with fresh
// draws: at 16x16 and 25x25 a few early choices can leave a dead end deep in the search, and a restart is
// cheaper than backtracking out of it. One search is kept per shape and thread, and it allocates nothing
// once warm: a 9x9 generated at easy or medium spends a third of its time here.
class RandomGridSearch {
public:
    explicit RandomGridSearch(const SudokuShape& shape)
        : latin_(LatinUnits(shape.size(), shape.units())), n_(shape.size()), cells_(shape.cellCount())
    {
        // A search node fills at least one square, so the depth never passes the number of squares.
        stack_.resize(static_cast<std::size_t>(cells_ + 1) * static_cast<std::size_t>(cells_));
        options_.resize(static_cast<std::size_t>(cells_ + 1));
    }

    // A full grid, or nothing when the search proved there is none (some layouts of regions other than
    // boxes have no filling at all) or ran past its budget more than `maxRestarts` times (< 0: no limit).
    std::optional<Board> fill(Rng& rng, int maxRestarts)
    {
        const long budget = 20L * cells_;
        for (int restarts = 0;; ++restarts) {
            nodes_ = 0;
            budget_ = budget;
            latin_.clearPending();
            std::fill(stack_.begin(), stack_.begin() + cells_, latin_.all());
            if (search(0, rng))
                return found_;
            if (nodes_ <= budget_)
                return std::nullopt;   // searched to the end: no filling exists
            if (maxRestarts >= 0 && restarts >= maxRestarts)
                return std::nullopt;
        }
    }

private:
    CandidateMask* candidates(int depth) { return &stack_[static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_)]; }

    bool search(int depth, Rng& rng)
    {
        if (++nodes_ > budget_)
            return false;
        const CandidateMask* here = candidates(depth);
        int chosen = -1;
        int fewest = n_ + 1;
        int ties = 0;
        for (int cell = 0; cell < cells_; ++cell) {
            if (LatinPropagation::isSingle(here[cell]))
                continue;   // filled (propagation leaves no single unplaced)
            const int count = countBits(here[cell]);
            if (count < fewest) {
                fewest = count;
                chosen = cell;
                ties = 1;
            } else if (count == fewest && rng.below(++ties) == 0) {
                chosen = cell;   // each of the tied squares equally likely
            }
        }
        if (chosen < 0) {   // full
            found_ = Board(n_, n_);
            for (int cell = 0; cell < cells_; ++cell)
                found_.set(cell, static_cast<CellValue>(std::countr_zero(here[cell]) + 1));
            return true;
        }
        std::vector<int>& options = options_[static_cast<std::size_t>(depth)];
        options.clear();
        for (CandidateMask left = here[chosen]; left; left &= left - 1)
            options.push_back(std::countr_zero(left) + 1);
        rng.shuffle(options);
        CandidateMask* next = candidates(depth + 1);
        for (int value : options) {
            std::copy(here, here + cells_, next);
            latin_.assign(next, chosen, CandidateMask{1} << (value - 1));
            if (latin_.propagate(next) && search(depth + 1, rng))
                return true;
            if (nodes_ > budget_)
                return false;
        }
        return false;
    }

    LatinPropagation latin_;
    int n_;
    int cells_;
    std::vector<CandidateMask> stack_;        // one candidate array per depth
    std::vector<std::vector<int>> options_;   // the values still to try at each depth
    Board found_;
    long nodes_ = 0;
    long budget_ = 0;
};

// The search for `shape` on this thread (made on first use). Shapes of regions other than boxes may come
// new with every puzzle, so only the last few are kept.
RandomGridSearch& searchFor(const SudokuShape& shape)
{
    thread_local std::map<std::string, std::unique_ptr<RandomGridSearch>> searches;
    if (searches.size() >= 32 && !searches.contains(shape.key()))
        searches.clear();
    std::unique_ptr<RandomGridSearch>& search = searches[shape.key()];
    if (!search)
        search = std::make_unique<RandomGridSearch>(shape);
    return *search;
}

} // namespace

std::optional<Board> randomFilling(const SudokuShape& shape, Rng& rng, int maxRestarts)
{
    return searchFor(shape).fill(rng, maxRestarts);
}

Board SudokuRules::randomSolution(Rng& rng) const
{
    std::optional<Board> filling = searchFor(shape_).fill(rng, -1);
    if (!filling)
        throw EngineError(PS_TRANSLATE("Engine", "These regions leave no way to fill the grid."));
    Board board = std::move(*filling);
    for (const BoardTransform& t : randomSymmetries(rng))
        board = t.apply(board);
    return board;
}

} // namespace ps
