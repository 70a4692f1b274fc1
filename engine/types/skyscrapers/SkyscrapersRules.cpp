#include "SkyscrapersRules.h"

#include "SkyscrapersConflicts.h"
#include "SkyscrapersFeatures.h"
#include "SkyscrapersLines.h"
#include "SkyscrapersNativeSolver.h"
#include "SkyscrapersStepSolver.h"
#include "SkyscrapersTechnique.h"
#include "SkyscrapersRandomSquares.h"
#include "core/GridSymmetries.h"

namespace ps {
namespace {

// sgt-towers' levels, easiest first: our four classes in order.
const std::vector<std::string>& towersLevels()
{
    static const std::vector<std::string> levels{"easy", "hard", "extreme", "unreasonable"};
    return levels;
}

} // namespace

SkyscrapersRules::SkyscrapersRules(const SkyscrapersShape& shape) : shape_(shape), side_(shape.side) {}

std::string SkyscrapersRules::parameters() const { return shape_.parameters(); }

EngineMessage SkyscrapersRules::description() const
{
    const std::string size = std::to_string(side_) + "x" + std::to_string(side_);
    if (shape_.hasEmptySquares() && shape_.diagonals)
        return {PS_TRANSLATE("Engine", "Skyscrapers %1, heights 1 to %2 with empty squares, different values on the diagonals"),
                {size, std::to_string(shape_.highest)}};
    if (shape_.hasEmptySquares())
        return {PS_TRANSLATE("Engine", "Skyscrapers %1, heights 1 to %2 with empty squares"), {size, std::to_string(shape_.highest)}};
    if (shape_.diagonals)
        return {PS_TRANSLATE("Engine", "Skyscrapers %1, different values on the diagonals"), {size}};
    return {PS_TRANSLATE("Engine", "Skyscrapers %1"), {size}};
}

EngineMessage SkyscrapersRules::instructionsNote() const
{
    const std::string highest = std::to_string(shape_.highest);
    const std::string empty = std::to_string(shape_.emptyPerLine());
    if (shape_.hasEmptySquares() && shape_.diagonals)   // at most one empty square per line (SkyscrapersShape)
        return {PS_TRANSLATE("Engine", "Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never "
                                       "seen, and both main diagonals hold different values too."),
                {highest}};
    if (shape_.emptyPerLine() == 1)
        return {PS_TRANSLATE("Engine", "Here the heights go from 1 to %1 only: every row and column also has one empty square (×), never "
                                       "seen and hiding nothing."),
                {highest}};
    if (shape_.hasEmptySquares())
        return {PS_TRANSLATE("Engine", "Here the heights go from 1 to %1 only: every row and column also has %2 empty squares (×), never "
                                       "seen and hiding nothing."),
                {highest, empty}};
    if (shape_.diagonals)
        return {PS_TRANSLATE("Engine", "Both main diagonals hold different values too."), {}};
    return {};
}

Board SkyscrapersRules::randomSolution(Rng& rng) const
{
    Board board = shape_.diagonals ? randomDiagonalLatinSquare(side_, rng) : randomLatinSquare(side_, rng);
    if (shape_.hasEmptySquares())
        for (int cell = 0; cell < board.cellCount(); ++cell)
            if (board.at(cell) > shape_.highest)
                board.set(cell, static_cast<CellValue>(shape_.emptyValue()));
    board.setOuterClues(allClues(board, shape_.emptyValue()));
    return board;
}

std::unique_ptr<SolverBackend> SkyscrapersRules::makeNativeSolver() const { return std::make_unique<SkyscrapersNativeSolver>(shape_); }

std::vector<BoardTransform> SkyscrapersRules::randomSymmetries(Rng& rng) const
{
    (void)rng;   // relabelling heights would change what is seen: only the grid's own moves
    return grid_symmetry::twinTransforms(side_, side_);
}

std::optional<EngineMessage> SkyscrapersRules::findConflict(const Board& board) const { return findSkyscrapersConflict(shape_, board); }

std::vector<int> SkyscrapersRules::conflictingCells(const Board& board) const { return skyscrapersConflictingCells(shape_, board); }

std::vector<double> SkyscrapersRules::features(const Board& givens, const ClassifyContext&) const { return skyscrapersFeatures(shape_, givens); }

std::vector<std::string> SkyscrapersRules::featureNames() const { return skyscrapersFeatureNames(); }

Difficulty SkyscrapersRules::ruleDifficulty(const Board& givens) const { return skyscrapersRuleDifficulty(features(givens)); }

std::optional<bool> SkyscrapersRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    const int hardest = skyscrapersHardestTechniqueIn(level);
    if (hardest >= SkyscrapersTechnique::Guess)
        return true;   // Evil allows guesses: every puzzle with one solution
    return countingSkyscrapersStepSolver(shape_).solvesWith(givens, hardest);
}

bool SkyscrapersRules::generatesWithinBound(Difficulty level) const
{
    return level == Difficulty::Easy && shape_ == SkyscrapersShape(side_, side_, false);
}

std::optional<Difficulty> SkyscrapersRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    // sgt-towers' "hard" is its second level: read its names only for its puzzles (or an unnamed
    // source whose label only sgt-towers uses: extreme, unreasonable).
    const std::vector<std::string>& levels = towersLevels();
    const bool towers = source.find("towers") != std::string::npos;
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i] == label && (towers || !parseDifficulty(label)))
            return static_cast<Difficulty>(i);
    return GraderScales::difficultyFromLabel(label, source);   // our own names
}

std::optional<double> SkyscrapersRules::scoreFromLabel(const std::string& label, const std::string& source) const
{
    // sgt-towers' four levels split the scale in four.
    const std::vector<std::string>& levels = towersLevels();
    const bool towers = source.find("towers") != std::string::npos;
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i] == label && (towers || !parseDifficulty(label)))
            return 100.0 * (static_cast<double>(i) + 0.5) / 4;
    return GraderScales::scoreFromLabel(label, source);
}

} // namespace ps
