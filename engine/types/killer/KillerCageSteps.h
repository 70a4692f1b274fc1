#pragma once
#include "core/Cages.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <optional>
#include <vector>

namespace ps {

// By square of `cage`: the values some way to fill it puts there. A way gives every square a value it
// may still take (its placed value or a candidate), all different, adding up to the cage's sum. Empty
// masks when there is no way.
std::vector<CandidateGrid::Mask> killerCageAllowed(const CandidateGrid& grid, const Cage& cage);

// The first cage (in order) with a candidate no way puts in its square: the step removing every such
// candidate of the cage ("cage combinations": 17 in two squares is 8 and 9).
std::optional<LogicStep> findCageCombination(const CandidateGrid& grid, const Cages& cages);

// Every such elimination of every cage at once (a round of parallel solving); `broken` is set when a
// cage has no way left.
std::vector<CellValuePair> allCageCombinationEliminations(const CandidateGrid& grid, const Cages& cages, bool& broken);

} // namespace ps
