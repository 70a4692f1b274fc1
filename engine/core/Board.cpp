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

} // namespace ps
