#include "KnownUnique.h"

#include <algorithm>

namespace ps {
namespace {

int firstSquare(const Cage& cage) { return cage.cells.empty() ? -1 : cage.cells.front(); }

// Whether the normalized `cages` (sorted by first square) hold `cage`: only those with its first square
// are compared (a run compares thousands of cagings).
bool holds(const Cages& cages, const Cage& cage)
{
    const int first = firstSquare(cage);
    auto it = std::lower_bound(cages.begin(), cages.end(), first, [](const Cage& c, int square) { return firstSquare(c) < square; });
    for (; it != cages.end() && firstSquare(*it) == first; ++it)
        if (*it == cage)
            return true;
    return false;
}

// Marks the squares of every cage of `cages` that `other` does not have.
void markChangedCages(const Cages& cages, const Cages& other, std::vector<char>& marked)
{
    for (const Cage& cage : cages)
        if (!holds(other, cage))
            for (int cell : cage.cells)
                marked[static_cast<std::size_t>(cell)] = 1;
}

// Marks the lines of the outer clues that differ between `a` and `b`: a solution of the puzzle with fewer
// clues that the one with more rules out breaks a dropped clue, so it differs inside that clue's line.
void markChangedOuterClues(const Board& a, const Board& b, std::vector<char>& marked)
{
    const OuterClues& ca = a.hasOuterClues() ? a.outerClues() : b.outerClues();
    for (int slot = 0; slot < ca.slotCount(); ++slot) {
        const int va = a.hasOuterClues() ? a.outerClues().at(slot) : 0;
        const int vb = b.hasOuterClues() ? b.outerClues().at(slot) : 0;
        if (va != vb)
            for (int cell : ca.line(slot))
                marked[static_cast<std::size_t>(cell)] = 1;
    }
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
    if (insideKnown && (givens.hasOuterClues() || unique_.hasOuterClues()))
        markChangedOuterClues(givens, unique_, changed);
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
