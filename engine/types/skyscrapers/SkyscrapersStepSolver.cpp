#include "SkyscrapersStepSolver.h"

#include "SkyscrapersClueSteps.h"
#include "SkyscrapersEmptySquareSteps.h"
#include "SkyscrapersRules.h"
#include "SkyscrapersTechnique.h"
#include "logic/CountingSolvers.h"
#include "logic/GridSteps.h"
#include "latin/LatinUnits.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <map>

namespace ps {
namespace {

// The units the Latin techniques work on: rows and columns, and with distinct diagonals the two main
// diagonals (LatinUnits::diagonals; the shape allows them with at most one empty square per line, where
// the empty square is one more value, once in every unit). None with two or more empty squares per line:
// the empty value repeats there.
std::vector<Unit> stepUnits(const SkyscrapersShape& shape)
{
    if (shape.emptyPerLine() >= 2)
        return {};
    std::vector<Unit> units = CandidateGrid::lineUnits(shape.side);
    if (shape.diagonals) {
        std::vector<std::vector<int>> diagonals = LatinUnits::diagonals(shape.side);
        for (std::size_t d = 0; d < diagonals.size(); ++d)
            units.push_back({Unit::Kind::Diagonal, static_cast<int>(d), std::move(diagonals[d])});
    }
    return units;
}

} // namespace

SkyscrapersStepSolver::SkyscrapersStepSolver(const SkyscrapersShape& shape)
    : shape_(shape), side_(shape.side),
      layout_(CandidateGrid::makeLayout(shape.side, stepUnits(shape))),
      ways_(shape.side, shape.highest), exact_(shape)
{
    if (shape == SkyscrapersShape(shape.side, shape.side, false))
        easy_.emplace(shape.side);
}

const SkyscrapersStepSolver& countingSkyscrapersStepSolver(const SkyscrapersShape& shape)
{
    if (shape == SkyscrapersShape(shape.side, shape.side, false))
        return countingSolverForSide<SkyscrapersStepSolver>(shape.side);
    thread_local std::map<std::string, std::unique_ptr<SkyscrapersStepSolver>> variants;
    std::unique_ptr<SkyscrapersStepSolver>& solver = variants[shape.parameters()];
    if (!solver) {
        solver = std::make_unique<SkyscrapersStepSolver>(shape);
        solver->setCountsOnly(true);
    }
    return *solver;
}

const std::vector<TechniqueInfo>& SkyscrapersStepSolver::techniques() const { return skyscrapersTechniques(); }

CandidateGrid SkyscrapersStepSolver::gridOf(const Board& filled) const
{
    CandidateGrid grid(layout_, filled);
    grid.setExplaining(!countsOnly_);
    if (shape_.hasEmptySquares())   // the hints write the empty square as the grid draws it
        grid.setValueMark(shape_.emptyValue(), "\u00d7");
    for (int cell = 0; cell < grid.cellCount() && shape_.maxValue() < side_; ++cell)   // two or more empty squares per line
        for (int value = shape_.maxValue() + 1; value <= side_; ++value)
            if (grid.value(cell) == 0 && grid.has(cell, value))
                grid.eliminate(cell, value);
    return grid;
}

std::vector<ValueSet> SkyscrapersStepSolver::candidates(const Board& filled) const
{
    const CandidateGrid grid = gridOf(filled);
    std::vector<ValueSet> out(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        out[static_cast<std::size_t>(cell)] = ValueSet::fromMask(grid.candidates(cell));
    return out;
}

std::optional<LogicStep> SkyscrapersStepSolver::easiestStep(const CandidateGrid& grid, const OuterClues& clues, int hardest) const
{
    using T = SkyscrapersTechnique;
    // With two or more empty squares per line the empty value repeats in every line: the unit techniques
    // (which look at rows and columns whatever the layout) do not hold; the clue techniques do, and the
    // singles take their own form (heights once, the empty square N - V times in every line).
    const bool unitTechniques = shape_.emptyPerLine() < 2;
    for (int technique = 0; technique <= hardest; ++technique) {
        if (!unitTechniques && technique != T::ClueEdge && technique != T::NakedSingle && technique != T::HiddenSingle && technique != T::ClueBounds
            && technique != T::Visibility)
            continue;
        std::optional<LogicStep> step;
        switch (technique) {
        case T::ClueEdge: step = shape_.hasEmptySquares() ? findClueEdgeWithEmptySquares(grid, clues, shape_) : findClueEdge(grid, clues); break;
        case T::NakedSingle: step = findNakedSingle(grid); break;
        case T::HiddenSingle: step = unitTechniques ? findHiddenSingle(grid) : findLineSinglesWithEmptySquares(grid, shape_); break;
        case T::ClueBounds: step = findClueBounds(grid, clues, shape_); break;
        case T::Visibility: step = findVisibility(grid, clues, ways_); break;
        case T::NakedPair: step = findNakedSubset(grid, 2); break;
        case T::HiddenPair: step = findHiddenSubset(grid, 2); break;
        case T::NakedTriple: step = findNakedSubset(grid, 3); break;
        case T::HiddenTriple: step = findHiddenSubset(grid, 3); break;
        case T::XWing: step = findFish(grid, 2); break;
        case T::Swordfish: step = findFish(grid, 3); break;
        case T::XYWing: step = findXYWing(grid); break;
        default: break;
        }
        if (step) {
            step->technique = technique;
            return step;
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> SkyscrapersStepSolver::nextStep(const Board& filled, const std::vector<ValueSet>& allowed, const Board* solution) const
{
    CandidateGrid grid = gridOf(filled);
    narrowCandidates(grid, allowed);
    if (grid.isSolved())
        return std::nullopt;
    if (auto step = easiestStep(grid, filled.outerClues(), SkyscrapersTechnique::Guess - 1))
        return step;
    if (solution)
        return guessTowards(grid, *solution, SkyscrapersTechnique::Guess);
    return std::nullopt;
}

Board SkyscrapersStepSolver::solutionOf(const Board& givens) const
{
    const SolveResult result = exact_.countSolutions(givens, 2);
    return result.count == 1 ? result.solutions.front() : Board();
}

StepTrace SkyscrapersStepSolver::solve(const Board& givens) const
{
    StepTrace trace;
    trace.uses.assign(SkyscrapersTechnique::kCount, 0);
    CandidateGrid grid = gridOf(givens);
    const OuterClues& clues = givens.outerClues();
    std::optional<Board> solution;
    while (!grid.isSolved()) {
        if (grid.isBroken()) {
            trace.broken = true;
            break;
        }
        std::optional<LogicStep> step = easiestStep(grid, clues, SkyscrapersTechnique::Guess - 1);
        if (!step) {
            if (!solution)   // found once, and only when a guess is needed
                solution = solutionOf(givens);
            step = guessTowards(grid, *solution, SkyscrapersTechnique::Guess);
        }
        if (!step) {   // no unique solution to guess towards
            trace.broken = exact_.countSolutions(givens, 1).count == 0;
            break;
        }
        trace.guesses += step->technique == SkyscrapersTechnique::Guess;
        applyStep(grid, *step);
        ++trace.uses[static_cast<std::size_t>(step->technique)];
        trace.hardest = std::max(trace.hardest, step->technique);
        ++trace.rounds;   // one step a round: the clue techniques have no parallel form here
        if (!countsOnly_)
            trace.steps.push_back(std::move(*step));
    }
    trace.result = grid.board();
    trace.result.copyCagesFrom(givens);
    if (grid.isSolved() && !grid.isBroken()) {
        // A full grid the Latin rules accept may still break a clue (a guess cannot, the techniques do not).
        const SkyscrapersRules rules(shape_);
        trace.solved = !rules.findConflict(trace.result);
    }
    trace.broken = trace.broken || (grid.isSolved() && !trace.solved);
    return trace;
}

bool SkyscrapersStepSolver::solvesWith(const Board& givens, int hardest) const
{
    if (easy_)   // the same answer found faster, for Easy's techniques (a test compares the two)
        if (const std::optional<bool> within = easy_->solvesWith(givens, hardest))
            return *within;
    return solvesStepByStep(givens, hardest);
}

bool SkyscrapersStepSolver::solvesStepByStep(const Board& givens, int hardest) const
{
    CandidateGrid grid = gridOf(givens);
    grid.setExplaining(false);
    const OuterClues& clues = givens.outerClues();
    while (!grid.isSolved()) {
        if (grid.isBroken())
            return false;
        const std::optional<LogicStep> step = easiestStep(grid, clues, hardest);
        if (!step)
            return false;
        applyStep(grid, *step);
    }
    Board result = grid.board();
    result.copyCagesFrom(givens);
    return !grid.isBroken() && !SkyscrapersRules(shape_).findConflict(result);
}

std::unique_ptr<StepSolver> SkyscrapersRules::makeStepSolver() const { return std::make_unique<SkyscrapersStepSolver>(shape_); }

} // namespace ps
