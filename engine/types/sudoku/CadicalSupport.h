#pragma once
// What Sudoku's two CaDiCaL proofs share (SudokuIncrementalSat: one solver per run; SudokuCandidateSat: a
// fresh small formula per test): a terminator that follows a cancel token, and CaDiCaL's answer codes.
#include "core/CancelToken.h"

#include <cadical.hpp>

namespace ps::cadical {

// Stops CaDiCaL soon after a cancel token is set (it asks between its steps).
class CancelTerminator final : public CaDiCaL::Terminator {
public:
    explicit CancelTerminator(const CancelToken* cancel) : cancel_(cancel) {}
    bool terminate() override { return cancel_ && cancel_->isCancelled(); }

private:
    const CancelToken* cancel_;
};

// CaDiCaL::Solver::solve()'s answers (0: stopped, by a limit or the terminator).
constexpr int kSatisfiable = 10;
constexpr int kUnsatisfiable = 20;

} // namespace ps::cadical
