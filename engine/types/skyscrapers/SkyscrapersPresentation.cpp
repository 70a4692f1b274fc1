// How a Skyscrapers board is drawn: thin lines only, and the clues outside the grid (the default
// presentation writes them), each grey once its line is full and shows its count, so the player sees which
// clues are done.
#include "SkyscrapersLines.h"
#include "SkyscrapersRules.h"

namespace ps {

GridPresentation SkyscrapersRules::presentation(const Board& shown) const
{
    GridPresentation look = Presentation::presentation(shown);
    if (!shown.hasOuterClues())
        return look;
    const OuterClues& clues = shown.outerClues();
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        if (clues.at(slot) != 0 && lineFull(shown, clues, slot) && visibleCount(lineHeights(shown, clues, slot)) == clues.at(slot))
            look.outerDone[static_cast<std::size_t>(slot)] = 1;
    return look;
}

} // namespace ps
