#include "Presentation.h"

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
    return look;
}

} // namespace ps
