#include "KnownUnique.h"

namespace ps {

std::vector<int> KnownUnique::squaresToDiffer(const Board& givens, const Board& reference)
{
    if (reference_ != reference) {
        reference_ = reference;
        unique_ = reference;
    }
    const bool insideKnown = unique_.agreesWith(reference) && givens.agreesWith(unique_);
    std::vector<int> squares;
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        if (givens.at(cell) == 0 && (!insideKnown || unique_.at(cell) != 0))
            squares.push_back(cell);
    return squares;
}

void KnownUnique::forget()
{
    reference_ = Board();
    unique_ = Board();
}

} // namespace ps
