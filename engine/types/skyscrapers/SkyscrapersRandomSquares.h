#pragma once
#include "core/Board.h"
#include "core/Rng.h"
#include "types/kenken/KenKenLatinSquare.h"

namespace ps {

// A random N x N Latin square whose two main diagonals hold every value once too (N >= 4): the Latin
// kernel's search with the diagonals as units, trying first the values of a random Latin square
// (randomLatinSquare), then its values relabelled at random (which keeps every unit different).
Board randomDiagonalLatinSquare(int side, Rng& rng);

} // namespace ps
