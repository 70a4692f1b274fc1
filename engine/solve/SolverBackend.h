#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace ps {

// The proof budget generation uses unless told otherwise (GenerationSettings::proofBudget): each backend's
// own choice for its grid (SudokuNativeSolver::kProofBudget25: 25x25 only).
inline constexpr long kDefaultProofBudget = -1;

struct SolveStats {
    long checks = 0;        // solver calls (z3 check(), or native searches)
    long searchNodes = 0;   // backend-specific measure of work (z3: decisions; native: nodes)
    double seconds = 0;
    // Uniqueness tests (hasSolutionOtherThan) answered "yes" only because their proof ran out of budget, not
    // because another solution was found: GenPuzzles keeps such a square unproven. Backends that cannot
    // tell the two apart count none.
    long unsettled = 0;

    SolveStats& operator+=(const SolveStats& other)
    {
        checks += other.checks;
        searchNodes += other.searchNodes;
        seconds += other.seconds;
        unsettled += other.unsettled;
        return *this;
    }
};

struct SolveResult {
    int count = 0;                  // solutions found, never more than the limit asked for
    std::vector<Board> solutions;   // the solutions found, in the order found
    bool stopped = false;           // the cancel token (or its time limit) stopped the count: not settled
    SolveStats stats;
};

// Every solver backend answers the same two questions about a puzzle of the rules it was made for.
// A backend is not thread-safe: use one per thread. It may keep state between calls to go faster.
class SolverBackend {
public:
    virtual ~SolverBackend() = default;
    virtual std::string name() const = 0;

    // Count the solutions of `givens`, stopping at `limit` (>= 1).
    virtual SolveResult countSolutions(const Board& givens, int limit) = 0;

    // Does `givens` have a solution other than `reference` (a full solution that agrees with givens)?
    // The paper's single-call uniqueness test: "no" means the solution is unique. With a search budget
    // set, "yes" also means the budget ran out before uniqueness was proven (so "no" is always a proof).
    virtual bool hasSolutionOtherThan(const Board& givens, const Board& reference);

    // Is there a solution of `givens` whose value at the empty `square` differs from the full board
    // `reference` (which agrees with the givens)? "Yes" proves `givens` has two solutions; "no" proves
    // every solution takes the reference's value there, so the square could be a given without losing a
    // solution. Within the search budget; nothing when the budget ran out, the work was cancelled, or the
    // backend cannot ask this. Throws EngineError when `reference` is not full, disagrees with the
    // givens, or the square is not empty.
    virtual std::optional<bool> hasSolutionDifferingAt(const Board& givens, const Board& reference, int square);

    // Caps the work of one hasSolutionOtherThan call (native: search nodes; 0 = no cap). A search past it
    // answers "yes" unproven (SolveStats::unsettled), so generation keeps the square, as with the proof
    // budget below. Backends that cannot count their work ignore it.
    virtual void setSearchBudget(long nodes) { (void)nodes; }

    // Caps the SAT proof of one hasSolutionOtherThan call (conflicts; 0 = no cap: every proof finishes, so
    // generation is minimal; kDefaultProofBudget: the backend's own choice for its grid). A proof past it answers "yes" unproven (SolveStats::unsettled), so generation
    // keeps the square: the puzzle stays unique, only maybe not minimal. Conflicts are counted by the solver,
    // never by the clock, so a seed gives the same puzzle on every machine and load. Backends without a SAT
    // proof (every one but Sudoku's native solver from 16x16 up) ignore it.
    virtual void setProofBudget(long conflicts) { (void)conflicts; }

    // Caps the work of one countSolutions call (search nodes; 0 = no cap); a count that runs out says
    // so (SolveResult::stopped). Backends that cannot count their work ignore it.
    virtual void setCountBudget(long nodes) { (void)nodes; }

    // Does countSolutions without a count budget settle every grid in seconds, not minutes? Those
    // that do need no FallbackBackend (makeCountingBackend).
    virtual bool settlesEveryCount() const { return false; }

    // Work stops soon after `cancel` is set or its time limit passes (nullptr: never). A count that
    // stopped says so (SolveResult::stopped); hasSolutionOtherThan then answers "yes" (not proven).
    void setCancelToken(const CancelToken* cancel) { cancel_ = cancel; }

    // Forget what earlier calls taught the backend (GenPuzzles calls it at the start of every run, so a
    // run's results never depend on the runs before it).
    virtual void reset() {}

    // Totals over every call since the backend was made.
    const SolveStats& totals() const { return totals_; }

protected:
    bool stopRequested() const { return cancel_ && cancel_->isCancelled(); }
    // Throws EngineError unless `board` is rows x cols with values up to maxValue (the same message for
    // every backend).
    static void requireFits(const Board& board, int rows, int cols, int maxValue);
    // Throws EngineError unless hasSolutionDifferingAt's arguments make sense: `reference` full and
    // agreeing with `givens`, `square` on the board and empty in `givens`.
    static void requireSquareTest(const Board& givens, const Board& reference, int square);
    static double secondsSince(std::chrono::steady_clock::time_point start)
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }

    SolveStats totals_;
    const CancelToken* cancel_ = nullptr;
};

} // namespace ps
