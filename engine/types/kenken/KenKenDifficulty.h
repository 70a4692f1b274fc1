#pragma once
#include "difficulty/Difficulty.h"

#include <vector>

namespace ps {

// KenKen's rule difficulty: a stated rule, not a learnt one. The hardest technique the step solver
// needed, read on the ladder the techniques follow (sgt-keen's levels): cage digits at most Easy, cage
// arithmetic Medium, up to cage-in-a-line and pairs Hard, anything beyond (line sums, X-wings, triples,
// guesses) Evil. `features` are kenKenFeatures().
Difficulty kenKenRuleDifficulty(const std::vector<double>& features);

// The hardest technique (KenKenTechnique) the rule above allows in `level`.
int kenKenHardestTechniqueIn(Difficulty level);

} // namespace ps
