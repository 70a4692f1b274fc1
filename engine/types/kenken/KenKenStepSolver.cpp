#include "KenKenStepSolver.h"

#include "KenKenRules.h"
#include "KenKenTechnique.h"
#include "KenKenTechniques.h"
#include "logic/CountingSolvers.h"
#include "logic/GridSteps.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>
#include <memory>

namespace ps {
KenKenStepSolver::KenKenStepSolver(int side)
    : side_(side)
    , layout_(CandidateGrid::makeLayout(side, CandidateGrid::lineUnits(side)))
    , exact_(side)
{
}

const KenKenStepSolver& countingStepSolver(int side) { return countingSolverForSide<KenKenStepSolver>(side); }

const std::vector<TechniqueInfo>& KenKenStepSolver::techniques() const { return kenKenTechniques(); }

CandidateGrid KenKenStepSolver::gridOf(const Board& filled) const
{
    CandidateGrid grid(layout_, filled);
    grid.setNumbersAboveNine(true);
    grid.setExplaining(!countsOnly_);
    return grid;
}

std::vector<ValueSet> KenKenStepSolver::candidates(const Board& filled) const
{
    const CandidateGrid grid = gridOf(filled);
    std::vector<ValueSet> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        out[static_cast<std::size_t>(cell)] = ValueSet::fromMask(grid.candidates(cell));
    return out;
}

std::optional<LogicStep> KenKenStepSolver::easiestStep(const CandidateGrid& grid, CageWaysCache& cages, int hardest) const
{
    for (int technique = 0; technique <= hardest; ++technique)
        if (auto step = findKenKenStep(technique, grid, cages))
            return step;
    return std::nullopt;
}

std::optional<LogicStep> KenKenStepSolver::guess(const CandidateGrid& grid, const Board& solution) const
{
    return guessTowards(grid, solution, KenKenTechnique::Guess);
}

std::optional<LogicStep> KenKenStepSolver::nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const
{
    CandidateGrid grid = gridOf(filled);
    narrowCandidates(grid, allowed);
    if (grid.isSolved())
        return std::nullopt;
    CageWaysCache cages(filled.cages());
    if (auto step = easiestStep(grid, cages))
        return step;
    if (solution)
        return guess(grid, *solution);
    return std::nullopt;
}

Board KenKenStepSolver::solutionOf(const Board& givens) const
{
    const SolveResult result = exact_.countSolutions(givens, 2);
    return result.count == 1 ? result.solutions.front() : Board();
}

StepTrace KenKenStepSolver::solve(const Board& givens) const
{
    StepTrace trace;
    trace.uses.assign(KenKenTechnique::kCount, 0);
    CandidateGrid grid = gridOf(givens);
    CageWaysCache cages(givens.cages());
    std::optional<Board> solution;
    while (!grid.isSolved()) {
        if (grid.isBroken()) {
            trace.broken = true;
            break;
        }
        std::optional<LogicStep> step = easiestStep(grid, cages);
        if (!step) {
            if (!solution)   // found once, and only when a guess is needed
                solution = solutionOf(givens);
            step = guess(grid, *solution);
        }
        if (!step) {   // no unique solution to guess towards
            trace.broken = exact_.countSolutions(givens, 1).count == 0;
            break;
        }
        trace.guesses += step->technique == KenKenTechnique::Guess;
        applyStep(grid, *step);
        ++trace.uses[static_cast<std::size_t>(step->technique)];
        trace.hardest = std::max(trace.hardest, step->technique);
        if (!countsOnly_)
            trace.steps.push_back(std::move(*step));
    }
    trace.result = grid.board();
    trace.result.copyCagesFrom(givens);
    bool cagesBroken = false;
    allCageEliminations(grid, cages, cagesBroken);
    trace.solved = grid.isSolved() && !grid.isBroken() && !cagesBroken;
    trace.broken = trace.broken || (grid.isSolved() && !trace.solved);
    trace.rounds = parallelRounds(givens, solution);
    return trace;
}

namespace {

// One round of parallel solving: every single and every cage elimination up to `hardest` that `grid`
// shows, all seen on the grid as the round starts and made at once. False when there was none;
// `broken` is set when a cage has no way left (and then nothing is made).
bool applyParallelRound(CandidateGrid& grid, CageWaysCache& cages, int hardest, bool& broken)
{
    const std::vector<CellValuePair> eliminations = allCageEliminations(grid, cages, broken, hardest);
    if (broken)
        return false;
    const std::vector<CellValuePair> singles = allSingles(grid);
    for (const CellValuePair& e : eliminations)
        grid.eliminate(e.cell, e.value);
    for (const CellValuePair& p : singles)
        if (grid.value(p.cell) == 0 && grid.has(p.cell, p.value))
            grid.place(p.cell, p.value);
    return !singles.empty() || !eliminations.empty();
}

} // namespace

bool KenKenStepSolver::solvesWith(const Board& givens, int hardest) const
{
    // Every single and every cage elimination up to `hardest` at once, as in a parallel round; the
    // techniques beyond the cage ones one step at a time. The deductions only grow as candidates
    // shrink, so this finishes exactly when one easiest step after another would.
    CandidateGrid grid = gridOf(givens);
    grid.setExplaining(false);
    CageWaysCache cages(givens.cages());
    while (!grid.isSolved()) {
        if (grid.isBroken())
            return false;
        bool broken = false;
        const bool progressed = applyParallelRound(grid, cages, hardest, broken);
        if (broken)
            return false;
        if (progressed)
            continue;
        if (hardest <= KenKenTechnique::CageLine)
            return false;
        const std::optional<LogicStep> step = easiestStep(grid, cages, hardest);
        if (!step)
            return false;
        applyStep(grid, *step);
    }
    bool cagesBroken = false;
    allCageEliminations(grid, cages, cagesBroken);
    return !grid.isBroken() && !cagesBroken;
}

int KenKenStepSolver::parallelRounds(const Board& givens, std::optional<Board>& solution) const
{
    CandidateGrid grid = gridOf(givens);
    CageWaysCache cages(givens.cages());
    int rounds = 0;
    while (!grid.isSolved() && !grid.isBroken()) {
        ++rounds;
        bool broken = false;
        const bool progressed = applyParallelRound(grid, cages, KenKenTechnique::CageLine, broken);
        if (broken)
            break;
        if (progressed)
            continue;
        std::optional<LogicStep> step = easiestStep(grid, cages);
        if (!step) {
            if (!solution)
                solution = solutionOf(givens);
            step = guess(grid, *solution);
        }
        if (!step)
            break;
        applyStep(grid, *step);
    }
    return rounds;
}

std::unique_ptr<StepSolver> KenKenRules::makeStepSolver() const { return std::make_unique<KenKenStepSolver>(side_); }

} // namespace ps
