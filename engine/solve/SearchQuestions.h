#pragma once
#include "SolverBackend.h"

#include <chrono>
#include <vector>

namespace ps {

// SolverBackend's two questions asked of an exact search with the interface the types' own searches
// share: load(puzzle, barredCell, barredValue) -> bool (false: the puzzle already breaks a
// rule) and run(limit, nodeLimit, cancel, solutions, guide) -> bool (false: it gave up). The backends
// keep their own checks and totals.

// The solutions of `givens` up to `limit`, within `budget` nodes (0: no limit); stats set (one check,
// its nodes and seconds).
template <class Search>
SolveResult countWithSearch(Search& search, const Board& givens, int limit, long budget, const CancelToken* cancel)
{
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search.nodes();
    SolveResult result;
    if (search.load(givens)) {
        result.stopped = !search.run(limit, budget > 0 ? nodesBefore + budget : 0, cancel, result.solutions);
        for (Board& solution : result.solutions)
            solution.copyCagesFrom(givens);   // a solution of a puzzle with cages is drawn with them
        result.count = static_cast<int>(result.solutions.size());
    }
    result.stats.checks = 1;
    result.stats.searchNodes = search.nodes() - nodesBefore;
    result.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

// Whether `givens` has a solution that differs from the full board `reference` at one of `squares`
// (KnownUnique's S), looked for one square at a time — s != reference[s], the squares tried before
// assumed to equal the reference — with the reference's choice first at every branch. Also true when
// the search gave up at `nodeLimit` (total nodes, 0: none) or was cancelled: no proof there is none.
// `unproven` (if given) says whether the answer is such a give-up at the node limit, not a solution
// found or a cancellation: generation keeps that square and counts it (SolveStats::unsettled).
// A search that keeps a propagated base (loadBase, startFromBase, fixInBase) propagates
// the puzzle once and each question only from what it changes; others load the puzzle per question.
template <class Search>
bool differsInside(Search& search, const Board& givens, const Board& reference, const std::vector<int>& squares, long nodeLimit,
                   const CancelToken* cancel, bool* unproven = nullptr)
{
    std::vector<Board> found;
    const auto gaveUp = [&](bool finished) {
        if (unproven)
            *unproven = found.empty() && !finished && !(cancel && cancel->isCancelled());
        return true;
    };
    if (unproven)
        *unproven = false;
    if constexpr (requires { search.loadBase(givens); }) {
        if (!search.loadBase(givens))
            return false;   // no solution at all (cannot happen: the reference is one)
        for (int cell : squares) {
            if (search.startFromBase(cell, reference.at(cell))) {
                const bool finished = search.run(1, nodeLimit, cancel, found, &reference);
                if (!found.empty() || !finished)
                    return gaveUp(finished);
            }
            if (!search.fixInBase(cell, reference.at(cell)))
                return false;   // no solution left with the reference's value here: none was found above
        }
        return false;
    } else {
        Board fixedSoFar = givens;
        for (int cell : squares) {
            if (search.load(fixedSoFar, cell, reference.at(cell))) {
                const bool finished = search.run(1, nodeLimit, cancel, found, &reference);
                if (!found.empty() || !finished)
                    return gaveUp(finished);
            }
            fixedSoFar.set(cell, reference.at(cell));
        }
        return false;
    }
}

} // namespace ps
