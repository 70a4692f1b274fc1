// A random full Sudoku, drawn from all grids: a randomized search fills the empty grid, then the symmetry
// transformations move it about. The homogeneity report's idea of scrambling one pattern grid with the
// symmetries alone only moves within that grid's class: every puzzle would share one essentially
// different solution (in 9x9 every band would have exactly 3 distinct mini-rows).
#include "SudokuRules.h"
#include "SudokuSolutionMaker.h"

#include "core/Bits.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace ps {
namespace {

using Mask = std::uint32_t;   // values 1..25 as bits 0..24

// Fills an empty grid square by square: the square with the fewest values left first (ties drawn at
// random), its values in random order; a placed value leaves its peers, and a peer left with one value
// takes it at once. A search that runs past its node budget starts over with fresh draws: at 16x16 and
// 25x25 a few early choices can leave a dead end deep in the search, and a restart is cheaper than
// backtracking out of it. One search is kept per shape and thread, and it allocates nothing once warm:
// a 9x9 generated at easy or medium spends a third of its time here.
class RandomGridSearch {
public:
    explicit RandomGridSearch(const SudokuShape& shape) : n_(shape.size()), cells_(shape.cellCount()), all_((Mask{1} << n_) - 1)
    {
        std::vector<std::vector<int>> peersOf(static_cast<std::size_t>(cells_));
        for (const std::vector<int>& unit : shape.units())
            for (int a : unit)
                for (int b : unit)
                    if (a != b)
                        peersOf[static_cast<std::size_t>(a)].push_back(b);
        for (std::vector<int>& list : peersOf) {
            std::sort(list.begin(), list.end());
            list.erase(std::unique(list.begin(), list.end()), list.end());
        }
        // Padded to the longest list where the counts differ (regions other than boxes) by repeating the
        // last peer: a square already filled or without the value is passed over.
        for (const std::vector<int>& list : peersOf)
            peerCount_ = std::max(peerCount_, static_cast<int>(list.size()));
        for (const std::vector<int>& list : peersOf) {
            peers_.insert(peers_.end(), list.begin(), list.end());
            peers_.insert(peers_.end(), static_cast<std::size_t>(peerCount_) - list.size(), list.back());
        }
        for (const std::vector<int>& unit : shape.units())
            unitCells_.insert(unitCells_.end(), unit.begin(), unit.end());
        // A search node fills at least one square, so the depth never passes the number of squares.
        stack_.resize(static_cast<std::size_t>(cells_ + 1) * static_cast<std::size_t>(cells_));
        options_.resize(static_cast<std::size_t>(cells_ + 1));
        values_.resize(static_cast<std::size_t>(cells_));
    }

    // A full grid, or nothing when the search proved there is none (some layouts of regions other than
    // boxes have no filling at all) or ran past its budget more than `maxRestarts` times (< 0: no limit).
    std::optional<Board> fill(Rng& rng, int maxRestarts)
    {
        const long budget = 20L * cells_;
        for (int restarts = 0;; ++restarts) {
            nodes_ = 0;
            budget_ = budget;
            trail_.clear();
            std::fill(values_.begin(), values_.end(), 0);
            std::fill(stack_.begin(), stack_.begin() + cells_, all_);
            if (search(0, rng)) {
                Board board(n_, n_);
                for (int cell = 0; cell < cells_; ++cell)
                    board.set(cell, static_cast<CellValue>(values_[static_cast<std::size_t>(cell)]));
                return board;
            }
            if (nodes_ <= budget_)
                return std::nullopt;   // searched to the end: no filling exists
            if (maxRestarts >= 0 && restarts >= maxRestarts)
                return std::nullopt;
        }
    }

private:
    Mask* candidates(int depth) { return &stack_[static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_)]; }

