#pragma once
#include <cstdint>
#include <vector>

namespace ps {

// The candidates of one square as bits: bit v-1 = value v (values 1..32).
using CandidateMask = std::uint32_t;

// The units of an n x n Latin grid: lists of n squares in each of which every value 1..n appears exactly
// once. Rows and columns always; a type adds its own (Sudoku's boxes, irregular regions, the two main
// diagonals). Structure that is not a full unit (cages, inequalities, visibility clues) is not a unit:
// it is a LatinConstraint on top of the kernel.
//
// A grid may have fewer values than squares in a unit (a puzzle with empty squares: heights 1..V and
// n - V empty squares per line): then values 1..values-1 appear once in every unit and the last value,
// the shared one, fills the n - values + 1 squares left.
//
// Made once per grid layout; the tables are flat and padded so the propagation's inner loops run over
// fixed counts: every square lists unitsPerCell() units and peerCount() peers, repeating its last one
// where it has fewer (marking a unit or clearing a peer twice is harmless).
class LatinUnits {
public:
    // `units`: each exactly n squares of the n x n grid (1 <= n <= 32); every square in at least one.
    // `values` (0: n): how many values the squares take, 1 <= values <= n; below n the last is shared.
    LatinUnits(int n, const std::vector<std::vector<int>>& units, int values = 0);

    // The rows (unit r) then the columns (unit n + c).
    static std::vector<std::vector<int>> rowsAndColumns(int n);
    // Rows, columns, then the n regions of `regionOf` (n * n region numbers 0..n-1, row-major).
    static std::vector<std::vector<int>> withRegions(int n, const std::vector<int>& regionOf);
    // The two main diagonals (top left to bottom right, then top right to bottom left), for the puzzles
    // whose diagonals hold every value once too (the X variants of Latin-square puzzles).
    static std::vector<std::vector<int>> diagonals(int n);

    int size() const { return n_; }
    int cellCount() const { return n_ * n_; }
    // The values the squares take (size() unless a value is shared).
    int values() const { return values_; }
    // The shared value's bit (0: every value appears once per unit) and how many squares of every unit
    // it fills.
    CandidateMask sharedValue() const { return shared_; }
    int sharedCount() const { return sharedCount_; }
    int unitCount() const { return static_cast<int>(units_.size()); }
    CandidateMask all() const { return all_; }
    int unitsPerCell() const { return unitsPerCell_; }
    int peerCount() const { return peerCount_; }

    const std::vector<std::vector<int>>& units() const { return units_; }
    // The n squares of unit `unit`, flat.
    const int* unitCells(int unit) const { return &unitCells_[static_cast<std::size_t>(unit) * static_cast<std::size_t>(n_)]; }
    const int* unitsOf(int cell) const { return &unitsOf_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(unitsPerCell_)]; }
    const int* peersOf(int cell) const { return &peers_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(peerCount_)]; }

private:
    int n_;
    int values_;
    CandidateMask all_;
    CandidateMask shared_ = 0;
    int sharedCount_ = 1;
    std::vector<std::vector<int>> units_;
    std::vector<int> unitCells_;   // n squares per unit
    int unitsPerCell_ = 0;
    std::vector<int> unitsOf_;     // unitsPerCell_ per square
    int peerCount_ = 0;
    std::vector<int> peers_;       // peerCount_ per square, sorted before padding
};

} // namespace ps
