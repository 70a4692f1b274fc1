#include "CandidateGrid.h"

#include <algorithm>
#include <bit>

namespace ps {

std::shared_ptr<const CandidateGrid::Layout> CandidateGrid::makeLayout(int size, std::vector<Unit> units)
{
    auto layout = std::make_shared<Layout>();
    layout->size = size;
    layout->units = std::move(units);
    layout->unitsOf.resize(static_cast<std::size_t>(size * size));
    layout->peers.resize(static_cast<std::size_t>(size * size));
    for (std::size_t u = 0; u < layout->units.size(); ++u) {
        layout->hasBoxes |= layout->units[u].isBlock();
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
    , empty_(size_ * size_)
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
    if (values_[static_cast<std::size_t>(cell)] == 0)
        --empty_;
    values_[static_cast<std::size_t>(cell)] = value;
    candidates_[static_cast<std::size_t>(cell)] = 0;
    ++version_;
    Mask* candidates = candidates_.data();
    const Mask keep = ~bit(value);
    for (int peer : peers(cell))
        candidates[peer] &= keep;
}

void CandidateGrid::eliminate(int cell, int value)
{
    candidates_[static_cast<std::size_t>(cell)] &= ~bit(value);
    ++version_;
}

const CandidateGrid::Mask* CandidateGrid::placesInUnit(int unit) const
{
    const std::size_t stride = static_cast<std::size_t>(size_) + 1;
    if (placesVersion_.empty()) {
        places_.assign(layout_->units.size() * stride, 0);
        placesVersion_.assign(layout_->units.size(), 0);
    }
    Mask* places = &places_[static_cast<std::size_t>(unit) * stride];
    if (placesVersion_[static_cast<std::size_t>(unit)] == version_)
        return places;
    placesVersion_[static_cast<std::size_t>(unit)] = version_;
    std::fill(places, places + stride, Mask{0});
    const std::vector<int>& cells = layout_->units[static_cast<std::size_t>(unit)].cells;
    for (std::size_t k = 0; k < cells.size(); ++k) {
        const int cell = cells[k];
        if (const int v = values_[static_cast<std::size_t>(cell)]) {
            places[0] |= bit(v);
            continue;
        }
        for (Mask m = candidates_[static_cast<std::size_t>(cell)]; m; m &= m - 1)
            places[std::countr_zero(m) + 1] |= Mask{1} << k;
    }
    return places;
}

bool CandidateGrid::isSolved() const { return empty_ == 0; }

bool CandidateGrid::isBroken() const
{
    const int* values = values_.data();
    const Mask* candidates = candidates_.data();
    for (int cell = 0; cell < cellCount(); ++cell)
        if (values[cell] == 0 && candidates[cell] == 0)
            return true;   // an empty square with no candidate left
    const Mask all = static_cast<Mask>((std::uint64_t{1} << size_) - 1);
    for (const Unit& unit : layout_->units) {
        Mask seen = 0;
        for (int cell : unit.cells)
            seen |= values[cell] ? bit(values[cell]) : candidates[cell];
        if (seen != all)
            return true;   // a value with no place left in the unit
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
