#pragma once
#include "LogicStep.h"
#include "core/Board.h"
#include "core/ValueSet.h"

#include <optional>
#include <string>
#include <vector>

namespace ps {

// One named technique of a type's step solver.
struct TechniqueInfo {
    std::string name;     // "hidden single" (English, marked with PS_TRANSLATE("Technique", ...) for the app)
    bool guess = false;   // the "technique" of last resort: trying a value the solution confirms
};

// What solving a puzzle step by step took: the steps, and the measures difficulty features use.
struct StepTrace {
    std::vector<LogicStep> steps;
    bool solved = false;      // reached a full grid
    bool broken = false;      // ran into a contradiction: the puzzle has no solution
    Board result;             // the grid where solving stopped
    std::vector<int> uses;    // how often each technique was used (one entry per technique)
    int hardest = 0;          // the hardest technique used (index; techniques are listed easiest first)
    int guesses = 0;
    // The step-counting paper's measure: the fewest rounds of parallel inference. In a round every step of the
    // simplest kind visible in the grid is taken at once; a round with none takes one step of the easiest
    // technique that applies (or a guess).
    int rounds = 0;
};

// A type's human-style step solver: hints, "solve step by step" and the difficulty features use it for
// every type, through PuzzleRules::makeStepSolver(); the app never needs to know which type it is.
// Hints start from the player's own candidate state, so that an elimination the player applied stays
// applied. Thread-compatible: one solver per thread.
class StepSolver {
public:
    virtual ~StepSolver() = default;

    // The type's techniques, easiest first (the order in which they are tried).
    virtual const std::vector<TechniqueInfo>& techniques() const = 0;

    // For every square of `filled`, the values its rules still allow there (empty on filled squares).
    virtual std::vector<ValueSet> candidates(const Board& filled) const = 0;

    // The easiest step from `filled` in which an empty square may only take the values of `allowed`
    // (one set per square, an empty set meaning "not narrowed"; an empty vector narrows nothing). With a
    // `solution`, a guess towards it when no technique applies; without one, nothing.
    virtual std::optional<LogicStep> nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const = 0;

    // Solves `givens` from the start, recording every step (guessing, with the unique solution found by
    // the exact solver, when no technique applies).
    virtual StepTrace solve(const Board& givens) const = 0;

    const std::string& techniqueName(int technique) const { return techniques().at(static_cast<std::size_t>(technique)).name; }
};

} // namespace ps
