#include "Techniques.h"

#include "core/ValueSymbols.h"

namespace ps::logic_text {

std::string cell(const CandidateGrid& grid, int c) { return CandidateGrid::cellName(grid.size(), c); }

std::string value(int v) { return std::string(1, valueToSymbol(v)); }

std::string cells(const CandidateGrid& grid, const std::vector<int>& list)
{
    std::string text;
    for (int c : list)
        text += (text.empty() ? "" : ", ") + cell(grid, c);
    return text;
}

std::string values(CandidateGrid::Mask mask)
{
    std::string text;
    for (int v = 1; mask; ++v, mask >>= 1)
        if (mask & 1)
            text += (text.empty() ? "" : ", ") + value(v);
    return text;
}

const char* byKind(const Unit& unit, const char* row, const char* column, const char* box)
{
    switch (unit.kind) {
    case Unit::Kind::Row: return row;
    case Unit::Kind::Column: return column;
    case Unit::Kind::Box: return box;
    }
    return row;
}

} // namespace ps::logic_text

namespace ps {

std::optional<LogicStep> findStep(int technique, const CandidateGrid& grid)
{
    switch (technique) {
    case SudokuTechnique::NakedSingle: return findNakedSingle(grid);
    case SudokuTechnique::HiddenSingle: return findHiddenSingle(grid);
    case SudokuTechnique::PointingPair: return findPointing(grid);
    case SudokuTechnique::BoxLineReduction: return findBoxLineReduction(grid);
    case SudokuTechnique::NakedPair: return findNakedSubset(grid, 2);
    case SudokuTechnique::HiddenPair: return findHiddenSubset(grid, 2);
    case SudokuTechnique::NakedTriple: return findNakedSubset(grid, 3);
    case SudokuTechnique::HiddenTriple: return findHiddenSubset(grid, 3);
    case SudokuTechnique::XWing: return findFish(grid, 2);
    case SudokuTechnique::NakedQuad: return findNakedSubset(grid, 4);
    case SudokuTechnique::HiddenQuad: return findHiddenSubset(grid, 4);
    case SudokuTechnique::Swordfish: return findFish(grid, 3);
    case SudokuTechnique::XYWing: return findXYWing(grid);
    case SudokuTechnique::Guess: return std::nullopt;
    }
    return std::nullopt;
}

} // namespace ps
