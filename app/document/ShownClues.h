#pragma once
#include "core/Board.h"
#include "core/Cages.h"
#include "core/OuterClues.h"

// The clues a puzzle shows besides its cages' own: its givens, its clues outside the grid and its signs
// between squares (relation cages). Counted for the "N clues" the studio shows, so that a run removing
// outside clues or signs after the squares is seen to shrink.
inline int shownClueCount(const ps::Board& board)
{
    int clues = board.filledCount();
    if (board.hasOuterClues())
        clues += board.outerClues().count();
    if (board.hasCages())
        for (const ps::Cage& cage : board.cages())
            clues += cage.operation == ps::CageOperation::Less ? 1 : 0;
    return clues;
}
