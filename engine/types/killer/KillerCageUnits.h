#pragma once
#include "core/Cages.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <optional>

namespace ps {

// Killer techniques that tie a cage's value sets (KillerCageSets.h) to Sudoku's units. Each finder
// returns the first step it sees (cages in order, then units in order), or nothing.

// Cage/unit interaction: a value every set of a cage holds, whose squares in the cage that can take it
// all lie in one row, column or box, leaves the rest of that unit (the cage's squares hold it there).
// This covers a cage wholly inside a unit (its sure values leave the unit's other squares).
std::optional<LogicStep> findCageUnitInteraction(const CandidateGrid& grid, const Cages& cages);

// Cage splitting: in a row, column or box, a value can only go into squares of one cage, so that cage
// holds it: its sets without the value go, and its squares lose the values only those sets gave them.
std::optional<LogicStep> findCageSplitting(const CandidateGrid& grid, const Cages& cages);

// Hidden cage: a row's, column's or box's squares outside the cages wholly inside it (the innies, two
// squares or more) hold the unit's total less those cages' sums, with different values: a virtual cage.
// Its squares lose the values no set of it holds, and a value every set holds leaves the unit's other
// squares.
std::optional<LogicStep> findHiddenCage(const CandidateGrid& grid, const Cages& cages);

} // namespace ps
