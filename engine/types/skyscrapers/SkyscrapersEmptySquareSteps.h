#pragma once
#include "SkyscrapersShape.h"
#include "core/OuterClues.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <optional>

namespace ps {

// The clue of 1 or N (SkyscrapersTechnique::ClueEdge) for rules with empty squares (`shape`: heights 1..V,
// N - V empty squares in every line; never seen, hiding nothing), where a clue of 1 no longer places the
// tallest next to it and the highest clue is V. Only eliminations (an empty square follows as a naked
// single), each one proved in SkyscrapersEmptySquareSteps.cpp:
//   - a clue of 1: the first building from the clue is the tallest, V, with only empty squares in front
//     of it; so V stands no further than a run of squares that can all be empty, and every square up to
//     the first one that can still hold V is V or empty;
//   - a clue of V: every height is seen, so the heights rise 1, 2, ..., V from the clue with the empty
//     squares between them: height h stands h - 1 to h - 1 + (N - V) squares from the clue, and a placed
//     height has the shorter ones in front of it and the taller ones behind.
std::optional<LogicStep> findClueEdgeWithEmptySquares(const CandidateGrid& grid, const OuterClues& clues, const SkyscrapersShape& shape);

// The Latin singles (SkyscrapersTechnique::HiddenSingle) for two or more empty squares per line, where
// the grid has no units (the empty value repeats in a line): every row and column holds each height once
// and exactly N - V empty squares. In the first line where one applies: a placed height leaves the line's
// other squares; a height with one square left in the line goes there; a line with all its empty squares
// placed has no other; a line with only as many squares that can be empty as it needs has them empty.
std::optional<LogicStep> findLineSinglesWithEmptySquares(const CandidateGrid& grid, const SkyscrapersShape& shape);

} // namespace ps
