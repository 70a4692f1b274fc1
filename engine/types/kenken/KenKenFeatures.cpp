#include "KenKenFeatures.h"

namespace ps {

std::vector<std::string> kenKenFeatureNames()
{
    return {"given share", "mean cage size", "two-square cage share", "largest cage / side", "add share", "multiply share",
            "subtract or divide share"};
}

std::vector<double> kenKenFeatures(int side, const Board& puzzle)
{
    const Cages& cages = puzzle.cages();
    const double squares = static_cast<double>(puzzle.cellCount());
    double inCages = 0;
    double twoSquare = 0;
    double largest = 0;
    double add = 0;
    double multiply = 0;
    double pair = 0;
    double caged = 0;   // cages of two or more squares
    for (const Cage& cage : cages) {
        const auto size = static_cast<double>(cage.cells.size());
        if (size < 2)
            continue;
        caged += 1;
        inCages += size;
        twoSquare += size == 2 ? 1 : 0;
        largest = std::max(largest, size);
        add += cage.operation == CageOperation::Add ? 1 : 0;
        multiply += cage.operation == CageOperation::Multiply ? 1 : 0;
        pair += cage.operation == CageOperation::Subtract || cage.operation == CageOperation::Divide ? 1 : 0;
    }
    const double per = caged > 0 ? caged : 1;
    return {static_cast<double>(puzzle.filledCount()) / squares, caged > 0 ? inCages / caged : 1, twoSquare / per, largest / side,
            add / per, multiply / per, pair / per};
}

} // namespace ps
