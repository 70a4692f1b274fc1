#pragma once
#include "core/CancelToken.h"
#include "latin/LatinUnits.h"

#include <optional>
#include <vector>

namespace ps {

// One SAT question over what a propagated search state leaves open: is there a solution that keeps every
// square to its candidates? The formula is made fresh for each question (CaDiCaL, Debian's libcadical-dev)
// and holds only the open squares' candidates: exactly one candidate per open square, exactly one place
// per unit for each value the unit still lacks. Once the native search has propagated a sparse 20x20 or
// 25x25 (a few hundred givens, hidden singles and box/line intersections to their fixed point), that is
// a formula of a few thousand variables, where the whole rules (SudokuIncrementalSat: n^3 variables, the
// givens as assumptions that every restart replays) cost the proofs of a generation run some 200 us per
// conflict.
// Not thread-safe: one per solver.
class SudokuCandidateSat {
public:
    explicit SudokuCandidateSat(LatinUnits units);

    // Is there a solution within `cand` (per square, the values it may take; a square with one is
    // decided)? `preferred` (per square, one bit; may be null) is the solution the answer is expected
    // near: its values are tried first. Nothing when `cancel` stopped the proof or it needed more than
    // `conflictBudget` conflicts (0 = no limit): conflicts are counted by the solver, so a budget gives
    // the same answers on every machine and load.
    std::optional<bool> hasSolution(const CandidateMask* cand, const CandidateMask* preferred, const CancelToken* cancel,
                                    long conflictBudget);

private:
    LatinUnits units_;
    std::vector<int> variable_;   // per (square, value - 1): the variable of "the square holds the value"; 0: none
    std::vector<int> literals_;   // scratch
};

} // namespace ps
