#pragma once
#include "LatinConstraint.h"
#include "LatinUnits.h"
#include "core/Board.h"

#include <cstdint>
#include <vector>

namespace ps {

// The Latin-square kernel's propagation: candidates per square (one CandidateMask each, in an array the
// caller owns, so a search keeps one per depth), the unit rules and a type's own rules on top.
//
// Unit rules, to their fixed point:
//   - naked singles: a square down to one value takes it from all its peers;
//   - hidden singles (unless switched off): a value with one place left in a unit goes there; a unit with
//     no place left for some value is a contradiction.
//   - a shared value (LatinUnits::sharedValue: the empty squares of a puzzle with fewer heights than
//     squares) is no single: a unit with as many squares decided for it as it holds takes it from the
//     rest, and a unit with only that many places for it puts it in all of them.
// Work is queued, not rescanned: squares down to one value wait in a queue, and only the units whose
// squares changed since their last scan are scanned for hidden singles. When the unit rules are done, the
// LatinConstraint (if any) runs, and everything goes round again while it narrows something. The fixed
// point does not depend on the order, so every search built on it branches alike whatever the order.
//
// One propagation serves one array at a time: load() or a restrict()/assign() queues work for the array
// it is given, and propagate() must then be called on that same array.
class LatinPropagation {
public:
    explicit LatinPropagation(LatinUnits units);

    const LatinUnits& units() const { return units_; }
    int size() const { return units_.size(); }
    int cellCount() const { return units_.cellCount(); }
    CandidateMask all() const { return units_.all(); }

    // The type's own rule (not owned; null: the units only).
    void setConstraint(LatinConstraint* constraint);
    // Off: naked singles only (Sudoku's easy bound). On by default.
    void setHiddenSingles(bool on) { hiddenSingles_ = on; }

    // Fills `cand` from `givens` (0: every value) and queues every given; every unit (and, for a watching
    // constraint, every square) is to be looked at. False when a given is not a value of the grid.
    bool load(CandidateMask* cand, const Board& givens);
    // Forgets the work queued so far (to start again from an array already at its fixed point).
    void clearPending();
    // Narrows a square to the values in `keep`; false when none is left.
    bool restrict(CandidateMask* cand, int cell, CandidateMask keep);
    // Decides a square as the value `bit` (one of its candidates: a search's branch).
    void assign(CandidateMask* cand, int cell, CandidateMask bit);
    // Everything queued, to the fixed point; false on a contradiction (the queued work is dropped).
    bool propagate(CandidateMask* cand);

    static bool isSingle(CandidateMask m) { return (m & (m - 1)) == 0; }

private:
    template <int UnitsPerCell, bool Hidden, bool Watch, bool Shared = false>
    bool propagateWith(CandidateMask* cand);
    bool fail();
    void touch(int cell);

    LatinUnits units_;
    LatinConstraint* constraint_ = nullptr;
    bool watching_ = false;   // the constraint reads the narrowed squares
    bool hiddenSingles_ = true;
    bool inConstraint_ = false;   // its own narrowings are not reported back to it
    std::vector<std::uint8_t> dirty_;   // by unit: to be scanned for hidden singles
    std::vector<int> queue_;            // squares down to one value whose peers may still hold it
    int queued_ = 0;
    std::vector<std::uint8_t> marked_;   // by square: in narrowed_ already
    std::vector<int> narrowed_;          // squares narrowed since the constraint last ran
    int narrowedCount_ = 0;
    std::vector<int> handed_;            // what the constraint is handed
    long changes_ = 0;                   // restrict() calls that narrowed something
};

} // namespace ps
