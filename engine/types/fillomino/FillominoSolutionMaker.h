#pragma once
#include "FillominoShape.h"
#include "core/Board.h"
#include "core/Rng.h"

#include <vector>

namespace ps {

// A random full Fillomino board by the paper's method: take a free square, draw a region size, grow a
// random region of that size from the square over free squares, and go on until the grid is full.
//
// Region sizes follow published puzzles: mostly 1 to 6, a few up to largestDrawnSize() (9 on a 9x9, 12
// on big grids). A region is never grown next to a region of its own size, so the board is valid as it
// fills. Squares are taken tightest first (fewest free neighbours), which leaves few pockets. A pocket
// that fits no size (a lone square next to a 1, say) joins a neighbouring region that may grow by one,
// or else becomes a region of its own; equal regions that touch are then merged until none do. A board
// whose merges made a region above the largest drawn size is drawn again (up to 20 times). Every step
// takes a bounded number of draws, so it always ends, and everything is drawn from the Rng.
class FillominoSolutionMaker {
public:
    explicit FillominoSolutionMaker(const FillominoShape& shape);

    Board make(Rng& rng) const;

    // The sizes drawn, 1..largestDrawnSize(), and their relative weights (weights()[s - 1] for size s).
    int largestDrawnSize() const { return static_cast<int>(weights_.size()); }
    const std::vector<double>& weights() const { return weights_; }

private:
    Board makeOnce(Rng& rng) const;
    static int largestRegion(const Board& board);
    int drawSize(Rng& rng) const;
    // Grows a region of `size` squares from `start` over free squares none of which touches a region of
    // that size; empty when the growth got stuck.
    std::vector<int> grow(const std::vector<int>& regionOf, const std::vector<int>& sizes, int start, int size, Rng& rng) const;
    // The next square to start a region from, or -1 when the grid is full.
    int nextStart(const std::vector<int>& regionOf, Rng& rng) const;
    // Gives `cell` to a neighbouring region that may grow by one; false when none may.
    bool absorb(std::vector<int>& regionOf, std::vector<int>& sizes, int cell, Rng& rng) const;
    bool touchesRegionOfSize(const std::vector<int>& regionOf, const std::vector<int>& sizes, int cell, int size) const;

    FillominoShape shape_;
    std::vector<double> weights_;
};

} // namespace ps
