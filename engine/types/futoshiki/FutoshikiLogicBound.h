#pragma once
#include "core/Board.h"

#include <array>
#include <cstdint>
#include <utility>

namespace ps {

// Whether the Futoshiki step solver's techniques up to `hardest` (a FutoshikiTechnique) finish a board:
// the question generation at a class asks once per tested removal (GenerationPolicy::logicSolvesWithin),
// thousands of times a puzzle. The step solver answers it with pencil marks that explain themselves
// (CandidateGrid, LogicStep lists); this answers it on one bit mask per square with nothing allocated.
//
// Every technique is a sound elimination whose instances only multiply as candidates shrink (a pair that
// loses a square leaves a single and a smaller set, a chain's bound only rises), so applying them in any
// order ends at the same candidates: here each technique takes every instance it sees at once, easiest
// first, where the step solver takes one step of the easiest; the answer is the same (the tests compare
// it with the step solver's trace on thousands of boards). The rules are those of FutoshikiSignSteps and
// logic/UnitTechniques: singles, sign bounds, sign chains, naked and hidden pairs and triples, X-wing,
// swordfish, XY-wing.
class FutoshikiLogicBound {
public:
    explicit FutoshikiLogicBound(int side);

    // True when the techniques up to `hardest` decide every square of `givens` (its values and signs)
    // and the result keeps every rule: then it is the board's only solution. With `leftOut` two squares,
    // the board's sign between them counts as removed; false when it has no sign there.
    bool solves(const Board& givens, int hardest, std::pair<int, int> leftOut = {-1, -1});

private:
    using Mask = std::uint16_t;
    enum class Outcome { Nothing, Changed, Broken };
    static constexpr int kMaxSide = 9;
    static constexpr int kMaxCells = kMaxSide * kMaxSide;
    static constexpr int kMaxSigns = 2 * kMaxSide * (kMaxSide - 1);

    bool load(const Board& givens, std::pair<int, int> leftOut);
    // Naked and hidden singles and sign bounds until none applies.
    Outcome singlesAndBounds();
    Outcome nakedSingles();
    Outcome hiddenSingles();
    // Sets boundsDecided_ when it leaves a square a single value.
    Outcome signBounds();
    Outcome signChains();
    Outcome nakedSubsets(int size);
    Outcome hiddenSubsets(int size);
    Outcome fish(int size);
    Outcome xyWings();
    // Takes `drop` from an undecided square; Broken when nothing is left.
    Outcome remove(int cell, Mask drop);
    // remove() inside a technique's search: a change is noted in `outcome`; true when the board broke.
    bool removeNoting(int cell, Mask drop, Outcome& outcome);
    // Placed: decided when the singles last finished, so its value is out of its lines. The techniques
    // above the singles treat a square decided since as an ordinary one with one candidate: its value
    // may still be in its lines, and a fish or a set that ignored it would be unsound.
    bool placed(int cell) const { return spread_[static_cast<std::size_t>(cell)] != 0; }
    bool decided(int cell) const { return (cand_[static_cast<std::size_t>(cell)] & (cand_[static_cast<std::size_t>(cell)] - 1)) == 0; }
    // Square `k` of line `line`: rows are lines 0..n-1, columns n..2n-1.
    int cellOf(int line, int k) const { return line < n_ ? line * n_ + k : k * n_ + (line - n_); }
    void workOutChainSides();
    bool finished() const;

    int n_;
    int cells_;
    Mask full_;
    std::array<std::uint8_t, kMaxCells> rowOf_{};
    std::array<std::uint8_t, kMaxCells> colOf_{};
    std::array<std::array<std::uint8_t, kMaxSide>, 2 * kMaxSide> lines_{};   // the squares of each line (cellOf)
    std::array<Mask, kMaxCells> cand_{};
    // By a square's candidates: what a smaller neighbour across a sign may keep (the values below the
    // largest) and what a larger one may keep (those above the smallest); looked up, since signBounds
    // runs several times per tested removal.
    std::array<Mask, 1U << kMaxSide> keepBelow_{};
    std::array<Mask, 1U << kMaxSide> keepAbove_{};
    std::array<std::uint8_t, kMaxCells> spread_{};   // per square: placed (see placed())
    std::array<std::pair<std::uint8_t, std::uint8_t>, kMaxSigns> signs_{};   // (smaller, larger)
    int signCount_ = 0;
    int hardest_ = 0;   // of the current solves()
    bool boundsDecided_ = false;
    // Sign chains: a square, a direction (0: the squares below it along signs, 1: above) and a line with
    // two or more of them, at their positions in the line. Worked out on first use, for the signs in
    // chainSigns_: generation tests many boards with the same signs (every square it empties), and
    // working them out for each took a tenth of generation at 5x5 Hard.
    struct Chain {
        std::uint8_t cell = 0;
        std::uint8_t direction = 0;
        std::uint8_t line = 0;
        Mask positions = 0;
    };
    std::array<Chain, kMaxCells * 2 * 2 * kMaxSide> chains_{};
    int chainCount_ = 0;
    bool sidesKnown_ = false;
    std::array<std::pair<std::uint8_t, std::uint8_t>, kMaxSigns> chainSigns_{};   // the signs chains_ were worked out for
    int chainSignCount_ = -1;
};

} // namespace ps
