#include "UnitTechniques.h"

#include "core/ValueSymbols.h"

namespace ps::logic_text {

std::string cell(const CandidateGrid& grid, int c) { return grid.explaining() ? CandidateGrid::cellName(grid.size(), c) : std::string(); }

std::string value(const CandidateGrid& grid, int v)
{
    if (!grid.explaining())
        return {};
    if (v == grid.markedValue() && grid.valueMark())
        return grid.valueMark();
    return grid.numbersAboveNine() ? std::to_string(v) : std::string(1, valueToSymbol(v));
}

std::string cells(const CandidateGrid& grid, const std::vector<int>& list)
{
    std::string text;
    if (!grid.explaining())
        return text;
    for (int c : list)
        text += (text.empty() ? "" : ", ") + cell(grid, c);
    return text;
}

std::string values(const CandidateGrid& grid, CandidateGrid::Mask mask)
{
    std::string text;
    if (!grid.explaining())
        return text;
    for (int v = 1; mask; ++v, mask >>= 1)
        if (mask & 1)
            text += (text.empty() ? "" : ", ") + value(grid, v);
    return text;
}

std::string struck(const CandidateGrid& grid, const std::vector<CellValuePair>& pairs)
{
    std::string text;
    if (!grid.explaining())
        return text;
    for (const CellValuePair& p : pairs)
        text += (text.empty() ? "" : ", ") + cell(grid, p.cell) + " \u2260 " + value(grid, p.value);
    return text;
}

const char* byKind(const Unit& unit, const char* row, const char* column, const char* box, const char* region)
{
    return byKind(unit, row, column, box, region, row);
}

const char* byKind(const Unit& unit, const char* row, const char* column, const char* box, const char* region, const char* diagonal)
{
    switch (unit.kind) {
    case Unit::Kind::Row: return row;
    case Unit::Kind::Column: return column;
    case Unit::Kind::Box: return box;
    case Unit::Kind::Region: return region;
    case Unit::Kind::Diagonal: return diagonal;
    }
    return row;
}

std::string unitName(const CandidateGrid& grid, const Unit& unit)
{
    if (unit.kind != Unit::Kind::Diagonal)
        return std::to_string(unit.index + 1);
    if (!grid.explaining() || unit.cells.empty())
        return {};
    return cell(grid, unit.cells.front()) + "-" + cell(grid, unit.cells.back());
}

} // namespace ps::logic_text

