#pragma once
#include "LatinPropagation.h"
#include "core/Board.h"
#include "core/CancelToken.h"

#include <vector>

namespace ps {

// Where a search looks first, when it looks for a solution near a known one (a uniqueness test).
struct LatinGuide {
    const CandidateMask* values = nullptr;   // per square, one bit: the value a branch tries first
    // Branch first on the squares that can no longer take their guide value (see branchSquareToDiffer).
    bool branchWhereDeparted = false;
};

// The kernel's exact search: depth first over the propagation, branching on the open square with the
// fewest candidates (the first such square), its values from the smallest (a guide's value first). It
// counts solutions up to a limit, with a node budget and a cancel token, as the native solvers do.
class LatinSearch {
public:
    explicit LatinSearch(LatinUnits units);

    LatinPropagation& propagation() { return propagation_; }
    const LatinUnits& units() const { return propagation_.units(); }
    int size() const { return propagation_.size(); }
    int cellCount() const { return cells_; }

    // The root state the next run starts from. load() fills it; a caller may also write it (then restrict
    // or assign through propagation() so the work is queued).
    CandidateMask* root() { return state(0); }
    bool load(const Board& givens) { return propagation_.load(root(), givens); }

    // Searches from the root (its queued work propagated first, in place: after a run the root holds the
    // propagated givens) until `limit` solutions are appended to `solutions`, the search is done,
    // `nodeLimit` (total nodes(), 0 = none) is reached or `cancel` is set. True when it finished.
    bool run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, LatinGuide guide = {});

    long nodes() const { return nodes_; }

    // Many runs from one puzzle, each barring one square from one value (a uniqueness test per square):
    // the puzzle loaded and propagated once (loadBase; the caller's constraint set up for it first), each
    // run starting from a copy with the square barred (startFromBase; a value outside 1..values() bars
    // nothing), and a square proven in the base fixed there for the runs after (fixInBase).
    bool loadBase(const Board& puzzle);
    bool startFromBase(int cell, CellValue value);
    bool fixInBase(int cell, CellValue value);
    // run(), its branches trying `guide`'s values first (none: unguided).
    bool runNear(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide);
    Board boardOf(const CandidateMask* cand) const;

private:
    CandidateMask* state(int depth) { return &stack_[static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_)]; }
    int search(int depth, int limit, std::vector<Board>& found);
    // The open square with the fewest candidates (-1: none is open).
    int branchSquare(const CandidateMask* cand) const;
    // The open square with the fewest candidates among those that lost their guide value; branchSquare
    // when there is none.
    int branchSquareToDiffer(const CandidateMask* cand) const;

    LatinPropagation propagation_;
    int cells_;
    std::vector<CandidateMask> base_;         // loadBase's propagated puzzle
    std::vector<CandidateMask> guideMasks_;   // runNear's guide, one bit per square
    std::vector<CandidateMask> stack_;   // one candidate array per depth (a node decides a square at least)
    long nodes_ = 0;
    long nodeLimit_ = 0;
    const CancelToken* cancel_ = nullptr;
    bool gaveUp_ = false;
    LatinGuide guide_;
};

} // namespace ps
