#pragma once
#include "SkyscrapersSearch.h"
#include "solve/KnownUnique.h"
#include "solve/SolverBackend.h"

namespace ps {

// The fast exact Skyscrapers solver (SkyscrapersSearch) behind the SolverBackend interface: counts with a
// node budget and the cancel token, and GenPuzzles' uniqueness test, which looks for a solution that
// differs from the reference inside the squares KnownUnique names (the squares just emptied, or the line
// of the clue just dropped), one square at a time.
class SkyscrapersNativeSolver final : public SolverBackend {
public:
    explicit SkyscrapersNativeSolver(const SkyscrapersShape& shape);

    std::string name() const override { return "native"; }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    void setSearchBudget(long nodes) override { budget_ = nodes; }
    void setCountBudget(long nodes) override { countBudget_ = nodes; }
    void reset() override { knownUnique_.forget(); }

private:
    void checkFits(const Board& board) const;

    SkyscrapersShape shape_;
    SkyscrapersSearch search_;
    long budget_ = 0;
    long countBudget_ = 0;
    KnownUnique knownUnique_;
};

} // namespace ps
