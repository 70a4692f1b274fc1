#pragma once
#include "CandidateGrid.h"
#include "LogicStep.h"
#include "core/ValueSet.h"

#include <optional>
#include <vector>

namespace ps {

// What every step solver built on a CandidateGrid does the same way.

// Writes the step's placements and crosses out its eliminations.
void applyStep(CandidateGrid& grid, const LogicStep& step);

// Narrows each empty square to the values of `allowed` (the player's own eliminations); an empty set, or
// an empty vector, narrows nothing.
void narrowCandidates(CandidateGrid& grid, const std::vector<ValueSet>& allowed);

// The last resort: the empty square with the fewest candidates takes its value in `solution` (found by
// the exact solver), as step `technique`; nothing when there is no solution or it contradicts the grid.
std::optional<LogicStep> guessTowards(const CandidateGrid& grid, const Board& solution, int technique);

} // namespace ps
