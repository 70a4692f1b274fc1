// A random full Sudoku, drawn from all grids: a randomized search fills the empty grid, then the symmetry
// transformations move it about. The homogeneity report's idea of scrambling one pattern grid with the
// symmetries alone only moves within that grid's class: every puzzle would share one essentially
// different solution (in 9x9 every band would have exactly 3 distinct mini-rows).
#include "SudokuRules.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace ps {
namespace {

using Mask = std::uint32_t;   // values 1..25 as bits 0..24

// Fills an empty grid square by square: the square with the fewest values left first (ties drawn at
// random), its values in random order; a placed value leaves its peers, and a peer left with one value
// takes it at once. A search that runs past its node budget starts over with fresh draws: at 16x16 and
// 25x25 a few early choices can leave a dead end deep in the search, and a restart is cheaper than
// backtracking out of it.
class RandomGridSearch {
public:
    explicit RandomGridSearch(const SudokuShape& shape) : n_(shape.size()), cells_(shape.cellCount()), all_((Mask{1} << n_) - 1)
    {
        peers_.resize(static_cast<std::size_t>(cells_));
        for (const std::vector<int>& unit : shape.units())
            for (int a : unit)
                for (int b : unit)
                    if (a != b)
                        peers_[static_cast<std::size_t>(a)].push_back(b);
        units_ = shape.units();
        for (std::vector<int>& list : peers_) {
            std::sort(list.begin(), list.end());
            list.erase(std::unique(list.begin(), list.end()), list.end());
        }
    }

    Board fill(Rng& rng)
    {
        const long budget = 20L * cells_;
        for (;;) {
            nodes_ = 0;
            budget_ = budget;
            values_.assign(static_cast<std::size_t>(cells_), 0);
            std::vector<Mask> candidates(static_cast<std::size_t>(cells_), all_);
            if (search(candidates, rng)) {
                Board board(n_, n_);
                for (int cell = 0; cell < cells_; ++cell)
                    board.set(cell, static_cast<CellValue>(values_[static_cast<std::size_t>(cell)]));
                return board;
            }
        }
    }

private:
    // Places `value` in `cell` and everything it forces; false on a contradiction.
    bool place(std::vector<Mask>& candidates, int cell, int value, std::vector<int>& placed)
    {
        std::vector<std::pair<int, int>> pending{{cell, value}};
        while (!pending.empty()) {
            const auto [at, v] = pending.back();
            pending.pop_back();
            const Mask bit = Mask{1} << (v - 1);
            if (values_[static_cast<std::size_t>(at)] != 0) {
                if (values_[static_cast<std::size_t>(at)] != v)
                    return false;
                continue;
            }
            if (!(candidates[static_cast<std::size_t>(at)] & bit))
                return false;
            values_[static_cast<std::size_t>(at)] = v;
            candidates[static_cast<std::size_t>(at)] = bit;
            placed.push_back(at);
            for (int peer : peers_[static_cast<std::size_t>(at)]) {
                Mask& left = candidates[static_cast<std::size_t>(peer)];
                if (values_[static_cast<std::size_t>(peer)] != 0 || !(left & bit))
                    continue;
                left &= ~bit;
                if (left == 0)
                    return false;
                if (std::has_single_bit(left))
                    pending.emplace_back(peer, std::countr_zero(left) + 1);
            }
        }
        return true;
    }

    // Places every value that has one square left in a unit (and what that forces), until none has;
    // false on a contradiction (a value with no square left).
    bool hiddenSingles(std::vector<Mask>& candidates, std::vector<int>& placed)
    {
        for (bool changed = true; changed;) {
            changed = false;
            for (const std::vector<int>& unit : units_) {
                Mask once = 0;
                Mask twice = 0;
                for (int cell : unit) {
                    const Mask m = candidates[static_cast<std::size_t>(cell)];
                    twice |= once & m;
                    once |= m;
                }
                if (once != all_)
                    return false;
                for (Mask single = once & ~twice; single; single &= single - 1) {
                    const Mask bit = single & -single;
                    for (int cell : unit)
                        if ((candidates[static_cast<std::size_t>(cell)] & bit) && values_[static_cast<std::size_t>(cell)] == 0) {
                            if (!place(candidates, cell, std::countr_zero(bit) + 1, placed))
                                return false;
                            changed = true;
                        }
                }
            }
        }
        return true;
    }

    bool search(const std::vector<Mask>& candidates, Rng& rng)
    {
        if (++nodes_ > budget_)
            return false;
        int chosen = -1;
        int fewest = n_ + 1;
        int ties = 0;
        for (int cell = 0; cell < cells_; ++cell) {
            if (values_[static_cast<std::size_t>(cell)] != 0)
                continue;
            const int count = std::popcount(candidates[static_cast<std::size_t>(cell)]);
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
        std::vector<int> options;
        for (Mask left = candidates[static_cast<std::size_t>(chosen)]; left; left &= left - 1)
            options.push_back(std::countr_zero(left) + 1);
        rng.shuffle(options);
        for (int value : options) {
            std::vector<Mask> next = candidates;
            std::vector<int> placed;
            if (place(next, chosen, value, placed) && hiddenSingles(next, placed) && search(next, rng))
                return true;
            for (int cell : placed)
                values_[static_cast<std::size_t>(cell)] = 0;
            if (nodes_ > budget_)
                return false;
        }
        return false;
    }

    int n_;
    int cells_;
    Mask all_;
    std::vector<std::vector<int>> peers_;
    std::vector<std::vector<int>> units_;
    std::vector<int> values_;
    long nodes_ = 0;
    long budget_ = 0;
};

} // namespace

Board SudokuRules::randomSolution(Rng& rng) const
{
    Board board = RandomGridSearch(shape_).fill(rng);
    for (const BoardTransform& t : randomSymmetries(rng))
        board = t.apply(board);
    return board;
}

} // namespace ps
