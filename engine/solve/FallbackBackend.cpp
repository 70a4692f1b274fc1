#include "FallbackBackend.h"

namespace ps {

FallbackBackend::FallbackBackend(std::unique_ptr<SolverBackend> fast, Factory makeComplete, long nodeBudget)
    : fast_(std::move(fast)), makeComplete_(std::move(makeComplete)), nodeBudget_(nodeBudget)
{
}

SolveResult FallbackBackend::countSolutions(const Board& givens, int limit)
{
    fast_->setCancelToken(cancel_);
    fast_->setCountBudget(nodeBudget_);
    SolveResult result = fast_->countSolutions(givens, limit);
    fast_->setCountBudget(0);
    if (result.stopped && !stopRequested()) {   // out of nodes, not cancelled: the complete backend decides
        if (!complete_)
            complete_ = makeComplete_();
        complete_->setCancelToken(cancel_);
        const SolveStats fastStats = result.stats;
        result = complete_->countSolutions(givens, limit);
        result.stats.checks += fastStats.checks;
        result.stats.searchNodes += fastStats.searchNodes;
        result.stats.seconds += fastStats.seconds;
        ++fallbacks_;
    }
    totals_ += result.stats;
    return result;
}

bool FallbackBackend::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    fast_->setCancelToken(cancel_);
    const SolveStats before = fast_->totals();
    const bool other = fast_->hasSolutionOtherThan(givens, reference);
    totals_.checks += fast_->totals().checks - before.checks;
    totals_.searchNodes += fast_->totals().searchNodes - before.searchNodes;
    totals_.seconds += fast_->totals().seconds - before.seconds;
    totals_.unsettled += fast_->totals().unsettled - before.unsettled;
    return other;
}

} // namespace ps
