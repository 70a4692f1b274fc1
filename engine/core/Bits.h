#pragma once
#include <cstdint>

namespace ps {

// The number of set bits. std::popcount compiles to a library call on baseline x86-64 (no popcnt
// instruction without -mpopcnt, which packaged builds cannot assume); the logic solvers count candidate
// masks in their inner loops, where these dozen inline instructions are several times faster.
inline int countBits(std::uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((x * 0x01010101u) >> 24);
}

} // namespace ps
