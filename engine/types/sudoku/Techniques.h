#pragma once
#include "SudokuTechnique.h"
#include "SudokuShape.h"
#include "logic/UnitTechniques.h"

#include <optional>

namespace ps {

// The candidate grid of a Sudoku: rows, columns and boxes, with the givens placed.
CandidateGrid makeCandidateGrid(const SudokuShape& shape, const Board& givens);

// The Sudoku-only finders (they need boxes); the others are the shared unit techniques.
std::optional<LogicStep> findPointing(const CandidateGrid& grid);
std::optional<LogicStep> findBoxLineReduction(const CandidateGrid& grid);

// The finder for `technique` (not Guess), its step marked with that technique.
std::optional<LogicStep> findStep(int technique, const CandidateGrid& grid);

} // namespace ps