    // Places `value` in `cell` and everything it forces, recording the squares it fills on the trail;
    // false on a contradiction.
    bool place(Mask* candidates, int cell, int value)
    {
        pending_.clear();
        pending_.emplace_back(cell, value);
        while (!pending_.empty()) {
            const auto [at, v] = pending_.back();
            pending_.pop_back();
            const Mask bit = Mask{1} << (v - 1);
            if (values_[static_cast<std::size_t>(at)] != 0) {
                if (values_[static_cast<std::size_t>(at)] != v)
                    return false;
                continue;
            }
            if (!(candidates[at] & bit))
                return false;
            values_[static_cast<std::size_t>(at)] = v;
            candidates[at] = bit;
            trail_.push_back(at);
            const int* peer = &peers_[static_cast<std::size_t>(at) * static_cast<std::size_t>(peerCount_)];
            for (int k = 0; k < peerCount_; ++k) {
                Mask& left = candidates[peer[k]];
                if (values_[static_cast<std::size_t>(peer[k])] != 0 || !(left & bit))
                    continue;
                left &= ~bit;
                if (left == 0)
                    return false;
                if ((left & (left - 1)) == 0)
                    pending_.emplace_back(peer[k], std::countr_zero(left) + 1);
            }
        }
        return true;
    }

    // Places every value that has one square left in a unit (and what that forces), until none has;
    // false on a contradiction (a value with no square left).
    bool hiddenSingles(Mask* candidates)
    {
        for (bool changed = true; changed;) {
            changed = false;
            const int* unit = unitCells_.data();
            for (int u = 0; u < 3 * n_; ++u, unit += n_) {
                Mask once = 0;
                Mask twice = 0;
                for (int k = 0; k < n_; ++k) {
                    const Mask m = candidates[unit[k]];
                    twice |= once & m;
                    once |= m;
                }
                if (once != all_)
                    return false;
                for (Mask single = once & ~twice; single; single &= single - 1) {
                    const Mask bit = single & (~single + 1);
                    for (int k = 0; k < n_; ++k)
                        if ((candidates[unit[k]] & bit) && values_[static_cast<std::size_t>(unit[k])] == 0) {
                            if (!place(candidates, unit[k], std::countr_zero(bit) + 1))
                                return false;
                            changed = true;
                        }
                }
            }
        }
        return true;
    }

    bool search(int depth, Rng& rng)
    {
        if (++nodes_ > budget_)
            return false;
        const Mask* here = candidates(depth);
        int chosen = -1;
        int fewest = n_ + 1;
        int ties = 0;
        for (int cell = 0; cell < cells_; ++cell) {
            if (values_[static_cast<std::size_t>(cell)] != 0)
                continue;
            const int count = countBits(here[cell]);
            if (count < fewest) {
                fewest = count;
                chosen = cell;
                ties = 1;
            } else if (count == fewest && rng.below(++ties) == 0) {
                chosen = cell;   // each of the tied squares equally likely
            }
        }
        if (chosen < 0)
            return true;   // full
        std::vector<int>& options = options_[static_cast<std::size_t>(depth)];
        options.clear();
        for (Mask left = here[chosen]; left; left &= left - 1)
            options.push_back(std::countr_zero(left) + 1);
        rng.shuffle(options);
        Mask* next = candidates(depth + 1);
        for (int value : options) {
            std::copy(here, here + cells_, next);
            const std::size_t mark = trail_.size();
            if (place(next, chosen, value) && hiddenSingles(next) && search(depth + 1, rng))
                return true;
            for (std::size_t i = mark; i < trail_.size(); ++i)
                values_[static_cast<std::size_t>(trail_[i])] = 0;
            trail_.resize(mark);
            if (nodes_ > budget_)
                return false;
        }
        return false;
    }

    int n_;
    int cells_;
    Mask all_;
    std::vector<int> peers_;       // peerCount_ peers per square
    int peerCount_ = 0;
    std::vector<int> unitCells_;   // n_ squares per unit, 3 * n_ units
    std::vector<Mask> stack_;      // one candidate array per depth
    std::vector<std::vector<int>> options_;   // the values still to try at each depth
    std::vector<int> values_;      // 0: not filled yet
    std::vector<int> trail_;       // the squares filled, in order (undone when a branch fails)
    std::vector<std::pair<int, int>> pending_;
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
