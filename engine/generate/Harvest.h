#pragma once
#include "core/Board.h"
#include "difficulty/Difficulty.h"

#include <map>
#include <string>
#include <vector>

namespace ps {

// One puzzle a generation produced: an accepted board, or a symmetric twin of one.
struct HarvestEntry {
    Board givens;
    Board solution;
    std::string transform;   // "" for the accepted board itself, else the transformation's name
    int step = 0;            // how many removals had been accepted when it was made
};

// The paper's PuzzComplDict: every puzzle produced, filed under its class.
using Harvest = std::map<Difficulty, std::vector<HarvestEntry>>;

} // namespace ps
