#include "SudokuSwapSets.h"

#include <numeric>
#include <utility>

namespace ps {

SudokuSwapSets::SudokuSwapSets(std::vector<std::vector<int>> units) : units_(std::move(units))
{
    size_ = units_.empty() ? 0 : static_cast<int>(units_.front().size());
}

void SudokuSwapSets::useBoard(const Board& full)
{
    if (full == board_)
        return;
    board_ = full;
    const int cells = full.cellCount();
    setOf_.assign(static_cast<std::size_t>(cells) * static_cast<std::size_t>(size_), -1);
    sets_.clear();
    // Where each value sits in each unit.
    std::vector<int> placeOf(units_.size() * static_cast<std::size_t>(size_ + 1), -1);
    for (std::size_t u = 0; u < units_.size(); ++u)
        for (int cell : units_[u])
            placeOf[u * static_cast<std::size_t>(size_ + 1) + full.at(cell)] = cell;
    std::vector<int> parent(static_cast<std::size_t>(cells));
    const auto find = [&parent](int x) {
        while (parent[static_cast<std::size_t>(x)] != x)
            x = parent[static_cast<std::size_t>(x)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
        return x;
    };
    std::vector<int> setOfRoot(static_cast<std::size_t>(cells), -1);
    for (int a = 1; a <= size_; ++a)
        for (int b = a + 1; b <= size_; ++b) {
            std::vector<int> squares;
            for (int cell = 0; cell < cells; ++cell)
                if (full.at(cell) == a || full.at(cell) == b) {
                    parent[static_cast<std::size_t>(cell)] = cell;
                    squares.push_back(cell);
                }
            for (std::size_t u = 0; u < units_.size(); ++u) {
                const int atA = placeOf[u * static_cast<std::size_t>(size_ + 1) + static_cast<std::size_t>(a)];
                const int atB = placeOf[u * static_cast<std::size_t>(size_ + 1) + static_cast<std::size_t>(b)];
                if (atA >= 0 && atB >= 0)
                    parent[static_cast<std::size_t>(find(atA))] = find(atB);
            }
            for (int cell : squares) {
                const int root = find(cell);
                int& set = setOfRoot[static_cast<std::size_t>(root)];
                if (set < 0) {
                    set = static_cast<int>(sets_.size());
                    sets_.emplace_back();
                }
                sets_[static_cast<std::size_t>(set)].push_back(cell);
                const int other = full.at(cell) == a ? b : a;
                setOf_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(size_) + static_cast<std::size_t>(other - 1)] = set;
            }
            for (int cell : squares)
                setOfRoot[static_cast<std::size_t>(find(cell))] = -1;
        }
}

bool SudokuSwapSets::completesEmptySet(const Board& givens, int square) const
{
    for (int b = 0; b < size_; ++b) {
        const int set = setOf_[static_cast<std::size_t>(square) * static_cast<std::size_t>(size_) + static_cast<std::size_t>(b)];
        if (set < 0)
            continue;
        bool allEmpty = true;
        for (int cell : sets_[static_cast<std::size_t>(set)])
            if (givens.at(cell) != 0) {
                allEmpty = false;
                break;
            }
        if (allEmpty)
            return true;
    }
    return false;
}

} // namespace ps
