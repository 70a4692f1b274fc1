#pragma once
#include "CandidateGrid.h"
#include "LogicStep.h"

#include <optional>
#include <string>
#include <vector>

namespace ps {

// The techniques that only need units in which every value appears once, shared by every type built on
// a CandidateGrid (with boxes, or a plain Latin square with rows and columns only).
//
// Each finder looks for one instance of its technique that changes the grid (places a value or removes
// a candidate) and returns it without applying it; scan order is fixed, so results are reproducible.
// The step's `technique` is left at 0: the caller sets its own type's index.
std::optional<LogicStep> findNakedSingle(const CandidateGrid& grid);
std::optional<LogicStep> findHiddenSingle(const CandidateGrid& grid);
std::optional<LogicStep> findNakedSubset(const CandidateGrid& grid, int size);    // 2, 3, 4
std::optional<LogicStep> findHiddenSubset(const CandidateGrid& grid, int size);   // 2, 3, 4
std::optional<LogicStep> findFish(const CandidateGrid& grid, int size);           // 2 X-wing, 3 swordfish
std::optional<LogicStep> findXYWing(const CandidateGrid& grid);

// The index of `unit` (one of grid.units()) in grid.units().
inline int unitIndex(const CandidateGrid& grid, const Unit& unit) { return static_cast<int>(&unit - grid.units().data()); }

// Every naked and hidden single visible in `grid`, at most one per square (a round of parallel solving).
std::vector<CellValuePair> allSingles(const CandidateGrid& grid);
// The same into `found` (cleared first), whose memory a caller asking round after round keeps.
void allSingles(const CandidateGrid& grid, std::vector<CellValuePair>& found);

// Shared by the finders.
namespace logic_text {
std::string cell(const CandidateGrid& grid, int cell);           // "R4C7"
std::string value(const CandidateGrid& grid, int value);          // "5", "A" (or "10" where the grid writes numbers)
std::string cells(const CandidateGrid& grid, const std::vector<int>& cells);   // "R1C1, R1C5"
std::string values(const CandidateGrid& grid, CandidateGrid::Mask mask);   // "3, 7"
std::string struck(const CandidateGrid& grid, const std::vector<CellValuePair>& pairs);   // "R1C2 ≠ 5, R1C3 ≠ 4"
const char* byKind(const Unit& unit, const char* row, const char* column, const char* box, const char* region);
// The same with a template for a main diagonal (the others fall back to the row's).
const char* byKind(const Unit& unit, const char* row, const char* column, const char* box, const char* region, const char* diagonal);
// What the templates of byKind put after "row", "column", ... : the unit's number ("3"), or for a
// diagonal its two end squares ("R1C1-R5C5").
std::string unitName(const CandidateGrid& grid, const Unit& unit);
} // namespace logic_text

} // namespace ps
