#include "GenerationMoves.h"

namespace ps {

std::optional<Board> GenerationMoves::emptied(const Board& puzzle, const Board& solution, const std::vector<int>& squares,
                                              std::optional<Difficulty> aim, Rng& rng) const
{
    (void)aim;
    (void)rng;
    if (!mayEmpty(puzzle, solution, squares))
        return std::nullopt;
    Board candidate = puzzle;
    for (int square : squares)
        candidate.set(square, 0);
    return candidate;
}

} // namespace ps
