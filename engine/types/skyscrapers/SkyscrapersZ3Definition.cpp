// The declarative definition D of Skyscrapers: a Latin square (D, declared once), and each puzzle's clues
// outside the grid (declared per puzzle in their own frame). Written over the "square holds v" literals,
// so both cell encodings take it:
//   the k-th building of a line (seen from the clue) is seen  <=>  for its height v, every building in
//   front of it is lower than v (an empty square, the value V + 1 of SkyscrapersShape, is lower than
//   every building and never seen);
//   a clue c: exactly c buildings of its line are seen (a pseudo-Boolean sum).
// With at most one empty square per line every unit (rows, columns, diagonals where the rules have them)
// holds different values; with more, every unit holds each height 1..V exactly once.
#include "SkyscrapersRules.h"
#include "solve/Z3Cells.h"

#include <vector>

namespace ps {
namespace {

// [square `cell` holds a building lower than `value`, or is empty (`emptyValue`, 0: none)]
z3::expr lowerThan(Z3Cells& cells, int cell, int value, int emptyValue)
{
    z3::expr_vector lower(cells.context());
    for (int w = 1; w < value; ++w)
        lower.push_back(cells.is(cell, w));
    if (emptyValue > 0)
        lower.push_back(cells.is(cell, emptyValue));
    return lower.empty() ? cells.context().bool_val(false) : z3::mk_or(lower);
}

// [the building at line[k] is seen from the line's start]
z3::expr seen(Z3Cells& cells, const std::vector<int>& line, std::size_t k, const SkyscrapersShape& shape)
{
    z3::expr_vector ways(cells.context());
    for (int v = 1; v <= shape.highest; ++v) {
        z3::expr_vector all(cells.context());
        all.push_back(cells.is(line[k], v));
        for (std::size_t j = 0; j < k; ++j)
            all.push_back(lowerThan(cells, line[j], v, shape.emptyValue()));
        ways.push_back(z3::mk_and(all));
    }
    return z3::mk_or(ways);
}

} // namespace

void SkyscrapersRules::declareConstraints(Z3Cells& cells) const
{
    for (const std::vector<int>& unit : shape_.units()) {
        if (shape_.emptyPerLine() <= 1) {
            cells.allDifferent(unit);
            continue;
        }
        for (int height = 1; height <= shape_.highest; ++height) {
            z3::expr_vector here(cells.context());
            std::vector<int> ones;
            for (int cell : unit) {
                here.push_back(cells.is(cell, height));
                ones.push_back(1);
            }
            cells.require(z3::pbeq(here, ones.data(), 1));
        }
    }
}

void SkyscrapersRules::declareOuterClues(Z3Cells& cells, const OuterClues& clues) const
{
    for (int slot = 0; slot < clues.slotCount(); ++slot) {
        const int clue = clues.at(slot);
        if (clue == 0)
            continue;
        if (clue < 1 || clue > shape_.highest) {
            cells.require(cells.context().bool_val(false));
            continue;
        }
        const std::vector<int> line = clues.line(slot);
        z3::expr_vector seenHere(cells.context());
        std::vector<int> ones;
        for (std::size_t k = 0; k < line.size(); ++k) {
            seenHere.push_back(seen(cells, line, k, shape_));
            ones.push_back(1);
        }
        cells.require(z3::pbeq(seenHere, ones.data(), clue));
    }
}

} // namespace ps
