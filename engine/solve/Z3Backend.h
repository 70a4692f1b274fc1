#pragma once
#include "SolverBackend.h"
#include "Z3Cells.h"

#include <optional>

namespace ps {

class SolverDefinition;

// The generic backend: the type's declarative definition in one z3 solver, made once and reused for
// every check. Givens are passed as assumptions, so nothing is re-asserted between checks; the
// "differs from the full board" constraint of the uniqueness test sits in a push/pop frame that stays
// open while the same full board is being emptied. A puzzle's cages and outer clues sit in a frame below it,
// declared again only when they change, so the type's definition D is made once for every puzzle.
class Z3Backend final : public SolverBackend {
public:
    explicit Z3Backend(const SolverDefinition& rules, Z3Cells::Encoding encoding = Z3Cells::Encoding::OneHot);

    std::string name() const override;
    SolveResult countSolutions(const Board& givens, int limit) override;
    bool hasSolutionOtherThan(const Board& givens, const Board& reference) override;
    std::optional<bool> hasSolutionDifferingAt(const Board& givens, const Board& reference, int square) override;
    // Maps to z3's deterministic resource limit (rlimit) for uniqueness checks; running out counts as
    // "not proven unique".
    void setSearchBudget(long nodes) override;

private:
    void checkFits(const Board& board) const;
    z3::expr_vector assumptionsFor(const Board& givens);
    z3::expr differsFrom(const Board& board);
    // `extra`: one more literal assumed for this check only.
    z3::check_result check(const Board& givens, SolveStats& stats, const std::optional<z3::expr>& extra = std::nullopt);
    void setResourceLimit(unsigned limit);
    Board readModel();
    void dropReference();
    // Declares the cages and outer clues of `givens` in their frame unless they are the ones declared
    // already.
    void useStructure(const Board& givens);

    const SolverDefinition& rules_;
    int rows_;
    int cols_;
    int maxValue_;
    z3::context context_;
    Z3Cells cells_;
    z3::solver solver_;
    std::optional<Board> reference_;
    std::optional<Cages> cages_;        // the cages whose frame is open
    std::optional<OuterClues> outer_;   // the outer clues whose frame is open
    unsigned budgetLimit_ = 0;    // rlimit for uniqueness checks; 0 = none
    unsigned currentLimit_ = 0;   // what the solver is set to now
};

} // namespace ps
