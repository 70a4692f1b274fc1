#pragma once
#include "LogicStep.h"
#include "core/Board.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ps {

// A type's human-style step solver as play uses it: hints that start from the player's own candidate
// state, so that an elimination the player applied stays applied. Every type with techniques offers one
// through PuzzleRules::makeStepSolver(); the app never needs to know which type it is.
class StepSolver {
public:
    using Mask = std::uint32_t;   // bit v-1 set: value v

    virtual ~StepSolver() = default;

    // For every square of `filled`, the values its rules still allow there (0 on filled squares).
    virtual std::vector<Mask> candidates(const Board& filled) const = 0;

    // The easiest step from `filled` in which an empty square may only take the values of `allowed`
    // (one mask per square, 0 meaning "not narrowed"; an empty vector narrows nothing). With a
    // `solution`, a guess towards it when no technique applies; without one, nothing.
    virtual std::optional<LogicStep> nextStep(const Board& filled, const std::vector<Mask>& allowed, const Board* solution) const = 0;
};

} // namespace ps
