#include "Board.h"

#include "EngineError.h"

#include <algorithm>

namespace ps {

int Board::filledCount() const
{
    return static_cast<int>(std::count_if(cells_.begin(), cells_.end(), [](CellValue v) { return v != 0; }));
}

bool Board::agreesWith(const Board& other) const
{
    if (other.rows_ != rows_ || other.cols_ != cols_)
        return false;
    for (std::size_t i = 0; i < cells_.size(); ++i)
        if (cells_[i] != 0 && cells_[i] != other.cells_[i])
            return false;
    return true;
}

const Cages& Board::cages() const
{
    static const Cages none;
    return cages_ ? *cages_ : none;
}

void Board::setCages(Cages cages)
{
    if (cages.empty()) {
        cages_.reset();
        return;
    }
    // Which squares an area already holds; made on the first area only (relations such as inequality
    // signs may share squares, and a board of them is set once per sign generation tests).
    std::vector<char> caged;
    for (const Cage& cage : cages) {
        if (!isRelation(cage.operation) && caged.empty())
            caged.assign(cells_.size(), 0);
        if (cage.cells.empty())
            throw EngineError(PS_TRANSLATE("Engine", "A cage has no squares."));
        for (int cell : cage.cells) {
            if (cell < 0 || cell >= cellCount())
                throw EngineError(PS_TRANSLATE("Engine", "A cage reaches outside the %1x%2 grid."), {std::to_string(rows_), std::to_string(cols_)});
            if (!isRelation(cage.operation) && caged[static_cast<std::size_t>(cell)]++)
                throw EngineError(PS_TRANSLATE("Engine", "R%1C%2 is in two cages."), {std::to_string(rowOf(cell) + 1), std::to_string(colOf(cell) + 1)});
        }
    }
    normalize(cages);
    cages_ = std::make_shared<const Cages>(std::move(cages));
}

const OuterClues& Board::outerClues() const
{
    static const OuterClues none;
    return outer_ ? *outer_ : none;
}

void Board::setOuterClues(OuterClues clues)
{
    if (!clues.any()) {
        outer_.reset();
        return;
    }
    if (clues.rows() != rows_ || clues.cols() != cols_)
        throw EngineError(PS_TRANSLATE("Engine", "The clues outside the grid are for a %1x%2 grid, not %3x%4."),
                          {std::to_string(clues.rows()), std::to_string(clues.cols()), std::to_string(rows_), std::to_string(cols_)});
    outer_ = std::make_shared<const OuterClues>(std::move(clues));
}

bool Board::operator==(const Board& other) const
{
    return rows_ == other.rows_ && cols_ == other.cols_ && cells_ == other.cells_ &&
           (cages_ == other.cages_ || cages() == other.cages()) &&
           (outer_ == other.outer_ || outerClues() == other.outerClues());
}

std::string squareName(int cell, int cols) { return "R" + std::to_string(cell / cols + 1) + "C" + std::to_string(cell % cols + 1); }

} // namespace ps
