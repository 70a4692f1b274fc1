#pragma once
#include "types/PuzzleType.h"

namespace ps {

// Fillomino for the type table: any rows x columns from 4 to 20 when generating (hand-made puzzles up
// to 64 a side open and solve), sized freely rather than from a list.
PuzzleType fillominoType();

} // namespace ps
