#pragma once
#include "FillominoStepGrid.h"
#include "logic/StepSolver.h"

#include <string>
#include <vector>

namespace ps {

// The named techniques of the Fillomino step solver, from easiest to hardest: the order in which they are
// tried, and how a puzzle is ranked by the hardest one it needs. The values are LogicStep::technique.
struct FillominoTechnique {
    enum Id : int {
        CompleteRegion,      // a finished region's empty neighbours cannot take its value
        OnlyWayOut,          // an unfinished group with one square to grow into takes it
        IsolatedSquare,      // an empty square walled in by regions that cannot take it is a 1
        EqualRegionsTouch,   // a value that would join equal groups into too big a region is out
        SingleCandidate,     // a square with one value left takes it
        NoRoom,              // a value whose region would not fit in the space around the square is out
        Bottleneck,          // every way to finish a group passes through one square
        SealedArea,          // an area no unfinished group can reach holds regions of its own
        UnreachableSquare,   // no group of the value can grow to the square, and a new one has no room
        Guess,               // backtracking, only when nothing else applies
    };
    static constexpr int kCount = Guess + 1;
};

// The list StepSolver::techniques() gives for Fillomino, in FillominoTechnique order.
const std::vector<TechniqueInfo>& fillominoTechniques();

namespace fillomino_steps {

// Each finder looks for instances of its technique that change the grid (place a value in an empty square
// or remove a candidate) and appends them to `out` without applying them: the first one found, or with
// `all` every one visible in the grid. Scan order is fixed, so results are reproducible. Returns whether
// it found any.
bool findCompleteRegion(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findOnlyWayOut(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findIsolatedSquare(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findEqualRegionsTouch(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findSingleCandidate(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findNoRoom(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findBottleneck(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findSealedArea(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);
bool findUnreachableSquare(const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);

// The finder for `technique` (nothing for Guess).
bool findSteps(int technique, const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all);

// Only the techniques that cross candidates out, to a fixed point (what candidates() shows).
void eliminateToFixedPoint(FillominoStepGrid& grid);

// Shared by the finders' explanations.
std::string cells(const FillominoStepGrid& grid, std::vector<int> list);   // "R1C1, R1C5"
std::string values(const std::vector<int>& list);                          // "3, 7, 10-14"
std::string value(int v);
// Group number `group` of grid.groups(), named by its first square: "R2C3".
std::string groupName(const FillominoStepGrid& grid, int group);

} // namespace fillomino_steps

} // namespace ps
