#include "KenKenRules.h"

#include "KenKenCaging.h"
#include "KenKenConflicts.h"
#include "KenKenFeatures.h"
#include "KenKenLatinSquare.h"
#include "KenKenNativeSolver.h"
#include "core/DimensionsText.h"
#include "core/GridSymmetries.h"

namespace ps {
namespace {

[[noreturn]] void rejectSize(const std::string& text)
{
    throw EngineError(PS_TRANSLATE("Engine", "KenKen size \"%1\" is not supported: give it as NxN with N from %2 to %3, for example 6x6."),
                      {text, std::to_string(KenKenRules::kMinSide), std::to_string(KenKenRules::kMaxSide)});
}

} // namespace

KenKenRules::KenKenRules(int side) : side_(side)
{
    if (side < kMinSide || side > kMaxSide)
        rejectSize(std::to_string(side) + "x" + std::to_string(side));
}

int KenKenRules::parseSide(const std::string& text)
{
    const std::string full = text.find_first_of("xX") == std::string::npos ? text + "x" + text : text;
    const auto dimensions = parseDimensions(full);
    if (!dimensions || dimensions->first != dimensions->second || dimensions->first < kMinSide || dimensions->first > kMaxSide)
        rejectSize(text);
    return dimensions->first;
}

std::string KenKenRules::parameters() const { return std::to_string(side_) + "x" + std::to_string(side_); }

EngineMessage KenKenRules::description() const { return {PS_TRANSLATE("Engine", "KenKen %1"), {parameters()}}; }

GridPresentation KenKenRules::presentation(const Board& shown) const
{
    // Thick lines between cages (the default for a board with cages), and each cage's clue ("12+") in
    // its first square; a one-square cage shows its value as a given instead.
    GridPresentation look = Presentation::presentation(shown);
    for (const Cage& cage : shown.cages())
        if (!cage.cells.empty() && cage.operation != CageOperation::Given && cage.cells.front() < cellCount())
            look.labels[static_cast<std::size_t>(cage.cells.front())] = cageLabel(cage);
    return look;
}

Board KenKenRules::randomSolution(Rng& rng) const
{
    Board board = randomLatinSquare(side_, rng);
    board.setCages(kenken_cages::singleSquareCages(board));
    return board;
}

std::unique_ptr<SolverBackend> KenKenRules::makeNativeSolver() const { return std::make_unique<KenKenNativeSolver>(side_); }

std::optional<Board> KenKenRules::emptied(const Board& puzzle, const Board& solution, const std::vector<int>& squares,
                                          std::optional<Difficulty> aim, Rng& rng) const
{
    return kenken_cages::mergeCages(puzzle, solution, squares, kenken_cages::namedPairRedrawChance(aim, side_), rng);
}

std::vector<BoardTransform> KenKenRules::randomSymmetries(Rng& rng) const
{
    (void)rng;   // relabelling values would break the arithmetic: only the grid's own moves
    return grid_symmetry::twinTransforms(side_, side_);
}

std::optional<EngineMessage> KenKenRules::findConflict(const Board& board) const { return findKenKenConflict(side_, board); }

std::vector<int> KenKenRules::conflictingCells(const Board& board) const { return kenKenConflictingCells(side_, board); }

std::vector<double> KenKenRules::features(const Board& givens, const ClassifyContext&) const { return kenKenFeatures(side_, givens); }

std::vector<std::string> KenKenRules::featureNames() const { return kenKenFeatureNames(); }

} // namespace ps
