#pragma once
#include "core/Cages.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <optional>

namespace ps {

// The rule of 45 (named for 9x9: a row, column or box holds 1..9, 45 in all): a house (a row, column or
// box, or a union of them) holds each value once per unit, so its total is
// known. The cages wholly inside it leave its other squares (the innies) a known sum; the cages reaching
// into it from outside leave their squares outside it (the outies) a known sum. Up to four such squares
// form a virtual cage: squares that see each other differ, and a value no way to make its sum puts in a
// square leaves it. The first house (rows, columns, boxes, then pairs and triples of rows and columns)
// whose innies or outies remove a candidate gives the step.
// `which` picks the houses and sides: the innies of single rows, columns and boxes, their outies, or
// both for unions of several units (two or three neighbouring rows or columns, two boxes of a band or
// stack, bands and stacks of more than three lines).
enum class Rule45Houses { SingleUnitInnies, SingleUnitOuties, SeveralUnits };
std::optional<LogicStep> findRule45(const CandidateGrid& grid, const Cages& cages, Rule45Houses which);

} // namespace ps
