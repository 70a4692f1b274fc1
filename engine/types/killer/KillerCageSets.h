#pragma once
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <string>

#include <vector>

namespace ps {

// The value sets that can fill `cells` with different values adding up to `target`: every set of
// cells.size() values of 1..n with that sum that the squares can take between them (each square its
// placed value or a candidate, one value each: a matching). Set-based, so it stays cheap for large cages
// (at most C(n, k) sets), where enumerating every way square by square would not.
// The squares must hold different values (a cage, or squares of one unit).
std::vector<CandidateGrid::Mask> killerValueSets(const CandidateGrid& grid, const std::vector<int>& cells, long target);

// The values a square may hold or holds: its placed value's bit, else its candidates.
inline CandidateGrid::Mask killerOptions(const CandidateGrid& grid, int cell)
{
    return grid.value(cell) ? CandidateGrid::bit(grid.value(cell)) : grid.candidates(cell);
}

// "R1C1: 8, 9; R1C2: 8, 9": what `eliminations` leave in each square they change.
std::string killerRemaining(const CandidateGrid& grid, const std::vector<CellValuePair>& eliminations);

} // namespace ps
