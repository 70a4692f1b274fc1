#include "SkyscrapersRules.h"

#include "SkyscrapersConflicts.h"
#include "SkyscrapersFeatures.h"
#include "SkyscrapersLines.h"
#include "SkyscrapersNativeSolver.h"
#include "SkyscrapersStepSolver.h"
#include "SkyscrapersTechnique.h"
#include "core/DimensionsText.h"
#include "core/GridSymmetries.h"
#include "types/kenken/KenKenLatinSquare.h"

namespace ps {
namespace {

[[noreturn]] void rejectSize(const std::string& text)
{
    throw EngineError(PS_TRANSLATE("Engine", "Skyscrapers size \"%1\" is not supported: give it as NxN with N from %2 to %3, for example 5x5."),
                      {text, std::to_string(SkyscrapersRules::kMinSide), std::to_string(SkyscrapersRules::kMaxSide)});
}

// sgt-towers' levels, easiest first: our four classes in order.
const std::vector<std::string>& towersLevels()
{
    static const std::vector<std::string> levels{"easy", "hard", "extreme", "unreasonable"};
    return levels;
}

} // namespace

SkyscrapersRules::SkyscrapersRules(int side) : side_(side)
{
    if (side < kMinSide || side > kMaxSide)
        rejectSize(std::to_string(side) + "x" + std::to_string(side));
}

int SkyscrapersRules::parseSide(const std::string& text)
{
    const std::string full = text.find_first_of("xX") == std::string::npos ? text + "x" + text : text;
    const auto dimensions = parseDimensions(full);
    if (!dimensions || dimensions->first != dimensions->second || dimensions->first < kMinSide || dimensions->first > kMaxSide)
        rejectSize(text);
    return dimensions->first;
}

std::string SkyscrapersRules::parameters() const { return std::to_string(side_) + "x" + std::to_string(side_); }

EngineMessage SkyscrapersRules::description() const { return {PS_TRANSLATE("Engine", "Skyscrapers %1"), {parameters()}}; }

Board SkyscrapersRules::randomSolution(Rng& rng) const
{
    Board board = randomLatinSquare(side_, rng);
    board.setOuterClues(allClues(board));
    return board;
}

std::unique_ptr<SolverBackend> SkyscrapersRules::makeNativeSolver() const { return std::make_unique<SkyscrapersNativeSolver>(side_); }

std::vector<BoardTransform> SkyscrapersRules::randomSymmetries(Rng& rng) const
{
    (void)rng;   // relabelling heights would change what is seen: only the grid's own moves
    return grid_symmetry::twinTransforms(side_, side_);
}

std::optional<EngineMessage> SkyscrapersRules::findConflict(const Board& board) const { return findSkyscrapersConflict(side_, board); }

std::vector<int> SkyscrapersRules::conflictingCells(const Board& board) const { return skyscrapersConflictingCells(side_, board); }

std::vector<double> SkyscrapersRules::features(const Board& givens, const ClassifyContext&) const { return skyscrapersFeatures(side_, givens); }

std::vector<std::string> SkyscrapersRules::featureNames() const { return skyscrapersFeatureNames(); }

Difficulty SkyscrapersRules::ruleDifficulty(const Board& givens) const { return skyscrapersRuleDifficulty(features(givens)); }

std::optional<bool> SkyscrapersRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    const int hardest = skyscrapersHardestTechniqueIn(level);
    if (hardest >= SkyscrapersTechnique::Guess)
        return true;   // Evil allows guesses: every puzzle with one solution
    return countingSkyscrapersStepSolver(side_).solvesWith(givens, hardest);
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
