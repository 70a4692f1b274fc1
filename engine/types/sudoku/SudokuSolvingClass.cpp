#include "SudokuSolvingClass.h"

#include "SudokuBoxSingles.h"
#include "SudokuSingles.h"
#include "Techniques.h"
#include "logic/GridSteps.h"

#include <array>

namespace ps {
namespace {

// The techniques of the hard class, easiest first. Fish and wings (which SudokuLogicSolver tries before
// quads) are left out: sgt-solo files them as extreme.
constexpr std::array kHardTechniques{
    SudokuTechnique::NakedSingle, SudokuTechnique::HiddenSingle, SudokuTechnique::PointingPair, SudokuTechnique::BoxLineReduction,
    SudokuTechnique::NakedPair,   SudokuTechnique::HiddenPair,   SudokuTechnique::NakedTriple,  SudokuTechnique::HiddenTriple,
    SudokuTechnique::NakedQuad,   SudokuTechnique::HiddenQuad,
};

bool hardTechniquesSolve(const SudokuShape& shape, const Board& givens)
{
    CandidateGrid grid = makeCandidateGrid(shape, givens);
    grid.setExplaining(false);
    while (!grid.isSolved()) {
        std::optional<LogicStep> step;
        for (int technique : kHardTechniques)
            if ((step = findStep(technique, grid)))
                break;
        if (!step)
            return false;
        applyStep(grid, *step);
    }
    return !grid.isBroken();
}

} // namespace

bool sudokuSolvesWithin(const SudokuShape& shape, const Board& givens, Difficulty level)
{
    switch (level) {
    case Difficulty::Easy: return boxSinglesSolve(shape, givens);
    case Difficulty::Medium: return singlesSolve(shape, givens, Singles::NakedAndHidden);
    case Difficulty::Hard: return singlesSolve(shape, givens, Singles::NakedAndHidden) || hardTechniquesSolve(shape, givens);
    case Difficulty::Evil: break;
    }
    return true;
}

Difficulty sudokuSolvingClass(const SudokuShape& shape, const Board& givens)
{
    if (boxSinglesSolve(shape, givens))
        return Difficulty::Easy;
    if (singlesSolve(shape, givens, Singles::NakedAndHidden))
        return Difficulty::Medium;
    return hardTechniquesSolve(shape, givens) ? Difficulty::Hard : Difficulty::Evil;
}

} // namespace ps
