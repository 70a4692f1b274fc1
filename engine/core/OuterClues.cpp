#include "OuterClues.h"

#include <algorithm>

namespace ps {

int OuterClues::slot(GridSide side, int index) const
{
    switch (side) {
    case GridSide::Top: return index;
    case GridSide::Bottom: return cols_ + index;
    case GridSide::Left: return 2 * cols_ + index;
    case GridSide::Right: return 2 * cols_ + rows_ + index;
    }
    return index;
}

GridSide OuterClues::sideOf(int slot) const
{
    if (slot < cols_)
        return GridSide::Top;
    if (slot < 2 * cols_)
        return GridSide::Bottom;
    if (slot < 2 * cols_ + rows_)
        return GridSide::Left;
    return GridSide::Right;
}

int OuterClues::indexOf(int slot) const
{
    if (slot < 2 * cols_)
        return slot % cols_;
    return (slot - 2 * cols_) % rows_;
}

int OuterClues::count() const
{
    return static_cast<int>(std::count_if(values_.begin(), values_.end(), [](int v) { return v != 0; }));
}

std::vector<int> OuterClues::line(int slot) const
{
    const int index = indexOf(slot);
    std::vector<int> squares;
    switch (sideOf(slot)) {
    case GridSide::Top:
        for (int r = 0; r < rows_; ++r)
            squares.push_back(r * cols_ + index);
        break;
    case GridSide::Bottom:
        for (int r = rows_ - 1; r >= 0; --r)
            squares.push_back(r * cols_ + index);
        break;
    case GridSide::Left:
        for (int c = 0; c < cols_; ++c)
            squares.push_back(index * cols_ + c);
        break;
    case GridSide::Right:
        for (int c = cols_ - 1; c >= 0; --c)
            squares.push_back(index * cols_ + c);
        break;
    }
    return squares;
}

} // namespace ps
