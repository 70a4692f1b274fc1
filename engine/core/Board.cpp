#include "Board.h"

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
    normalize(cages);
    cages_ = std::make_shared<const Cages>(std::move(cages));
}

bool Board::operator==(const Board& other) const
{
    return rows_ == other.rows_ && cols_ == other.cols_ && cells_ == other.cells_ &&
           (cages_ == other.cages_ || cages() == other.cages());
}

} // namespace ps
