// Sudoku's techniques by index: the shared unit techniques and the box ones.
#include "Techniques.h"

#include <map>
#include <memory>
#include <string>

namespace ps {
namespace {

std::optional<LogicStep> find(int technique, const CandidateGrid& grid)
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

} // namespace

CandidateGrid makeCandidateGrid(const SudokuShape& shape, const Board& givens)
{
    // The layout is made once per shape and thread: rating files thousands of boards of one shape.
    // Shapes of regions other than boxes may come new with every puzzle: only the last few are kept.
    thread_local std::map<std::string, std::shared_ptr<const CandidateGrid::Layout>> layouts;
    if (layouts.size() >= 32 && !layouts.contains(shape.key()))
        layouts.clear();
    auto& layout = layouts[shape.key()];
    if (!layout) {
        std::vector<Unit> units;
        const int n = shape.size();
        for (int u = 0; u < 3 * n; ++u) {
            const Unit::Kind block = shape.hasBoxes() ? Unit::Kind::Box : Unit::Kind::Region;
            const Unit::Kind kind = u < n ? Unit::Kind::Row : u < 2 * n ? Unit::Kind::Column : block;
            units.push_back({kind, u % n, shape.units()[static_cast<std::size_t>(u)]});
        }
        layout = CandidateGrid::makeLayout(n, std::move(units));
    }
    return CandidateGrid(layout, givens);
}

std::optional<LogicStep> findStep(int technique, const CandidateGrid& grid)
{
    std::optional<LogicStep> step = find(technique, grid);
    if (step)
        step->technique = technique;
    return step;
}

} // namespace ps
