#pragma once
#include "latin/SumCombinations.h"
#include "logic/CandidateGrid.h"

#include <cstddef>

namespace ps {

// The most squares a sum cage of different values can have and still have a way (one value each of
// 1..16, the largest side SumCombinations knows).
inline constexpr std::size_t kLargestKillerCage = SumCombinations::kLargestSide;

// By square of a sum cage of different values: the values some way to fill it puts there, into
// `allowed` (k entries). `options` (k entries) are what each square may take (its placed value or its
// candidates), `target` the cage's sum, n the side (values 1..n). False, with every entry 0, when there
// is no way. A way gives every square one of its options, all different, adding up to the sum.
//
// Exact, as listing every ordering would be, but by the side's table of value sets (SumCombinations)
// and a matching of squares to each set's values. The step solver asks it of every cage in every round
// while most cages keep their candidates, so the answers for cages of up to eight squares are remembered
// (per thread, a fixed table of recent questions; an answer is only ever reused for the same options,
// sum and side).
bool killerCageWays(const CandidateGrid::Mask* options, std::size_t k, long target, int n, CandidateGrid::Mask* allowed);

} // namespace ps
