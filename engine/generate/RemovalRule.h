#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <memory>

namespace ps {

class GenerationPolicy;
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

// The type's logic still finishes the candidate within a class (GenerationPolicy::logicSolvesWithin), which
// also proves it unique: no solver call. A removal that leaves a unique puzzle the logic cannot finish
// at the class is refused. Where the type has no bound for a board, the unique-solution test decides.
class WithinLevelRule final : public RemovalRule {
public:
    WithinLevelRule(const GenerationPolicy& policy, Difficulty level) : policy_(policy), level_(level) {}
    bool allowsRemoval(const Board& candidate, const Board& full, SolverBackend& solver) const override;

private:
    const GenerationPolicy& policy_;
    Difficulty level_;
};

// Unique for 1, AtMostSolutions otherwise; WithinLevel for a unique puzzle made within a class.
std::unique_ptr<RemovalRule> makeRemovalRule(int maxSolutions, const GenerationPolicy& policy, std::optional<Difficulty> within);

} // namespace ps
