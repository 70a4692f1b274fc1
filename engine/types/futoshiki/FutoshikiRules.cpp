#include "FutoshikiRules.h"

#include "FutoshikiConflicts.h"
#include "FutoshikiNativeSolver.h"
#include "FutoshikiSigns.h"
#include "core/DimensionsText.h"
#include "core/GridSymmetries.h"
#include "types/kenken/KenKenLatinSquare.h"

namespace ps {
namespace {

[[noreturn]] void rejectSize(const std::string& text)
{
    throw EngineError(PS_TRANSLATE("Engine", "Futoshiki size \"%1\" is not supported: give it as NxN with N from %2 to %3, for example 5x5."),
                      {text, std::to_string(FutoshikiRules::kMinSide), std::to_string(FutoshikiRules::kMaxSide)});
}

} // namespace

FutoshikiRules::FutoshikiRules(int side) : side_(side)
{
    if (side < kMinSide || side > kMaxSide)
        rejectSize(std::to_string(side) + "x" + std::to_string(side));
}

int FutoshikiRules::parseSide(const std::string& text)
{
    const std::string full = text.find_first_of("xX") == std::string::npos ? text + "x" + text : text;
    const auto dimensions = parseDimensions(full);
    if (!dimensions || dimensions->first != dimensions->second || dimensions->first < kMinSide || dimensions->first > kMaxSide)
        rejectSize(text);
    return dimensions->first;
}

EngineMessage FutoshikiRules::description() const { return {PS_TRANSLATE("Engine", "Futoshiki %1"), {parameters()}}; }

GridPresentation FutoshikiRules::presentation(const Board& shown) const
{
    GridPresentation look(shown.rows(), shown.cols());
    for (int i = 0; i < shown.cellCount(); ++i)
        look.region[static_cast<std::size_t>(i)] = -1;
    look.rightSign.assign(look.right.size(), EdgeSign::None);
    look.belowSign.assign(look.right.size(), EdgeSign::None);
    for (const Cage& cage : shown.cages()) {
        if (!futoshiki::isSign(cage))
            continue;
        const int low = cage.cells[0];
        const int high = cage.cells[1];
        const int first = std::min(low, high);
        if (first < 0 || std::max(low, high) >= shown.cellCount())
            continue;
        const EdgeSign sign = first == low ? EdgeSign::Less : EdgeSign::Greater;
        if (std::max(low, high) == first + 1)
            look.rightSign[static_cast<std::size_t>(first)] = sign;
        else
            look.belowSign[static_cast<std::size_t>(first)] = sign;
    }
    return look;
}

Board FutoshikiRules::randomSolution(Rng& rng) const
{
    Board board = randomLatinSquare(side_, rng);
    board.setCages(futoshiki::everySign(board));
    return board;
}

std::unique_ptr<SolverBackend> FutoshikiRules::makeNativeSolver() const { return std::make_unique<FutoshikiNativeSolver>(side_); }

int FutoshikiRules::clueSlots() const { return futoshiki::slotCount(side_); }

std::optional<Board> FutoshikiRules::withoutClue(const Board& puzzle, int slot) const { return futoshiki::withoutSign(puzzle, slot); }

bool FutoshikiRules::holdsClue(const Board& puzzle, int slot) const { return futoshiki::hasSign(puzzle, slot); }

std::vector<int> FutoshikiRules::clueSquares(int slot) const
{
    const auto squares = futoshiki::slotSquares(slot, side_);
    return squares ? std::vector<int>{squares->first, squares->second} : std::vector<int>{};
}

std::vector<BoardTransform> FutoshikiRules::randomSymmetries(Rng& rng) const
{
    (void)rng;   // relabelling values would break the signs: only the grid's own moves
    return grid_symmetry::twinTransforms(side_, side_);
}

std::optional<EngineMessage> FutoshikiRules::findConflict(const Board& board) const { return findFutoshikiConflict(side_, board); }

std::vector<int> FutoshikiRules::conflictingCells(const Board& board) const { return futoshikiConflictingCells(side_, board); }

} // namespace ps
