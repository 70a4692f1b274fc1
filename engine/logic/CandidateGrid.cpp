#include "CandidateGrid.h"

#include <algorithm>

namespace ps {

std::shared_ptr<const CandidateGrid::Layout> CandidateGrid::makeLayout(int size, std::vector<Unit> units)
{
    auto layout = std::make_shared<Layout>();
    layout->size = size;
    layout->units = std::move(units);
    layout->unitsOf.resize(static_cast<std::size_t>(size * size));
    layout->peers.resize(static_cast<std::size_t>(size * size));
    for (std::size_t u = 0; u < layout->units.size(); ++u) {
        layout->hasBoxes |= layout->units[u].kind == Unit::Kind::Box;
        for (int cell : layout->units[u].cells)
            layout->unitsOf[static_cast<std::size_t>(cell)].push_back(static_cast<int>(u));
    }
    for (const Unit& unit : layout->units)
        for (int a : unit.cells)
            for (int b : unit.cells)
                if (a != b)
                    layout->peers[static_cast<std::size_t>(a)].push_back(b);
    for (auto& list : layout->peers) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    return layout;
}

CandidateGrid::CandidateGrid(int size, std::vector<Unit> units, const Board& givens)
    : CandidateGrid(makeLayout(size, std::move(units)), givens)
{
}

CandidateGrid::CandidateGrid(std::shared_ptr<const Layout> layout, const Board& givens)
    : size_(layout->size)
    , values_(static_cast<std::size_t>(size_ * size_), 0)
    , candidates_(static_cast<std::size_t>(size_ * size_), static_cast<Mask>((std::uint64_t{1} << size_) - 1))
    , layout_(std::move(layout))
{
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        if (givens.at(cell) != 0)
            place(cell, givens.at(cell));
}

std::vector<Unit> CandidateGrid::lineUnits(int size)
{
    std::vector<Unit> units;
    for (int r = 0; r < size; ++r) {
        Unit row{Unit::Kind::Row, r, {}};
        for (int c = 0; c < size; ++c)
            row.cells.push_back(r * size + c);
        units.push_back(std::move(row));
    }
    for (int c = 0; c < size; ++c) {
        Unit column{Unit::Kind::Column, c, {}};
        for (int r = 0; r < size; ++r)
            column.cells.push_back(r * size + c);
        units.push_back(std::move(column));
    }
    return units;
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
    for (const Unit& unit : layout_->units) {
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
