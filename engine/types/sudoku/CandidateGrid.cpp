#include "CandidateGrid.h"

#include <algorithm>

namespace ps {

CandidateGrid::CandidateGrid(const SudokuShape& shape, const Board& givens)
    : size_(shape.size())
    , values_(static_cast<std::size_t>(shape.cellCount()), 0)
    , candidates_(static_cast<std::size_t>(shape.cellCount()), static_cast<Mask>((std::uint64_t{1} << shape.size()) - 1))
    , unitsOf_(static_cast<std::size_t>(shape.cellCount()))
    , peers_(static_cast<std::size_t>(shape.cellCount()))
{
    const int n = size_;
    for (int u = 0; u < 3 * n; ++u) {
        const Unit::Kind kind = u < n ? Unit::Kind::Row : u < 2 * n ? Unit::Kind::Column : Unit::Kind::Box;
        units_.push_back({kind, u % n, shape.units()[static_cast<std::size_t>(u)]});
        for (int cell : units_.back().cells)
            unitsOf_[static_cast<std::size_t>(cell)].push_back(u);
    }
    for (const Unit& unit : units_)
        for (int a : unit.cells)
            for (int b : unit.cells)
                if (a != b)
                    peers_[static_cast<std::size_t>(a)].push_back(b);
    for (auto& list : peers_) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        if (givens.at(cell) != 0)
            place(cell, givens.at(cell));
}

bool CandidateGrid::sees(int a, int b) const
{
    const auto& list = peers(a);
    return std::binary_search(list.begin(), list.end(), b);
}

void CandidateGrid::place(int cell, int value)
{
    values_[static_cast<std::size_t>(cell)] = value;
    candidates_[static_cast<std::size_t>(cell)] = 0;
    for (int peer : peers(cell))
        candidates_[static_cast<std::size_t>(peer)] &= ~bit(value);
}

void CandidateGrid::eliminate(int cell, int value) { candidates_[static_cast<std::size_t>(cell)] &= ~bit(value); }

bool CandidateGrid::isSolved() const
{
    return std::none_of(values_.begin(), values_.end(), [](int v) { return v == 0; });
}

bool CandidateGrid::isBroken() const
{
    for (int cell = 0; cell < cellCount(); ++cell)
        if (value(cell) == 0 && candidates(cell) == 0)
            return true;
    for (const Unit& unit : units_) {
        Mask seen = 0;
        for (int cell : unit.cells)
            seen |= value(cell) ? bit(value(cell)) : candidates(cell);
        if (seen != static_cast<Mask>((std::uint64_t{1} << size_) - 1))
            return true;
    }
    return false;
}

Board CandidateGrid::board() const
{
    Board out(size_, size_);
    for (int cell = 0; cell < cellCount(); ++cell)
        out.set(cell, static_cast<CellValue>(value(cell)));
    return out;
}

std::string CandidateGrid::cellName(int size, int cell)
{
    return squareName(cell, size);
}

} // namespace ps
