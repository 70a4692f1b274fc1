#pragma once
#include "FillominoSearch.h"
#include "FillominoShape.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

namespace ps {

// The fast exact Fillomino solver (FillominoSearch) behind the SolverBackend interface: counts with a
// node budget and the cancel token, and GenPuzzles' uniqueness test.
//
// The uniqueness test uses what GenPuzzles knows, as SudokuNativeSolver does: if puzzle P had only the
// solution `reference` and P' is P with squares S emptied, any other solution of P' differs from
// `reference` inside S. So it searches for a solution with s != reference[s] for one s in S at a time
// (and may assume the earlier ones equal the reference), which propagation refutes far faster than a
// count to two.
//
// Most removals GenPuzzles rejects have another solution that differs from the reference only near the
// removed square, so once a third of the squares are empty that is looked for first, in a small puzzle
// (otherSolutionNearby). Measured on 100 9x9 runs (instructions, callgrind): 13% less work than without
// it, 8% less than looking first at every check.
class FillominoNativeSolver final : public SolverBackend {
public:
    explicit FillominoNativeSolver(const FillominoShape& shape);

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    // No z3 fallback for counts (makeCountingBackend): on the hand-made puzzles whose count runs past the
    // fallback's 100,000 nodes, z3 was slower than this search going on. janko.at's 266 (9x9, regions of
    // 15, 11 and 10): 93,000 nodes, 0.7 s of CPU, z3 undecided after 35 s; their 50x64 330: 280,000
    // nodes, 11 s, z3 undecided after 20 s; their 17x17 449 with the given at R16C10 removed: 136,000
    // nodes, 0.6 s to its second solution, z3 1.7 s.
    bool settlesEveryCount() const override { return true; }
    void reset() override;

private:
    void checkFits(const Board& board) const;
    // Whether a solution of `givens` differs from `reference` at `cell` and nowhere further than kNearby
    // steps from it (false: none found within kNearbyNodes nodes, which proves nothing).
    bool otherSolutionNearby(const Board& givens, const Board& reference, int cell);

    // Measured on 9x9 generation: radius 3 and 4 alike, 2 and 6 slower; rejected checks rarely need
    // more than a few nodes. Since load() no longer pays for every given one at a time (callgrind, 50
    // puzzles, seeds 1 and 2): radius 3 1,265 M and 1,274 M instructions, 4 1,289 M and 1,296 M, 5 and 2
    // more; a 5x5 square instead of the diamond of radius 3, or the removed square's whole region added
    // to it, 2-3% more.
    static constexpr int kNearby = 3;
    static constexpr long kNearbyNodes = 50;

    FillominoShape shape_;
    FillominoSearch search_;
    long budget_ = 0;        // nodes one uniqueness check may use; 0 = unlimited
    long countBudget_ = 0;   // nodes one count may use; 0 = unlimited

    KnownUnique knownUnique_;   // see the class comment
};

} // namespace ps
