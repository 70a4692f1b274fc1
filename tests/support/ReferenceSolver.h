#pragma once
// A deliberately plain backtracking Sudoku solver used only by the tests, as a check that shares no code
// with the engine's backends: candidates as bit masks, the square with the fewest candidates first.
#include <cstdint>
#include <string>
#include <vector>

namespace reference {

struct Result {
    int count = 0;
    std::vector<int> firstSolution;
};

class SudokuSolver {
public:
    SudokuSolver(int boxRows, int boxCols) : br_(boxRows), bc_(boxCols), n_(boxRows * boxCols) {}

    // cells: n*n values, 0 = empty. Counts solutions up to `limit`.
    Result count(const std::vector<int>& cells, int limit)
    {
        cells_ = cells;
        rows_.assign(n_, 0);
        cols_.assign(n_, 0);
        boxes_.assign(n_, 0);
        result_ = Result{};
        limit_ = limit;
        for (int i = 0; i < n_ * n_; ++i) {
            const int v = cells_[i];
            if (v == 0)
                continue;
            const std::uint32_t bit = 1u << (v - 1);
            if ((rows_[i / n_] | cols_[i % n_] | boxes_[box(i)]) & bit)
                return result_;   // the givens clash: no solution
            place(i, bit);
        }
        search();
        return result_;
    }

private:
    int box(int i) const { return (i / n_) / br_ * br_ + (i % n_) / bc_; }
    void place(int i, std::uint32_t bit)
    {
        rows_[i / n_] |= bit;
        cols_[i % n_] |= bit;
        boxes_[box(i)] |= bit;
    }
    void unplace(int i, std::uint32_t bit)
    {
        rows_[i / n_] &= ~bit;
        cols_[i % n_] &= ~bit;
        boxes_[box(i)] &= ~bit;
    }

    void search()
    {
        int best = -1;
        int bestCount = n_ + 1;
        std::uint32_t bestMask = 0;
        const std::uint32_t all = n_ == 32 ? ~0u : (1u << n_) - 1;
        for (int i = 0; i < n_ * n_; ++i) {
            if (cells_[i])
                continue;
            const std::uint32_t mask = all & ~(rows_[i / n_] | cols_[i % n_] | boxes_[box(i)]);
            const int c = __builtin_popcount(mask);
            if (c < bestCount) {
                best = i;
                bestCount = c;
                bestMask = mask;
                if (c <= 1)
                    break;
            }
        }
        if (best < 0) {
            if (result_.count++ == 0)
                result_.firstSolution = cells_;
            return;
        }
        for (std::uint32_t mask = bestMask; mask && result_.count < limit_; mask &= mask - 1) {
            const std::uint32_t bit = mask & (~mask + 1);
            cells_[best] = __builtin_ctz(bit) + 1;
            place(best, bit);
            search();
            unplace(best, bit);
            cells_[best] = 0;
        }
    }

    int br_, bc_, n_;
    int limit_ = 1;
    std::vector<int> cells_;
    std::vector<std::uint32_t> rows_, cols_, boxes_;
    Result result_;
};

} // namespace reference
