#include "SudokuSingles.h"

#include "latin/LatinSingles.h"

#include <map>
#include <memory>
#include <string>

namespace ps {
namespace {

// The kernel's singles bound for `shape` (made once per shape and thread, so a solve allocates nothing once
// warm). Shapes of regions other than boxes may come new with every puzzle: only the last few are kept.
LatinSingles& singlesFor(const SudokuShape& shape)
{
    thread_local std::map<std::string, std::unique_ptr<LatinSingles>> kept;
    if (kept.size() >= 32 && !kept.contains(shape.key()))
        kept.clear();
    std::unique_ptr<LatinSingles>& singles = kept[shape.key()];
    if (!singles)
        singles = std::make_unique<LatinSingles>(LatinUnits(shape.size(), shape.units()));
    return *singles;
}

} // namespace

bool singlesSolve(const SudokuShape& shape, const Board& givens, Singles singles)
{
    return singlesFor(shape).fills(givens, singles == Singles::NakedAndHidden);
}

} // namespace ps
