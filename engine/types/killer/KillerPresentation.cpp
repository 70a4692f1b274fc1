// How a Killer Sudoku is drawn: the boxes outlined thick as in Sudoku (they are the outlined unit for
// highlights), each cage a dashed outline inset inside its squares, and its sum small in the cage's
// top-left square (its first square in reading order); a filled one-square cage shows only its value.
#include "KillerRules.h"

namespace ps {

GridPresentation KillerRules::presentation(const Board& shown) const
{
    GridPresentation look(shown.rows(), shown.cols());
    const int cellCount = shown.cellCount();
    if (!fits(shown))
        return look;
    for (int i = 0; i < cellCount; ++i)
        look.region[static_cast<std::size_t>(i)] = regionOf(i);
    look.outlineRegions();
    if (!shown.hasCages())
        return look;
    const Cages& cages = shown.cages();
    for (std::size_t k = 0; k < cages.size(); ++k) {
        const Cage& cage = cages[k];
        if (cage.cells.empty() || cage.operation == CageOperation::None)
            continue;
        for (int cell : cage.cells)
            if (cell >= 0 && cell < cellCount)
                look.dashedCage[static_cast<std::size_t>(cell)] = static_cast<int>(k);
        // A one-square cage whose square shows its value (a given, as the format reads it) needs no sum.
        const int first = cage.cells.front();
        if (first >= 0 && first < cellCount && (cage.cells.size() > 1 || shown.at(first) == 0))
            look.labels[static_cast<std::size_t>(first)] = std::to_string(cage.target);
    }
    return look;
}

} // namespace ps
