#pragma once
#include "types/PuzzleType.h"

namespace ps {

// Futoshiki ("inequality"): a Latin square with givens and signs between neighbouring squares.
PuzzleType futoshikiType();

} // namespace ps
