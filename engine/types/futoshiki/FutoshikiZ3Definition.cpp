// The declarative definition D of Futoshiki: a Latin square (declared once), and each puzzle's signs
// (declared per puzzle in their own frame): for a sign a < b, "a holds v" rules out b holding any value
// up to v. Written over the "square holds v" literals, so both cell encodings take it and the one-hot
// encoding stays pure SAT.
#include "FutoshikiRules.h"
#include "FutoshikiSigns.h"
#include "solve/Z3Cells.h"

#include <vector>

namespace ps {

void FutoshikiRules::declareConstraints(Z3Cells& cells) const
{
    for (int line = 0; line < side_; ++line) {
        std::vector<int> row;
        std::vector<int> col;
        for (int k = 0; k < side_; ++k) {
            row.push_back(line * side_ + k);
            col.push_back(k * side_ + line);
        }
        cells.allDifferent(row);
        cells.allDifferent(col);
    }
}

void FutoshikiRules::declareCages(Z3Cells& cells, const Cages& cages) const
{
    for (const Cage& cage : cages) {
        if (!futoshiki::isSign(cage))
            continue;
        const int low = cage.cells[0];
        const int high = cage.cells[1];
        if (cells.encoding() == Z3Cells::Encoding::Integer) {
            cells.require(cells.value(low) < cells.value(high));
            continue;
        }
        for (int v = 1; v <= side_; ++v)
            for (int w = 1; w <= v; ++w)
                cells.require(!cells.is(low, v) || !cells.is(high, w));
    }
}

} // namespace ps
