#include "SudokuDifficultyFeatures.h"

#include "SudokuFeatures.h"
#include "SudokuLogicSolver.h"
#include "SudokuTechnique.h"

#include <algorithm>

namespace ps {

std::vector<std::string> sudokuDifficultyFeatureNames()
{
    std::vector<std::string> names{"solutions", "empty share", "rows with many blanks", "columns with many blanks",
                                   "boxes with many blanks", "value count spread", "fewest of a value", "most of a value",
                                   "homogeneity least", "homogeneity most", "hardest technique"};
    for (const TechniqueInfo& technique : sudokuTechniques())
        names.push_back("share of " + technique.name);
    names.insert(names.end(), {"steps", "rounds", "guesses"});
    return names;
}

std::vector<double> sudokuDifficultyFeatures(const SudokuShape& shape, const Board& givens, const StepTrace& trace, int solutionCount)
{
    const double n = shape.size();
    const double cells = shape.cellCount();
    const std::vector<double> paper = sudokuPaperFeatures(shape, givens, std::min(solutionCount, 2));
    // paper: [0] solutions, [1] empties, [2..4] crowded rows/columns/boxes, [5..5+n) value counts, [5+n] spread
    const auto counts = std::vector<double>(paper.begin() + 5, paper.begin() + 5 + shape.size());
    const Homogeneity h = sudokuHomogeneity(shape, givens);

    std::vector<double> f{paper[0],
                          paper[1] / cells,
                          paper[2] / n,
                          paper[3] / n,
                          paper[4] / n,
                          paper.back() / n,
                          *std::min_element(counts.begin(), counts.end()) / n,
                          *std::max_element(counts.begin(), counts.end()) / n,
                          h.least / n,
                          h.most / n,
                          static_cast<double>(trace.hardest) / (SudokuTechnique::kCount - 1)};
    const double stepCount = SudokuLogicSolver::stepCount(trace);   // the trace may not hold its steps
    const double steps = std::max<double>(1, stepCount);
    for (int uses : trace.uses)
        f.push_back(uses / steps);
    f.push_back(stepCount / cells);
    f.push_back(trace.rounds / n);
    f.push_back(trace.guesses / n);
    return f;
}

} // namespace ps
