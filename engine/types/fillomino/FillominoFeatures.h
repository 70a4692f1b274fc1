#pragma once
#include "core/Board.h"
#include "logic/StepSolver.h"

#include <string>
#include <vector>

namespace ps {

class FillominoRules;

// Fillomino's feature vector for the complexity function C: the paper's four features, then what the
// step solver needed. Each is scaled so that one model can serve every grid size.
struct FillominoFeature {
    enum Id : int {
        Size,               // squares / 400, so a 20x20 grid is 1 (the paper's "number of cells")
        EmptyShare,         // empty squares / squares
        RegionsPerSquare,   // regions of the solution / squares, i.e. 1 / the mean region size (0 when the
                            // puzzle has no solution, or none was found within the work limit)
        Removable,          // 1 when some given could still be emptied under the generation rules (its
                            // region keeps a given and the solution stays unique), else 0: the paper's
                            // "optimality". 0 as well for a puzzle without a unique solution.
        HardestTechnique,   // the step solver's hardest technique / Guess (1: it had to guess)
        GuessesPerEmpty,    // the step solver's guesses / empty squares
        RoundsPerEmpty,     // the step-counting paper's rounds of parallel inference / empty squares
    };
    static constexpr int kCount = RoundsPerEmpty + 1;
};

// Thread-safe (solvers of its own per call); costs a step solve and one uniqueness search per given at most.
std::vector<double> fillominoFeatures(const FillominoRules& rules, const Board& givens);
// The same in two parts, for the stated rule, which often needs only the first (FillominoDifficulty.h):
// the features of the grid and of a step solve, leaving RegionsPerSquare and Removable at 0 (and
// RoundsPerEmpty too unless `countRounds`: it takes a second solve) ...
std::vector<double> fillominoStepFeatures(const FillominoRules& rules, const Board& givens, bool countRounds);
// ... and those two, from a count of solutions and up to one uniqueness search per given.
void addFillominoSolutionFeatures(const FillominoRules& rules, const Board& givens, std::vector<double>& features);
// The step solver's measures (FillominoFeature::HardestTechnique and after) from a finished solve of a
// puzzle with `emptySquares` empty squares.
void setFillominoStepMeasures(const StepTrace& trace, int emptySquares, std::vector<double>& features);
// Their names, in FillominoFeature order.
std::vector<std::string> fillominoFeatureNames();

// The number of regions (maximal groups of equal values) on a full board.
int fillominoRegionCount(const FillominoRules& rules, const Board& solution);

} // namespace ps
