#include "FillominoFeatures.h"

#include "FillominoGroups.h"
#include "FillominoNativeSolver.h"
#include "FillominoRules.h"
#include "FillominoStepSolver.h"
#include "FillominoTechniques.h"

namespace ps {
namespace {

// Work limits, in search nodes, so that a typed-in puzzle with a huge search cannot stall a rating:
// generated and published puzzles need a few hundred at most.
constexpr long kCountBudget = 200000;
constexpr long kRemovalBudget = 20000;
constexpr double kReferenceSquares = 400;   // 20x20

} // namespace

std::vector<std::string> fillominoFeatureNames()
{
    return {"size", "empty share", "regions per square", "removable", "hardest technique", "guesses per empty square",
            "rounds per empty square"};
}

int fillominoRegionCount(const FillominoRules& rules, const Board& solution)
{
    return static_cast<int>(equalValueGroups(rules.shape(), solution).size());
}

void setFillominoStepMeasures(const StepTrace& trace, int emptySquares, std::vector<double>& features)
{
    const double empty = emptySquares;
    // A puzzle the solver could not finish (no unique solution) counts as needing guesses throughout.
    const bool finished = trace.solved;
    features[FillominoFeature::HardestTechnique] = finished ? static_cast<double>(trace.hardest) / static_cast<double>(FillominoTechnique::Guess) : 1.0;
    features[FillominoFeature::GuessesPerEmpty] = empty == 0 ? 0.0 : (finished ? trace.guesses / empty : 1.0);
    features[FillominoFeature::RoundsPerEmpty] = empty == 0 ? 0.0 : trace.rounds / empty;
}

namespace {

// The paper's "removable" (FillominoFeature::Removable), given the one solution of `givens`.
bool someGivenMayGo(const FillominoRules& rules, FillominoNativeSolver& solver, const Board& givens, const Board& solution)
{
    // Try each given the way GenPuzzles would. The first call proves the puzzle itself unique, so each
    // later call only searches the one square it empties.
    solver.setSearchBudget(kRemovalBudget);
    if (solver.hasSolutionOtherThan(givens, solution))
        return false;   // not proven within the budget
    for (int cell = 0; cell < givens.cellCount(); ++cell) {
        if (givens.at(cell) == 0 || !rules.mayEmpty(givens, solution, {cell}))
            continue;
        Board fewer = givens;
        fewer.set(cell, 0);
        if (!solver.hasSolutionOtherThan(fewer, solution))
            return true;
    }
    return false;
}

} // namespace

std::vector<double> fillominoStepFeatures(const FillominoRules& rules, const Board& givens, bool countRounds)
{
    const double squares = rules.cellCount();
    std::vector<double> features(FillominoFeature::kCount, 0.0);
    features[FillominoFeature::Size] = squares / kReferenceSquares;
    features[FillominoFeature::EmptyShare] = givens.emptyCount() / squares;
    setFillominoStepMeasures(FillominoStepSolver(rules.rows(), rules.cols()).solve(givens, countRounds), givens.emptyCount(), features);
    return features;
}

void addFillominoSolutionFeatures(const FillominoRules& rules, const Board& givens, std::vector<double>& features)
{
    FillominoNativeSolver solver(rules.shape());
    solver.setCountBudget(kCountBudget);
    const SolveResult counted = solver.countSolutions(givens, 2);
    if (counted.count == 0)
        return;
    const Board& solution = counted.solutions.front();
    features[FillominoFeature::RegionsPerSquare] = fillominoRegionCount(rules, solution) / static_cast<double>(rules.cellCount());
    if (counted.count == 1 && !counted.stopped && someGivenMayGo(rules, solver, givens, solution))
        features[FillominoFeature::Removable] = 1.0;
}

std::vector<double> fillominoFeatures(const FillominoRules& rules, const Board& givens)
{
    std::vector<double> features = fillominoStepFeatures(rules, givens, true);
    addFillominoSolutionFeatures(rules, givens, features);
    return features;
}

} // namespace ps
