#pragma once
#include "CandidateGrid.h"
#include "SudokuTechnique.h"
#include "logic/LogicStep.h"

#include <optional>

namespace ps {

// Each finder looks for one instance of its technique that changes the grid (places a value or removes
// a candidate) and returns it without applying it; scan order is fixed, so results are reproducible.
std::optional<LogicStep> findNakedSingle(const CandidateGrid& grid);
std::optional<LogicStep> findHiddenSingle(const CandidateGrid& grid);
std::optional<LogicStep> findPointing(const CandidateGrid& grid);
std::optional<LogicStep> findBoxLineReduction(const CandidateGrid& grid);
std::optional<LogicStep> findNakedSubset(const CandidateGrid& grid, int size);    // 2, 3, 4
std::optional<LogicStep> findHiddenSubset(const CandidateGrid& grid, int size);   // 2, 3, 4
std::optional<LogicStep> findFish(const CandidateGrid& grid, int size);           // 2 X-wing, 3 swordfish
std::optional<LogicStep> findXYWing(const CandidateGrid& grid);

// The finder for `technique` (not Guess).
std::optional<LogicStep> findStep(int technique, const CandidateGrid& grid);

// Shared by the finders.
namespace logic_text {
std::string cell(const CandidateGrid& grid, int cell);           // "R4C7"
std::string value(int value);                                    // "5", "A"
std::string cells(const CandidateGrid& grid, const std::vector<int>& cells);   // "R1C1, R1C5"
std::string values(CandidateGrid::Mask mask);                    // "3, 7"
const char* byKind(const Unit& unit, const char* row, const char* column, const char* box);
} // namespace logic_text

} // namespace ps
