#pragma once
#include "core/Board.h"

#include <memory>

namespace ps {

class SolverBackend;

// The paper's isRemoveValid: may `candidate` (the current puzzle with the tested square(s) emptied)
// stand? `full` is the board being emptied, a solution of every candidate.
class RemovalRule {
public:
    virtual ~RemovalRule() = default;
    virtual bool allowsRemoval(const Board& candidate, const Board& full, SolverBackend& solver) const = 0;
};

// Unique solution, with one solver call: no solution differs from the full board.
class UniqueSolutionRule final : public RemovalRule {
public:
    bool allowsRemoval(const Board& candidate, const Board& full, SolverBackend& solver) const override;
};

// At most k solutions (k >= 2): count up to k + 1.
class AtMostSolutionsRule final : public RemovalRule {
public:
    explicit AtMostSolutionsRule(int maxSolutions) : maxSolutions_(maxSolutions) {}
    bool allowsRemoval(const Board& candidate, const Board& full, SolverBackend& solver) const override;

private:
    int maxSolutions_;
};

// Unique for 1, AtMostSolutions otherwise.
std::unique_ptr<RemovalRule> makeRemovalRule(int maxSolutions);

} // namespace ps
