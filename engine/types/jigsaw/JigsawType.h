#pragma once
#include "types/PuzzleType.h"

namespace ps {

// Jigsaw Sudoku (see JigsawRules), as the registry lists it.
PuzzleType jigsawType();

} // namespace ps
