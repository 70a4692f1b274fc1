#pragma once
#include "core/Board.h"

#include <string>

namespace ps {

// sgt-puzzles Keen game IDs, "N:<blocks>,<clues>" (as `sgt-keen --generate` prints them):
//   <blocks> walks the grid's internal edges, first the vertical ones in reading order (row by row, the
//   edge right of each square but the last), then the horizontal ones column by column (the edge below
//   each square but the last row's). Each symbol is a run: 'a'..'y' = 1..25 edges inside a cage, then
//   one between cages; '_' = none inside, then one between; 'z' = 25 inside and no edge after. A number
//   after a symbol repeats it that many times.
//   <clues> one per cage, in the order of the cages' first squares: 'a' add, 's' subtract, 'm' multiply,
//   'd' divide, then the target; a one-square cage shows its value.
// Returns the N x N puzzle with its cages (a one-square cage's value is its given). Throws EngineError
// saying what is wrong.
Board parseKeenGameId(const std::string& id);

// Whether `id` has the shape of a Keen ID ("N:" then a description with a comma), without checking it.
bool looksLikeKeenGameId(const std::string& id);

} // namespace ps
