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

// Singles are applied a round at a time (every single visible at once) instead of one per step, and the
// other techniques only where no single is left. The answer is the one-step-at-a-time solve's: on a grid
// with a solution every single is forced, so whatever order singles are placed in, they stop in the same
// grid (each stays a single, or placed, as others are placed), and that is where the step-at-a-time
// solve, which tries singles first, takes its next other step too. A grid without solution is never
// finished by either (a finished grid that is not broken is a solution); two singles of one round that
// clash show it at once.
bool hardTechniquesSolve(const SudokuShape& shape, const Board& givens)
{
    CandidateGrid grid = makeCandidateGrid(shape, givens);
    grid.setExplaining(false);
    std::vector<CellValuePair> singles;
    while (!grid.isSolved()) {
        allSingles(grid, singles);
        if (!singles.empty()) {
            for (const CellValuePair& p : singles) {
                if (!grid.has(p.cell, p.value))
                    return false;   // an earlier single of the round took its value or its square: no solution
                grid.place(p.cell, p.value);
            }
            continue;
        }
        std::optional<LogicStep> step;
        for (int technique : kHardTechniques)
            if (technique != SudokuTechnique::NakedSingle && technique != SudokuTechnique::HiddenSingle && (step = findStep(technique, grid)))
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
