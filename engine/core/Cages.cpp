#include "Cages.h"

#include <algorithm>
#include <cstdlib>

namespace ps {

void normalize(Cages& cages)
{
    // Mostly called on cages in order already (generation merges two and adds one): checked first.
    for (Cage& cage : cages)
        if (!isRelation(cage.operation) && !std::is_sorted(cage.cells.begin(), cage.cells.end()))
            std::sort(cage.cells.begin(), cage.cells.end());
    // A strict order; areas never share a first square, so among them it is the order by first square.
    const auto before = [](const Cage& a, const Cage& b) {
        // One pass over the squares (!= then < would compare them twice).
        if (const auto order = a.cells <=> b.cells; order != 0)
            return order < 0;
        return a.operation != b.operation ? a.operation < b.operation : a.target < b.target;
    };
    if (!std::is_sorted(cages.begin(), cages.end(), before))
        std::sort(cages.begin(), cages.end(), before);
}

bool cageHolds(CageOperation operation, long target, const std::vector<int>& values)
{
    return cageHolds(operation, target, values.data(), values.size());
}

bool cageHolds(CageOperation operation, long target, const int* values, std::size_t count)
{
    switch (operation) {
    case CageOperation::None:
        return true;
    case CageOperation::Given:
        return count == 1 && values[0] == target;
    case CageOperation::Add: {
        long sum = 0;
        for (std::size_t i = 0; i < count; ++i)
            sum += values[i];
        return sum == target;
    }
    case CageOperation::Multiply: {
        long product = 1;
        for (std::size_t i = 0; i < count; ++i) {
            product *= values[i];
            if (product > target)
                return false;
        }
        return product == target;
    }
    case CageOperation::Subtract:
        return count == 2 && std::abs(values[0] - values[1]) == target;
    case CageOperation::Divide: {
        if (count != 2 || values[0] <= 0 || values[1] <= 0)
            return false;
        const int large = std::max(values[0], values[1]);
        const int small = std::min(values[0], values[1]);
        return large % small == 0 && large / small == target;
    }
    case CageOperation::Hidden:
        return cageHolds(CageOperation::Add, target, values, count) || cageHolds(CageOperation::Multiply, target, values, count) ||
               cageHolds(CageOperation::Subtract, target, values, count) || cageHolds(CageOperation::Divide, target, values, count);
    case CageOperation::Less:
        for (std::size_t i = 1; i < count; ++i)
            if (values[i - 1] >= values[i])
                return false;
        return true;
    }
    return false;
}

std::string cageClue(const Cage& cage)
{
    switch (cage.operation) {
    case CageOperation::None:
        return {};
    case CageOperation::Given:
    case CageOperation::Hidden:
        return std::to_string(cage.target);   // a bare number: on one square a given, on more a hidden operation
    case CageOperation::Less:
        return "<";
    default:
        return std::to_string(cage.target) + static_cast<char>(cage.operation);
    }
}

std::string cageLabel(const Cage& cage)
{
    const std::string target = std::to_string(cage.target);
    switch (cage.operation) {
    case CageOperation::None: return {};
    case CageOperation::Given:
    case CageOperation::Hidden: return target;
    case CageOperation::Add: return target + "+";
    case CageOperation::Subtract: return target + "\u2212";
    case CageOperation::Multiply: return target + "\u00d7";
    case CageOperation::Divide: return target + "\u00f7";
    case CageOperation::Less: return "<";
    }
    return target;
}

} // namespace ps
