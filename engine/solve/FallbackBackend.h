#pragma once
#include "SolverBackend.h"

#include <functional>
#include <memory>

namespace ps {

// Counts solutions with a fast backend first and, when its search runs past a node budget, with a
// complete one made on demand. A plain depth-first search settles almost every grid in milliseconds but
// can run for minutes on a rare big grid; z3's clause learning settles those in seconds. (Sudoku's
// native solver needs no fallback: it has its own SAT proof, see SudokuNativeSolver.) The budget is in search nodes, not seconds, so answers never depend on the machine.
// Uniqueness checks during generation stay with the fast backend (they have their own budget).
class FallbackBackend final : public SolverBackend {
public:
    using Factory = std::function<std::unique_ptr<SolverBackend>()>;

    // About a second of native search at 25x25 (measured); smaller grids rarely come near it.
    static constexpr long kDefaultNodeBudget = 100000;

    FallbackBackend(std::unique_ptr<SolverBackend> fast, Factory makeComplete, long nodeBudget = kDefaultNodeBudget);

    std::string name() const override { return fast_->name(); }
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    void setSearchBudget(long nodes) override { fast_->setSearchBudget(nodes); }
    void setProofBudget(long conflicts) override { fast_->setProofBudget(conflicts); }
    void reset() override { fast_->reset(); }

    // How many counts the complete backend had to settle (benchmarks, tests).
    long fallbacks() const { return fallbacks_; }

private:
    std::unique_ptr<SolverBackend> fast_;
    Factory makeComplete_;
    std::unique_ptr<SolverBackend> complete_;
    long nodeBudget_;
    long fallbacks_ = 0;
};

} // namespace ps
