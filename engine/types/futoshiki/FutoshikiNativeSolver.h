#pragma once
#include "FutoshikiSearch.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

namespace ps {

// The fast exact Futoshiki solver (FutoshikiSearch) behind the SolverBackend interface: counts with a
// node budget and the cancel token, and GenPuzzles' uniqueness test, which looks for a solution that
// differs from the reference inside the squares KnownUnique names (the squares emptied since the last
// proof, and the empty squares of a sign removed since: a second solution must break that sign).
class FutoshikiNativeSolver final : public SolverBackend {
public:
    explicit FutoshikiNativeSolver(int side) : side_(side), search_(side) {}

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    // A Latin square with bounds propagation settles every count up to 9x9 in well under a second.
    bool settlesEveryCount() const override { return true; }
    void reset() override { knownUnique_.forget(); }

private:
    int side_;
    FutoshikiSearch search_;
    long budget_ = 0;
    long countBudget_ = 0;
    KnownUnique knownUnique_;
};

} // namespace ps
