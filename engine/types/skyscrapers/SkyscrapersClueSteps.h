#pragma once
#include "SkyscrapersLineWays.h"
#include "SkyscrapersShape.h"
#include "core/OuterClues.h"
#include "logic/CandidateGrid.h"
#include "logic/LogicStep.h"

#include <optional>

namespace ps {

// The step solver's clue techniques (SkyscrapersTechnique), each finding one step that changes `grid`
// (the first clue in slot order that gives one) with its explanation; the step's technique is set.

// A clue of 1: the tallest building stands next to it. A clue of N: the line rises 1, 2, ..., N from it.
// Plain grids only (with empty squares: findClueEdgeWithEmptySquares).
std::optional<LogicStep> findClueEdge(const CandidateGrid& grid, const OuterClues& clues);

// A clue c: counting down from the tallest building, the k-th tallest that can still be seen (one not
// already placed behind a taller one) needs the c - k buildings seen before it in front of it, so it
// cannot stand in the first c - k squares (sgt-towers' lower bounds; for the tallest: N - c + 1 + d is the
// highest value d squares from the clue). With empty squares (`shape`: heights 1..V) the same for the
// heights, which stays sound (empty squares only add room: the proof is at lowerBounds), and the nearly
// filled clue allows for the empty squares that may stand in front.
std::optional<LogicStep> findClueBounds(const CandidateGrid& grid, const OuterClues& clues, const SkyscrapersShape& shape);

// A value that no arrangement of a clued line (different values, from the squares' candidates) showing
// the clue's count puts in a square leaves it (SkyscrapersLineWays). `ways` is the caller's, reused.
std::optional<LogicStep> findVisibility(const CandidateGrid& grid, const OuterClues& clues, SkyscrapersLineWays& ways);

} // namespace ps
