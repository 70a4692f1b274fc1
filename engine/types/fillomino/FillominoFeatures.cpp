#include "FillominoFeatures.h"

#include "FillominoGroups.h"
#include "FillominoNativeSolver.h"
#include "FillominoRules.h"

namespace ps {
namespace {

// Work limits, in search nodes, so that a typed-in puzzle with a huge search cannot stall a rating:
// generated and published puzzles need a few hundred at most.
constexpr long kCountBudget = 200000;
constexpr long kRemovalBudget = 20000;
constexpr double kReferenceSquares = 400;   // 20x20

} // namespace

std::vector<std::string> fillominoPaperFeatureNames()
{
    return {"size", "empty share", "regions per square", "removable"};
}

int fillominoRegionCount(const FillominoRules& rules, const Board& solution)
{
    return static_cast<int>(equalValueGroups(rules.shape(), solution).size());
}

std::vector<double> fillominoPaperFeatures(const FillominoRules& rules, const Board& givens)
{
    const double squares = rules.cellCount();
    std::vector<double> features{squares / kReferenceSquares, givens.emptyCount() / squares, 0.0, 0.0};

    FillominoNativeSolver solver(rules.shape());
    solver.setCountBudget(kCountBudget);
    const SolveResult counted = solver.countSolutions(givens, 2);
    if (counted.count == 0)
        return features;
    const Board& solution = counted.solutions.front();
    features[2] = fillominoRegionCount(rules, solution) / squares;
    if (counted.count != 1 || counted.stopped)
        return features;

    // Removable: try each given the way GenPuzzles would. The first call proves the puzzle itself
    // unique, so each later call only searches the one square it empties.
    solver.setSearchBudget(kRemovalBudget);
    if (solver.hasSolutionOtherThan(givens, solution))
        return features;   // not proven within the budget
    for (int cell = 0; cell < givens.cellCount(); ++cell) {
        if (givens.at(cell) == 0 || !rules.mayEmpty(givens, solution, {cell}))
            continue;
        Board fewer = givens;
        fewer.set(cell, 0);
        if (!solver.hasSolutionOtherThan(fewer, solution)) {
            features[3] = 1.0;
            break;
        }
    }
    return features;
}

} // namespace ps
