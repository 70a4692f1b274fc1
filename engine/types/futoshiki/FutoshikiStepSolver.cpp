#include "FutoshikiStepSolver.h"

#include "FutoshikiRules.h"
#include "FutoshikiSignSteps.h"
#include "FutoshikiTechnique.h"
#include "logic/CountingSolvers.h"
#include "logic/GridSteps.h"
#include "logic/UnitTechniques.h"

#include <algorithm>

namespace ps {
namespace {

std::optional<LogicStep> findStep(int technique, const CandidateGrid& grid, const futoshiki::SignLinks& links)
{
    using T = FutoshikiTechnique;
    std::optional<LogicStep> step;
    switch (technique) {
    case T::NakedSingle: step = findNakedSingle(grid); break;
    case T::HiddenSingle: step = findHiddenSingle(grid); break;
    case T::SignBound: step = findSignBound(grid, links); break;
    case T::SignChain: step = findSignChain(grid, links); break;
    case T::NakedPair: step = findNakedSubset(grid, 2); break;
    case T::HiddenPair: step = findHiddenSubset(grid, 2); break;
    case T::NakedTriple: step = findNakedSubset(grid, 3); break;
    case T::HiddenTriple: step = findHiddenSubset(grid, 3); break;
    case T::XWing: step = findFish(grid, 2); break;
    case T::Swordfish: step = findFish(grid, 3); break;
    case T::XYWing: step = findXYWing(grid); break;
    default: break;
    }
    if (step)
        step->technique = technique;
    return step;
}

} // namespace

FutoshikiStepSolver::FutoshikiStepSolver(int side)
    : side_(side), layout_(CandidateGrid::makeLayout(side, CandidateGrid::lineUnits(side))), exact_(side), bound_(side)
{
}

const FutoshikiStepSolver& countingFutoshikiSolver(int side) { return countingSolverForSide<FutoshikiStepSolver>(side); }

const std::vector<TechniqueInfo>& FutoshikiStepSolver::techniques() const { return futoshikiTechniques(); }

CandidateGrid FutoshikiStepSolver::gridOf(const Board& filled) const
{
    CandidateGrid grid(layout_, filled);
    grid.setNumbersAboveNine(true);
    grid.setExplaining(!countsOnly_);
    return grid;
}

std::vector<ValueSet> FutoshikiStepSolver::candidates(const Board& filled) const
{
    const CandidateGrid grid = gridOf(filled);
    std::vector<ValueSet> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        out[static_cast<std::size_t>(cell)] = ValueSet::fromMask(grid.candidates(cell));
    return out;
}

std::optional<LogicStep> FutoshikiStepSolver::easiestStep(const CandidateGrid& grid, const futoshiki::SignLinks& links, int hardest) const
{
    for (int technique = 0; technique <= hardest && technique < FutoshikiTechnique::Guess; ++technique)
        if (auto step = findStep(technique, grid, links))
            return step;
    return std::nullopt;
}

std::optional<LogicStep> FutoshikiStepSolver::nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const
{
    CandidateGrid grid = gridOf(filled);
    narrowCandidates(grid, allowed);
    if (grid.isSolved())
        return std::nullopt;
    const futoshiki::SignLinks links = futoshiki::signLinks(filled);
    if (auto step = easiestStep(grid, links, FutoshikiTechnique::Guess - 1))
        return step;
    if (solution)
        return guessTowards(grid, *solution, FutoshikiTechnique::Guess);
    return std::nullopt;
}

Board FutoshikiStepSolver::solutionOf(const Board& givens) const
{
    const SolveResult result = exact_.countSolutions(givens, 2);
    return result.count == 1 ? result.solutions.front() : Board();
}

namespace {

// Whether the filled squares of `board` keep every sign (the grid checks only rows and columns).
bool signsHold(const Board& board, const futoshiki::SignLinks& links)
{
    return std::all_of(links.pairs.begin(), links.pairs.end(), [&](const auto& pair) {
        return board.at(pair.first) == 0 || board.at(pair.second) == 0 || board.at(pair.first) < board.at(pair.second);
    });
}

} // namespace

StepTrace FutoshikiStepSolver::solve(const Board& givens) const
{
    StepTrace trace;
    trace.uses.assign(FutoshikiTechnique::kCount, 0);
    CandidateGrid grid = gridOf(givens);
    const futoshiki::SignLinks links = futoshiki::signLinks(givens);
    std::optional<Board> solution;
    bool inSingles = false;
    while (!grid.isSolved()) {
        if (grid.isBroken()) {
            trace.broken = true;
            break;
        }
        std::optional<LogicStep> step = easiestStep(grid, links, FutoshikiTechnique::Guess - 1);
        if (!step) {
            if (!solution)   // found once, and only when a guess is needed
                solution = solutionOf(givens);
            step = guessTowards(grid, *solution, FutoshikiTechnique::Guess);
        }
        if (!step) {   // no unique solution to guess towards
            trace.broken = exact_.countSolutions(givens, 1).count == 0;
            break;
        }
        trace.guesses += step->technique == FutoshikiTechnique::Guess;
        // Rounds, roughly as a parallel solver counts them: a run of singles is one round (they could be
        // made at once), every other step one.
        const bool single = step->technique <= FutoshikiTechnique::HiddenSingle;
        trace.rounds += !(single && inSingles);
        inSingles = single;
        applyStep(grid, *step);
        ++trace.uses[static_cast<std::size_t>(step->technique)];
        trace.hardest = std::max(trace.hardest, step->technique);
        if (!countsOnly_)
            trace.steps.push_back(std::move(*step));
    }
    trace.result = grid.board();
    trace.result.copyCagesFrom(givens);
    trace.solved = grid.isSolved() && !grid.isBroken() && signsHold(trace.result, links);
    trace.broken = trace.broken || (grid.isSolved() && !trace.solved);
    return trace;
}

bool FutoshikiStepSolver::solvesWith(const Board& givens, int hardest, std::pair<int, int> leftOut) const
{
    return bound_.solves(givens, hardest, leftOut);
}

std::unique_ptr<StepSolver> FutoshikiRules::makeStepSolver() const { return std::make_unique<FutoshikiStepSolver>(side_); }

} // namespace ps
