#pragma once
#include "KenKenSearch.h"
#include "KenKenSmallSquares.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

#include <optional>

namespace ps {

// The fast exact KenKen solver (KenKenSearch) behind the SolverBackend interface: counts with a node
// budget and the cancel token, and GenPuzzles' uniqueness test, which, as for the other types, looks
// for a solution that differs from the reference inside the squares KnownUnique names (there the
// squares of the cage just merged), one square at a time.
class KenKenNativeSolver final : public SolverBackend {
public:
    explicit KenKenNativeSolver(int side);

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    void reset() override { knownUnique_.forget(); }

private:
    void checkFits(const Board& board) const;

    int side_;
    KenKenSearch search_;
    long budget_ = 0;
    long countBudget_ = 0;
    KnownUnique knownUnique_;
    std::optional<SmallSquareSolutions> smallSquares_;   // up to largestEnumeratedSide
};

} // namespace ps
