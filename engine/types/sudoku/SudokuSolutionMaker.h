#pragma once
#include "SudokuShape.h"
#include "core/Board.h"
#include "core/Rng.h"

#include <optional>

namespace ps {

// A random full grid of `shape` (SudokuSolutionMaker.cpp's randomized search, without the symmetries
// SudokuRules::randomSolution applies after it): nothing when the search proves there is none, or runs
// past its budget more than `maxRestarts` times (< 0: it restarts until it succeeds). A layout of regions
// other than boxes may have no filling at all; boxes always have one.
std::optional<Board> randomFilling(const SudokuShape& shape, Rng& rng, int maxRestarts);

} // namespace ps
