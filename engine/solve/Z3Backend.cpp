#include "Z3Backend.h"

#include "Z3Interrupt.h"
#include "core/EngineError.h"
#include "SolverDefinition.h"

#include <algorithm>
#include <chrono>

namespace ps {
namespace {

// Pure SAT (OneHot) goes to z3's incremental SAT core, which handles assumptions and cardinality
// constraints natively; the Integer encoding needs the general solver for arithmetic.
z3::solver makeSolver(z3::context& context, Z3Cells::Encoding encoding)
{
    if (encoding == Z3Cells::Encoding::OneHot)
        return z3::solver(context, "QF_FD");
    return z3::solver(context);
}

} // namespace

Z3Backend::Z3Backend(const SolverDefinition& rules, Z3Cells::Encoding encoding)
    : rules_(rules)
    , rows_(rules.rows())
    , cols_(rules.cols())
    , maxValue_(rules.maxValue())
    , cells_(context_, rules.cellCount(), rules.maxValue(), encoding)
    , solver_(makeSolver(context_, encoding))
{
    rules.declareConstraints(cells_);
    solver_.add(cells_.constraints());
    z3::params params(context_);
    params.set("ctrl_c", false);   // Ctrl+C must stop the program, not only the current check
    solver_.set(params);
}

void Z3Backend::setResourceLimit(unsigned limit)
{
    if (limit == currentLimit_)
        return;
    z3::params params(context_);
    params.set("rlimit", limit);
    solver_.set(params);
    currentLimit_ = limit;
}

void Z3Backend::setSearchBudget(long nodes)
{
    // One native search node is worth about this much of z3's resource count (measured on 16x16 checks).
    constexpr long kResourcePerNode = 20000;
    budgetLimit_ = nodes > 0 ? static_cast<unsigned>(std::min<long>(nodes * kResourcePerNode, 4000000000L)) : 0;
}

std::string Z3Backend::name() const
{
    return cells_.encoding() == Z3Cells::Encoding::OneHot ? "z3" : "z3-int";
}

void Z3Backend::checkFits(const Board& board) const { requireFits(board, rows_, cols_, maxValue_); }

z3::expr_vector Z3Backend::assumptionsFor(const Board& givens)
{
    z3::expr_vector assumptions(context_);
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        if (givens.at(cell) != 0)
            assumptions.push_back(cells_.is(cell, givens.at(cell)));
    return assumptions;
}

z3::expr Z3Backend::differsFrom(const Board& board)
{
    z3::expr_vector different(context_);
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.at(cell) != 0)
            different.push_back(!cells_.is(cell, board.at(cell)));
    return z3::mk_or(different);
}

z3::check_result Z3Backend::check(const Board& givens, SolveStats& stats, const std::optional<z3::expr>& extra)
{
    z3::expr_vector assumptions = assumptionsFor(givens);
    if (extra)
        assumptions.push_back(*extra);
    if (stopRequested())
        return z3::unknown;
    const z3::check_result result = checkUnlessCancelled(context_, solver_, assumptions, cancel_);
    ++stats.checks;
    ++totals_.checks;
    if (result == z3::unknown && stopRequested())
        return result;   // the caller reports the count as stopped
    if (result == z3::unknown && currentLimit_ == 0)
        throw EngineError(PS_TRANSLATE("Engine", "The z3 solver gave up on this puzzle (%1)."), {solver_.reason_unknown()});
    return result;
}

Board Z3Backend::readModel()
{
    const z3::model model = solver_.get_model();
    Board board(rows_, cols_);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (cells_.encoding() == Z3Cells::Encoding::Integer) {
            board.set(cell, static_cast<CellValue>(model.eval(cells_.value(cell), true).get_numeral_int()));
            continue;
        }
        for (int v = 1; v <= maxValue_; ++v)
            if (model.eval(cells_.is(cell, v), true).is_true()) {
                board.set(cell, static_cast<CellValue>(v));
                break;
            }
    }
    return board;
}

void Z3Backend::dropReference()
{
    if (reference_) {
        solver_.pop();
        reference_.reset();
    }
}

void Z3Backend::useStructure(const Board& givens)
{
    const Cages& cages = givens.cages();
    const OuterClues& outer = givens.outerClues();
    const bool sameCages = (cages_ && *cages_ == cages) || (!cages_ && cages.empty());
    const bool sameOuter = (outer_ && *outer_ == outer) || (!outer_ && !givens.hasOuterClues());
    if (sameCages && sameOuter)
        return;
    dropReference();   // it sits above the structure's frame
    if (cages_ || outer_)
        solver_.pop();
    cages_.reset();
    outer_.reset();
    if (cages.empty() && !givens.hasOuterClues())
        return;
    const unsigned before = cells_.constraints().size();
    if (!cages.empty())
        rules_.declareCages(cells_, cages);
    if (givens.hasOuterClues())
        rules_.declareOuterClues(cells_, outer);
    solver_.push();
    for (unsigned i = before; i < cells_.constraints().size(); ++i)
        solver_.add(cells_.constraints()[static_cast<int>(i)]);
    cells_.dropConstraintsAfter(before);
    if (!cages.empty())
        cages_ = cages;
    if (givens.hasOuterClues())
        outer_ = outer;
}

SolveResult Z3Backend::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    const auto start = std::chrono::steady_clock::now();
    SolveResult result;
    useStructure(givens);
    dropReference();
    setResourceLimit(0);
    solver_.push();   // blocking clauses for the solutions found live only in this frame
    while (result.count < limit) {
        const z3::check_result answer = check(givens, result.stats);
        if (answer != z3::sat) {
            result.stopped = answer == z3::unknown;
            break;
        }
        Board solution = readModel();
        solver_.add(differsFrom(solution));
        solution.copyCagesFrom(givens);   // a solution of a puzzle with cages or outer clues is drawn with them
        result.solutions.push_back(std::move(solution));
        ++result.count;
    }
    solver_.pop();
    result.stats.seconds = secondsSince(start);
    totals_.seconds += result.stats.seconds;
    return result;
}

bool Z3Backend::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    const auto start = std::chrono::steady_clock::now();
    useStructure(givens);
    if (!reference_ || *reference_ != reference) {
        dropReference();
        solver_.push();
        solver_.add(differsFrom(reference));
        reference_ = reference;
    }
    SolveStats stats;
    setResourceLimit(budgetLimit_);
    const bool other = check(givens, stats) != z3::unsat;   // unknown: the budget ran out, uniqueness not proven
    totals_.seconds += secondsSince(start);
    return other;
}

std::optional<bool> Z3Backend::hasSolutionDifferingAt(const Board& givens, const Board& reference, int square)
{
    checkFits(givens);
    checkFits(reference);
    requireSquareTest(givens, reference, square);
    const auto start = std::chrono::steady_clock::now();
    useStructure(givens);
    if (reference_ && *reference_ != reference)
        dropReference();   // its "differs somewhere" is implied when it is this reference, wrong otherwise
    SolveStats stats;
    setResourceLimit(budgetLimit_);
    const z3::check_result result = check(givens, stats, !cells_.is(square, reference.at(square)));
    totals_.seconds += secondsSince(start);
    if (result == z3::unknown)
        return std::nullopt;   // out of budget or cancelled
    return result == z3::sat;
}

} // namespace ps
