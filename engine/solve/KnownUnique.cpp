#include "KnownUnique.h"

#include <algorithm>

namespace ps {
namespace {

// Marks the squares of every cage of `cages` that `other` does not have.
void markChangedCages(const Cages& cages, const Cages& other, std::vector<char>& marked)
{
    for (const Cage& cage : cages)
        if (std::find(other.begin(), other.end(), cage) == other.end())
            for (int cell : cage.cells)
                marked[static_cast<std::size_t>(cell)] = 1;
}

} // namespace

std::vector<int> KnownUnique::squaresToDiffer(const Board& givens, const Board& reference)
{
    if (reference_ != reference) {
        reference_ = reference;
        unique_ = reference;
    }
    const bool insideKnown = unique_.agreesWith(reference) && givens.agreesWith(unique_);
    std::vector<char> changed(static_cast<std::size_t>(givens.cellCount()), 0);
    if (insideKnown && (givens.hasCages() || unique_.hasCages())) {
        markChangedCages(givens.cages(), unique_.cages(), changed);
        markChangedCages(unique_.cages(), givens.cages(), changed);
    }
    std::vector<int> squares;
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        if (givens.at(cell) == 0 && (!insideKnown || unique_.at(cell) != 0 || changed[static_cast<std::size_t>(cell)]))
            squares.push_back(cell);
    return squares;
}

void KnownUnique::forget()
{
    reference_ = Board();
    unique_ = Board();
}

} // namespace ps
