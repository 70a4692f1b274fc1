#include "KenKenTechniques.h"

#include "KenKenCageWays.h"
#include "logic/UnitTechniques.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

std::string lineName(int n, int line)   // "row 3", "column 5"; the texts around it carry the word
{
    return std::to_string((line < n ? line : line - n) + 1);
}

// "R1C1 only 1, 3; R1C2 only 2" for the eliminations of a step, square by square.
std::string remaining(const CandidateGrid& grid, const std::vector<CellValuePair>& eliminations)
{
    if (!grid.explaining())
        return {};
    std::vector<int> squares;
    for (const CellValuePair& e : eliminations)
        if (std::find(squares.begin(), squares.end(), e.cell) == squares.end())
            squares.push_back(e.cell);
    std::string text;
    for (int cell : squares) {
        Mask left = grid.candidates(cell);
        for (const CellValuePair& e : eliminations)
            if (e.cell == cell)
                left &= ~CandidateGrid::bit(e.value);
        text += (text.empty() ? "" : "; ") + logic_text::cell(grid, cell) + ": " + (left ? logic_text::values(grid, left) : std::string("-"));
    }
    return text;
}

// The cage's squares that still have candidates the ways do not put there (`perSquare`), or do not use
// anywhere in the cage.
std::vector<CellValuePair> arithmeticEliminations(const CandidateGrid& grid, const Cage& cage, const CageWays& ways, bool perSquare = true)
{
    std::vector<CellValuePair> out;
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
        const int cell = cage.cells[i];
        if (grid.value(cell) != 0)
            continue;
        for (Mask extra = grid.candidates(cell) & ~(perSquare ? ways.allowed[i] : ways.used); extra; extra &= extra - 1)
            out.push_back({cell, std::countr_zero(extra) + 1});
    }
    return out;
}

// For one (line, value) every way requires: the squares of the line outside the cage that still have it.
std::vector<CellValuePair> lineEliminations(const CandidateGrid& grid, const Cage& cage, int line, int v)
{
    std::vector<CellValuePair> out;
    const int n = grid.size();
    for (int k = 0; k < n; ++k) {
        const int cell = line < n ? line * n + k : k * n + (line - n);
        if (grid.has(cell, v) && std::find(cage.cells.begin(), cage.cells.end(), cell) == cage.cells.end())
            out.push_back({cell, v});
    }
    return out;
}

bool worthAsking(const CandidateGrid& grid, const Cage& cage) { return cage.operation != CageOperation::None && !cageFilled(grid, cage); }

} // namespace

std::optional<LogicStep> findCageDigits(const CandidateGrid& grid, CageWaysCache& cache)
{
    for (std::size_t c = 0; c < cache.cages().size(); ++c) {
        const Cage& cage = cache.cages()[c];
        if (!worthAsking(grid, cage) || cage.cells.size() < 2)
            continue;
        const CageWays& ways = cache.ways(grid, c);
        std::vector<CellValuePair> out = arithmeticEliminations(grid, cage, ways, false);
        if (out.empty() || ways.count == 0)
            continue;
        LogicStep step;
        step.technique = KenKenTechnique::CageDigits;
        step.pattern = cage.cells;
        step.explanation = {PS_TRANSLATE("Engine", "The only values that can make the %1 cage at %2 are %3, so its squares can hold no others."),
                            {cageLabel(cage), logic_text::cells(grid, cage.cells), logic_text::values(grid, ways.used)}};
        step.eliminations = std::move(out);
        return step;
    }
    return std::nullopt;
}

std::optional<LogicStep> findCageArithmetic(const CandidateGrid& grid, CageWaysCache& cache)
{
    for (std::size_t c = 0; c < cache.cages().size(); ++c) {
        const Cage& cage = cache.cages()[c];
        if (!worthAsking(grid, cage))
            continue;
        const CageWays& ways = cache.ways(grid, c);
        std::vector<CellValuePair> out = arithmeticEliminations(grid, cage, ways);
        if (out.empty())
            continue;
        LogicStep step;
        step.technique = KenKenTechnique::CageArithmetic;
        step.pattern = cage.cells;
        step.explanation = {ways.count == 0 ? PS_TRANSLATE("Engine", "No values left for the %1 cage at %2 reach its target: the grid has a mistake.")
                                            : PS_TRANSLATE("Engine", "Only some values make the %1 cage at %2: that leaves %3."),
                            {cageLabel(cage), logic_text::cells(grid, cage.cells), remaining(grid, out)}};
        step.eliminations = std::move(out);
        return step;
    }
    return std::nullopt;
}

