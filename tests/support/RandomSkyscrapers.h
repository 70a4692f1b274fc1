#pragma once
// A random Skyscrapers puzzle with any number of solutions, for comparing solvers and step solvers: a random
// solution of `rules`, each clue kept with a chance drawn from keepFromPercent..keepFromPercent+keepSpread-1,
// each square given with givenPercent; at least one clue stays.
#include "core/Board.h"
#include "core/Rng.h"
#include "types/skyscrapers/SkyscrapersRules.h"

inline ps::Board randomSkyscrapersPuzzle(const ps::SkyscrapersRules& rules, ps::Rng& rng, int keepFromPercent, int keepSpread, int givenPercent)
{
    const ps::Board full = rules.randomSolution(rng);
    ps::OuterClues clues = full.outerClues();
    const int keepPercent = keepFromPercent + rng.below(keepSpread);
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        if (rng.below(100) >= keepPercent)
            clues.set(slot, 0);
    const int n = rules.side();
    ps::Board puzzle(n, n);
    for (int cell = 0; cell < n * n; ++cell)
        if (rng.below(100) < givenPercent)
            puzzle.set(cell, full.at(cell));
    if (!clues.any())
        clues.set(0, full.outerClues().at(0));
    puzzle.setOuterClues(clues);
    return puzzle;
}
