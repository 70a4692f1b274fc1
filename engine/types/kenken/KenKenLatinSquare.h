#pragma once
#include "core/Board.h"
#include "core/Rng.h"

namespace ps {

// A random N x N Latin square, made row by row: each row is a random perfect matching of columns to the
// values no square above has taken in that column. A Latin rectangle always extends (Hall's theorem),
// so no row ever fails. Unlike the seed's swaps and transposes of one cyclic square, which only move
// within that square's class, this reaches squares of every class (see the homogeneity report).
Board randomLatinSquare(int side, Rng& rng);

} // namespace ps
