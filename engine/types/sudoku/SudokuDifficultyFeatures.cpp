#include "SudokuDifficultyFeatures.h"

#include "SudokuFeatures.h"
#include "SudokuLogicSolver.h"
#include "SudokuTechnique.h"
#include "latin/UnitTally.h"

#include <algorithm>
#include <cstdint>

namespace ps {
namespace {

// The share of the empty squares that hidden singles in boxes alone fill (place a value in the one
// square of a box that can still hold it, repeat): 1 exactly when sgt-solo's first stage ("block-wise
// positional elimination", its trivial level) solves the puzzle. It separates sgt-solo's trivial from
// its basic level, which our technique list cannot (both need only singles).
double boxSinglesProgress(const SudokuShape& shape, const Board& givens)
{
    const int n = shape.size();
    Board board = givens;
    std::vector<std::uint32_t> rowUsed(static_cast<std::size_t>(n)), colUsed(static_cast<std::size_t>(n)), boxUsed(static_cast<std::size_t>(n));
    int empty = 0;
    const auto place = [&](int cell, int value) {
        const int r = cell / n, c = cell % n;
        const std::uint32_t bit = 1u << value;
        rowUsed[static_cast<std::size_t>(r)] |= bit;
        colUsed[static_cast<std::size_t>(c)] |= bit;
        boxUsed[static_cast<std::size_t>(shape.boxOf(r, c))] |= bit;
        board.set(cell, static_cast<CellValue>(value));
    };
    for (int cell = 0; cell < n * n; ++cell) {
        if (givens.at(cell) != 0)
            place(cell, givens.at(cell));
        else
            ++empty;
    }
    if (empty == 0)
        return 1;
    int filled = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int b = 0; b < n; ++b) {
            // The values 1..n in order, each placed at once where it has one square left in the box. The
            // box's tally of places is taken once and again only after a placement (which fills a square),
            // instead of a scan of the box per value.
            const std::vector<int>& cells = shape.box(b);
            UnitTally tally;
            bool stale = true;
            for (int value = 1; value <= n; ++value) {
                const std::uint32_t bit = 1u << value;
                if (boxUsed[static_cast<std::size_t>(b)] & bit)
                    continue;
                if (stale) {
                    tally = UnitTally{};
                    for (int cell : cells)
                        if (board.at(cell) == 0)
                            tally.add(~(rowUsed[static_cast<std::size_t>(cell / n)] | colUsed[static_cast<std::size_t>(cell % n)]));
                    stale = false;
                }
                if (!(tally.singles() & bit))
                    continue;
                for (int cell : cells)
                    if (board.at(cell) == 0 && !((rowUsed[static_cast<std::size_t>(cell / n)] | colUsed[static_cast<std::size_t>(cell % n)]) & bit)) {
                        place(cell, value);
                        break;
                    }
                ++filled;
                changed = true;
                stale = true;
            }
        }
    }
    return static_cast<double>(filled) / empty;
}

} // namespace

std::vector<std::string> sudokuDifficultyFeatureNames()
{
    std::vector<std::string> names{"solutions", "empty share", "rows with many blanks", "columns with many blanks",
                                   "boxes with many blanks", "value count spread", "fewest of a value", "most of a value",
                                   "homogeneity least", "homogeneity most", "hardest technique"};
    for (const TechniqueInfo& technique : sudokuTechniques())
        names.push_back("share of " + technique.name);
    names.insert(names.end(), {"steps", "rounds", "guesses", "box singles progress"});
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
    f.push_back(boxSinglesProgress(shape, givens));
    return f;
}

} // namespace ps
