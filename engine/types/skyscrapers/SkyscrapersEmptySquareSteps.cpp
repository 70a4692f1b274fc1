#include "SkyscrapersEmptySquareSteps.h"

#include "SkyscrapersLines.h"
#include "SkyscrapersTechnique.h"
#include "logic/UnitTechniques.h"

#include <string>

namespace ps {
namespace {

// The line seen from one clue: each square's possible values as a mask (a placed value as its own bit).
struct LineView {
    const CandidateGrid& grid;
    const std::vector<int>& cells;
    int cellAt(int k) const { return cells[static_cast<std::size_t>(k)]; }
    bool canHold(int k, int value) const
    {
        const int cell = cellAt(k);
        return grid.value(cell) ? grid.value(cell) == value : grid.has(cell, value);
    }
    // Struck from square k, if still a candidate there (a placed square is left alone).
    void strike(int k, int value, LogicStep& step) const
    {
        const int cell = cellAt(k);
        if (grid.value(cell) == 0 && grid.has(cell, value))
            step.eliminations.push_back({cell, value});
    }
};

// Clue 1. Proof: the first square from the clue that holds a height is always seen (nothing but empty
// squares, which hide nothing, stands in front of it). If it held h < V, V would stand somewhere behind it,
// taller than everything in front, and be seen too: two buildings. So it holds V, and every square in
// front of V is empty. Hence (a) V can stand k squares from the clue only if the k squares in front can
// all be empty (at most N - V of them, each with the empty value still possible); (b) with `first` the
// nearest square where V can still stand by (a), no square up to `first` holds a height below V: one in
// front of `first` is empty, and `first` itself is V or empty (a height below V there would need V in
// front of it).
void clueOfOne(const LineView& line, const SkyscrapersShape& shape, LogicStep& step)
{
    const int n = shape.side;
    const int tallest = shape.highest;
    const int empty = shape.emptyValue();
    int first = -1;
    bool allEmptySoFar = true;   // the squares in front of k can all be empty
    for (int k = 0; k < n; ++k) {
        const bool canStand = allEmptySoFar && k <= shape.emptyPerLine() && line.canHold(k, tallest);
        if (canStand && first < 0)
            first = k;
        if (!canStand)
            line.strike(k, tallest, step);
        allEmptySoFar = allEmptySoFar && line.canHold(k, empty);
    }
    if (first < 0)
        return;   // no place for V at all: the grid has a mistake, which the other techniques show
    for (int k = 0; k <= first; ++k)
        for (int height = 1; height < tallest; ++height)
            line.strike(k, height, step);
}

// Clue V, every height seen. Proof: a building is seen only when it is taller than every building in
// front of it, so V seen buildings out of V heights means every height is taller than all heights in
// front of it: from the clue the heights read 1, 2, ..., V, in that order, with the N - V empty squares
// anywhere between them. Height h then has exactly h - 1 heights in front of it and at most N - V empty
// squares, so it stands h - 1 to h - 1 + (N - V) squares from the clue; and a height placed k squares from
// the clue has every shorter height in front of it and every taller one behind it.
void clueOfAll(const LineView& line, const SkyscrapersShape& shape, LogicStep& step)
{
    const int n = shape.side;
    const int tallest = shape.highest;
    for (int k = 0; k < n; ++k)
        for (int height = 1; height <= tallest; ++height) {
            bool outside = k < height - 1 || k > height - 1 + shape.emptyPerLine();
            for (int j = 0; j < n && !outside; ++j) {
                const int placed = line.grid.value(line.cellAt(j));
                if (placed == 0 || placed == shape.emptyValue() || j == k)
                    continue;
                outside = (placed < height && j > k) || (placed > height && j < k);
            }
            if (outside)
                line.strike(k, height, step);
        }
}

// Row r (0..n-1) or column c (n..2n-1): its squares, and the words for it.
std::vector<int> lineCells(int n, int line)
{
    std::vector<int> cells;
    for (int k = 0; k < n; ++k)
        cells.push_back(line < n ? line * n + k : k * n + (line - n));
    return cells;
}

// One line's singles (see findLineSinglesWithEmptySquares), the first kind that changes something.
std::optional<LogicStep> lineSingles(const CandidateGrid& grid, const SkyscrapersShape& shape, int line)
{
    const int n = shape.side;
    const int empty = shape.emptyValue();
    const std::vector<int> cells = lineCells(n, line);
    const std::string number = std::to_string(line % n + 1);
    const bool row = line < n;
    LogicStep step;
    step.pattern = cells;
    // A placed height leaves the other squares.
    for (int cell : cells) {
        const int placed = grid.value(cell);
        if (placed == 0 || placed == empty)
            continue;
        for (int other : cells)
            if (grid.value(other) == 0 && grid.has(other, placed))
                step.eliminations.push_back({other, placed});
        if (!step.eliminations.empty()) {
            if (grid.explaining())
                step.explanation = {row ? PS_TRANSLATE("Engine", "Row %1 already holds %2, so no other cell of it can: %3.")
                                        : PS_TRANSLATE("Engine", "Column %1 already holds %2, so no other cell of it can: %3."),
                                    {number, logic_text::value(grid, placed), logic_text::struck(grid, step.eliminations)}};
            return step;
        }
    }
    // A height with one square left.
    for (int height = 1; height <= shape.highest; ++height) {
        int places = 0;
        int at = -1;
        for (int cell : cells)
            if (grid.value(cell) == height || (grid.value(cell) == 0 && grid.has(cell, height))) {
                ++places;
                at = cell;
            }
        if (places == 1 && grid.value(at) == 0) {
            step.placements.push_back({at, height});
            if (grid.explaining())
                step.explanation = {row ? PS_TRANSLATE("Engine", "%1 must be %2: it is the only cell of row %3 that can hold %2.")
                                        : PS_TRANSLATE("Engine", "%1 must be %2: it is the only cell of column %3 that can hold %2."),
                                    {logic_text::cell(grid, at), logic_text::value(grid, height), number}};
            return step;
        }
    }
    // The empty squares: exactly N - V in the line.
    int placedEmpty = 0;
    int canBeEmpty = 0;
    for (int cell : cells) {
        placedEmpty += grid.value(cell) == empty;
        canBeEmpty += grid.value(cell) == empty || (grid.value(cell) == 0 && grid.has(cell, empty));
    }
    const bool allPlaced = placedEmpty == shape.emptyPerLine();
    if (!allPlaced && canBeEmpty != shape.emptyPerLine())
        return std::nullopt;
    for (int cell : cells) {
        if (grid.value(cell) != 0)
            continue;
        if (allPlaced && grid.has(cell, empty))
            step.eliminations.push_back({cell, empty});
        if (!allPlaced && grid.has(cell, empty))
            for (int height = 1; height <= shape.highest; ++height)
                if (grid.has(cell, height))
                    step.eliminations.push_back({cell, height});
    }
    if (step.eliminations.empty())
        return std::nullopt;
    if (grid.explaining())
        step.explanation = {allPlaced ? (row ? PS_TRANSLATE("Engine", "Row %1 already has its %2 empty squares, so no other cell of it is empty.")
                                             : PS_TRANSLATE("Engine", "Column %1 already has its %2 empty squares, so no other cell of it is empty."))
                                      : (row ? PS_TRANSLATE("Engine", "Row %1 has %2 empty squares, and only that many of its cells can be empty: they are.")
                                             : PS_TRANSLATE("Engine", "Column %1 has %2 empty squares, and only that many of its cells can be empty: they are.")),
                            {number, std::to_string(shape.emptyPerLine())}};
    return step;
}

} // namespace

std::optional<LogicStep> findLineSinglesWithEmptySquares(const CandidateGrid& grid, const SkyscrapersShape& shape)
{
    for (int line = 0; line < 2 * shape.side; ++line)
        if (std::optional<LogicStep> step = lineSingles(grid, shape, line)) {
            step->technique = SkyscrapersTechnique::HiddenSingle;
            return step;
        }
    return std::nullopt;
}

std::optional<LogicStep> findClueEdgeWithEmptySquares(const CandidateGrid& grid, const OuterClues& clues, const SkyscrapersShape& shape)
{
    for (int slot = 0; slot < clues.slotCount(); ++slot) {
        const int clue = clues.at(slot);
        if (clue != 1 && clue != shape.highest)
            continue;
        const LineView line{grid, clueLine(clues, slot)};
        LogicStep step;
        if (clue == 1)
            clueOfOne(line, shape, step);
        else
            clueOfAll(line, shape, step);
        if (step.eliminations.empty())
            continue;
        step.technique = SkyscrapersTechnique::ClueEdge;
        step.pattern = line.cells;
        if (grid.explaining()) {
            const std::string number = std::to_string(clues.indexOf(slot) + 1);
            const std::string changes = logic_text::struck(grid, step.eliminations);
            if (clue == 1)
                step.explanation = {bySide(clues, slot,
                                           PS_TRANSLATE("Engine", "Only one building is seen from above column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3."),
                                           PS_TRANSLATE("Engine", "Only one building is seen from below column %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3."),
                                           PS_TRANSLATE("Engine", "Only one building is seen from the left of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3."),
                                           PS_TRANSLATE("Engine", "Only one building is seen from the right of row %1: the first building from the clue is the tallest, %2, with only empty squares in front of it, so %3.")),
                                    {number, logic_text::value(grid, shape.highest), changes}};
            else
                step.explanation = {bySide(clues, slot,
                                           PS_TRANSLATE("Engine", "All %1 buildings are seen from above column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3."),
                                           PS_TRANSLATE("Engine", "All %1 buildings are seen from below column %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3."),
                                           PS_TRANSLATE("Engine", "All %1 buildings are seen from the left of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3."),
                                           PS_TRANSLATE("Engine", "All %1 buildings are seen from the right of row %2: they rise 1, 2, ... from the clue, the empty squares anywhere between them, so %3.")),
                                    {std::to_string(clue), number, changes}};
        }
        return step;
    }
    return std::nullopt;
}

} // namespace ps
