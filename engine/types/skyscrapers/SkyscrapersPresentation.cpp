// How a Skyscrapers board is drawn: thin lines only, and the clues outside the grid (the default
// presentation writes them), each grey once its line is full and shows its count, so the player sees which
// clues are done. With distinct diagonals both diagonals are shaded (GridPresentation::diagonals). An
// empty square (rules with fewer heights than squares) is drawn as a cross.
#include "SkyscrapersLines.h"
#include "SkyscrapersRules.h"

namespace ps {

GridPresentation SkyscrapersRules::presentation(const Board& shown) const
{
    GridPresentation look = Presentation::presentation(shown);
    look.diagonals = shape_.diagonals;
    if (!shown.hasOuterClues())
        return look;
    const OuterClues& clues = shown.outerClues();
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        if (clues.at(slot) != 0 && lineFull(shown, clues, slot) && visibleCount(lineHeights(shown, clues, slot, shape_.emptyValue())) == clues.at(slot))
            look.outerDone[static_cast<std::size_t>(slot)] = 1;
    return look;
}

} // namespace ps

namespace ps {

std::string SkyscrapersRules::valueMark(int value) const
{
    return shape_.hasEmptySquares() && value == shape_.emptyValue() ? "\u00d7" : std::string();
}

} // namespace ps
