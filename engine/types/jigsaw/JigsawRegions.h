#pragma once
#include "core/Cages.h"
#include "core/Rng.h"

#include <optional>
#include <vector>

namespace ps {

// The regions of a Jigsaw Sudoku: n regions of n orthogonally connected squares on an n x n grid, given
// as the region (0..n-1) of each square, row-major, or as cages without arithmetic (CageOperation::None).
namespace jigsaw_regions {

// A random layout of n regions, drawn from `rng` alone (the same seed gives the same layout). It starts
// from the n rows and makes 3n² moves: a square joins a neighbouring region, which hands one of its own
// on along a random walk over the regions until the first region gets one back (a walk that does not is
// undone), every region staying connected.
std::vector<int> random(int n, Rng& rng);

// The region of each square when `cages` are n connected regions of n squares covering the n x n grid,
// numbered in the order of their first squares; nothing otherwise.
std::optional<std::vector<int>> fromCages(int n, const Cages& cages);

// Whether `regionOf` (n*n entries, values 0..n-1) makes n connected regions of n squares each.
bool valid(int n, const std::vector<int>& regionOf);

// The first region (0..n-1) of `regionOf` whose squares are not connected, or -1.
int disconnectedRegion(int n, const std::vector<int>& regionOf);

// The regions as cages (normalized, CageOperation::None).
Cages toCages(int n, const std::vector<int>& regionOf);

// Each region as 'the rows': region r is row r (the start of every random layout, and the regions of a
// board that carries none, which leaves only rows and columns).
std::vector<int> rows(int n);

} // namespace jigsaw_regions
} // namespace ps
