#include "FillominoRules.h"

#include "FillominoConflicts.h"
#include "FillominoDifficulty.h"
#include "FillominoEmptying.h"
#include "FillominoFeatures.h"
#include "FillominoNativeSolver.h"
#include "FillominoSolutionMaker.h"
#include "FillominoStepSolver.h"
#include "core/GridSymmetries.h"
#include "FillominoZ3Definition.h"

namespace ps {

Board FillominoRules::randomSolution(Rng& rng) const { return FillominoSolutionMaker(shape_).make(rng); }

void FillominoRules::declareConstraints(Z3Cells& cells) const { FillominoZ3Definition(shape_).declareConstraints(cells); }

std::unique_ptr<SolverBackend> FillominoRules::makeNativeSolver() const
{
    return std::make_unique<FillominoNativeSolver>(shape_);
}

std::unique_ptr<StepSolver> FillominoRules::makeStepSolver() const
{
    return std::make_unique<FillominoStepSolver>(shape_.rows(), shape_.cols());
}

GridPresentation FillominoRules::presentation(const Board& shown) const
{
    // Regions show as they are filled in: a thick line between two different filled values.
    GridPresentation look(rows(), cols());
    const auto differ = [&](int a, int b) {
        const CellValue va = shown.at(a);
        const CellValue vb = shown.at(b);
        return va != 0 && vb != 0 && va != vb;
    };
    for (int i = 0; i < cellCount(); ++i) {
        if (i % cols() + 1 < cols() && differ(i, i + 1))
            look.right[static_cast<std::size_t>(i)] = EdgeStyle::Thick;
        if (i / cols() + 1 < rows() && differ(i, i + cols()))
            look.below[static_cast<std::size_t>(i)] = EdgeStyle::Thick;
    }
    return look;
}

bool FillominoRules::mayEmpty(const Board& puzzle, const Board& solution, const std::vector<int>& squares) const
{
    return everyRegionKeepsAGiven(shape_, puzzle, solution, squares);
}

std::vector<BoardTransform> FillominoRules::randomSymmetries(Rng& rng) const
{
    (void)rng;   // the transformations have no parameters to draw
    return grid_symmetry::twinTransforms(shape_.rows(), shape_.cols());
}

std::optional<EngineMessage> FillominoRules::findConflict(const Board& board) const
{
    return findFillominoConflict(shape_, maxValue(), board);
}

std::vector<int> FillominoRules::conflictingCells(const Board& board) const
{
    return fillominoConflictingCells(shape_, maxValue(), board);
}

std::vector<double> FillominoRules::features(const Board& givens, const ClassifyContext&) const
{
    return fillominoFeatures(*this, givens);
}

std::vector<std::string> FillominoRules::featureNames() const { return fillominoFeatureNames(); }

// Only what the rule reads (FillominoDifficulty.h): the same class and score as all the features.
Difficulty FillominoRules::ruleDifficulty(const Board& givens) const { return fillominoRuleDifficulty(*this, givens); }

Difficulty FillominoRules::ruleDifficultyWith(const Board& givens, const ClassifyContext& context) const
{
    return fillominoRuleDifficulty(*this, givens, context.uniqueSolution);
}

double FillominoRules::ruleScore(const Board& givens) const { return fillominoScore(fillominoRuleFeatures(*this, givens)); }

std::optional<bool> FillominoRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    if (level == Difficulty::Evil)
        return true;   // Evil allows any search: every puzzle with one solution
    if (level == Difficulty::Hard)   // a guess needs the unique solution: Hard or easier proves uniqueness
        return static_cast<int>(ruleDifficulty(givens)) <= static_cast<int>(Difficulty::Hard);
    return FillominoStepSolver(rows(), cols()).finishesWith(givens, fillominoHardestTechniqueIn(level));
}

} // namespace ps