std::optional<LogicStep> findCageLine(const CandidateGrid& grid, CageWaysCache& cache)
{
    const int n = grid.size();
    for (std::size_t c = 0; c < cache.cages().size(); ++c) {
        const Cage& cage = cache.cages()[c];
        if (!worthAsking(grid, cage) || cage.cells.size() < 2)
            continue;
        const CageWays& ways = cache.ways(grid, c);
        for (const auto& [line, mask] : ways.required)
            for (Mask left = mask; left; left &= left - 1) {
                const int v = std::countr_zero(left) + 1;
                std::vector<CellValuePair> out = lineEliminations(grid, cage, line, v);
                if (out.empty())
                    continue;
                LogicStep step;
                step.technique = KenKenTechnique::CageLine;
                step.pattern = cage.cells;
                step.explanation = {line < n ? PS_TRANSLATE("Engine", "Every way to make the %1 cage at %2 puts a %3 in row %4, so no other square of row %4 can be %3.")
                                             : PS_TRANSLATE("Engine", "Every way to make the %1 cage at %2 puts a %3 in column %4, so no other square of column %4 can be %3."),
                                    {cageLabel(cage), logic_text::cells(grid, cage.cells), logic_text::value(grid, v), lineName(n, line)}};
                step.eliminations = std::move(out);
                return step;
            }
    }
    return std::nullopt;
}

std::vector<CellValuePair> allCageEliminations(const CandidateGrid& grid, CageWaysCache& cache, bool& broken, int hardest)
{
    if (hardest < KenKenTechnique::CageDigits)
        return {};
    std::vector<CellValuePair> out;
    for (std::size_t c = 0; c < cache.cages().size(); ++c) {
        const Cage& cage = cache.cages()[c];
        if (cage.operation == CageOperation::None)
            continue;
        const CageWays& ways = cache.ways(grid, c);
        if (ways.count == 0) {
            broken = true;
            return out;
        }
        if (cageFilled(grid, cage))
            continue;
        for (const CellValuePair& e : arithmeticEliminations(grid, cage, ways, hardest >= KenKenTechnique::CageArithmetic))
            out.push_back(e);
        if (hardest < KenKenTechnique::CageLine)
            continue;
        for (const auto& [line, mask] : ways.required)
            for (Mask left = mask; left; left &= left - 1)
                for (const CellValuePair& e : lineEliminations(grid, cage, line, std::countr_zero(left) + 1))
                    out.push_back(e);
    }
    return out;
}

std::optional<LogicStep> findKenKenStep(int technique, const CandidateGrid& grid, CageWaysCache& cages)
{
    std::optional<LogicStep> step;
    switch (technique) {
    case KenKenTechnique::NakedSingle: step = findNakedSingle(grid); break;
    case KenKenTechnique::HiddenSingle: step = findHiddenSingle(grid); break;
    case KenKenTechnique::CageDigits: return findCageDigits(grid, cages);
    case KenKenTechnique::CageArithmetic: return findCageArithmetic(grid, cages);
    case KenKenTechnique::CageLine: return findCageLine(grid, cages);
    case KenKenTechnique::NakedPair: step = findNakedSubset(grid, 2); break;
    case KenKenTechnique::HiddenPair: step = findHiddenSubset(grid, 2); break;
    case KenKenTechnique::LineSum: return findLineSum(grid, cages);
    case KenKenTechnique::XWing: step = findFish(grid, 2); break;
    case KenKenTechnique::NakedTriple: step = findNakedSubset(grid, 3); break;
    case KenKenTechnique::HiddenTriple: step = findHiddenSubset(grid, 3); break;
    case KenKenTechnique::NakedQuad: step = findNakedSubset(grid, 4); break;
    case KenKenTechnique::HiddenQuad: step = findHiddenSubset(grid, 4); break;
    case KenKenTechnique::Swordfish: step = findFish(grid, 3); break;
    case KenKenTechnique::XYWing: step = findXYWing(grid); break;
    default: return std::nullopt;
    }
    if (step)
        step->technique = technique;
    return step;
}

} // namespace ps
