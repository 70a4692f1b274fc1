#pragma once
#include "core/Board.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ps {

// Whether Easy's techniques (clue of 1 or N, naked and hidden singles, clue bounds: the first four of
// SkyscrapersTechnique) finish a plain Skyscrapers board: the same answer as
// SkyscrapersStepSolver::solvesWith(givens, hardest) for `hardest` up to ClueBounds, found the same way
// (one step a round, easiest technique first, each technique's first find in the same scan order), but on
// fixed arrays of bitmasks with every clue's line worked out once, with no step, text or allocation.
//
// Generation at Easy asks this for every square and clue it tries to remove (generatesWithinBound), so
// its cost is the generator's. A test checks it against the step solver on many boards.
// Plain grids only (no empty squares, no distinct diagonals): the step solver answers for the variants.
class SkyscrapersEasyLadder {
public:
    explicit SkyscrapersEasyLadder(int side);

    // `hardest`: a SkyscrapersTechnique up to ClueBounds. Nothing for what only the step solver answers:
    // a harder technique, a board of another size, a given or clue out of range (its conflict check).
    std::optional<bool> solvesWith(const Board& givens, int hardest);

private:
    using Mask = std::uint32_t;
    static constexpr int kMaxCells = 81;
    static constexpr int kMaxSlots = 36;
    static Mask bit(int value) { return Mask{1} << (value - 1); }

    void place(int cell, int value);
    bool isBroken() const;
    // Each finds the technique's first step as the step solver's finder does and applies it.
    bool clueEdge();
    bool nakedSingle();
    bool hiddenSingle();
    bool clueBounds();
    // The values one clue's bounds take from each square of its line (findClueBounds: the lower bounds,
    // else the nearly filled clue), into `strike`; whether there are any.
    bool boundsOf(int slot, int clue, std::array<Mask, 9>& strike) const;
    bool cluesShown() const;

    int side_;
    int cells_;
    Mask all_;
    std::vector<std::array<std::uint8_t, 9>> lines_;   // each slot's squares, as seen from it (OuterClues::line)
    std::array<int, kMaxSlots> clues_{};
    std::array<Mask, kMaxCells> candidates_{};          // none for a placed square
    std::array<std::uint8_t, kMaxCells> values_{};
    int empty_ = 0;
};

} // namespace ps
