#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"

#include <cstdint>
#include <vector>

namespace ps {

// The exact KenKen search behind KenKenNativeSolver: candidates as bit masks, propagated to a fixed
// point, then a branch on the square with the fewest candidates, depth first.
//
// Propagation:
//   - Latin square: a square down to one value takes it out of its row and column; a value with one
//     place left in a row or column goes there;
//   - cages: every way to fill a cage from its squares' candidates that meets the target (squares of the
//     cage in one row or column differ) is enumerated, with sums and products pruned on the way; a value
//     no way uses leaves its square. A cage with no way is a contradiction.
// One square may be barred from one value (the uniqueness test's "differs from the reference here").
class KenKenSearch {
public:
    explicit KenKenSearch(int side);

    // Starts over from `puzzle` (its givens and its cages); false when they already break a rule.
    bool load(const Board& puzzle, int barredCell = -1, CellValue barredValue = 0);

    // Several questions about one puzzle (the uniqueness test asks one per square that must differ):
    // the puzzle is loaded and propagated once into a base, and each question starts from the base
    // instead of from the bare givens, so only what it changes is propagated again.
    // Loads `puzzle` into the base and propagates it; false when it has no solution.
    bool loadBase(const Board& puzzle);
    // The next run starts from the base with `cell` barred from `value`; false when the square has
    // nothing left.
    bool startFromBase(int cell, CellValue value);
    // Decides `cell` as `value` in the base and propagates; false when the base has no solution left.
    bool fixInBase(int cell, CellValue value);

    // Searches from the loaded state until `limit` solutions are in `solutions` (appended), the search is
    // done, `nodeLimit` (total nodes, 0 = none) is reached or `cancel` is set. True when it finished.
    // With a `guide`, branches try the guide's value first.
    bool run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide = nullptr);

    long nodes() const { return nodes_; }

private:
    using Mask = std::uint16_t;

    Mask* state(int depth);
    // To a fixed point; the cages marked in dirty_ (and those of squares that change on the way) are
    // filtered again, the others were at their fixed point already.
    bool propagate(Mask* cand);
    void markCagesOf(int cell, int except = -1)
    {
        for (int cage : cagesOf_[static_cast<std::size_t>(cell)])
            if (cage != except)
                dirty_[static_cast<std::size_t>(cage)] = 1;
    }
    bool settleSingles(Mask* cand, bool& changed);
    bool hiddenSingles(Mask* cand, bool& changed);
    // Narrows the squares of cage `index` to the values of its ways; false when it has none. Other
    // cages holding a narrowed square are marked dirty.
    bool filterCage(Mask* cand, std::size_t index, bool& changed);
    // Depth-first over the cage's squares from `at`; marks into allowed_ the values of every way found.
    void enumerate(const Mask* cand, const Cage& cage, std::size_t at, long sum, long product);
    int search(int depth, int limit, std::vector<Board>& found);
    Board boardOf(const Mask* cand) const;

    int side_;
    int cells_;
    Mask all_;
    Cages cages_;                             // the loaded puzzle's (kept while the next load has the same)
    std::vector<std::vector<int>> cagesOf_;   // by square: the cages holding it
    std::vector<char> dirty_;                 // by cage: to be filtered again
    std::vector<Mask> before_;                // scratch: masks before the Latin rules ran
    std::vector<Mask> rowDecided_;            // scratch of settleSingles: values decided by row and column
    std::vector<Mask> colDecided_;
    std::vector<Mask> stack_;          // one candidate array per depth
    std::vector<Mask> base_;           // loadBase's propagated state
    // Enumeration scratch.
    std::vector<int> tuple_;
    std::vector<Mask> allowed_;
    bool anyWay_ = false;
    std::vector<long> minRest_;        // smallest sum of the squares after index i
    std::vector<long> maxRest_;

    long nodes_ = 0;
    long nodeLimit_ = 0;
    const CancelToken* cancel_ = nullptr;
    bool gaveUp_ = false;
    const Board* guide_ = nullptr;
};

} // namespace ps
