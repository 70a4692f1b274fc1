#pragma once
#include "core/Board.h"

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace ps {

// At orders up to 4 there are few Latin squares (12 at 3x3, 576 at 4x4), so whether a small KenKen has
// a second solution is answered fastest by checking every Latin square against its givens and cages:
// no propagation and no search. GenPuzzles asks that question for each merge it tries; at 4x4 one
// answer costs a fraction of setting up a propagating search.
constexpr int largestEnumeratedSide = 4;

// Every Latin square of order `side` (1..largestEnumeratedSide), each packed with the value of square c
// (row-major) in bits 4c..4c+3. Built on first use; safe to call from several threads.
const std::vector<std::uint64_t>& allLatinSquares(int side);

// Answers the uniqueness question for one order by sets of Latin squares (bits over allLatinSquares):
// the squares that hold each value in each square are intersected for the givens, and each cage's set
// (the squares that meet it) is worked out once and remembered, since a run of merges asks about
// mostly the same cages again and again.
class SmallSquareSolutions {
public:
    explicit SmallSquareSolutions(int side);

    // Whether `puzzle` (givens and cages, of this order) has a solution other than the full board
    // `reference`.
    bool hasOtherSolution(const Board& puzzle, const Board& reference);

    static constexpr std::size_t kSetWords = 9;   // 576 squares of order 4
    using SquareSet = std::array<std::uint64_t, kSetWords>;

private:
    const SquareSet& meeting(const Cage& cage);

    int side_;
    std::unordered_map<std::uint64_t, SquareSet> meetingByCage_;   // by cageKey
};

} // namespace ps
