#pragma once
#include "FutoshikiSigns.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <optional>
#include <vector>

namespace ps {

// The sign techniques of the Futoshiki step solver, on a CandidateGrid (rows and columns) with the
// board's signs. Each finds one instance that removes candidates, without applying it; technique left 0.

// One sign a < b: a keeps only values below b's largest candidate, b only values above a's smallest.
std::optional<LogicStep> findSignBound(const CandidateGrid& grid, const futoshiki::SignLinks& links);

// Chains of signs: the squares a square is larger than along chains of signs (its "smaller side") that
// lie in one row or column hold different values, k of them, all below it; so it is larger than the
// k-th smallest value they can hold between them (and the same on its larger side). Finds what one sign
// at a time cannot: a square larger than two squares of one row is at least 3.
std::optional<LogicStep> findSignChain(const CandidateGrid& grid, const futoshiki::SignLinks& links);

} // namespace ps
