#include "KillerStepSolver.h"

#include "KillerCageSteps.h"
#include "KillerCageUnits.h"
#include "KillerRule45.h"
#include "KillerTechnique.h"
#include "logic/GridSteps.h"
#include "logic/UnitTechniques.h"
#include "types/sudoku/Techniques.h"

#include <algorithm>
#include <map>
#include <memory>

namespace ps {
namespace {

std::vector<Unit> sudokuUnits(const SudokuShape& shape)
{
    std::vector<Unit> units = CandidateGrid::lineUnits(shape.size());
    for (int b = 0; b < shape.size(); ++b)
        units.push_back({Unit::Kind::Box, b, shape.box(b)});
    return units;
}

const Cages& cagesOf(const Board& board)
{
    static const Cages kNone;
    return board.hasCages() ? board.cages() : kNone;
}

std::optional<LogicStep> findStepOf(int technique, const CandidateGrid& grid, const Cages& cages)
{
    switch (technique) {
    case KillerTechnique::CageCombination: return findCageCombination(grid, cages);
    case KillerTechnique::Rule45: return findRule45(grid, cages, Rule45Houses::SingleUnitInnies);
    case KillerTechnique::Rule45Outies: return findRule45(grid, cages, Rule45Houses::SingleUnitOuties);
    case KillerTechnique::PointingPair: return findPointing(grid);
    case KillerTechnique::BoxLineReduction: return findBoxLineReduction(grid);
    case KillerTechnique::CageUnitInteraction: return findCageUnitInteraction(grid, cages);
    case KillerTechnique::CageSplitting: return findCageSplitting(grid, cages);
    case KillerTechnique::HiddenCage: return findHiddenCage(grid, cages);
    case KillerTechnique::Rule45Union: return findRule45(grid, cages, Rule45Houses::SeveralUnits);
    case KillerTechnique::NakedSingle: return findNakedSingle(grid);
    case KillerTechnique::HiddenSingle: return findHiddenSingle(grid);
    case KillerTechnique::NakedPair: return findNakedSubset(grid, 2);
    case KillerTechnique::HiddenPair: return findHiddenSubset(grid, 2);
    case KillerTechnique::NakedTriple: return findNakedSubset(grid, 3);
    case KillerTechnique::HiddenTriple: return findHiddenSubset(grid, 3);
    case KillerTechnique::XWing: return findFish(grid, 2);
    case KillerTechnique::XYWing: return findXYWing(grid);
    default: return std::nullopt;
    }
}

// One round of parallel solving: every single and every cage combination elimination the grid shows,
// all made at once. False when there was none.
// After a round that found nothing, the techniques from here on are the only ones that can step.
constexpr int kAfterParallelRound = KillerTechnique::CageCombination + 1;
static_assert(KillerTechnique::NakedSingle < kAfterParallelRound && KillerTechnique::HiddenSingle < kAfterParallelRound);
bool applyParallelRound(CandidateGrid& grid, const Cages& cages, bool& broken)
{
    const std::vector<CellValuePair> eliminations = allCageCombinationEliminations(grid, cages, broken);
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

// Whether every cage of a solved grid still has its way (its values differ and make its sum).
bool cagesHold(const CandidateGrid& grid, const Cages& cages)
{
    bool broken = false;
    allCageCombinationEliminations(grid, cages, broken);
    for (const Cage& cage : cages) {
        long sum = 0;
        CandidateGrid::Mask seen = 0;
        for (int cell : cage.cells) {
            sum += grid.value(cell);
            if (grid.value(cell) == 0 || (seen & CandidateGrid::bit(grid.value(cell))))
                return false;
            seen |= CandidateGrid::bit(grid.value(cell));
        }
        if (sum != cage.target)
            return false;
    }
    return !broken;
}

} // namespace

KillerStepSolver::KillerStepSolver(const SudokuShape& shape)
    : side_(shape.size()), layout_(CandidateGrid::makeLayout(shape.size(), sudokuUnits(shape))), exact_(shape)
{
}

const KillerStepSolver& killerStepSolverFor(const SudokuShape& shape)
{
    thread_local std::map<int, std::unique_ptr<KillerStepSolver>> solvers;
    auto& solver = solvers[shape.size()];
    if (!solver) {
        solver = std::make_unique<KillerStepSolver>(shape);
        solver->setCountsOnly(true);
    }
    return *solver;
}

const std::vector<TechniqueInfo>& KillerStepSolver::techniques() const { return killerTechniques(); }

CandidateGrid KillerStepSolver::gridOf(const Board& filled) const
{
    CandidateGrid grid(layout_, filled);
    grid.setNumbersAboveNine(true);
    grid.setExplaining(!countsOnly_);
    return grid;
}

std::vector<ValueSet> KillerStepSolver::candidates(const Board& filled) const
{
    const CandidateGrid grid = gridOf(filled);
    std::vector<ValueSet> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        out[static_cast<std::size_t>(cell)] = ValueSet::fromMask(grid.candidates(cell));
    return out;
}

std::optional<LogicStep> KillerStepSolver::easiestStep(const CandidateGrid& grid, const Cages& cages, int hardest, int first) const
{
    const int last = hardest < 0 ? KillerTechnique::Guess - 1 : hardest;
    for (int technique = first; technique <= last; ++technique) {
        std::optional<LogicStep> step = findStepOf(technique, grid, cages);
        if (step) {
            step->technique = technique;
            return step;
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> KillerStepSolver::nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const
{
    CandidateGrid grid = gridOf(filled);
    narrowCandidates(grid, allowed);
    if (grid.isSolved())
        return std::nullopt;
    if (auto step = easiestStep(grid, cagesOf(filled)))
        return step;
    if (solution)
        return guessTowards(grid, *solution, KillerTechnique::Guess);
    return std::nullopt;
}

Board KillerStepSolver::solutionOf(const Board& givens) const
{
    const SolveResult result = exact_.countSolutions(givens, 2);
    return result.count == 1 ? result.solutions.front() : Board();
}

StepTrace KillerStepSolver::solve(const Board& givens) const
{
    StepTrace trace;
    trace.uses.assign(KillerTechnique::kCount, 0);
    CandidateGrid grid = gridOf(givens);
    const Cages& cages = cagesOf(givens);
    std::optional<Board> solution;
    while (!grid.isSolved()) {
        if (grid.isBroken()) {
            trace.broken = true;
            break;
        }
        std::optional<LogicStep> step = easiestStep(grid, cages);
        if (!step) {
            if (!solution)
                solution = solutionOf(givens);
            step = guessTowards(grid, *solution, KillerTechnique::Guess);
        }
        if (!step) {
            trace.broken = exact_.countSolutions(givens, 1).count == 0;
            break;
        }
        trace.guesses += step->technique == KillerTechnique::Guess;
        applyStep(grid, *step);
        ++trace.uses[static_cast<std::size_t>(step->technique)];
        trace.hardest = std::max(trace.hardest, step->technique);
        if (!countsOnly_)
            trace.steps.push_back(std::move(*step));
    }
    trace.result = grid.board();
    trace.result.copyCagesFrom(givens);
    trace.solved = grid.isSolved() && !grid.isBroken() && cagesHold(grid, cages);
    trace.broken = trace.broken || (grid.isSolved() && !trace.solved);
    trace.rounds = parallelRounds(givens, solution);
    return trace;
}

bool KillerStepSolver::solvesWith(const Board& givens, int hardest) const
{
    // Every single and cage combination at once, the harder techniques one step at a time: the
    // deductions only grow as candidates shrink, so this finishes exactly when easiest steps would.
    CandidateGrid grid = gridOf(givens);
    grid.setExplaining(false);
    const Cages& cages = cagesOf(givens);
    while (!grid.isSolved()) {
        if (grid.isBroken())
            return false;
        bool broken = false;
        if (hardest >= KillerTechnique::CageCombination) {
            if (applyParallelRound(grid, cages, broken))
                continue;
            if (broken)
                return false;
        }
        const std::optional<LogicStep> step = easiestStep(grid, cages, hardest, hardest >= KillerTechnique::CageCombination ? kAfterParallelRound : 0);
        if (!step)
            return false;
        applyStep(grid, *step);
    }
    return !grid.isBroken() && cagesHold(grid, cages);
}

int KillerStepSolver::parallelRounds(const Board& givens, std::optional<Board>& solution) const
{
    CandidateGrid grid = gridOf(givens);
    grid.setExplaining(false);
    const Cages& cages = cagesOf(givens);
    int rounds = 0;
    while (!grid.isSolved() && !grid.isBroken()) {
        ++rounds;
        bool broken = false;
        if (applyParallelRound(grid, cages, broken))
            continue;
        if (broken)
            break;
        std::optional<LogicStep> step = easiestStep(grid, cages, -1, kAfterParallelRound);
        if (!step) {
            if (!solution)
                solution = solutionOf(givens);
            step = guessTowards(grid, *solution, KillerTechnique::Guess);
        }
        if (!step)
            break;
        applyStep(grid, *step);
    }
    return rounds;
}

} // namespace ps
