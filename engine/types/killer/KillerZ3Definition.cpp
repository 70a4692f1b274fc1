// The declarative definition D of Killer Sudoku: Sudoku's rows, columns and boxes (declared once), and
// each puzzle's cages (declared per puzzle in their own frame): the squares of a cage differ, and the sum
// of v * [square holds v] over the cage is its sum, written over the "square holds v" literals so that
// both cell encodings take it (a pseudo-Boolean sum in z3's SAT core).
#include "KillerRules.h"
#include "solve/Z3Cells.h"

#include <vector>

namespace ps {

void KillerRules::declareConstraints(Z3Cells& cells) const { sudoku_.declareConstraints(cells); }

void KillerRules::declareCages(Z3Cells& cells, const Cages& cages) const
{
    for (const Cage& cage : cages) {
        if (cage.operation == CageOperation::None)
            continue;
        if (cage.cells.size() > 1)
            cells.allDifferent(cage.cells);
        z3::expr_vector literals(cells.context());
        std::vector<int> coefficients;
        for (int cell : cage.cells)
            for (int v = 1; v <= cells.maxValue(); ++v) {
                literals.push_back(cells.is(cell, v));
                coefficients.push_back(v);
            }
        cells.require(z3::pbeq(literals, coefficients.data(), static_cast<int>(cage.target)));
    }
}

} // namespace ps
