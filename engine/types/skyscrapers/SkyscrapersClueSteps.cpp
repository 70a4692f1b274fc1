#include "SkyscrapersClueSteps.h"

#include "SkyscrapersLines.h"
#include "SkyscrapersTechnique.h"
#include "logic/UnitTechniques.h"

#include <string>

namespace ps {
namespace {

std::string lineNumber(const OuterClues& clues, int slot) { return std::to_string(clues.indexOf(slot) + 1); }

} // namespace

std::optional<LogicStep> findClueEdge(const CandidateGrid& grid, const OuterClues& clues)
{
    const int n = grid.size();
    for (int slot = 0; slot < clues.slotCount(); ++slot) {
        const int clue = clues.at(slot);
        if (clue != 1 && clue != n)
            continue;
        const std::vector<int>& line = clueLine(clues, slot);
        for (int k = 0; k < n; ++k) {
            const int value = clue == 1 ? n : k + 1;
            const int cell = line[static_cast<std::size_t>(k)];
            if (grid.value(cell) == 0 && grid.has(cell, value)) {
                LogicStep step;
                step.technique = SkyscrapersTechnique::ClueEdge;
                step.pattern = clue == 1 ? std::vector<int>{cell} : line;
                step.placements.push_back({cell, value});
                if (grid.explaining())
                    // (The app fills %1, %2, ... in turn, so the clue of 1's templates number their own
                    // arguments from %1: the clue is in the words.)
                    step.explanation = {clue == 1 ? bySide(clues, slot, PS_TRANSLATE("Engine", "Only one building is seen from above column %1, so the tallest, %2, stands next to the clue: %3."),
                                                           PS_TRANSLATE("Engine", "Only one building is seen from below column %1, so the tallest, %2, stands next to the clue: %3."),
                                                           PS_TRANSLATE("Engine", "Only one building is seen from the left of row %1, so the tallest, %2, stands next to the clue: %3."),
                                                           PS_TRANSLATE("Engine", "Only one building is seen from the right of row %1, so the tallest, %2, stands next to the clue: %3."))
                                                  : bySide(clues, slot, PS_TRANSLATE("Engine", "All %1 buildings are seen from above column %2, so they rise 1, 2, ... from the clue: %4 is %3."),
                                                           PS_TRANSLATE("Engine", "All %1 buildings are seen from below column %2, so they rise 1, 2, ... from the clue: %4 is %3."),
                                                           PS_TRANSLATE("Engine", "All %1 buildings are seen from the left of row %2, so they rise 1, 2, ... from the clue: %4 is %3."),
                                                           PS_TRANSLATE("Engine", "All %1 buildings are seen from the right of row %2, so they rise 1, 2, ... from the clue: %4 is %3.")),
                                        clue == 1 ? std::vector<std::string>{lineNumber(clues, slot), logic_text::value(grid, value), logic_text::cell(grid, cell)}
                                                  : std::vector<std::string>{std::to_string(clue), lineNumber(clues, slot), logic_text::value(grid, value), logic_text::cell(grid, cell)}};
                return step;
            }
            if (clue == 1)
                break;
        }
    }
    return std::nullopt;
}

namespace {

// The lower bounds of one clue (see findClueBounds): the heights that cannot stand so near the clue.
// Heights 1..`highest` (below the side with empty squares). Proof, empty squares or not: the buildings seen
// rise towards the tallest, and every seen building shorter than h stands in front of h (behind it, h
// would hide it); if h is seen, at least c minus the heights from h up that can still be seen are shorter
// and seen, each in its own square in front of h; if h is hidden, the taller seen building in front of it
// has at least as many in front of it. Empty squares only add room, and are never counted.
void lowerBounds(const CandidateGrid& grid, int highest, int clue, const std::vector<int>& line, const std::vector<int>& position, LogicStep& step)
{
    const int n = grid.size();
    int counted = 0;
    for (int height = highest; height >= 1; --height) {
        const int at = position[static_cast<std::size_t>(height)];
        if (at >= 0) {
            bool hidden = false;   // a taller building is placed in front of it: it is never seen
            for (int taller = height + 1; taller <= highest && !hidden; ++taller)
                hidden = position[static_cast<std::size_t>(taller)] >= 0 && position[static_cast<std::size_t>(taller)] < at;
            if (hidden)
                continue;
        }
        for (int k = 0; k < clue - counted - 1 && k < n; ++k) {
            const int cell = line[static_cast<std::size_t>(k)];
            if (grid.value(cell) == 0 && grid.has(cell, height))
                step.eliminations.push_back({cell, height});
        }
        ++counted;
    }
}

// A clue nearly filled (sgt-towers' other easy deduction): the tallest buildings placed so far, each
// nearer the clue than the one before, show all but one of its count, so the squares in front of the
// nearest of them show exactly one building: the one next to the clue is the tallest of them, and cannot
// be any of the smallest heights that could stand there.
//
// With empty squares (heights 1..`highest`, `emptiesBehind` of the line's empty squares placed behind that
// nearest building, `emptyPerLine` in all): every building behind it that is not in the run is shorter
// than the run and hidden, so exactly one building in front of it is seen, the first height from the clue,
// which is then the tallest height in front. In front stand `furthest` squares, at most `emptyPerLine` -
// `emptiesBehind` of them empty, so at least m = furthest - that many different heights, and their
// tallest is none of the m - 1 smallest heights that could stand there: the square next to the clue is
// empty or not one of those.
void nearlyFilled(const CandidateGrid& grid, int highest, int emptyPerLine, int clue, const std::vector<int>& line, const std::vector<int>& position,
                  const std::vector<int>& emptyAt, LogicStep& step)
{
    const int n = grid.size();
    int seen = 0;
    int furthest = n;   // the nearest position of the placed run of tallest heights
    for (int height = highest; height >= 1; --height) {
        const int at = position[static_cast<std::size_t>(height)];
        if (at < 0)
            break;
        if (at < furthest) {
            furthest = at;
            ++seen;
        }
    }
    if (clue != seen + 1 || furthest <= 1)
        return;
    int emptiesBehind = 0;
    for (int at : emptyAt)
        emptiesBehind += at >= furthest;
    const int first = line.front();
    int toRuleOut = furthest - 1 - (emptyPerLine - emptiesBehind);
    for (int height = 1; height <= highest && toRuleOut > 0; ++height) {
        const int at = position[static_cast<std::size_t>(height)];
        if (at >= furthest)
            continue;   // it stands behind: not one of the heights in front
        --toRuleOut;
        if (grid.value(first) == 0 && grid.has(first, height))
            step.eliminations.push_back({first, height});
    }
}

} // namespace

std::optional<LogicStep> findClueBounds(const CandidateGrid& grid, const OuterClues& clues, const SkyscrapersShape& shape)
{
    const int n = grid.size();
    const int highest = shape.highest;
    std::vector<int> emptyAt;   // the positions of the placed empty squares in the line
    for (int slot = 0; slot < clues.slotCount(); ++slot) {
        const int clue = clues.at(slot);
        if (clue < 2 || clue > highest || clue == n)   // (a clue of N: the clue of 1 or N)
            continue;
        const std::vector<int>& line = clueLine(clues, slot);
        std::vector<int> position(static_cast<std::size_t>(n + 1), -1);   // of each placed height in the line
        emptyAt.clear();
        for (int k = 0; k < n; ++k)
            if (const int v = grid.value(line[static_cast<std::size_t>(k)])) {
                if (v > highest)
                    emptyAt.push_back(k);
                else
                    position[static_cast<std::size_t>(v)] = k;
            }
        LogicStep step;
        lowerBounds(grid, highest, clue, line, position, step);
        const bool bounds = !step.eliminations.empty();
        if (!bounds)
            nearlyFilled(grid, highest, shape.emptyPerLine(), clue, line, position, emptyAt, step);
        if (step.eliminations.empty())
            continue;
        step.technique = SkyscrapersTechnique::ClueBounds;
        step.pattern = line;
        if (grid.explaining())
            step.explanation = {bounds ? bySide(clues, slot, PS_TRANSLATE("Engine", "%1 buildings are seen from above column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3."),
                                                PS_TRANSLATE("Engine", "%1 buildings are seen from below column %2: each tall building needs room in front of it for the shorter ones seen before it, so %3."),
                                                PS_TRANSLATE("Engine", "%1 buildings are seen from the left of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3."),
                                                PS_TRANSLATE("Engine", "%1 buildings are seen from the right of row %2: each tall building needs room in front of it for the shorter ones seen before it, so %3."))
                                       : !shape.hasEmptySquares()
                                       ? bySide(clues, slot, PS_TRANSLATE("Engine", "The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the building next to the clue must hide the others in front of them, so %3."),
                                                PS_TRANSLATE("Engine", "The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the building next to the clue must hide the others in front of them, so %3."),
                                                PS_TRANSLATE("Engine", "The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the building next to the clue must hide the others in front of them, so %3."),
                                                PS_TRANSLATE("Engine", "The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the building next to the clue must hide the others in front of them, so %3."))
                                       : bySide(clues, slot, PS_TRANSLATE("Engine", "The tallest buildings placed in column %2 already show all but one of the %1 seen from above: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3."),
                                                PS_TRANSLATE("Engine", "The tallest buildings placed in column %2 already show all but one of the %1 seen from below: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3."),
                                                PS_TRANSLATE("Engine", "The tallest buildings placed in row %2 already show all but one of the %1 seen from the left: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3."),
                                                PS_TRANSLATE("Engine", "The tallest buildings placed in row %2 already show all but one of the %1 seen from the right: the square next to the clue is empty or holds the tallest of the buildings in front of them, so %3.")),
                                {std::to_string(clue), lineNumber(clues, slot), logic_text::struck(grid, step.eliminations)}};
        return step;
    }
    return std::nullopt;
}

std::optional<LogicStep> findVisibility(const CandidateGrid& grid, const OuterClues& clues, SkyscrapersLineWays& ways)
{
    const int n = grid.size();
    std::vector<SkyscrapersLineWays::Mask> masks(static_cast<std::size_t>(n));
    std::vector<SkyscrapersLineWays::Mask> support(static_cast<std::size_t>(n));
    for (int slot = 0; slot < clues.slotCount(); ++slot) {
        const int clue = clues.at(slot);
        if (clue == 0)
            continue;
        const std::vector<int>& line = clueLine(clues, slot);
        for (int k = 0; k < n; ++k) {
            const int cell = line[static_cast<std::size_t>(k)];
            masks[static_cast<std::size_t>(k)] = grid.value(cell) ? CandidateGrid::bit(grid.value(cell)) : grid.candidates(cell);
        }
        const bool any = ways.supports(clue, masks.data(), support.data());
        LogicStep step;
        for (int k = 0; k < n; ++k) {
            const int cell = line[static_cast<std::size_t>(k)];
            if (grid.value(cell) != 0)
                continue;
            for (int v = 1; v <= n; ++v)
                if (grid.has(cell, v) && !(support[static_cast<std::size_t>(k)] & CandidateGrid::bit(v)))
                    step.eliminations.push_back({cell, v});
            if (!any)
                break;   // no way at all: emptying one square shows the mistake
        }
        if (step.eliminations.empty())
            continue;
        step.technique = SkyscrapersTechnique::Visibility;
        step.pattern = line;
        if (grid.explaining())
            step.explanation = {!any ? bySide(clues, slot, PS_TRANSLATE("Engine", "No way to fill column %2 shows %1 buildings from above: the grid has a mistake."),
                                              PS_TRANSLATE("Engine", "No way to fill column %2 shows %1 buildings from below: the grid has a mistake."),
                                              PS_TRANSLATE("Engine", "No way to fill row %2 shows %1 buildings from the left: the grid has a mistake."),
                                              PS_TRANSLATE("Engine", "No way to fill row %2 shows %1 buildings from the right: the grid has a mistake."))
                                     : bySide(clues, slot, PS_TRANSLATE("Engine", "Column %2 must show %1 buildings from above. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3."),
                                              PS_TRANSLATE("Engine", "Column %2 must show %1 buildings from below. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3."),
                                              PS_TRANSLATE("Engine", "Row %2 must show %1 buildings from the left. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3."),
                                              PS_TRANSLATE("Engine", "Row %2 must show %1 buildings from the right. No way to fill it from its candidates that does so puts a height where this hint crosses it out: %3.")),
                                {std::to_string(clue), lineNumber(clues, slot), logic_text::struck(grid, step.eliminations)}};
        return step;
    }
    return std::nullopt;
}

} // namespace ps
