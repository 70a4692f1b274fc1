// The paper's declarative definition D of Sudoku: every square holds 1..n (Z3Cells declares the domain),
// and the squares of each row, column and box are distinct. Givens are added by the backend.
#include "SudokuRules.h"
#include "solve/Z3Cells.h"

namespace ps {

void SudokuRules::declareConstraints(Z3Cells& cells) const
{
    for (const auto& unit : shape_.units())
        cells.allDifferent(unit);
}

} // namespace ps
