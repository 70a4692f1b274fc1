#pragma once
#include "core/EngineError.h"

#include <vector>

namespace ps {

struct CellValuePair {
    int cell = 0;
    int value = 0;
    bool operator==(const CellValuePair&) const = default;
};

// One step of a type's human-style solver: what was found, where, and why.
struct LogicStep {
    int technique = 0;                           // index in the type's technique list (StepSolver::techniques())
    std::vector<int> pattern;                    // the squares that make the pattern (to highlight)
    std::vector<CellValuePair> placements;       // values written in
    std::vector<CellValuePair> eliminations;     // candidates crossed out
    EngineMessage explanation;                   // "R4C7 must be 5: it is the only cell of row 4 that can hold 5."
};

} // namespace ps
