#pragma once
#include "KenKenCageWays.h"
#include "KenKenTechnique.h"
#include "core/Cages.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <optional>

namespace ps {

// KenKen's own finders (the Latin-square ones are the shared unit techniques). Like those, each returns
// one step that changes the grid, without applying it, in a fixed scan order, its technique set. They
// read the cages, and what their ways have in common, from `cages`.
std::optional<LogicStep> findCageDigits(const CandidateGrid& grid, CageWaysCache& cages);
std::optional<LogicStep> findCageArithmetic(const CandidateGrid& grid, CageWaysCache& cages);
std::optional<LogicStep> findCageLine(const CandidateGrid& grid, CageWaysCache& cages);
std::optional<LogicStep> findLineSum(const CandidateGrid& grid, CageWaysCache& cages);

// The finder for `technique` (not Guess).
std::optional<LogicStep> findKenKenStep(int technique, const CandidateGrid& grid, CageWaysCache& cages);

// Every elimination the cage techniques (digits, arithmetic and cage-in-a-line; only those up to
// `hardest`, a KenKenTechnique) find in `grid` at once, for a round of parallel solving; `broken` is set
// when a cage has no way left.
std::vector<CellValuePair> allCageEliminations(const CandidateGrid& grid, CageWaysCache& cages, bool& broken,
                                               int hardest = KenKenTechnique::CageLine);

} // namespace ps
