#include "KillerRules.h"

#include "KillerCaging.h"
#include "KillerConflicts.h"
#include "KillerFeatures.h"
#include "KillerNativeSolver.h"
#include "KillerStepSolver.h"
#include "core/DimensionsText.h"

#include <algorithm>
#include "types/sudoku/SudokuSolutionMaker.h"
#include "types/sudoku/SudokuSymmetries.h"

namespace ps {
namespace {

const char* kSideHelp = PS_TRANSLATE("Engine", "Killer Sudoku size \"%1\" is not supported: give it as NxN with N one of 4, 6, 8, 9, 10 or 12, for example 9x9.");

int checkedSide(int side)
{
    if (!KillerRules::supportsSide(side))
        throw EngineError(kSideHelp, {std::to_string(side) + "x" + std::to_string(side)});
    return side;
}

} // namespace

bool KillerRules::supportsSide(int side) { return side == 4 || side == 6 || side == 8 || side == 9 || side == 10 || side == 12; }

KillerRules::KillerRules(int side) : side_(checkedSide(side)), sudoku_(SudokuShape::mostSquareFor(side_)) {}

int KillerRules::parseSide(const std::string& parameters)
{
    const std::string full = parameters.find_first_of("xX") == std::string::npos ? parameters + "x" + parameters : parameters;
    const auto dimensions = parseDimensions(full);
    if (!dimensions || dimensions->first != dimensions->second || !supportsSide(dimensions->first))
        throw EngineError(kSideHelp, {parameters});
    return dimensions->first;
}

EngineMessage KillerRules::description() const { return {PS_TRANSLATE("Engine", "Killer Sudoku %1x%1"), {std::to_string(side_)}}; }

Board KillerRules::randomSolution(Rng& rng) const
{
    std::optional<Board> filling = randomFilling(shape(), rng, -1);   // boxes always have one
    filling->setCages(killer_cages::singleSquareCages(*filling));
    return *filling;
}

std::unique_ptr<SolverBackend> KillerRules::makeNativeSolver() const { return std::make_unique<KillerNativeSolver>(shape()); }

std::unique_ptr<StepSolver> KillerRules::makeStepSolver() const { return std::make_unique<KillerStepSolver>(shape()); }

std::optional<Board> KillerRules::emptied(const Board& puzzle, const Board& solution, const std::vector<int>& squares, std::optional<Difficulty> aim,
                                          Rng& rng) const
{
    return killer_cages::cageMove(puzzle, solution, squares, aim, rng);
}

std::vector<BoardTransform> KillerRules::randomSymmetries(Rng& rng) const
{
    using namespace sudoku_symmetry;
    std::vector<BoardTransform> all{permuteStacks(shape(), rng), permuteBands(shape(), rng), permuteRowsInBands(shape(), rng),
                                    permuteColumnsInStacks(shape(), rng), reflect(shape(), rng)};
    if (shape().hasSquareBoxes())
        all.push_back(rotate90(shape()));
    return all;
}

std::optional<EngineMessage> KillerRules::findConflict(const Board& board) const
{
    if (auto sudoku = sudoku_.findConflict(board))
        return sudoku;
    return findKillerCageConflict(side_, board);
}

std::vector<int> KillerRules::conflictingCells(const Board& board) const
{
    if (!fits(board))
        return {};
    std::vector<int> cells = sudoku_.conflictingCells(board);
    for (int cell : killerCageConflictCells(side_, board))
        if (std::find(cells.begin(), cells.end(), cell) == cells.end())
            cells.push_back(cell);
    std::sort(cells.begin(), cells.end());
    return cells;
}

std::vector<double> KillerRules::features(const Board& givens, const ClassifyContext&) const { return killerFeatures(shape(), givens); }

std::vector<std::string> KillerRules::featureNames() const { return killerFeatureNames(); }

Difficulty KillerRules::ruleDifficulty(const Board& givens) const { return killerRuleDifficulty(killerFeatures(shape(), givens)); }

std::optional<bool> KillerRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    if (!fits(givens))
        return false;
    if (level == Difficulty::Evil)
        return true;   // guesses allowed: every puzzle
    return killerStepSolverFor(shape()).solvesWith(givens, killerHardestTechniqueIn(level));
}

std::optional<Difficulty> KillerRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    return sudoku_.difficultyFromLabel(label, source);
}

std::optional<double> KillerRules::scoreFromLabel(const std::string& label, const std::string& source) const
{
    return sudoku_.scoreFromLabel(label, source);
}

} // namespace ps
