#pragma once
#include "SudokuShape.h"
#include "core/Board.h"
#include "difficulty/Difficulty.h"

namespace ps {

// Sudoku's four classes, defined by what solving needs, on the ladder people climb (and sgt-solo grades):
//   easy:   hidden singles inside boxes (cross-hatching) finish it          = sgt-solo's trivial
//   medium: all singles (naked, and hidden in any row, column or box)        = sgt-solo's basic
//   hard:   singles, intersections (pointing, claiming) and naked or hidden
//           subsets up to quads                                              = sgt-solo's intermediate, advanced
//   evil:   anything beyond (fish, wings, chains, guessing)                  = sgt-solo's extreme, unreasonable
// Each bound is a solve with only its techniques: a grid it finishes has exactly one solution.

// Whether the techniques of `level` finish `givens` (always true for evil).
bool sudokuSolvesWithin(const SudokuShape& shape, const Board& givens, Difficulty level);

// The easiest class whose techniques finish `givens` (evil when none does, also for a grid with no or
// several solutions).
Difficulty sudokuSolvingClass(const SudokuShape& shape, const Board& givens);

} // namespace ps
