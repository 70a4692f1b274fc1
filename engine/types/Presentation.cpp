#include "Presentation.h"

#include <string>

namespace ps {

GridPresentation Presentation::presentation(const Board& shown) const
{
    GridPresentation look(shown.rows(), shown.cols());
    const int cellCount = shown.cellCount();
    if (shown.hasCages()) {
        const Cages& cages = shown.cages();
        for (std::size_t k = 0; k < cages.size(); ++k)
            for (int cell : cages[k].cells)
                if (cell >= 0 && cell < cellCount)
                    look.region[static_cast<std::size_t>(cell)] = static_cast<int>(k);
    } else {
        for (int i = 0; i < cellCount; ++i)
            look.region[static_cast<std::size_t>(i)] = regionOf(i);
    }
    look.outlineRegions();
    if (shown.hasOuterClues()) {
        const OuterClues& clues = shown.outerClues();
        look.outer.resize(static_cast<std::size_t>(clues.slotCount()));
        look.outerDone.assign(look.outer.size(), 0);
        for (int slot = 0; slot < clues.slotCount(); ++slot)
            if (clues.at(slot) != 0)
                look.outer[static_cast<std::size_t>(slot)] = std::to_string(clues.at(slot));
    }
    return look;
}

} // namespace ps
